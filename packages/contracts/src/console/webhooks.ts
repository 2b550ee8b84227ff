// Webhook deliveries in the console (admin, decision 120): the outbox's events by state, one event's attempts,
// and Retry (a failed event) and Replay (a delivered one), both audited.
import { z } from 'zod';
import { envelopeSchema, idSchema } from '../common.js';
import { timestampSchema } from '../console.js';

export const WEBHOOK_STATES = ['pending', 'delivered', 'failed'] as const;
export const webhookStateSchema = z.enum(WEBHOOK_STATES);
export type WebhookDeliveryState = z.infer<typeof webhookStateSchema>;

export const webhookListQuerySchema = z.object({
  state: webhookStateSchema.optional(),
  /** The next page: deliveries older than this one. */
  beforeSeq: idSchema.optional(),
});

export const webhookSeqParamsSchema = z.object({ seq: idSchema });

export const webhookDeliverySchema = z.object({
  seq: z.number().int(),
  /** The Webhook-Id header: the same on every attempt, so the host de-duplicates by it. */
  id: z.string(),
  type: z.string(),
  /** The type in staff words, e.g. "Payment posted". */
  typeName: z.string(),
  orderNo: z.string().nullable(),
  state: webhookStateSchema,
  /** The state in staff words, e.g. "Failed: gave up after 12 attempts". */
  stateName: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: timestampSchema.nullable(),
  lastError: z.string().nullable(),
  deliveredAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export const webhookListResponseSchema = envelopeSchema(
  z.object({
    /** False when no WEBHOOK_URL is configured: nothing is recorded or sent. */
    configured: z.boolean(),
    items: z.array(webhookDeliverySchema),
    nextBeforeSeq: z.number().int().nullable(),
  }),
);
export type WebhookList = z.input<typeof webhookListResponseSchema>['data'];
export type WebhookDeliveryView = WebhookList['items'][number];

export const webhookAttemptSchema = z.object({
  id: z.number().int(),
  attemptedAt: timestampSchema,
  statusCode: z.number().int().nullable(),
  /** What happened in words: "Delivered (200)", "Answered 500", "Could not connect (ECONNREFUSED)". */
  outcome: z.string(),
  durationMs: z.number().int(),
});
export const webhookAttemptsResponseSchema = envelopeSchema(
  z.object({ delivery: webhookDeliverySchema, attempts: z.array(webhookAttemptSchema) }),
);
export type WebhookAttempts = z.input<typeof webhookAttemptsResponseSchema>['data'];

export const webhookRequeuedResponseSchema = envelopeSchema(
  z.object({ seq: z.number().int(), state: z.literal('pending'), message: z.string() }),
);
export type WebhookRequeued = z.input<typeof webhookRequeuedResponseSchema>['data'];
