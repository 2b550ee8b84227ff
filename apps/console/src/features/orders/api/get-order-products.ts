import { useQuery } from '@tanstack/react-query';
import type { OrderProductOption } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const orderProductsKey = ['orders', 'products'] as const;

/** The product filter's options: every product of the lender, withdrawn ones too. */
export function getOrderProducts(): Promise<{ items: OrderProductOption[] }> {
  return get<{ items: OrderProductOption[] }>('/order-products');
}

export function useOrderProducts() {
  return useQuery({ queryKey: orderProductsKey, queryFn: getOrderProducts, staleTime: 5 * 60_000 });
}
