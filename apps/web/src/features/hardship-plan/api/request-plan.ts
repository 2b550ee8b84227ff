import type { PlanRequestBody, PlanView } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

/** Makes the chosen offer the loan's plan, waiting for the borrower's SMS code. */
export function requestPlan(orderId: string, body: PlanRequestBody): Promise<PlanView> {
  return apiRequest<PlanView>(`/orders/${encodeURIComponent(orderId)}/plan`, { body, flavour: 'json', loading: true });
}
