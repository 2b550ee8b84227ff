import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { reviewQueueKey } from './get-review-queue';

export type LoanDecision = { orderNo: string; kind: 'approve' | 'reject'; reason: string };

export function decideLoan({ orderNo, kind, reason }: LoanDecision): Promise<unknown> {
  return post(`/orders/${encodeURIComponent(orderNo)}/${kind}`, { reason });
}

export function useDecideLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideLoan,
    // A refusal often means another reviewer decided first: the queue is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}
