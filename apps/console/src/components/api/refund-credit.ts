import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../lib/api';
import { orderKey } from './get-order';

export type CreditRefund = {
  refundStatus: 'succeeded' | 'pending';
  amountCents: number;
  refundedCents: number;
  reference: string;
};

export function refundCredit(orderNo: string): Promise<CreditRefund> {
  return post<CreditRefund>(`/orders/${encodeURIComponent(orderNo)}/refund-credit`, {});
}

export function useRefundCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundCredit,
    // Money may have moved even when the answer was lost: the drawer reads the order again either way.
    onSettled: (_, __, orderNo) => client.invalidateQueries({ queryKey: orderKey(orderNo) }),
  });
}
