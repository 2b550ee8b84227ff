import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsolePromotionTemplate, PromotionTemplateSave } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { promotionTemplatesKey } from './get-promotion-templates';

/** A new landing template, or (with `id`) a change to one. */
export function savePromotionTemplate({
  id,
  template,
}: {
  id?: number;
  template: PromotionTemplateSave;
}): Promise<ConsolePromotionTemplate> {
  return post<ConsolePromotionTemplate>(id ? `/promotion/templates/${id}` : '/promotion/templates', template);
}

export function useSavePromotionTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePromotionTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: promotionTemplatesKey }),
  });
}
