// The set-based accrual step must post what the pure engine posts (domain/loan/accrual.ts): loans
// of both methods, with payments, a rollover and a payoff, run side by side through the close of
// business, and their deferred, earned and unearned income is compared every few days.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar.js';
import { accrueIncome, ACCRUED_BUCKETS, incomePosition, withRecognition } from '../domain/loan/accrual.js';
import { runAccruals } from './accrual.js';
import { FLEX_91, PLUS_180 } from '../domain/loan/demo-products.js';
import {
  closeOfBusiness,
  disburse,
  payOff,
  payoffQuote,
  repay,
  rollOver,
  rolloverQuote,
  type LoanState,
} from '../domain/loan/loan.js';
import type { Product } from '../domain/loan/product.js';
import { borrowerSession, build } from '../test/helper.js';

const app = await build();

type Event = { day: number; kind: 'repay'; cents: number } | { day: number; kind: 'rollover' | 'payoff' };
type Case = { product: Product; amount: number; phone: string; events: Event[] };

type Rows<T> = { rows: T[] };

async function sqlPosition(orderNo: string) {
  const r = (await app.db.execute(sql`
    select l.account, sum(l.amount_cents)::bigint::text as cents
    from journal_lines l join orders o on o.id = l.order_id
    where o.order_no = ${orderNo} group by l.account`)) as unknown as Rows<{ account: string; cents: string }>;
  const bal = (a: string) => Number(r.rows.find((x) => x.account === a)?.cents ?? 0);
  return Object.fromEntries(
    ACCRUED_BUCKETS.map((b) => [
      b,
      {
        contractCents: 0 - bal(`income:${b}`) - bal(`rebate:${b}`),
        deferredCents: bal(`income_deferred:${b}`),
        earnedCents: 0 - bal(`income_earned:${b}`),
        unearnedCents: 0 - bal(`unearned:${b}`),
      },
    ]),
  );
}

describe('set-based accrual step', () => {
  it('matches the engine day by day', async () => {
    const merchantId = (await app.usersRepository.resolveMerchant())!.id;
    const ids = Object.fromEntries((await app.productsRepository.list(merchantId)).map((p) => [p.code, p.id]));
    const cases: Case[] = [
      { product: FLEX_91, amount: 500_000, phone: '09171190001', events: [] },
      { product: FLEX_91, amount: 500_000, phone: '09171190002', events: [{ day: 46, kind: 'payoff' }] },
      { product: FLEX_91, amount: 1_000_000, phone: '09171190003', events: [{ day: 85, kind: 'rollover' }] },
      {
        product: PLUS_180,
        amount: 1_000_000,
        phone: '09171190004',
        events: [
          { day: 30, kind: 'repay', cents: 206_667 },
          { day: 75, kind: 'repay', cents: 100_000 },
          { day: 100, kind: 'payoff' },
        ],
      },
      { product: PLUS_180, amount: 2_500_000, phone: '09171190005', events: [{ day: 25, kind: 'rollover' }] },
    ];
    const start = '2026-01-05';
    await app.clock.setOverride(start);
    const loans: { orderNo: string; state: LoanState; c: Case }[] = [];
    for (const c of cases) {
      const s = await borrowerSession(app, c.phone);
      const { order } = await app.loans.apply(Number(s.userId), merchantId, {
        productId: ids[c.product.code]!,
        amountCents: c.amount,
        periods: c.product.periods,
        termUnit: c.product.periodDays,
      });
      await app.loans.approve(order.orderNo, 'test', 'ok');
      await app.loans.disburse(order.orderNo, 'test');
      loans.push({ orderNo: order.orderNo, state: disburse(c.product, c.amount, start, 'new'), c });
    }
    const close = (s: LoanState, date: string) => {
      const next = closeOfBusiness(s, date).state;
      const a = accrueIncome(next, date);
      return a ? { ...next, entries: [...next.entries, a] } : next;
    };
    await app.loans.runCob(start);
    for (const loan of loans) loan.state = close(loan.state, start);

    for (let day = 1; day <= 200; day++) {
      const date = addDays(start, day);
      await app.clock.setOverride(date);
      // As the close-of-business golden test does: the date's close, then that day's payments, each with what it
      // changed of income earned on its own date (decision 114).
      await app.loans.runCob(date);
      for (const loan of loans) loan.state = close(loan.state, date);
      for (const loan of loans)
        for (const ev of loan.c.events.filter((x) => x.day === day)) {
          const reference = `${loan.orderNo}-${day}`;
          if (ev.kind === 'repay') {
            loan.state = withRecognition(repay(loan.state, ev.cents, date), date).state;
            await app.loans.pay(loan.orderNo, { amountCents: ev.cents, purpose: 'repay', reference }, 'test');
          } else if (ev.kind === 'rollover') {
            const q = rolloverQuote(loan.state, date);
            expect(q.allowed).toBe(true);
            loan.state = withRecognition(rollOver(loan.state, q.amountCents, date), date).state;
            await app.loans.pay(loan.orderNo, { amountCents: q.amountCents, purpose: 'rollover', reference }, 'test');
          } else {
            const q = payoffQuote(loan.state, date);
            expect(q.allowed).toBe(true);
            loan.state = withRecognition(payOff(loan.state, q.totalCents, date), date).state;
            await app.loans.pay(loan.orderNo, { amountCents: q.totalCents, purpose: 'payoff', reference }, 'test');
          }
        }
      if (day % 5 === 0 || loan_event_near(loans, day)) {
        for (const loan of loans) {
          const expected = Object.fromEntries(ACCRUED_BUCKETS.map((b) => [b, incomePosition(loan.state.entries, b)]));
          expect({ day, orderNo: loan.orderNo, ...(await sqlPosition(loan.orderNo)) }).toEqual({
            day,
            orderNo: loan.orderNo,
            ...expected,
          });
        }
      }
    }
    // A loan matured or settled by day 200 has earned all its contract income (the rolled-over Plus 180 runs to day 210).
    const done = loans.filter(
      (l) => l.state.status === 200 || l.state.installments.every((i) => i.dueOn <= addDays(start, 200)),
    );
    expect(done.length).toBe(4);
    for (const loan of done) {
      const p = await sqlPosition(loan.orderNo);
      for (const b of ACCRUED_BUCKETS) {
        expect(p[b]!.unearnedCents).toBe(0);
        expect(p[b]!.earnedCents).toBe(p[b]!.contractCents);
      }
    }
    // One accrual entry per order and day, however often the close of business ran.
    await app.loans.runCob(addDays(start, 200));
    const dup = (await app.db.execute(sql`
      select count(*)::int as n from (select order_id, business_date from journal_entries where kind = 'accrual'
      group by order_id, business_date having count(*) > 1) x`)) as unknown as Rows<{ n: number }>;
    expect(dup.rows[0]!.n).toBe(0);
    // A date run again (its run record lost, as after a crash between batches) skips every order it
    // already posted: nothing more is posted or earned.
    const posted = async () =>
      (
        (await app.db.execute(sql`
          select (select count(*) from journal_entries where kind = 'accrual')::int as n,
                 (select sum(earned_interest_cents + earned_fee_cents) from accrual_positions)::text as earned`)) as unknown as Rows<{
          n: number;
          earned: string;
        }>
      ).rows[0];
    const once = await posted();
    await app.db.execute(sql`delete from accrual_runs where business_date >= ${addDays(start, 199)}::date`);
    expect(await runAccruals(app.db, addDays(start, 200))).toHaveLength(2);
    expect(await posted()).toEqual(once);
  }, 240_000);
});

function loan_event_near(loans: { c: Case }[], day: number) {
  return loans.some((l) => l.c.events.some((e) => Math.abs(e.day - day) <= 1));
}
