import { useQuery } from '@tanstack/react-query';
import type { RolloverPlan } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getRolloverPlan(orderId: string, productId: string | undefined): Promise<RolloverPlan> {
  return apiLoad<RolloverPlan>('/floodwater/plan', { body: { orderId, productId }, loading: true });
}

export function useRolloverPlan(orderId: string, productId: string | undefined) {
  return useQuery({
    queryKey: ['rollover-plan', orderId, productId],
    queryFn: () => getRolloverPlan(orderId, productId),
    enabled: orderId !== '',
  });
}
