import { apiRequest } from '@/lib/api-client';

/** Sends the SMS code that accepts the offered plan; answers the seconds before a resend. */
export function sendPlanCode(orderId: string, planId: number): Promise<{ resendAfterSeconds: number }> {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/plan/code`, { body: { planId }, flavour: 'json' });
}
