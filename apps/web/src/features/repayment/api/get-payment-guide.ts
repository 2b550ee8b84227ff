import { useQuery } from '@tanstack/react-query';
import type { PaymentGuide } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getPaymentGuide(): Promise<PaymentGuide> {
  return apiLoad<PaymentGuide>('/payment-instructions', { method: 'GET', loading: true });
}

export function usePaymentGuide() {
  return useQuery({ queryKey: ['payment-guide'], queryFn: getPaymentGuide, staleTime: 10 * 60_000 });
}
