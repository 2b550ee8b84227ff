import { useQuery } from '@tanstack/react-query';
import type { WebhookAttempts } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const webhookAttemptsKey = (seq: number) => ['webhook-attempts', seq] as const;

/** One delivery's attempts, oldest first, each with its outcome in words. */
export function getWebhookAttempts(seq: number): Promise<WebhookAttempts> {
  return get<WebhookAttempts>(`/webhooks/${seq}/attempts`);
}

export function useWebhookAttempts(seq: number) {
  return useQuery({ queryKey: webhookAttemptsKey(seq), queryFn: () => getWebhookAttempts(seq) });
}
