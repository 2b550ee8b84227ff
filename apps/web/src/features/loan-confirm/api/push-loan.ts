import { apiRequest } from '@/lib/api-client';

export type PushedLoan = { orderId: number; orderNo: string; lendDetailsUrl: string; created: boolean };

export function pushLoan(input: {
  productId: number;
  amount: number;
  periods: number;
  termUnit: number;
}): Promise<PushedLoan> {
  return apiRequest<PushedLoan>('/v3/loan-confirm/loan-detail-push', { body: input, loading: true });
}
