import { useQuery } from '@tanstack/react-query';
import type { PromotionSettings } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const promotionSettingsKey = ['promotion-settings'] as const;

export function getPromotionSettings(): Promise<PromotionSettings> {
  return get<PromotionSettings>('/promotion/settings');
}

export function usePromotionSettings() {
  return useQuery({ queryKey: promotionSettingsKey, queryFn: getPromotionSettings });
}
