import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { disbursementsKey } from './get-disbursements';
import { payoutsKey } from './get-payouts';

export type DisburseAnswer = { status: number; payoutStatus: string; payoutReference: string | null; channel: string };

export function disburseOrder(orderNo: string): Promise<DisburseAnswer> {
  return post<DisburseAnswer>(`/orders/${encodeURIComponent(orderNo)}/disburse`);
}

export function useDisburseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disburseOrder,
    // A refusal (a hold, the daily limit, someone else paid first) still changes what the lists should show.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: disbursementsKey }),
        client.invalidateQueries({ queryKey: payoutsKey }),
      ]),
  });
}
