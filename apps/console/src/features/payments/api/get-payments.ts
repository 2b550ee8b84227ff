import { useQuery } from '@tanstack/react-query';
import type { ConsolePaymentItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const paymentsKey = ['payments'] as const;

/** `query` is the filter as URL parameters (state, q); empty lists every payment. */
export function getPayments(query: string): Promise<{ items: ConsolePaymentItem[] }> {
  return get<{ items: ConsolePaymentItem[] }>(`/payments${query ? `?${query}` : ''}`);
}

export function usePayments(query: string) {
  return useQuery({ queryKey: [...paymentsKey, query], queryFn: () => getPayments(query) });
}
