import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type OrderRow = {
  orderNo: string;
  status: number;
  phone: string;
  productName: string;
  principalCents: number;
  appliedOn: string;
  disbursedOn: string | null;
  cardNeedPop: number;
};

export const ordersKey = (q: string) => ['orders', 'search', q] as const;

export function searchOrders(q: string): Promise<{ items: OrderRow[] }> {
  return get<{ items: OrderRow[] }>(`/orders?q=${encodeURIComponent(q)}`);
}

/** Nothing is asked until staff type an order number or phone. */
export function useSearchOrders(q: string) {
  return useQuery({ queryKey: ordersKey(q), queryFn: () => searchOrders(q), enabled: q !== '' });
}
