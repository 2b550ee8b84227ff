import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleProduct, ConsoleProductTerms } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { productsKey } from './get-products';

/** Saves the terms as a new version, through the compliance guard (a refusal names each broken rule's field). */
export function saveProduct({ id, terms }: { id: number; terms: ConsoleProductTerms }): Promise<ConsoleProduct> {
  return post<ConsoleProduct>(`/config/products/${id}`, terms);
}

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: productsKey }),
  });
}
