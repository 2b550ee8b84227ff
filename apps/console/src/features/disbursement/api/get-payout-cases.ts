import { useQuery } from '@tanstack/react-query';
import type { ConsolePayoutCaseList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export type PayoutCaseView = 'open' | 'resolved';

/** The prefix of both case views: resolving a case refreshes them. */
export const payoutCasesKey = ['payout-cases'] as const;

/** Payouts paid after they were recorded as failed (decision 104): open ones, or the latest resolved. */
export function getPayoutCases(view: PayoutCaseView): Promise<ConsolePayoutCaseList> {
  return get<ConsolePayoutCaseList>(`/payout-cases?view=${view}`);
}

export function usePayoutCases(view: PayoutCaseView) {
  return useQuery({ queryKey: [...payoutCasesKey, view], queryFn: () => getPayoutCases(view) });
}
