import { useQuery } from '@tanstack/react-query';
import type { PayoutSettings } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const payoutSettingsKey = ['payout-settings'] as const;

export function getPayoutSettings(): Promise<PayoutSettings> {
  return get<PayoutSettings>('/payout-settings');
}

export function usePayoutSettings() {
  return useQuery({ queryKey: payoutSettingsKey, queryFn: getPayoutSettings });
}
