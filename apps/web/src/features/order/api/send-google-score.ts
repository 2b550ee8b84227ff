import { apiRequest } from '@/lib/api-client';

/** 4 or 5 stars: the spec's google-score, always sent as 5 (the borrower goes on to the store). */
export function sendGoogleScore(orderId: number): Promise<null> {
  return apiRequest<null>('/v3/loan-details/google-score', { body: { orderId, score: 5 } });
}
