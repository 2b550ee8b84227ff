import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BindCardCodeSent = { resendAfterSeconds: number; expiresInSeconds: number };

/** Asks the server to text the borrower the code that confirms a new payout account. */
export function sendBindCardCode(): Promise<BindCardCodeSent> {
  return apiRequest<BindCardCodeSent>('/bind-card-code', { loading: true });
}

export function useSendBindCardCode() {
  return useMutation({ mutationFn: sendBindCardCode });
}
