import { useQuery } from '@tanstack/react-query';
import type { ConsolePayoutDay, ConsolePayoutItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export type PayoutView = 'pending' | 'failed' | 'returned';

/** The prefix of every payouts view: a payout action refreshes them all. */
export const payoutsKey = ['payouts'] as const;

export function getPayouts(view: PayoutView): Promise<{ items: ConsolePayoutItem[]; day: ConsolePayoutDay }> {
  return get<{ items: ConsolePayoutItem[]; day: ConsolePayoutDay }>(`/payouts?view=${view}`);
}

export function usePayouts(view: PayoutView) {
  return useQuery({ queryKey: [...payoutsKey, view], queryFn: () => getPayouts(view) });
}
