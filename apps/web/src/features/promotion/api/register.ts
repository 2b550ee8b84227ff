import { useMutation } from '@tanstack/react-query';
import type { Envelope, RegisterRequest } from '@lendwell/contracts';
import { apiEnvelope } from '@/lib/api-client';

/** Quiet: the page answers each code (0, 11, -1, others) itself. */
export function register(body: RegisterRequest): Promise<Envelope<{ downloadUrl: string; templateId: number | null }>> {
  return apiEnvelope('/v2/h5/promotion/register', {
    body: body as Record<string, string | number | undefined>,
    loading: true,
    quiet: true,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
