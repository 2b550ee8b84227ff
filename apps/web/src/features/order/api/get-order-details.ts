import { useQuery } from '@tanstack/react-query';
import type { OrderDetails } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getOrderDetails(orderId: string, productId: string): Promise<OrderDetails> {
  return apiLoad<OrderDetails>('/v3/loan-details/loan-details', {
    method: 'GET',
    query: { orderId, productId: productId || undefined },
    loading: true,
  });
}

export function useOrderDetails(orderId: string, productId: string) {
  return useQuery({
    queryKey: ['order-details', orderId],
    queryFn: () => getOrderDetails(orderId, productId),
    enabled: orderId !== '',
  });
}
