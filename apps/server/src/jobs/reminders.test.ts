// The reminder job on the real schema (PGlite, or PostgreSQL with TEST_DATABASE_URL): the hours,
// once per loan, day and step (re-run and a second instance), the daily cap, none to a settled loan.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { build, buildSibling } from '../test/helper.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { runReminders } from './reminders.js';

const app = await build();
const sibling = await buildSibling(app);
const { adminCall, disbursedOrder } = fixtures(app);

const MORNING = new Date('2026-04-03T01:00:00Z'); // 09:00 Manila
const NIGHT = new Date('2026-04-03T15:00:00Z'); // 23:00 Manila
const run = (now: Date, target: App = app) => runReminders(target.reminderJobDeps({ now: () => now }));
const outboxTo = async (phone: string) =>
  (await app.smsOutboxRepository.list(500)).filter((m) => m.phone === phone && m.body.includes('due'));

describe('reminder job', () => {
  it('sends the step once, in the morning after a night, never twice (re-run, two instances)', async () => {
    const loan = await disbursedOrder('09208000001'); // due 2026-04-06
    const phone = '+639208000001';
    await adminCall('POST', '/clock', { date: '2026-04-03' });
    expect(await run(NIGHT)).toMatchObject({ deferred: true, sent: 0 });
    expect(await outboxTo(phone)).toHaveLength(0);
    const [a, b] = await Promise.all([run(MORNING), run(MORNING, sibling)]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    const sent = await outboxTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('2026-04-06');
    expect(sent[0]!.body).toContain('₱5,606.67');
    expect(await run(MORNING)).toMatchObject({ sent: 0 });
    expect(await outboxTo(phone)).toHaveLength(1);
    // Not a scheduled day: nothing.
    await adminCall('POST', '/clock', { date: '2026-04-04' });
    expect(await run(MORNING)).toMatchObject({ sent: 0 });
    // The borrower's inbox shows it.
    const inbox = await app.inject({ method: 'GET', url: '/api/host/messages', headers: loan.auth });
    expect(inbox.json().data.items).toMatchObject([{ title: 'Payment reminder' }]);
  });

  it('sends nothing to a settled loan and at most the daily cap per borrower', async () => {
    const settled = await disbursedOrder('09208000002');
    await app.loans.pay(settled.orderNo, { amountCents: 560_667, purpose: 'repay', reference: 'rem-settle' }, 'test');
    const capped = await disbursedOrder('09208000003');
    const order = await app.ordersRepository.findByNo(capped.orderNo);
    await app.db.execute(sql`insert into reminder_settings (product_id, offsets_days, max_per_day)
      values (${capped.productId}, '[-3]'::jsonb, 1)
      on conflict (product_id) do update set offsets_days = excluded.offsets_days, max_per_day = 1`);
    try {
      await adminCall('POST', '/clock', { date: '2026-04-03' });
      // Another message already went to this borrower today (another loan of theirs, say).
      await app.db
        .execute(sql`insert into reminders (order_id, user_id, business_date, offset_days, due_on, template_version, body, status)
        values (${order!.id}, ${order!.userId}, '2026-04-03', 99, '2026-04-06', 0, 'earlier', 'sent')`);
      const result = await run(MORNING);
      expect(result.capped).toBeGreaterThanOrEqual(1);
      expect(await outboxTo('+639208000002')).toHaveLength(0);
      expect(await outboxTo('+639208000003')).toHaveLength(0);
    } finally {
      await app.db.execute(sql`delete from reminder_settings where product_id = ${capped.productId}`);
    }
  });

  it('never sends outside 06:00–22:00 Manila, for any clock and server time zone', async () => {
    const loan = await disbursedOrder('09208000004');
    const order = await app.ordersRepository.findByNo(loan.orderNo);
    await adminCall('POST', '/clock', { date: '2026-04-05' });
    const saved = process.env.TZ;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
          fc.constantFrom('UTC', 'America/New_York', 'Asia/Manila', 'Australia/Sydney', 'Pacific/Honolulu'),
          async (minute, zone) => {
            process.env.TZ = zone;
            // Start from a clean slate for this loan so every run could send.
            await app.db.execute(sql`delete from reminders where order_id = ${order!.id}`);
            const now = new Date(Date.UTC(2026, 3, 5) + minute * 60_000);
            const result = await run(now);
            const manilaHour = (now.getUTCHours() + 8) % 24;
            const open = manilaHour >= 6 && manilaHour < 22;
            if (!open) expect(result).toMatchObject({ deferred: true, sent: 0 });
            else expect(result.sent).toBeGreaterThanOrEqual(1);
          },
        ),
        { numRuns: 40 },
      );
    } finally {
      process.env.TZ = saved;
    }
  });
});
