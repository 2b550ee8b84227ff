import { useQuery } from '@tanstack/react-query';
import type { CreditTargets } from '@lendwell/contracts';
import { get } from '../../lib/api';

/** Under ['order', …]: a change to the order (a refund, an application) refreshes its targets too. */
export const creditTargetsKey = (orderNo: string) => ['order', orderNo, 'credit-targets'] as const;

/** The order's credit and the borrower's other open loans it may pay (decision 084). */
export function getCreditTargets(orderNo: string): Promise<CreditTargets> {
  return get<CreditTargets>(`/orders/${encodeURIComponent(orderNo)}/credit-targets`);
}

export function useCreditTargets(orderNo: string) {
  return useQuery({ queryKey: creditTargetsKey(orderNo), queryFn: () => getCreditTargets(orderNo) });
}
