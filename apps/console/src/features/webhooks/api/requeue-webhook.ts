import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookRequeued } from '@lendwell/contracts';
import { post } from '../../../lib/api';

/** Retry sends a failed event again; Replay sends a delivered one again with the same id (both audited). */
export type Requeue = { seq: number; how: 'retry' | 'replay' };

export function requeueWebhook({ seq, how }: Requeue): Promise<WebhookRequeued> {
  return post<WebhookRequeued>(`/webhooks/${seq}/${how}`, {});
}

export function useRequeueWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requeueWebhook,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['webhook-deliveries'] }),
        client.invalidateQueries({ queryKey: ['webhook-attempts'] }),
      ]),
  });
}
