import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsolePromotionTemplate } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { promotionTemplatesKey } from './get-promotion-templates';

/** Switches a landing on or off; a switched-off landing says the promotion has ended. */
export function setPromotionTemplateActive({
  id,
  isActive,
}: {
  id: number;
  isActive: boolean;
}): Promise<ConsolePromotionTemplate> {
  return post<ConsolePromotionTemplate>(`/promotion/templates/${id}/active`, { isActive });
}

export function useSetPromotionTemplateActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPromotionTemplateActive,
    onSettled: () => client.invalidateQueries({ queryKey: promotionTemplatesKey }),
  });
}
