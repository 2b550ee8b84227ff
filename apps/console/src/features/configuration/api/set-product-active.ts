import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleProductActive } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { productsKey } from './get-products';

export function setProductActive({ id, isActive }: { id: number; isActive: boolean }): Promise<ConsoleProductActive> {
  return post<ConsoleProductActive>(`/config/products/${id}/active`, { isActive });
}

export function useSetProductActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProductActive,
    // A refusal may mean someone else changed it first: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: productsKey }),
  });
}
