import { useQuery } from '@tanstack/react-query';
import type { CardInit } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

/** The server-driven bank form, to bind a new card from payway (#/addnormalcard). */
export function getCardInit(productId: string | undefined): Promise<CardInit> {
  return apiLoad<CardInit>('/card-init', { body: { product_id: productId }, loading: true });
}

export function useCardInit(productId: string | undefined) {
  return useQuery({ queryKey: ['payway-card-init', productId], queryFn: () => getCardInit(productId) });
}
