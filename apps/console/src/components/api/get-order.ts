import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api';

export type OrderDetail = {
  order: {
    orderNo: string;
    status: number;
    principalCents: number;
    appliedOn: string;
    disbursedOn: string | null;
    cardNeedPop: number;
  };
  businessDate: string;
  schedule: { seq: number; dueOn: string; principalCents: number; interestCents: number; feeCents: number }[];
  balanceByBucket: Record<string, number> | null;
  postings: {
    entryId: number;
    kind: string;
    businessDate: string;
    actor: string;
    account: string;
    amountCents: number;
  }[];
  credit: {
    creditCents: number;
    pendingCents: number;
    refunds: { id: number; amountCents: number; status: string; reference: string | null; reason: string }[];
  };
  history: {
    id: number;
    fromStatus: number | null;
    toStatus: number;
    businessDate: string;
    actor: string;
    reason: string;
  }[];
};

/** One order's detail; the orders list lives under ['orders', …], so a change can refresh both with ['order'] and ['orders']. */
export const orderKey = (orderNo: string) => ['order', orderNo] as const;

export function getOrder(orderNo: string): Promise<OrderDetail> {
  return get<OrderDetail>(`/orders/${encodeURIComponent(orderNo)}`);
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
