import { useQuery } from '@tanstack/react-query';
import type { PlanStanding } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

/** The order's open or latest hardship plan, and why a plan cannot be asked for now (decision 128). */
export function getPlanStanding(orderId: string): Promise<PlanStanding> {
  return apiRequest<PlanStanding>(`/orders/${encodeURIComponent(orderId)}/plan`, { method: 'GET', flavour: 'json' });
}

export function usePlanStanding(orderId: string) {
  return useQuery({
    queryKey: ['plan-standing', orderId],
    queryFn: () => getPlanStanding(orderId),
    enabled: orderId !== '',
  });
}
