// The books as finance reads them: on every date of a loan's life the trial balance balances and the
// loan sub-ledger equals the control accounts; the day's journal downloads as a balanced import file;
// the chart is the admin's (audited); a closed month takes no posting, a late one lands in the open
// period with the date it was for, and the close itself is audited and final.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar.js';
import { csvRows } from '../../domain/books/settlement.js';
import { build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);
const finance = await loginAs(app, 'finance');
const admin = await loginAs(app, 'admin');

type Rows<T> = { rows: T[] };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;

const put = (staff: typeof admin, url: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf }, payload });

describe('the books', () => {
  it('balance on every date, tie the sub-ledger to the control accounts and export the journal', async () => {
    const a = await disbursedOrder('09209000001', '2026-01-05');
    const b = await disbursedOrder('09209000002', '2026-01-05');
    for (let d = '2026-01-06'; d <= '2026-02-10'; d = addDays(d, 1)) {
      await adminCall('POST', '/clock', { date: d });
      await app.loans.runCob(d);
      if (d === '2026-01-20')
        await app.loans.pay(a.orderNo, { amountCents: 100_000, purpose: 'repay', reference: `${a.orderNo}-p1` }, 't');
      if (d === '2026-01-31')
        await app.loans.pay(b.orderNo, { amountCents: 50_000, purpose: 'repay', reference: `${b.orderNo}-p1` }, 't');
      if (d.endsWith('5') || d.endsWith('0')) {
        const tb = data(await consoleGet(app, finance, `/api/console/books/trial-balance?date=${d}`));
        expect(tb.debitCents).toBe(tb.creditCents);
        expect(tb.debitCents).toBeGreaterThan(0);
        const sub = data(await consoleGet(app, finance, `/api/console/books/sub-ledger?date=${d}`));
        expect(sub.differenceCents).toBe(0);
        expect(sub.subLedgerCents).toBe(sub.controlCents);
        for (const column of sub.columns as { code: string; differenceCents: number }[])
          expect(column.differenceCents, `${column.code} on ${d}`).toBe(0);
        expect(sub.loans).toBeGreaterThanOrEqual(2);
      }
    }
    // On the disbursement day the contract income sits in unearned income; later some of it is earned.
    const day0 = data(await consoleGet(app, finance, '/api/console/books/trial-balance?date=2026-01-05'));
    const unearned0 = day0.rows.find((r: { code: string }) => r.code === '2100');
    expect(unearned0.creditCents).toBe(2 * 60_667);
    expect(day0.rows.find((r: { code: string }) => r.code === '4100')).toBeUndefined();
    const later = data(await consoleGet(app, finance, '/api/console/books/trial-balance?date=2026-02-10'));
    const earned = later.rows.find((r: { code: string }) => r.code === '4100').creditCents;
    expect(earned).toBeGreaterThan(0);
    expect(earned + later.rows.find((r: { code: string }) => r.code === '2100').creditCents).toBe(2 * 60_667);

    // Portfolio health: both loans are current on 2026-02-10, so nothing is at risk; the payment shows as collected.
    const pf = data(await consoleGet(app, finance, '/api/console/books/portfolio?date=2026-01-31'));
    expect(pf.loans).toBeGreaterThanOrEqual(2);
    expect(pf.ageing[0]).toMatchObject({ key: 'current', lossRateBps: 100 });
    expect(pf.par).toEqual({ par1Bps: 0, par30Bps: 0, par90Bps: 0 });
    expect(pf.flows).toHaveLength(30);
    expect(pf.flows.find((f: { date: string }) => f.date === '2026-01-20').collectedCents).toBe(100_000);
    expect(pf.flows.find((f: { date: string }) => f.date === '2026-01-31').collectedCents).toBe(50_000);
    const ageingCsv = await consoleGet(app, finance, '/api/console/books/portfolio.csv?date=2026-01-31');
    expect(ageingCsv.body.split('\r\n')[0]).toBe('Bucket,Loans,Principal,LossRatePercent,Provision');

    // The journal of the day a payment came in, as the accounting package imports it.
    const res = await consoleGet(app, finance, '/api/console/books/journal.csv?date=2026-01-20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="journal-2026-01-20.csv"');
    const [header, ...cells] = csvRows(res.body).map((r) => r.fields);
    expect(header!.join(',')).toBe('JournalNumber,Date,AccountCode,AccountName,Reference,Description,Debit,Credit');
    const total = (i: number) => cells.reduce((n, c) => n + Math.round(Number(c.at(i) || 0) * 100), 0);
    expect(total(-2)).toBe(total(-1));
    expect(cells.find((c) => c[2] === '1010')!.at(-2)).toBe('1000.00'); // the PHP 1,000 payment into cash
    expect(cells.every((c) => c[0] === 'LW-2026-01-20' && c[1] === '2026-01-20')).toBe(true);
    // Each line says what it is in words and names the loan; no ledger key shows.
    const paid = cells.find((c) => c[2] === '1010')!;
    expect(paid[4]).toBe(a.orderNo);
    expect(paid[5]).toBe(`Payment received, order ${a.orderNo}, reference ${a.orderNo}-p1`);
    expect(cells.some((c) => /receivable:|income:|_/.test(c[5]!))).toBe(false);
    // The trial balance as a file: accounts only, no uncoded total row.
    const tbCsv = csvRows(
      (await consoleGet(app, finance, '/api/console/books/trial-balance.csv?date=2026-01-20')).body,
    );
    expect(tbCsv[0]!.fields).toEqual(['AccountCode', 'AccountName', 'Debit', 'Credit']);
    expect(tbCsv.slice(1).every((r) => /^\d{4}$/.test(r.fields[0]!))).toBe(true);
  }, 180_000);

  it('lets only an admin change the chart, and audits it', async () => {
    const url = '/api/console/books/chart/mappings/receivable:legal';
    expect((await put(finance, url, { glCode: '1220' })).statusCode).toBe(403);
    const bad = await put(admin, url, { glCode: '7777' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/no general-ledger account 7777/);
    expect((await put(admin, '/api/console/books/chart/mappings/nonsense', { glCode: '1220' })).statusCode).toBe(404);
    expect(
      (
        await put(admin, '/api/console/books/chart/accounts', {
          code: '1235',
          name: 'Legal charges receivable',
          kind: 'asset',
          control: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(admin, url, { glCode: '1235' })).statusCode).toBe(200);
    const chart = data(await consoleGet(app, finance, '/api/console/books/chart'));
    expect(chart.mappings.find((m: { ledgerAccount: string }) => m.ledgerAccount === 'receivable:legal')).toMatchObject(
      {
        glCode: '1235',
      },
    );
    const audit = await app.auditRepository.list({ action: 'books.mapping' });
    expect(audit[0]).toMatchObject({
      target: 'receivable:legal',
      before: { glCode: '1230' },
      after: { glCode: '1235' },
    });
    // The console posts its changes: the same change, the same answer.
    expect((await consolePost(app, finance, url, { glCode: '1230' })).statusCode).toBe(403);
    expect(data(await consolePost(app, admin, url, { glCode: '1230' }))).toEqual({
      ledgerAccount: 'receivable:legal',
      glCode: '1230',
    });
  });

  it('closes a month for good: later postings land in the open period with the date they were for', async () => {
    const { orderId } = await disbursedOrder('09209000003', '2026-01-05');
    await adminCall('POST', '/clock', { date: '2026-02-10' });
    await app.loans.runCob('2026-02-09');
    const close = (month: string) =>
      consolePost(app, finance, '/api/console/books/periods/close', { month, reason: 'month-end close' });
    const notEnded = await close('2026-02');
    expect(notEnded.statusCode).toBe(400);
    expect(notEnded.json().message).toMatch(/2026-02 has not ended/);
    const closed = await close('2026-01');
    expect(closed.statusCode).toBe(200);
    const tbJan = data(await consoleGet(app, finance, '/api/console/books/trial-balance?date=2026-01-31'));
    expect(data(closed)).toMatchObject({ month: '2026-01', closedThrough: '2026-01-31', debitCents: tbJan.debitCents });
    expect((await close('2026-01')).json().message).toMatch(/already closed/);
    const audit = await app.auditRepository.list({ action: 'books.period.close' });
    expect(audit[0]).toMatchObject({ target: '2026-01' });

    // A posting dated in January (whatever path makes it) is booked on 1 February, saying so.
    const entry = await app.db.transaction(async (tx) => {
      const r = (await tx.execute(sql`
        insert into journal_entries (order_id, kind, business_date, actor, memo)
        values (${orderId}, 'adjustment', '2026-01-20', 'test', 'late correction') returning id, business_date::text as d, memo`)) as unknown as Rows<{
        id: number;
        d: string;
        memo: string;
      }>;
      await tx.execute(sql`insert into journal_lines (entry_id, order_id, account, amount_cents)
        values (${r.rows[0]!.id}, ${orderId}, 'cash', 100), (${r.rows[0]!.id}, ${orderId}, 'borrower_credit', -100)`);
      return r.rows[0]!;
    });
    expect(entry.d).toBe('2026-02-01');
    expect(entry.memo).toBe('late correction [correction for 2026-01-20, a closed period]');
    // The last closed day moves; the first open day stays (the trigger fires only up to the close, 0037).
    const edges = (await app.db.execute(sql`
      insert into journal_entries (order_id, kind, business_date, actor)
      values (${orderId}, 'adjustment', '2026-01-31', 'test'), (${orderId}, 'adjustment', '2026-02-01', 'test')
      returning business_date::text as d, memo`)) as unknown as Rows<{ d: string; memo: string | null }>;
    expect(edges.rows).toEqual([
      { d: '2026-02-01', memo: '[correction for 2026-01-31, a closed period]' },
      { d: '2026-02-01', memo: null },
    ]);
    const tbJanAfter = data(await consoleGet(app, finance, '/api/console/books/trial-balance?date=2026-01-31'));
    expect(tbJanAfter).toEqual(tbJan);
    // The close cannot be undone, not even in the database.
    await expect(app.db.execute(sql`delete from ledger_periods`)).rejects.toThrow();
    await expect(app.db.execute(sql`update ledger_periods set reason = 'x'`)).rejects.toThrow();
    const periods = data(await consoleGet(app, finance, '/api/console/books/periods'));
    expect(periods.map((p: { month: string }) => p.month)).toEqual(['2026-01']);
  });

  it('answers a date that is not one with a sentence', async () => {
    const res = await consoleGet(app, finance, '/api/console/books/trial-balance?date=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/real calendar date/);
  });
});
