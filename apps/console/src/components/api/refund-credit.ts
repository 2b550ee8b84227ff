import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../lib/api';
import { orderKey } from './get-order';

export type CreditRefund = {
  refundStatus: 'succeeded' | 'pending';
  amountCents: number;
  refundedCents: number;
  reference: string;
};

/** The reason is asked for only when the refund waits for a second person (the server says so, decision 106). */
export function refundCredit({
  orderNo,
  reason,
}: {
  orderNo: string;
  reason?: string;
}): Promise<CreditRefund | ProposedAnswer> {
  return post<CreditRefund | ProposedAnswer>(
    `/orders/${encodeURIComponent(orderNo)}/refund-credit`,
    reason ? { reason } : {},
  );
}

export function useRefundCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundCredit,
    // Money may have moved even when the answer was lost: the drawer reads the order again either way.
    onSettled: (_, __, { orderNo }) => client.invalidateQueries({ queryKey: orderKey(orderNo) }),
  });
}
