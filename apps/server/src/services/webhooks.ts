// Webhooks to the host app's back end (decision 120). `recordEvent` writes an event into the outbox with the
// caller's transaction, so the event exists exactly when the change it reports commits; `deliverDue` (a job
// on the queue) sends them: in order per loan (a loan's next event waits while an earlier one is undelivered),
// at least once (a crash between the send and its record sends again, with the same Webhook-Id), with back-off,
// and gives an event up as failed after WEBHOOK_MAX_ATTEMPTS. Staff retry a failed event and replay a delivered
// one from the console, audited. With no WEBHOOK_URL configured nothing is written and nothing is sent.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { orders, webhookAttempts, webhookEvents, type WebhookState } from '../db/schema.js';
import { afterFailure, isDelivered, signatureHeader, WEBHOOK_TIMEOUT_MS } from '../domain/webhooks/webhooks.js';
import { ErrorCode } from '@lendwell/contracts';
import { AppError, notFound } from '../lib/errors.js';
import type { WebhookEvent } from '../repositories/webhook-sink.js';

type Executor = Database | Transaction;
type EventRow = typeof webhookEvents.$inferSelect;

/** What the host receives: the same JSON for every attempt of an event, so its id de-duplicates. */
export function webhookBody(row: Pick<EventRow, 'id' | 'type' | 'createdAt' | 'orderNo' | 'data'>): string {
  return JSON.stringify({
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    orderNo: row.orderNo,
    data: row.data,
  });
}

/** A failed attempt in words: the status code, or the network error's code; never the address or a body. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`;
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (code === 'ECONNREFUSED') return 'could not connect (connection refused)';
  if (code === 'ENOTFOUND') return 'could not connect (address not found)';
  // A kept-alive connection the host closed meanwhile, or a reset while it answered.
  if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET') return 'the connection closed before an answer';
  return typeof code === 'string' ? `could not connect (${code})` : 'could not connect';
}

export type DeliveryRun = { attempted: number; delivered: number; failedAttempts: number; givenUp: number };

/** How long a claimed event is left to its sender before another run may take it (a crashed sender's). */
const LEASE_MS = WEBHOOK_TIMEOUT_MS + 60_000;
/** One run sends at most this many; the next run (a minute later) goes on. */
const RUN_LIMIT = 500;

export function createWebhooks(app: FastifyInstance) {
  const config = app.config.webhook;
  const db = app.db;

  /** The next event of each key that is due: none of its key's earlier events is still undelivered. */
  async function heads(now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ seq: webhookEvents.seq })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.state, 'pending'),
          sql`${webhookEvents.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
          sql`not exists (select 1 from ${webhookEvents} p where p.order_key = ${webhookEvents.orderKey}
            and p.seq < ${webhookEvents.seq} and p.state <> 'delivered')`,
        ),
      )
      .orderBy(webhookEvents.seq)
      .limit(limit);
    return rows.map((r) => r.seq);
  }

  /** Takes one event for this sender (attempts + 1, leased); undefined when another sender took it first. */
  async function claim(seq: number, now: Date): Promise<EventRow | undefined> {
    const [row] = await db
      .update(webhookEvents)
      .set({
        attempts: sql`${webhookEvents.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(
        and(
          eq(webhookEvents.seq, seq),
          eq(webhookEvents.state, 'pending'),
          sql`${webhookEvents.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row;
  }

  async function send(
    url: string,
    secret: string,
    row: EventRow,
  ): Promise<{ statusCode: number | null; error: string | null; durationMs: number }> {
    const body = webhookBody(row);
    // The signature's time is the wall clock's: the receiver compares it with its own.
    const t = Math.floor(Date.now() / 1000);
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Lendwell-Webhooks/1',
          'webhook-id': row.id,
          'webhook-signature': signatureHeader(secret, t, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // The answer's body is not read: only its status counts, and it may hold anything.
      await response.body?.cancel().catch(() => undefined);
      const durationMs = Math.round(performance.now() - started);
      return {
        statusCode: response.status,
        error: isDelivered(response.status) ? null : `answered ${response.status}`,
        durationMs,
      };
    } catch (error) {
      return { statusCode: null, error: describeFailure(error), durationMs: Math.round(performance.now() - started) };
    }
  }

  async function settle(row: EventRow, outcome: Awaited<ReturnType<typeof send>>, now: Date) {
    const delivered = outcome.error === null;
    const next = delivered ? null : afterFailure(row.attempts, now);
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        eventSeq: row.seq,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
      });
      await tx
        .update(webhookEvents)
        .set(
          next
            ? { state: next.state, nextAttemptAt: next.nextAttemptAt, lastError: outcome.error }
            : { state: 'delivered', deliveredAt: new Date(), lastError: null },
        )
        .where(eq(webhookEvents.seq, row.seq));
    });
    return next?.state ?? 'delivered';
  }

  /** Moves one event back to pending for the next run, audited with the staff member's name. */
  async function requeue(actor: string, seq: number, from: WebhookState, action: 'webhook.retry' | 'webhook.replay') {
    return db.transaction(async (tx) => {
      const [moved] = await tx
        .update(webhookEvents)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null })
        .where(and(eq(webhookEvents.seq, seq), eq(webhookEvents.state, from)))
        .returning();
      if (!moved) {
        const [exists] = await tx
          .select({ state: webhookEvents.state })
          .from(webhookEvents)
          .where(eq(webhookEvents.seq, seq));
        if (!exists) throw notFound('webhook delivery');
        throw new AppError(
          ErrorCode.conflict,
          from === 'failed'
            ? 'Only a failed delivery can be retried; this one is not failed.'
            : 'Only a delivered event can be replayed; this one is not delivered yet.',
        );
      }
      await app.auditRepository.append(
        {
          actor,
          action,
          target: `webhook:${moved.id}`,
          orderNo: moved.orderNo,
          before: { state: from, type: moved.type },
          after: { state: 'pending', type: moved.type },
        },
        tx,
      );
      return { seq: moved.seq, state: 'pending' as const };
    });
  }

  return {
    enabled: config !== null,

    /**
     * Writes one event into the outbox with the caller's executor (its transaction), so it commits or rolls back
     * with the change. A loan's event is keyed by its order id and carries the order number (read in the same
     * statement when the caller has only the id). Nothing is written when no webhook is configured.
     */
    async recordEvent(ex: Executor, event: WebhookEvent): Promise<void> {
      if (!config) return;
      const loan = 'orderId' in event;
      const orderNo: string | SQL | null = event.orderNo
        ? event.orderNo
        : loan
          ? sql`(select ${orders.orderNo} from ${orders} where ${orders.id} = ${event.orderId})`
          : null;
      await ex.insert(webhookEvents).values({
        id: randomUUID(),
        type: event.type,
        orderKey: loan ? `order:${event.orderId}` : `complaint:${event.complaintId}`,
        orderNo,
        data: event.data,
      });
    },

    /** Sends what is due, each loan's events in order, until nothing is due or the run's limit. */
    async deliverDue(now: Date = new Date()): Promise<DeliveryRun> {
      const run: DeliveryRun = { attempted: 0, delivered: 0, failedAttempts: 0, givenUp: 0 };
      if (!config) return run;
      while (run.attempted < RUN_LIMIT) {
        const due = await heads(now, Math.min(50, RUN_LIMIT - run.attempted));
        if (due.length === 0) break;
        let progressed = false;
        for (const seq of due) {
          const row = await claim(seq, now);
          if (!row) continue;
          progressed = true;
          run.attempted += 1;
          const outcome = await send(config.url, config.secret, row);
          const state = await settle(row, outcome, now);
          if (state === 'delivered') run.delivered += 1;
          else {
            run.failedAttempts += 1;
            if (state === 'failed') run.givenUp += 1;
            // Never the address (it may carry a token) nor the secret: the event and what went wrong.
            app.log.warn(
              { eventId: row.id, type: row.type, attempts: row.attempts, error: outcome.error },
              state === 'failed' ? 'webhook given up after its last attempt' : 'webhook attempt failed',
            );
          }
        }
        // Every head was taken by another sender: leave the rest to it.
        if (!progressed) break;
      }
      return run;
    },

    /** Deliveries newest first, optionally of one state, in pages before `beforeSeq`. */
    async list(filter: { state?: WebhookState; beforeSeq?: number; limit?: number }) {
      const conditions = [
        filter.state ? eq(webhookEvents.state, filter.state) : undefined,
        filter.beforeSeq ? lt(webhookEvents.seq, filter.beforeSeq) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      return db
        .select()
        .from(webhookEvents)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(webhookEvents.seq))
        .limit(filter.limit ?? 50);
    },

    /** One event's attempts, oldest first. */
    async attempts(seq: number) {
      const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.seq, seq));
      if (!event) throw notFound('webhook delivery');
      const rows = await db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.eventSeq, seq))
        .orderBy(webhookAttempts.id);
      return { event, attempts: rows };
    },

    /** A failed event goes again (its loan's later events wait until it is delivered). */
    retry: (actor: string, seq: number) => requeue(actor, seq, 'failed', 'webhook.retry'),
    /** A delivered event is sent again, with the same id (the host de-duplicates or takes it again on purpose). */
    replay: (actor: string, seq: number) => requeue(actor, seq, 'delivered', 'webhook.replay'),
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

export default fp(
  async (app) => {
    app.decorate('webhooks', createWebhooks(app));
  },
  { name: 'webhooks', dependencies: ['auditRepository'] },
);
