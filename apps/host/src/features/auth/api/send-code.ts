import { useMutation } from '@tanstack/react-query';
import type { SendLoginCodeRequest, SendLoginCodeResponse } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

export type SentCode = SendLoginCodeResponse['data'];

export function sendCode(input: SendLoginCodeRequest): Promise<SentCode> {
  return api<SentCode>('/auth/send-code', { body: input });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
