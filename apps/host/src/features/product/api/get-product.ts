import { useQuery } from '@tanstack/react-query';
import type { HostProductDetail } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

export function getProduct(productId: string): Promise<HostProductDetail> {
  return api<HostProductDetail>(`/host/products/${encodeURIComponent(productId)}`);
}

export function useProduct(productId: string) {
  return useQuery({ queryKey: ['host', 'product', productId], queryFn: () => getProduct(productId) });
}
