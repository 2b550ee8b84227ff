import { useQuery } from '@tanstack/react-query';
import type { ConsoleProductList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const productsKey = ['config', 'products'] as const;

export function getProducts(): Promise<ConsoleProductList> {
  return get<ConsoleProductList>('/config/products');
}

export function useProducts() {
  return useQuery({ queryKey: productsKey, queryFn: getProducts });
}
