import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { disbursementsKey } from './get-disbursements';

/** Releases the hold on a first payout to a newly changed account (with a reason, audited). */
export function releasePayoutHold({ orderNo, reason }: { orderNo: string; reason: string }): Promise<unknown> {
  return post<unknown>(`/orders/${encodeURIComponent(orderNo)}/payout-hold-release`, { reason });
}

export function useReleasePayoutHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releasePayoutHold,
    onSettled: () => client.invalidateQueries({ queryKey: disbursementsKey }),
  });
}
