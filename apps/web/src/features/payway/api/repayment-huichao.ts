import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';

export type HuichaoInput = { userId: string | undefined; orderId: string; amount: number; idempotencyKey: string };

export function repaymentHuichao({
  idempotencyKey,
  ...body
}: HuichaoInput): Promise<{ url: string; paymentNo: string }> {
  return apiRequest('/loan/repayment-huichao', {
    body,
    loading: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useRepaymentHuichao() {
  return useMutation({ mutationFn: repaymentHuichao });
}
