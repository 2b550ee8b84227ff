import { useQuery } from '@tanstack/react-query';
import type { ServicingDocumentLinks } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

/** The order's statement of account and official receipts, as short-lived signed links (decision 061). */
export function getOrderDocuments(orderId: string): Promise<ServicingDocumentLinks> {
  return apiRequest<ServicingDocumentLinks>(`/host/orders/${encodeURIComponent(orderId)}/documents`, {
    method: 'GET',
    flavour: 'json',
    quiet: true,
  });
}

/** A link lives 30 minutes: the list is fetched anew every 20, so a link on screen always has time left. */
export function useOrderDocuments(orderId: string) {
  return useQuery({
    queryKey: ['order-documents', orderId],
    queryFn: () => getOrderDocuments(orderId),
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });
}
