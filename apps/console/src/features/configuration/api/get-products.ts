import { useQuery } from '@tanstack/react-query';
import type { ConsoleProduct } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const productsKey = ['config', 'products'] as const;

export function getProducts(): Promise<{ items: ConsoleProduct[] }> {
  return get<{ items: ConsoleProduct[] }>('/config/products');
}

export function useProducts() {
  return useQuery({ queryKey: productsKey, queryFn: getProducts });
}
