// Webhooks to the host's back end (decision 120), against a real local receiver (node:http on port 0) that
// answers 500 to its first two requests, is then closed, and restarted on the same port: once it is up, every
// event arrives, signed, in order per loan, and the receiver's de-duplication by Webhook-Id sees repeats only
// as retries of one id. Then the console's list, attempts, Retry and Replay, audited. PGlite and PostgreSQL.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhookEvents } from '../db/schema.js';
import { verifySignature, WEBHOOK_MAX_ATTEMPTS } from '../domain/webhooks/webhooks.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { consoleGet, consolePost, loginAs } from '../test/console-helper.js';
import { build, TEST_ADMIN_TOKEN } from '../test/helper.js';
import { createWebhooks } from './webhooks.js';
import { runReminders } from '../jobs/reminders.js';

const SECRET = 'whsec-test-0123456789abcdef0123456789abcdef';

type Received = { id: string; signature: string; body: string; answered: number };

/** A host back end: records every request, answers 500 while `failNext` lasts, then 200. */
function receiver() {
  const received: Received[] = [];
  let failNext = 2;
  let server: Server | null = null;
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const answered = failNext > 0 ? 500 : 200;
      if (failNext > 0) failNext -= 1;
      received.push({
        id: String(request.headers['webhook-id']),
        signature: String(request.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      response.writeHead(answered).end();
    });
  };
  return {
    received,
    async start(port = 0): Promise<number> {
      server = createServer(handler);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    async stop() {
      const s = server!;
      server = null;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    running: () => server !== null,
  };
}

const host = receiver();
const port = await host.start();
afterAll(async () => {
  if (host.running()) await host.stop();
});

const app = await build({ webhook: { url: `http://127.0.0.1:${port}/hooks`, secret: SECRET } });
const { adminCall, disbursedOrder } = fixtures(app);

const events = () => app.db.select().from(webhookEvents).orderBy(webhookEvents.seq);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Runs the job until nothing more is delivered, as the queue would over the following minutes. */
async function drain(at: Date) {
  for (let i = 0; i < 20; i += 1) {
    const run = await app.webhooks.deliverDue(at);
    if (run.attempted === 0) return;
  }
}

describe('webhook delivery', () => {
  it('writes the events with their changes, and nothing when no webhook is configured', async () => {
    const a = await disbursedOrder('09173650001');
    await adminCall('POST', `/orders/${a.orderNo}/payments`, { amountCents: 100_000, reference: 'wh-test-a-1' });
    const b = await disbursedOrder('09173650002');
    const complaint = (
      await app.inject({
        method: 'POST',
        url: '/api/user-problem/problem-save',
        headers: b.auth,
        payload: { problemType: 5, problemDetail: 'The app logs me out' },
      })
    ).json().data as { problemId: number };
    const answered = await app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${complaint.problemId}/answer`,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: { text: 'Fixed in version 1.2.' },
    });
    expect(answered.json().code).toBe(0);
    // Three days before the due date (2026-04-06), at 09:00 Manila: the reminder job's step.
    await adminCall('POST', '/clock', { date: '2026-04-03' });
    const reminded = await runReminders(app.reminderJobDeps({ now: () => new Date('2026-04-03T01:00:00Z') }));
    expect(reminded.sent).toBeGreaterThanOrEqual(2);

    const rows = await events();
    const ofA = rows.filter((r) => r.orderNo === a.orderNo).map((r) => r.type);
    expect(ofA).toEqual([
      'order.status_changed', // applied: under review
      'order.status_changed', // approved: awaiting payout
      'order.status_changed', // booked: repaying, in the payout's transaction
      'payout.sent',
      'payment.posted',
      'reminder.due',
    ]);
    expect(rows.filter((r) => r.type === 'reminder.due').at(-1)!.data).toMatchObject({
      dueOn: '2026-04-06',
      daysAfterDue: -3,
    });
    const posted = rows.find((r) => r.type === 'payment.posted')!;
    expect(posted.data).toMatchObject({ amountCents: 100_000, purpose: 'repay', reference: 'wh-test-a-1' });
    expect(rows.find((r) => r.type === 'complaint.answered')!.orderKey).toBe(`complaint:${complaint.problemId}`);
    // No phone in any event.
    expect(JSON.stringify(rows)).not.toMatch(/0917365|9173650/);

    const unconfigured = createWebhooks({ ...app, config: { ...app.config, webhook: null } } as FastifyInstance);
    await unconfigured.recordEvent(app.db, { type: 'payment.posted', orderId: a.orderId, data: {} });
    expect(await events()).toHaveLength(rows.length);
    expect(await unconfigured.deliverDue(later(60))).toEqual({
      attempted: 0,
      delivered: 0,
      failedAttempts: 0,
      givenUp: 0,
    });
  });

  it('delivers every event once the host is up: in order per loan, signed, repeats only as retries', async () => {
    // The first run meets the two 500s; each failing loan waits behind its first event.
    await app.webhooks.deliverDue(later(0));
    expect(host.received.filter((r) => r.answered === 500)).toHaveLength(2);
    // The host goes down: attempts fail to connect and back off.
    await host.stop();
    const down = await app.webhooks.deliverDue(later(5));
    expect(down.delivered).toBe(0);
    expect(down.failedAttempts).toBeGreaterThan(0);
    const [refused] = await app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.lastError, 'could not connect (connection refused)'));
    expect(refused).toBeDefined();
    // It comes back on the same address.
    await host.start(port);
    await drain(later(90));

    const rows = await events();
    expect(rows.every((r) => r.state === 'delivered')).toBe(true);
    const delivered = host.received.filter((r) => r.answered === 200);
    // Once per id: the receiver's de-duplication keeps every event exactly once.
    expect(delivered.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    // Repeats are retries of an id that was answered 500 first.
    const refusedIds = new Set(host.received.filter((r) => r.answered === 500).map((r) => r.id));
    const seen = new Map<string, number>();
    for (const r of host.received) seen.set(r.id, (seen.get(r.id) ?? 0) + 1);
    for (const [id, n] of seen) if (n > 1) expect(refusedIds.has(id)).toBe(true);

    // In order per loan: the order each loan's events arrived in is the order they were written in.
    const seqOf = new Map(rows.map((r) => [r.id, r.seq]));
    const keyOf = new Map(rows.map((r) => [r.id, r.orderKey]));
    for (const key of new Set(rows.map((r) => r.orderKey))) {
      const arrived = delivered.filter((r) => keyOf.get(r.id) === key).map((r) => seqOf.get(r.id)!);
      expect(arrived).toEqual([...arrived].sort((x, y) => x - y));
    }

    // Every request verifies with the host's secret; the body says what happened.
    const now = Math.floor(Date.now() / 1000);
    for (const r of host.received) expect(verifySignature(SECRET, r.signature, r.body, now)).toBe(true);
    const body = JSON.parse(delivered.find((r) => r.body.includes('payment.posted'))!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'payment.posted', data: { amountCents: 100_000 } });
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'id', 'orderNo', 'type']);
    // Neither the secret nor the address reached the log.
    expect(app.logs.join('\n')).not.toContain(SECRET);
    expect(app.logs.join('\n')).not.toContain(`127.0.0.1:${port}`);
  });

  it('gives up after the last attempt, blocks the loan behind it, and staff retry and replay it (audited)', async () => {
    const c = await disbursedOrder('09173650003');
    await host.stop();
    for (let i = 1; i <= WEBHOOK_MAX_ATTEMPTS; i += 1) await app.webhooks.deliverDue(later(90 * i));
    const ofC = (await events()).filter((r) => r.orderNo === c.orderNo);
    expect(ofC[0]).toMatchObject({ state: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS });
    expect(ofC.slice(1).every((r) => r.state === 'pending' && r.attempts === 0)).toBe(true);

    const admin = await loginAs(app, 'admin');
    const failed = (await consoleGet(app, admin, '/api/console/webhooks?state=failed')).json().data;
    expect(failed.configured).toBe(true);
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({
      orderNo: c.orderNo,
      typeName: 'Order status changed',
      stateName: `Failed: gave up after ${WEBHOOK_MAX_ATTEMPTS} attempts`,
    });
    const seq = failed.items[0].seq as number;
    const attempts = (await consoleGet(app, admin, `/api/console/webhooks/${seq}/attempts`)).json().data;
    expect(attempts.attempts).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(attempts.attempts.at(-1).outcome).toBe('Could not connect (connection refused)');

    // Replay is for delivered events only; a failed one is retried.
    const wrong = await consolePost(app, admin, `/api/console/webhooks/${seq}/replay`);
    expect(wrong.json().code).not.toBe(0);
    const retried = await consolePost(app, admin, `/api/console/webhooks/${seq}/retry`);
    expect(retried.json().data).toMatchObject({ seq, state: 'pending' });
    await host.start(port);
    await drain(later(24 * 60));
    expect((await events()).filter((r) => r.orderNo === c.orderNo).every((r) => r.state === 'delivered')).toBe(true);

    const before = host.received.length;
    const replayed = await consolePost(app, admin, `/api/console/webhooks/${seq}/replay`);
    expect(replayed.json().data).toMatchObject({ state: 'pending' });
    await drain(later(24 * 60));
    const again = host.received.slice(before);
    expect(again).toHaveLength(1);
    expect(again[0]!.id).toBe(ofC[0]!.id);

    const audited = await app.auditRepository.list({ target: `webhook:${ofC[0]!.id}` });
    expect(audited.map((e) => e.action).sort()).toEqual(['webhook.replay', 'webhook.retry']);
    expect(audited.every((e) => /^staff:\d+:admin@console\.sandbox$/.test(e.actor))).toBe(true);

    const missing = await consolePost(app, admin, '/api/console/webhooks/999999/retry');
    expect(missing.statusCode).toBeLessThan(500);
    const agent = await loginAs(app, 'agent');
    expect((await consoleGet(app, agent, '/api/console/webhooks')).json().code).not.toBe(0);
  });
});
