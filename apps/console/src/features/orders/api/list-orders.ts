import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleOrderList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** Under ['orders', …]: a change to an order refreshes the list with it (see components/api/get-order.ts). */
export const ordersKey = (query: string) => ['orders', 'list', query] as const;

/** `query` is the filter as URL parameters (q, status, productId, bucket, dates, amounts, before). */
export function listOrders(query: string): Promise<ConsoleOrderList> {
  return get<ConsoleOrderList>(`/orders${query ? `?${query}` : ''}`);
}

/** The page stays on screen while the next one loads, so paging does not flash an empty table. */
export function useOrderList(query: string) {
  return useQuery({ queryKey: ordersKey(query), queryFn: () => listOrders(query), placeholderData: keepPreviousData });
}
