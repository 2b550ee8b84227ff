// The collector's worklist, automatic assignment and the collections reports (decision 127): loans dealt by
// the admin's rule with a complaint in progress left out and an away collector's loans re-dealt; two runs at
// once assign each loan exactly once (on PostgreSQL with TEST_DATABASE_URL they truly race); the worklist row
// shows the name, the amount due, the promise and whether contact is allowed now, with the reason in words.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin } from '../../test/console-helper.js';
import { sandboxStaffEmail } from '../../db/seed-staff.js';
import { atManilaDay, atManilaNight } from '../../test/contact-hours.js';
import { createCollectionsService } from '../../services/collections.js';

// The contact-hours clock jumps up to 8 hours (test/contact-hours.ts), past a staff session's idle limit.
const app = await build({ staffSessionIdleMinutes: 24 * 60 });
const { adminCall, disbursedOrder } = fixtures(app);
const base = '/api/console/collections';

afterEach(() => {
  vi.useRealTimers();
});

async function overdueLoan(phone: string, fullName: string) {
  const loan = await disbursedOrder(phone);
  await app.db
    .execute(sql`insert into kyc_profiles (user_id, basic) select user_id, ${JSON.stringify({ fullName })}::jsonb
    from orders where order_no = ${loan.orderNo}
    on conflict (user_id) do update set basic = coalesce(kyc_profiles.basic, '{}'::jsonb) || excluded.basic`);
  return loan;
}

async function assignmentsOf(orderNos: string[]) {
  const rows = (await app.db.execute(sql`select o.order_no, a.staff_id from orders o
    left join collection_assignments a on a.order_id = o.id where o.order_no in (${sql.join(
      orderNos.map((n) => sql`${n}`),
      sql`, `,
    )})`)) as unknown as { rows: { order_no: string; staff_id: number | null }[] };
  return new Map(rows.rows.map((r) => [r.order_no, r.staff_id === null ? null : Number(r.staff_id)]));
}

/** A second collections service over the same database: what a second server instance runs. */
const secondInstance = () =>
  createCollectionsService(
    app.db,
    app.auditRepository,
    () => app.loans.businessDate(),
    () => new Date(),
    {
      templates: app.remindersRepository,
      merchantId: async () => 1,
      lender: 'Test',
      documentUrl: (key) => key,
    },
  );

describe('collections worklist and assignment', () => {
  it('deals by rule leaving out a complaint in progress, once under two concurrent runs, and re-deals an away collector', async () => {
    const loans = [
      await overdueLoan('09271270001', 'Ana Reyes'),
      await overdueLoan('09271270002', 'Ben Santos'),
      await overdueLoan('09271270003', 'Carla Dizon'),
      await overdueLoan('09271270004', 'Dino Cruz'),
    ];
    await adminCall('POST', '/clock', { date: '2026-04-10' });
    await app.loans.runCob('2026-04-10');
    const orderNos = loans.map((l) => l.orderNo);
    // The fourth borrower's complaint is in progress: a supervisor assigns that loan, not the rule.
    await app.db.execute(sql`insert into complaints (user_id, order_no, problem_type, detail, status)
      select user_id, order_no, 1, 'The penalty is wrong', 'in_progress' from orders where order_no = ${orderNos[3]!}`);

    const admin = await loginAs(app, 'admin');
    const created = await consolePost(app, admin, '/api/console/staff', {
      email: 'worklist.second@console.sandbox',
      name: 'Second Worklist Collector',
      role: 'collector',
      password: 'a-long-enough-password-1',
    });
    expect(created.json().code).toBe(0);
    const rule = await consolePost(app, admin, `${base}/rules/1-7`, {
      strategy: 'least_loaded',
      capacity: null,
      excludeOpenComplaints: true,
    });
    expect(rule.json()).toMatchObject({ code: 0, data: { bucket: '1-7', strategy: 'least_loaded' } });
    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const refused = await consolePost(app, supervisor, `${base}/rules/1-7`, {
      strategy: 'round_robin',
      capacity: 0,
      excludeOpenComplaints: true,
    });
    expect(refused.statusCode).toBe(400);

    // Two instances run the assignment at the same moment: each loan is assigned exactly once.
    const [one, two] = await Promise.all([
      app.collections.autoAssign('system:instance-1'),
      secondInstance().autoAssign('system:instance-2'),
    ]);
    expect(one.assigned + two.assigned).toBe(3);
    const dealt = await assignmentsOf(orderNos);
    expect(orderNos.slice(0, 3).every((n) => dealt.get(n) !== null)).toBe(true);
    expect(dealt.get(orderNos[3]!)).toBeNull();
    for (const orderNo of orderNos.slice(0, 3)) {
      const entries = (await app.auditRepository.list({ action: 'collections.assign', limit: 50 })).filter(
        (e) => e.target === orderNo,
      );
      expect(entries, orderNo).toHaveLength(1);
    }
    // Least loaded: the two collectors share the three loans two and one.
    const counts = [...new Set([...dealt.values()].filter((v) => v !== null))].map(
      (id) => [...dealt.values()].filter((v) => v === id).length,
    );
    expect(counts.sort()).toEqual([1, 2]);

    // The busier collector goes away: their loans are dealt to the other at the next run.
    const settings = (await consoleGet(app, supervisor, `${base}/settings`)).json().data;
    const busy = settings.collectors.find((c: { loans: number }) => c.loans === 2) as { id: number };
    const away = await consolePost(app, supervisor, `${base}/collectors/${busy.id}/away`, { away: true });
    expect(away.json()).toMatchObject({ code: 0, data: { away: true } });
    const rerun = await consolePost(app, supervisor, `${base}/auto-assign`, {});
    expect(rerun.json().data.assigned).toBe(2);
    const after = await assignmentsOf(orderNos.slice(0, 3));
    expect([...after.values()].every((id) => id !== null && id !== busy.id)).toBe(true);
    expect((await consolePost(app, supervisor, `${base}/auto-assign`, {})).json().data.assigned).toBe(0);
    await consolePost(app, supervisor, `${base}/collectors/${busy.id}/away`, { away: false });
  }, 120_000);

  it("shows the collector's worklist by name with the contact state, the cap and the promise, and reports it", async () => {
    const admin = await loginAs(app, 'admin');
    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));
    const loan = await overdueLoan('09271270005', 'Ella Ramos');
    await adminCall('POST', '/clock', { date: '2026-04-10' });
    await app.loans.runCob('2026-04-10');
    const collectors = (await consoleGet(app, supervisor, `${base}/collectors`)).json().data.items as {
      id: number;
      email: string;
    }[];
    const mineId = collectors.find((c) => c.email === sandboxStaffEmail('collector'))!.id;
    await consolePost(app, supervisor, `${base}/loans/${loan.orderNo}/assign`, { staffId: mineId });
    expect((await consolePost(app, admin, `${base}/contact-cap`, { dailyContactCap: 1 })).json().code).toBe(0);

    type Row = {
      orderNo: string;
      borrowerName: string;
      amountDueCents: number;
      daysPastDue: number;
      contactAllowedNow: boolean;
      contactBlockedReason: string | null;
      promise: { text: string; status: string } | null;
      nextAction: string;
      priority: number;
      lastContact: { outcome: string } | null;
    };
    const rowOf = async () =>
      ((await consoleGet(app, collector, `${base}/worklist`)).json().data.items as Row[]).find(
        (r) => r.orderNo === loan.orderNo,
      )!;

    atManilaDay();
    const first = await rowOf();
    expect(first).toMatchObject({ borrowerName: 'Ella Ramos', daysPastDue: 4, contactAllowedNow: true, promise: null });
    expect(first.amountDueCents).toBeGreaterThan(500_000);
    expect(JSON.stringify(first)).not.toContain('9271270005');

    const logged = await consolePost(app, collector, `${base}/loans/${loan.orderNo}/contacts`, {
      channel: 'call',
      outcome: 'reached',
    });
    expect(logged.json().code).toBe(0);
    const capped = await rowOf();
    expect(capped).toMatchObject({
      contactAllowedNow: false,
      contactBlockedReason: 'Already contacted 1 time today; the daily limit is 1.',
      lastContact: { outcome: 'reached' },
    });
    const second = await consolePost(app, collector, `${base}/loans/${loan.orderNo}/contacts`, {
      channel: 'sms',
      outcome: 'left_message',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/daily limit is 1/);
    atManilaNight();
    expect((await rowOf()).contactBlockedReason).toMatch(/Outside 6:00 AM to 10:00 PM Manila time/);
    vi.useRealTimers();
    await consolePost(app, admin, `${base}/contact-cap`, { dailyContactCap: 3 });

    // A promise holds routine contact until its date and sinks the row; broken, it comes back on top.
    const routine = (await rowOf()).priority;
    const promised = await consolePost(app, collector, `${base}/loans/${loan.orderNo}/promises`, {
      promisedOn: '2026-04-13',
      amountCents: 200_000,
    });
    expect(promised.json().code).toBe(0);
    const held = await rowOf();
    expect(held.promise).toMatchObject({ status: 'open', text: 'Promise open until 13 Apr: ₱2,000.00' });
    expect(held.nextAction).toBe('Wait for the payment; no routine contact until 13 Apr.');
    expect(held.priority).toBeLessThan(routine);
    // A part payment of ₱1,000 (half) by the date does not keep it; it is a recovery in the 1-7 bucket, where the
    // close of business before the payment day saw the loan.
    await adminCall('POST', '/clock', { date: '2026-04-12' });
    await app.loans.runCob('2026-04-12');
    await app.loans.pay(loan.orderNo, { amountCents: 100_000, purpose: 'repay', reference: 'wl-1' }, 'test');
    await adminCall('POST', '/clock', { date: '2026-04-14' });
    await app.loans.runCob('2026-04-14');
    const broken = await rowOf();
    expect(broken.promise).toMatchObject({ status: 'broken', text: 'Promise broken: ₱2,000.00 was due 13 Apr' });
    expect(broken.priority).toBeGreaterThan(routine);
    const items = (await consoleGet(app, collector, `${base}/worklist`)).json().data.items as Row[];
    expect(items[0]!.orderNo).toBe(loan.orderNo);

    // The reports: a broken promise for the collector and the bucket, the payment among recoveries, as CSV.
    const reports = (await consoleGet(app, supervisor, `${base}/reports?months=3`)).json().data;
    expect(reports.promisesByBucket).toContainEqual({
      month: '2026-04',
      by: '1-7',
      kept: 0,
      broken: 1,
      keptRateBps: 0,
    });
    expect(reports.recoveries.find((r: { bucket: string }) => r.bucket === '1-7').amountCents).toBeGreaterThanOrEqual(
      100_000,
    );
    expect(reports.cureRates.find((r: { action: string }) => r.action === 'call')).toMatchObject({ bucket: '1-7' });
    const csv = await consoleGet(app, supervisor, `${base}/reports.csv?report=recoveries&months=3`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/^Month,Days past due,Payments,Recovered \(PHP\)\r\n2026-04,1-7,\d+,\d+\.\d{2}\r\n/);
    expect((await consoleGet(app, collector, `${base}/reports`)).statusCode).toBe(403);
  }, 120_000);
});
