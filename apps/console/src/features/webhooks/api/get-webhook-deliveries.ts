import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryState, WebhookList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export type WebhookPage = { state: WebhookDeliveryState | 'all'; beforeSeq?: number };

export const webhookDeliveriesKey = ({ state, beforeSeq }: WebhookPage) =>
  ['webhook-deliveries', state, beforeSeq ?? null] as const;

/** Fifty webhook deliveries newest first, of one state or all, older than `beforeSeq` when given (decision 120). */
export function getWebhookDeliveries({ state, beforeSeq }: WebhookPage): Promise<WebhookList> {
  const query = new URLSearchParams();
  if (state !== 'all') query.set('state', state);
  if (beforeSeq !== undefined) query.set('beforeSeq', String(beforeSeq));
  const search = query.toString();
  return get<WebhookList>(`/webhooks${search ? `?${search}` : ''}`);
}

export function useWebhookDeliveries(page: WebhookPage) {
  return useQuery({ queryKey: webhookDeliveriesKey(page), queryFn: () => getWebhookDeliveries(page) });
}
