import { useQuery } from '@tanstack/react-query';
import type { RepaymentWay } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';
import { pm } from '../messages';

/** The cards, a fresh single-use repay token and the amount due. A failure falls back to the spec's text. */
export async function getRepaymentWay(orderId: string): Promise<RepaymentWay> {
  return apiRequest<RepaymentWay>('/loan/repayment-way', { query: { orderId }, loading: true, quiet: true }).catch(
    (error: Error) => {
      throw new Error(error.message || pm.cardListFailed);
    },
  );
}

export function useRepaymentWay(orderId: string) {
  return useQuery({
    queryKey: ['repayment-way', orderId],
    queryFn: () => getRepaymentWay(orderId),
    enabled: orderId !== '',
    retry: false,
    staleTime: Infinity,
  });
}
