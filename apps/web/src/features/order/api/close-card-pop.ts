import { apiRequest } from '@/lib/api-client';

/** Closing the bank-card prompt sets cardNeedPop to 0 on the order. */
export function closeCardPop(orderId: number): Promise<null> {
  return apiRequest<null>('/v3/loan-details/card-pop-close', { body: { orderId }, quiet: true });
}
