import { useQuery } from '@tanstack/react-query';
import type { LoanConfirm } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getLoanConfirm(productId: string, amountCents?: string): Promise<LoanConfirm> {
  return apiLoad<LoanConfirm>('/v3/loan-confirm/loan-detail-confirm', {
    body: { productId, amount: amountCents },
    loading: true,
  });
}

export function useLoanConfirm(productId: string, amountCents?: string) {
  return useQuery({
    queryKey: ['loan-confirm', productId, amountCents],
    queryFn: () => getLoanConfirm(productId, amountCents),
    enabled: productId !== '',
  });
}
