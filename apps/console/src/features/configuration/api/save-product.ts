import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleProduct, ConsoleProductChange, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { productsKey } from './get-products';

/**
 * Saves the terms as a new version, through the compliance guard (a refusal names each broken rule's field),
 * or proposes them for a second admin when the setting asks (decision 123).
 */
export function saveProduct({
  id,
  change,
}: {
  id: number;
  change: ConsoleProductChange;
}): Promise<ConsoleProduct | ProposedAnswer> {
  return post<ConsoleProduct | ProposedAnswer>(`/config/products/${id}`, change);
}

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: productsKey }),
  });
}
