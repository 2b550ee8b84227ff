import { useQuery } from '@tanstack/react-query';
import type { PromotionTemplateItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const promotionTemplatesKey = ['promotion-templates'] as const;

export function getPromotionTemplates(): Promise<{ items: PromotionTemplateItem[] }> {
  return get<{ items: PromotionTemplateItem[] }>('/promotion/templates');
}

export function usePromotionTemplates() {
  return useQuery({ queryKey: promotionTemplatesKey, queryFn: getPromotionTemplates });
}
