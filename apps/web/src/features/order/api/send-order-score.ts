import { apiRequest } from '@/lib/api-client';

/** Fewer than 4 stars: recorded as given, so customer service hears it. */
export function sendOrderScore(orderId: number, score: number): Promise<null> {
  return apiRequest<null>('/v3/loan-details/order-score', { body: { orderId, score } });
}
