import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { disbursementsKey } from './get-disbursements';
import { payoutsKey } from './get-payouts';

export type DisburseAnswer = { status: number; payoutStatus: string; payoutReference: string | null; channel: string };

/** The reason is asked for only when the payout waits for a second person (the server says so, decision 113). */
export function disburseOrder({
  orderNo,
  reason,
}: {
  orderNo: string;
  reason?: string;
}): Promise<DisburseAnswer | ProposedAnswer> {
  return post<DisburseAnswer | ProposedAnswer>(
    `/orders/${encodeURIComponent(orderNo)}/disburse`,
    reason ? { reason } : {},
  );
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
