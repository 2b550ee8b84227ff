// Webhooks to the host app's back end (decision 120): the outbox of events, written in the transaction of the
// change they report, and each delivery attempt's outcome. `seq` orders a loan's events (`order_key`).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export type WebhookState = 'pending' | 'delivered' | 'failed';

export const webhookEvents = pgTable(
  'webhook_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique(),
    type: text('type').notNull(),
    /** `order:<id>` for a loan's events, `complaint:<id>` for a complaint's: events of one key go in order. */
    orderKey: text('order_key').notNull(),
    orderNo: text('order_no'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<WebhookState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last attempt's outcome in words (status code or network error); never a secret or a phone. */
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_events_state', sql`${t.state} in ('pending', 'delivered', 'failed')`),
    index('webhook_events_key_idx').on(t.orderKey, t.seq),
    index('webhook_events_undelivered_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} <> 'delivered'`),
    index('webhook_events_state_idx').on(t.state, t.seq),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventSeq: bigint('event_seq', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.seq),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_event_idx').on(t.eventSeq, t.id)],
);
