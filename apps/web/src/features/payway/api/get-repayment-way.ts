import { useQuery } from '@tanstack/react-query';
import type { RepaymentWay } from '@lendwell/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { pm } from '../messages';

/**
 * The cards, a fresh single-use repay token and the amount due. A failure without a message falls back
 * to the spec's text; it stays an ApiError, so the page's load-failure panel can tell what happened.
 */
export async function getRepaymentWay(orderId: string): Promise<RepaymentWay> {
  return apiRequest<RepaymentWay>('/loan/repayment-way', { query: { orderId }, loading: true, quiet: true }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.fallback)
        throw new ApiError(error.code, pm.cardListFailed, error.status, error.parts, true);
      throw error;
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
