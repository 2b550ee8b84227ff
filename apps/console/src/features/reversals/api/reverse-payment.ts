import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServicingDocumentLinks } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { orderDocumentsKey } from './get-order-documents';

export type Reversal = {
  orderNo: string;
  receiptNo: ServicingDocumentLinks['receipts'][number]['receiptNo'];
  reason: string;
  note: string;
  moveToOrderNo?: string;
};
export type ReversalDone = { receiptNumber: string; reversedCents: number; moved: { orderNo: string } | null };

/** Takes back a posted payment; the server recomputes the loan from the payment's value date (decision 062). */
export function reversePayment({ orderNo, ...reversal }: Reversal): Promise<ReversalDone> {
  return post<ReversalDone>(`/orders/${encodeURIComponent(orderNo)}/reversals`, reversal);
}

export function useReversePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reversePayment,
    onSuccess: (done, { orderNo }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderDocumentsKey(orderNo) }),
        ...(done.moved ? [client.invalidateQueries({ queryKey: orderDocumentsKey(done.moved.orderNo) })] : []),
      ]),
  });
}
