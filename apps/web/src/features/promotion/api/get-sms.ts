import { useMutation } from '@tanstack/react-query';
import type { Envelope, GetSmsRequest } from '@lendwell/contracts';
import { apiEnvelope } from '@/lib/api-client';

/** Quiet: the page answers each code (0, 101, 11, others) itself. */
export function getSms(body: GetSmsRequest): Promise<Envelope<{ resendAfterSeconds: number }>> {
  return apiEnvelope('/v2/h5/promotion/get-sms', {
    body: body as Record<string, string | number | undefined>,
    loading: true,
    quiet: true,
  });
}

export function useGetSms() {
  return useMutation({ mutationFn: getSms });
}
