import { useQuery } from '@tanstack/react-query';
import type { PlanOffers } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export type PlanAsk = { firstDueOn: string; installmentCount: number };

/** The offers a collector previews for a loan they may see (decision 128). */
export function getPlanOffers(orderNo: string, ask: PlanAsk): Promise<PlanOffers> {
  const query = new URLSearchParams({ firstDueOn: ask.firstDueOn, installmentCount: String(ask.installmentCount) });
  return get<PlanOffers>(`/hardship-plans/${encodeURIComponent(orderNo)}/offers?${query.toString()}`);
}

export function usePlanOffers(orderNo: string, ask: PlanAsk | null) {
  return useQuery({
    queryKey: [...collectionsKey, 'plan-offers', orderNo, ask],
    queryFn: () => getPlanOffers(orderNo, ask!),
    enabled: ask !== null,
  });
}
