import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { payoutSettingsKey } from './get-payout-settings';

export type PayoutLimits = { dailyLimitCents: number | null; holdHours: number };

export function savePayoutSettings(limits: PayoutLimits): Promise<unknown> {
  return post('/payout-settings', limits);
}

export function useSavePayoutSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePayoutSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: payoutSettingsKey }),
  });
}
