import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../lib/api';
import { orderKey } from './get-order';

export type PenaltyWaiver = { orderNo: string; amountCents: number; reason: string };

/** Answers the waiver, or the proposal when it waits for a second person (decision 106). */
export function waivePenalty({ orderNo, ...waiver }: PenaltyWaiver): Promise<unknown> {
  return post(`/orders/${encodeURIComponent(orderNo)}/waive-penalty`, waiver);
}

export function useWaivePenalty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: waivePenalty,
    onSettled: (_, __, { orderNo }) => client.invalidateQueries({ queryKey: orderKey(orderNo) }),
  });
}
