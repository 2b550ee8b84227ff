import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionSettings } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { promotionSettingsKey } from './get-promotion-settings';

/** The regular expression the landing checks mobile numbers with. */
export function saveMobilePattern(mobilePattern: string): Promise<PromotionSettings> {
  return post<PromotionSettings>('/promotion/settings', { mobilePattern });
}

export function useSaveMobilePattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMobilePattern,
    onSuccess: () => client.invalidateQueries({ queryKey: promotionSettingsKey }),
  });
}
