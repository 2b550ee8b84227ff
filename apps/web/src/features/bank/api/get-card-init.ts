import { useQuery } from '@tanstack/react-query';
import type { CardInit } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getCardInit(productId: string | undefined): Promise<CardInit> {
  return apiLoad<CardInit>('/card-init', { body: { product_id: productId }, loading: true });
}

export function useCardInit(productId: string | undefined) {
  return useQuery({ queryKey: ['card-init', productId], queryFn: () => getCardInit(productId) });
}
