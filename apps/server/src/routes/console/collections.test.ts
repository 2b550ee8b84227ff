// The collections workspace (decision 069): a collector sees and acts only on their own loans,
// a contact outside 6:00–22:00 Manila time is refused with a sentence, and a promise is kept by the
// payment that meets it. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin } from '../../test/console-helper.js';
import { sandboxStaffEmail } from '../../db/seed-staff.js';
import { atManilaDay, atManilaNight } from '../../test/contact-hours.js';

// The contact-hours clock jumps up to 8 hours (test/contact-hours.ts): past the 30-minute idle limit of a staff
// session (decision 102), which these tests do not exercise.
const app = await build({ staffSessionIdleMinutes: 24 * 60 });
const { adminCall, disbursedOrder } = fixtures(app);

/** A wall-clock instant today at `utcHour` (Manila is UTC+8), faking only Date so timers keep running. */

afterEach(() => {
  vi.useRealTimers();
});

async function overdueLoan(phone: string) {
  const loan = await disbursedOrder(phone);
  await adminCall('POST', '/clock', { date: '2026-04-10' });
  await app.loans.runCob('2026-04-10');
  return loan;
}

describe('collections workspace', () => {
  it('limits a collector to their own loans, refuses contact at night, keeps a promise when paid', async () => {
    const mine = await overdueLoan('09211100001');
    const theirs = await overdueLoan('09211100002');
    const admin = await loginAs(app, 'admin');
    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));

    // A second collector, made by the admin.
    const created = await consolePost(app, admin, '/api/console/staff', {
      email: 'second.collector@console.sandbox',
      name: 'Second Collector',
      role: 'collector',
      password: 'a-long-enough-password-1',
    });
    expect(created.json().code).toBe(0);
    const other = staffFrom(await staffLogin(app, 'second.collector@console.sandbox', 'a-long-enough-password-1'));

    const collectors = (await consoleGet(app, supervisor, '/api/console/collections/collectors')).json().data.items as {
      id: number;
      email: string;
    }[];
    const firstId = collectors.find((c) => c.email === sandboxStaffEmail('collector'))!.id;
    const secondId = collectors.find((c) => c.email === 'second.collector@console.sandbox')!.id;

    // A collector may not assign.
    const refusedAssign = await consolePost(app, collector, `/api/console/collections/loans/${mine.orderNo}/assign`, {
      staffId: firstId,
    });
    expect(refusedAssign.statusCode).toBe(403);

    const bucketQueue = await consoleGet(app, supervisor, '/api/console/collections/queue?bucket=1-7');
    const inBucket = bucketQueue.json().data.items as { orderNo: string; daysPastDue: number }[];
    expect(inBucket.find((i) => i.orderNo === mine.orderNo)).toMatchObject({ daysPastDue: 4 });

    expect(
      (
        await consolePost(app, supervisor, `/api/console/collections/loans/${mine.orderNo}/assign`, {
          staffId: firstId,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await consolePost(app, supervisor, `/api/console/collections/loans/${theirs.orderNo}/assign`, {
          staffId: secondId,
        })
      ).statusCode,
    ).toBe(200);
    const audit = await app.auditRepository.list({ action: 'collections.assign', limit: 10 });
    expect(audit.map((a) => a.target)).toEqual(expect.arrayContaining([mine.orderNo, theirs.orderNo]));

    // The queue of each collector holds only their own loan; another's answers 404 on every route.
    const myQueue = (await consoleGet(app, collector, '/api/console/collections/queue')).json().data.items as {
      orderNo: string;
    }[];
    expect(myQueue.map((i) => i.orderNo)).toEqual([mine.orderNo]);
    const otherQueue = (await consoleGet(app, other, '/api/console/collections/queue')).json().data.items as {
      orderNo: string;
    }[];
    expect(otherQueue.map((i) => i.orderNo)).toEqual([theirs.orderNo]);
    atManilaDay();
    const base = `/api/console/collections/loans/${theirs.orderNo}`;
    const attempts = await Promise.all([
      consoleGet(app, collector, base),
      consolePost(app, collector, `${base}/contacts`, { channel: 'call', outcome: 'reached' }),
      consolePost(app, collector, `${base}/promises`, { promisedOn: '2026-04-15', amountCents: 100_000 }),
    ]);
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404]);

    // The loan page shows the phone and history, never a contact list.
    const page = (await consoleGet(app, collector, `/api/console/collections/loans/${mine.orderNo}`)).json().data;
    expect(page.order).toMatchObject({ orderNo: mine.orderNo, phone: '+639211100001', daysPastDue: 4, bucket: '1-7' });
    expect(page.history.length).toBeGreaterThan(0);

    // Within the hours a contact is logged; at 23:00 Manila time it is refused with a sentence.
    const logged = await consolePost(app, collector, `/api/console/collections/loans/${mine.orderNo}/contacts`, {
      channel: 'call',
      outcome: 'promised',
      notes: 'will pay on Wednesday',
    });
    expect(logged.json().code).toBe(0);
    atManilaNight();
    const night = await consolePost(app, collector, `/api/console/collections/loans/${mine.orderNo}/contacts`, {
      channel: 'call',
      outcome: 'reached',
    });
    expect(night.statusCode).toBe(409);
    expect(night.json().message).toMatch(/only between 6:00 AM and 10:00 PM Manila time/);
    vi.useRealTimers();

    // A promise of PHP 2,000 by 15 April: a payment of PHP 1,000 leaves it open, the next one keeps it.
    const promised = await consolePost(app, collector, `/api/console/collections/loans/${mine.orderNo}/promises`, {
      promisedOn: '2026-04-15',
      amountCents: 200_000,
    });
    expect(promised.json()).toMatchObject({ code: 0, data: { status: 'open' } });
    await app.loans.pay(mine.orderNo, { amountCents: 100_000, purpose: 'repay', reference: 'col-1' }, 'test');
    const partly = (await consoleGet(app, collector, `/api/console/collections/loans/${mine.orderNo}`)).json().data;
    expect(partly.promises[0]).toMatchObject({ status: 'open', amountCents: 200_000 });
    await app.loans.pay(mine.orderNo, { amountCents: 100_000, purpose: 'repay', reference: 'col-2' }, 'test');
    const kept = (await consoleGet(app, collector, `/api/console/collections/loans/${mine.orderNo}`)).json().data;
    expect(kept.promises[0]).toMatchObject({ status: 'kept' });
    expect(kept.contacts).toHaveLength(1);

    // The supervisor's figures count the kept promise and what the collector collected.
    const figures = (await consoleGet(app, supervisor, '/api/console/collections/figures')).json().data;
    expect(figures.promises.kept).toBe(1);
    expect(figures.collectors.find((c: { id: number }) => c.id === firstId)).toMatchObject({
      accounts: 1,
      collectedCents: 200_000,
    });
    expect(figures.buckets.map((b: { bucket: string }) => b.bucket)).toEqual(['1-7', '8-30', '31-60', '61-90', '90+']);
  });

  it('breaks a promise whose date passes unpaid, and deals unassigned loans in turn by rule', async () => {
    const a = await overdueLoan('09211100003');
    const b = await overdueLoan('09211100004');
    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const byRule = await consolePost(app, supervisor, '/api/console/collections/assign-by-rule', { bucket: '1-7' });
    expect(byRule.json().data.assigned).toBeGreaterThanOrEqual(2);
    const queue = (await consoleGet(app, supervisor, '/api/console/collections/queue?bucket=1-7')).json().data
      .items as { orderNo: string; collectorId: number | null }[];
    expect(queue.every((l) => l.collectorId !== null)).toBe(true);
    const again = await consolePost(app, supervisor, '/api/console/collections/assign-by-rule', { bucket: '1-7' });
    expect(again.json().data.assigned).toBe(0);

    const promised = await consolePost(app, supervisor, `/api/console/collections/loans/${a.orderNo}/promises`, {
      promisedOn: '2026-04-11',
      amountCents: 50_000,
    });
    expect(promised.json().code).toBe(0);
    const past = await consolePost(app, supervisor, `/api/console/collections/loans/${b.orderNo}/promises`, {
      promisedOn: '2026-04-01',
      amountCents: 50_000,
    });
    expect(past.statusCode).toBe(400);
    await adminCall('POST', '/clock', { date: '2026-04-12' });
    const page = (await consoleGet(app, supervisor, `/api/console/collections/loans/${a.orderNo}`)).json().data;
    expect(page.promises[0]).toMatchObject({ status: 'broken' });
  });
});
