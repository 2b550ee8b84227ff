import { useQuery } from '@tanstack/react-query';
import type { CardInit } from '@lendwell/contracts';
import { BIND_CARD_CODE_ITEM } from '@lendwell/contracts/constants';
import { apiLoad } from '@/lib/api-client';

/** The server-driven bank form, to bind a new card from payway (#/addnormalcard). */
export async function getCardInit(productId: string | undefined): Promise<CardInit> {
  const init = await apiLoad<CardInit>('/card-init', { body: { product_id: productId }, loading: true });
  // As on the bank screen: payway asks for the SMS code in its own step, so the form's code item is left out
  // (decision 118).
  return { ...init, items: init.items.filter((item) => item.code !== BIND_CARD_CODE_ITEM) };
}

export function useCardInit(productId: string | undefined) {
  return useQuery({ queryKey: ['payway-card-init', productId], queryFn: () => getCardInit(productId) });
}
