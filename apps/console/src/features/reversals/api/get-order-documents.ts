import { useQuery } from '@tanstack/react-query';
import type { ServicingDocumentLinks } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const orderDocumentsKey = (orderNo: string) => ['order-documents', orderNo] as const;

/** An order's official receipts and statement, as the borrower sees them. */
export function getOrderDocuments(orderNo: string): Promise<ServicingDocumentLinks> {
  return get<ServicingDocumentLinks>(`/orders/${encodeURIComponent(orderNo)}/documents`);
}

/** Nothing is asked until an order number is given. */
export function useOrderDocuments(orderNo: string) {
  return useQuery({
    queryKey: orderDocumentsKey(orderNo),
    queryFn: () => getOrderDocuments(orderNo),
    enabled: orderNo !== '',
  });
}
