import { useQuery } from '@tanstack/react-query';
import type { CardInit } from '@lendwell/contracts';
import { BIND_CARD_CODE_ITEM } from '@lendwell/contracts/constants';
import { apiLoad } from '@/lib/api-client';

export async function getCardInit(productId: string | undefined): Promise<CardInit> {
  const init = await apiLoad<CardInit>('/card-init', { body: { product_id: productId }, loading: true });
  // The form's SMS code item is for the spec's bank screen; this screen asks for the code in its own step (decision 118).
  return { ...init, items: init.items.filter((item) => item.code !== BIND_CARD_CODE_ITEM) };
}

export function useCardInit(productId: string | undefined) {
  return useQuery({ queryKey: ['card-init', productId], queryFn: () => getCardInit(productId) });
}
