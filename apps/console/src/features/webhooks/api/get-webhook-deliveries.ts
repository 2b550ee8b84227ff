import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryState, WebhookList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const webhookDeliveriesKey = (state: WebhookDeliveryState | 'all') => ['webhook-deliveries', state] as const;

/** Webhook deliveries newest first, of one state or all (decision 120). */
export function getWebhookDeliveries(state: WebhookDeliveryState | 'all'): Promise<WebhookList> {
  return get<WebhookList>(`/webhooks${state === 'all' ? '' : `?state=${state}`}`);
}

export function useWebhookDeliveries(state: WebhookDeliveryState | 'all') {
  return useQuery({ queryKey: webhookDeliveriesKey(state), queryFn: () => getWebhookDeliveries(state) });
}
