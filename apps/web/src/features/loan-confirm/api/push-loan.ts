import { apiRequest } from '@/lib/api-client';

/** blocked: another loan is open and nothing was applied for; orderId and the url are that loan's. */
export type PushedLoan = {
  orderId: number;
  orderNo: string;
  lendDetailsUrl: string;
  created: boolean;
  blocked: boolean;
  openProductName: string;
};

export function pushLoan(input: {
  productId: number;
  amount: number;
  periods: number;
  termUnit: number;
}): Promise<PushedLoan> {
  return apiRequest<PushedLoan>('/v3/loan-confirm/loan-detail-push', { body: input, loading: true });
}
