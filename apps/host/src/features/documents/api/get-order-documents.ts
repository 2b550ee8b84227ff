import { useQuery } from '@tanstack/react-query';
import type { ServicingDocumentLinks } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

/** An order's statement and official receipts, as short-lived links to open or download. */
export function getOrderDocuments(orderId: string): Promise<ServicingDocumentLinks> {
  return api<ServicingDocumentLinks>(`/host/orders/${encodeURIComponent(orderId)}/documents`);
}

export function useOrderDocuments(orderId: string) {
  return useQuery({ queryKey: ['host', 'documents', orderId], queryFn: () => getOrderDocuments(orderId) });
}
