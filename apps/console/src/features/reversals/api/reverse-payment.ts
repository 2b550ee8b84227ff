import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentReversed, ProposedAnswer, ServicingDocumentLinks } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { isProposed } from '../../../lib/proposed';
import { orderDocumentsKey } from './get-order-documents';

export type Reversal = {
  orderNo: string;
  receiptNo: ServicingDocumentLinks['receipts'][number]['receiptNo'];
  reason: string;
  note: string;
  moveToOrderNo?: string;
};

/** Takes back a posted payment; the server recomputes the loan from the payment's value date (decision 062). */
export function reversePayment({ orderNo, ...reversal }: Reversal): Promise<PaymentReversed | ProposedAnswer> {
  return post<PaymentReversed | ProposedAnswer>(`/orders/${encodeURIComponent(orderNo)}/reversals`, reversal);
}

export function useReversePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reversePayment,
    onSuccess: (done, { orderNo }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderDocumentsKey(orderNo) }),
        ...(!isProposed(done) && done.moved
          ? [client.invalidateQueries({ queryKey: orderDocumentsKey(done.moved.orderNo) })]
          : []),
      ]),
  });
}
