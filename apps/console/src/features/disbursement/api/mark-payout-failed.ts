import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { disbursementsKey } from './get-disbursements';
import { payoutsKey } from './get-payouts';

/** Finance's word that a payout stuck at the provider did not go through, so the order may be paid out again. */
export function markPayoutFailed({ orderNo, reason }: { orderNo: string; reason: string }): Promise<unknown> {
  return post<unknown>(`/orders/${encodeURIComponent(orderNo)}/payout-failed`, { reason });
}

export function useMarkPayoutFailed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markPayoutFailed,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: disbursementsKey }),
        client.invalidateQueries({ queryKey: payoutsKey }),
      ]),
  });
}
