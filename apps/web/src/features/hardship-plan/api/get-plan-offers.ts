import { useQuery } from '@tanstack/react-query';
import type { PlanOffers } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

export type OffersAsk = { firstDueOn: string; installmentCount: number };

/** The payment plan, restructure and settlement offers for the date and number of payments the borrower picks. */
export function getPlanOffers(orderId: string, ask: OffersAsk): Promise<PlanOffers> {
  return apiRequest<PlanOffers>(`/orders/${encodeURIComponent(orderId)}/plan/offers`, {
    method: 'GET',
    flavour: 'json',
    query: ask,
    loading: true,
  });
}

export function usePlanOffers(orderId: string, ask: OffersAsk | null) {
  return useQuery({
    queryKey: ['plan-offers', orderId, ask],
    queryFn: () => getPlanOffers(orderId, ask!),
    enabled: orderId !== '' && ask !== null,
  });
}
