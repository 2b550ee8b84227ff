import { useQuery } from '@tanstack/react-query';
import type { ConsoleOrderDetail } from '@lendwell/contracts';
import { get } from '../../lib/api';

/** One order's detail; the orders list lives under ['orders', …], so a change can refresh both with ['order'] and ['orders']. */
export const orderKey = (orderNo: string) => ['order', orderNo] as const;

export function getOrder(orderNo: string): Promise<ConsoleOrderDetail> {
  return get<ConsoleOrderDetail>(`/orders/${encodeURIComponent(orderNo)}`);
}

/**
 * Payouts are asynchronous (decision 040): while a refund is in progress the detail is asked for again
 * every few seconds, so the drawer shows the provider's answer without a manual refresh.
 */
export function useOrder(orderNo: string) {
  return useQuery({
    queryKey: orderKey(orderNo),
    queryFn: () => getOrder(orderNo),
    refetchInterval: (query) => ((query.state.data?.credit.pendingCents ?? 0) > 0 ? 3000 : false),
  });
}
