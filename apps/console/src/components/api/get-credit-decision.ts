import { useQuery } from '@tanstack/react-query';
import type { CreditDecisionExplained } from '@lendwell/contracts';
import { get } from '../../lib/api';

export const creditDecisionKey = (orderNo: string) => ['credit-decision', orderNo] as const;

export function getCreditDecision(orderNo: string): Promise<CreditDecisionExplained> {
  return get<CreditDecisionExplained>(`/credit/decisions/${encodeURIComponent(orderNo)}`);
}

export function useCreditDecision(orderNo: string) {
  return useQuery({ queryKey: creditDecisionKey(orderNo), queryFn: () => getCreditDecision(orderNo) });
}
