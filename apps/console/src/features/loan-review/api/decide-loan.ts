import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { reviewQueueKey } from './get-review-queue';

/** A rejection carries its category from the configured list (decision 109); an approval only the reason. */
export type LoanDecision = { orderNo: string; kind: 'approve' | 'reject'; reason: string; category?: string };

export function decideLoan({ orderNo, kind, reason, category }: LoanDecision): Promise<unknown> {
  return post(`/orders/${encodeURIComponent(orderNo)}/${kind}`, kind === 'reject' ? { category, reason } : { reason });
}

export function useDecideLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideLoan,
    // A refusal often means another reviewer decided first: the queue is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}
