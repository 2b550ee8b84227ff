import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ConfirmInput = { orderId: number; verifyCode: string; repaymentRecordId: number };

export function confirmRepayment(input: ConfirmInput): Promise<{ status: string; orderId: number; productId: number }> {
  return apiRequest('/loan/repayment-confirm', { body: input, loading: true, quiet: true });
}

export function useConfirmRepayment() {
  return useMutation({ mutationFn: confirmRepayment });
}
