// The one hook through which a repository's state change writes its webhook event (decision 120). The
// repositories' plugins pass `app.webhooks` (services/webhooks.ts), read when an event is written, since
// the services are registered after the repositories.
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client.js';
import type { WebhookEventType } from '../domain/webhooks/webhooks.js';

/** One event: a loan's (ordered with the loan's other events) or a complaint's. `data` holds no phone or secret. */
export type WebhookEvent = { type: WebhookEventType; data: Record<string, unknown> } & (
  { orderId: number; orderNo?: string } | { complaintId: number; orderNo?: string | null }
);

export type WebhookSink = { recordEvent: (ex: Database | Transaction, event: WebhookEvent) => Promise<void> };

/** For a repository built without the app (a unit test): writes nothing. */
export const NO_WEBHOOKS: WebhookSink = { recordEvent: async () => undefined };

/** The app's webhooks, looked up when an event is written (they are decorated after the repositories). */
export const webhooksOf = (app: FastifyInstance): WebhookSink => ({
  recordEvent: (ex, event) => app.webhooks.recordEvent(ex, event),
});
