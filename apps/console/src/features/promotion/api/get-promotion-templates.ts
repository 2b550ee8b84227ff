import { useQuery } from '@tanstack/react-query';
import type { PromotionTemplateList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const promotionTemplatesKey = ['promotion-templates'] as const;

export function getPromotionTemplates(): Promise<PromotionTemplateList> {
  return get<PromotionTemplateList>('/promotion/templates');
}

export function usePromotionTemplates() {
  return useQuery({ queryKey: promotionTemplatesKey, queryFn: getPromotionTemplates });
}
