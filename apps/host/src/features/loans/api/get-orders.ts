import { useQuery } from '@tanstack/react-query';
import type { HostOrderSummary } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

/** Every order of the borrower, newest first, each with the order page to open. */
export function getOrders(): Promise<HostOrderSummary[]> {
  return api<{ items: HostOrderSummary[] }>('/host/orders').then((d) => d.items);
}

export function useOrders() {
  return useQuery({ queryKey: ['host', 'orders'], queryFn: getOrders });
}
