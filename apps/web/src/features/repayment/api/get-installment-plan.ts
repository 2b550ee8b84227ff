import { useQuery } from '@tanstack/react-query';
import type { InstallmentPlan } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getInstallmentPlan(orderId: string, productId: string | undefined): Promise<InstallmentPlan> {
  return apiLoad<InstallmentPlan>('/v3/installment/loan-play-detail', {
    body: { orderId, productId },
    loading: true,
  });
}

export function useInstallmentPlan(orderId: string, productId: string | undefined) {
  return useQuery({
    queryKey: ['installment-plan', orderId, productId],
    queryFn: () => getInstallmentPlan(orderId, productId),
    enabled: orderId !== '',
  });
}
