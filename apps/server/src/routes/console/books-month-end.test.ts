// A month closed after a payoff and a rollover on its last day (decision 114): the payoff's rebate and the
// income it leaves unearned, and the rollover's fee, move on the event's own date, so the month that closes
// holds no unearned income on the settled loan, shows its income, and the next month shows none of it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar.js';
import { payoffQuote, rolloverQuote } from '../../domain/loan/loan.js';
import { build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);
const finance = await loginAs(app, 'finance');

type Rows<T> = { rows: T[] };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;

/** A general-ledger account's credit balance on a date (0 when the trial balance has no row for it). */
async function creditOn(code: string, date: string): Promise<number> {
  const tb = data(await consoleGet(app, finance, `/api/console/books/trial-balance?date=${date}`));
  expect(tb.debitCents).toBe(tb.creditCents);
  const row = (tb.rows as { code: string; creditCents: number; debitCents: number }[]).find((r) => r.code === code);
  return row ? row.creditCents - row.debitCents : 0;
}

/** A loan's unearned income (credit positive) from its lines dated up to a date. */
async function unearnedOf(orderId: number, date: string, bucket: 'interest' | 'fee'): Promise<number> {
  const r = (await app.db.execute(sql`
    select coalesce(-sum(l.amount_cents), 0)::bigint::text as cents
    from journal_entries e join journal_lines l on l.entry_id = e.id
    where e.order_id = ${orderId} and e.business_date <= ${date}::date
      and l.account = ${`unearned:${bucket}`}`)) as unknown as Rows<{ cents: string }>;
  return Number(r.rows[0]!.cents);
}

async function stateOf(orderNo: string) {
  const order = await app.ordersRepository.findByNo(orderNo);
  return (await app.loans.stateOf(order!))!.state;
}

describe('a month closed after month-end events', () => {
  it('holds no unearned income on a loan paid off on its last day, and the next month none of its income', async () => {
    const paid = await disbursedOrder('09209100001', '2026-05-15');
    const rolled = await disbursedOrder('09209100002', '2026-05-15');
    for (let d = '2026-05-16'; d <= '2026-06-30'; d = addDays(d, 1)) {
      await adminCall('POST', '/clock', { date: d });
      await app.loans.runCob(d);
    }
    // 06-30, after the day's close: day 46 of Flex 91, as in the issue (306.75 earned, 299.92 unearned, rebate 300).
    expect(await unearnedOf(paid.orderId, '2026-06-30', 'interest')).toBe(29_992);
    const interestMay = await creditOn('4100', '2026-05-31');
    const payoff = payoffQuote(await stateOf(paid.orderNo), '2026-06-30');
    expect(payoff.rebateCents).toBe(30_000);
    await app.loans.pay(
      paid.orderNo,
      { amountCents: payoff.totalCents, purpose: 'payoff', reference: `${paid.orderNo}-payoff` },
      'test',
    );
    const rollover = rolloverQuote(await stateOf(rolled.orderNo), '2026-06-30');
    expect(rollover.allowed).toBe(true);
    const unearnedFeeBefore = await unearnedOf(rolled.orderId, '2026-06-30', 'fee');
    await app.loans.pay(
      rolled.orderNo,
      { amountCents: rollover.amountCents, purpose: 'rollover', reference: `${rolled.orderNo}-rollover` },
      'test',
    );

    // The settled loan has no unearned income left on 06-30; the rollover's fee is unearned, not income.
    for (const b of ['interest', 'fee'] as const) expect(await unearnedOf(paid.orderId, '2026-06-30', b)).toBe(0);
    expect(await unearnedOf(rolled.orderId, '2026-06-30', 'fee')).toBe(unearnedFeeBefore + rollover.feeCents);
    const interestJune = await creditOn('4100', '2026-06-30');
    const feeJune = await creditOn('4200', '2026-06-30');
    // June's interest income is positive: the rebate undid unearned income, not income earned in earlier days.
    expect(interestJune - interestMay).toBeGreaterThan(0);

    // The next close has nothing of the payoff left to move, and no fee passes through income.
    await adminCall('POST', '/clock', { date: '2026-07-01' });
    await app.loans.runCob('2026-07-01');
    const moved = (await app.db.execute(sql`
      select count(*)::int as n from journal_entries e
      where e.order_id = ${paid.orderId} and e.business_date > '2026-06-30'::date`)) as unknown as Rows<{ n: number }>;
    expect(moved.rows[0]!.n).toBe(0);
    const close = (month: string) =>
      consolePost(app, finance, '/api/console/books/periods/close', { month, reason: 'month-end close' });
    expect((await close('2026-05')).statusCode).toBe(200);
    const closed = await close('2026-06');
    expect(closed.statusCode, closed.body).toBe(200);
    // What July's first close earned on the rolled loan is its day's share, well under the rollover fee.
    const feeJuly1 = (await creditOn('4200', '2026-07-01')) - feeJune;
    expect(feeJuly1).toBeGreaterThanOrEqual(0);
    expect(feeJuly1).toBeLessThan(rollover.feeCents / 10);
    // The paid-off loan's income sits in May and June: contract interest less the rebate, all of it earned.
    const interestOf = (await app.db.execute(sql`
      select coalesce(-sum(l.amount_cents) filter (where l.account in
        ('income:interest', 'rebate:interest', 'income_deferred:interest', 'income_earned:interest')), 0)::bigint::text as cents
      from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.order_id = ${paid.orderId} and e.business_date <= '2026-06-30'::date`)) as unknown as Rows<{
      cents: string;
    }>;
    expect(Number(interestOf.rows[0]!.cents)).toBe(60_667 - 30_000);
  }, 240_000);
});
