// A catch-up close of business in flight while borrowers pay. On PostgreSQL the
// job and the payments really run at once (a pool of connections); on PGlite they interleave at
// every query. Either way each loan must end exactly where the engine puts it (close every day, then
// pay), whatever the timing: none reopened, none charged after the payment that settled it, and
// every journal entry balanced.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar.js';
import { FLEX_91 } from '../domain/loan/demo-products.js';
import { balanceOf, outstandingByBucket } from '../domain/loan/ledger.js';
import { closeOfBusiness, disburse, repay, type LoanState } from '../domain/loan/loan.js';
import { borrowerSession, build, testDatabaseUrl } from '../test/helper.js';

const app = await build();
const LOANS = 150;
const START = '2027-01-04';
/** Installment due 2027-04-05; fifteen days late when the borrowers pay. */
const PAY_DAY = '2027-04-20';

type Rows<T> = { rows: T[] };

describe(`close of business during a burst of payments (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`leaves ${LOANS} loans where the engine puts them, whatever the timing`, async () => {
    const merchantId = (await app.usersRepository.resolveMerchant())!.id;
    const productId = (await app.productsRepository.list(merchantId)).find((p) => p.code === 'FLEX91')!.id;
    await app.clock.setOverride(START);
    const loans: { orderNo: string; amountCents: number }[] = [];
    for (let i = 0; i < LOANS; i++) {
      const s = await borrowerSession(app, `0917${String(3_000_000 + i).padStart(7, '0')}`);
      const { order } = await app.loans.apply(Number(s.userId), merchantId, {
        productId,
        amountCents: 500_000,
        periods: 1,
        termUnit: 91,
      });
      await app.loans.approve(order.orderNo, 'test', 'ok');
      await app.loans.disburse(order.orderNo, 'test');
      // Two in three pay more than the whole debt (settled, the rest is credit); the others pay part.
      loans.push({ orderNo: order.orderNo, amountCents: i % 3 === 2 ? 150_000 : 700_000 });
    }

    // What the engine says: every day closed through the pay day, then the payment.
    let expected: LoanState = disburse(FLEX_91, 500_000, START, 'new');
    for (let d = addDays(START, 1); d <= PAY_DAY; d = addDays(d, 1)) expected = closeOfBusiness(expected, d).state;
    const want = (cents: number) => repay(expected, cents, PAY_DAY).state;

    await app.clock.setOverride(PAY_DAY);
    // The catch-up job (106 dates) and the payments start together; four payers work through the
    // loans one after another, so payments keep landing while the job closes date after date.
    const payers = 4;
    const pay = async (worker: number) => {
      const done = [];
      for (let i = worker; i < loans.length; i += payers) {
        const l = loans[i]!;
        done.push(
          await app.loans.pay(
            l.orderNo,
            { amountCents: l.amountCents, purpose: 'repay', reference: `race-${l.orderNo}` },
            'test',
          ),
        );
      }
      return done;
    };
    const [cob, ...workers] = await Promise.all([
      app.loans.runCob(PAY_DAY),
      ...Array.from({ length: payers }, (_, w) => pay(w)),
    ]);
    const paid = workers.flat();
    expect(paid).toHaveLength(LOANS);
    expect(paid.every((p) => !p.duplicate)).toBe(true);
    expect(cob.length).toBeGreaterThan(0);
    // A second run finds nothing left to do.
    expect(await app.loans.runCob(PAY_DAY)).toEqual([]);

    let settled = 0;
    for (const l of loans) {
      const shown = await app.loans.show(l.orderNo);
      const engine = want(l.amountCents);
      expect({ orderNo: l.orderNo, status: shown.order.status, byBucket: shown.balanceByBucket }).toEqual({
        orderNo: l.orderNo,
        status: engine.status,
        byBucket: outstandingByBucket(engine.entries),
      });
      const credit = -shown.postings
        .filter((p) => p.account === 'borrower_credit')
        .reduce((n, p) => n + p.amountCents, 0);
      expect(credit).toBe(-balanceOf(engine.entries, 'borrower_credit'));
      if (engine.status !== 200) continue;
      settled += 1;
      // Never reopened: nothing leaves 200 once a payment settled the loan.
      expect(shown.history.filter((h) => h.fromStatus === 200)).toEqual([]);
      // Never charged after the settling payment (by posting order, whatever the date on the charge).
      const payEntry = shown.postings.find((p) => p.kind === 'repayment')!.entryId;
      const later = shown.postings.filter(
        (p) => (p.kind === 'penalty' || p.kind === 'overdue_interest') && p.entryId > payEntry,
      );
      expect(later).toEqual([]);
    }
    expect(settled).toBe(100);

    // Every journal entry of every order sums to zero.
    const unbalanced = (await app.db.execute(
      sql`select entry_id from journal_lines group by entry_id having sum(amount_cents) <> 0`,
    )) as unknown as Rows<unknown>;
    expect(unbalanced.rows).toEqual([]);
  }, 600_000);

  // The same race made certain: a payment holds its order when the job starts. Only PostgreSQL can
  // run the job while a payment's transaction is open (PGlite has one connection: the job would queue).
  it.skipIf(!testDatabaseUrl())(
    'waits for a payment in flight and never charges or reopens the loan it settles (PostgreSQL only)',
    async () => {
      const merchantId = (await app.usersRepository.resolveMerchant())!.id;
      const productId = (await app.productsRepository.list(merchantId)).find((p) => p.code === 'FLEX91')!.id;
      await app.clock.setOverride('2026-01-05');
      const s = await borrowerSession(app, '09173999999');
      const { order } = await app.loans.apply(Number(s.userId), merchantId, {
        productId,
        amountCents: 500_000,
        periods: 1,
        termUnit: 91,
      });
      await app.loans.approve(order.orderNo, 'test', 'ok');
      await app.loans.disburse(order.orderNo, 'test');
      await app.clock.setOverride('2026-04-10');
      await app.loans.runCob('2026-04-08');

      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const payment = app.loans.pay(
        order.orderNo,
        { amountCents: 900_000, purpose: 'repay', reference: 'race-held' },
        'test',
        {
          claim: async () => {
            holding();
            await released;
            return true;
          },
        },
      );
      await held;
      const cob = app.loans.runCob('2026-04-10');
      // Wait until the job is blocked on the order's lock, then let the payment commit.
      for (;;) {
        const waiting = (await app.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as Rows<{ n: number }>;
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      expect((await payment).status).toBe(200);
      // The job waited for the order, then found it paid and closed through today: nothing left to do.
      expect(await cob).toEqual([]);
      const shown = await app.loans.show(order.orderNo);
      expect(shown.order.status).toBe(200);
      // One way into 200, by the payment; no second transition written from a stale status.
      expect(shown.history.filter((h) => h.toStatus === 200).map((h) => h.actor)).toEqual(['test']);
      expect(shown.history.filter((h) => h.fromStatus === 200)).toEqual([]);
      const payEntry = shown.postings.find((p) => p.kind === 'repayment')!.entryId;
      // Nothing but the payment and the income it earns in its own transaction (decision 114): no charge from the close.
      const after = shown.postings.filter((p) => p.entryId > payEntry && p.kind !== 'repayment');
      expect(after.filter((p) => p.kind !== 'recognition' || p.actor !== 'test')).toEqual([]);
      expect(Object.values(shown.balanceByBucket!).every((c) => c === 0)).toBe(true);
    },
    60_000,
  );
});
