import { useQuery } from '@tanstack/react-query';
import type { ReviewItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const disbursementsKey = ['disbursements'] as const;

/** Approved orders waiting for their payout, with where the money goes. */
export function getDisbursements(): Promise<{ items: ReviewItem[] }> {
  return get<{ items: ReviewItem[] }>('/disbursements');
}

export function useDisbursements() {
  return useQuery({ queryKey: disbursementsKey, queryFn: getDisbursements });
}
