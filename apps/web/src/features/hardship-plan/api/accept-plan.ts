import type { PlanAccept, PlanView } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

/** Accepts the offered plan with the SMS code: in force now, or waiting for a second person (decision 128). */
export function acceptPlan(orderId: string, body: PlanAccept): Promise<PlanView> {
  return apiRequest<PlanView>(`/orders/${encodeURIComponent(orderId)}/plan/accept`, {
    body,
    flavour: 'json',
    loading: true,
  });
}
