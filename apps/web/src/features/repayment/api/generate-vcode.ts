import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@lendwell/contracts/constants';
import type { GenerateVcode } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

export type GenerateVcodeInput = {
  productId: number;
  orderId: number;
  amount: number;
  channelNumber: string;
  isDelay?: 1;
  /** One key per tap: a retried request gets the first answer instead of a second collection. */
  idempotencyKey: string;
};

export function generateVcode({ idempotencyKey, ...body }: GenerateVcodeInput): Promise<GenerateVcode> {
  return apiRequest<GenerateVcode>('/v3/loan-details/generate-vcode', {
    body,
    loading: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useGenerateVcode() {
  return useMutation({ mutationFn: generateVcode });
}
