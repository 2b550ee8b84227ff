// Settlements in the books (decision 116) as finance works them: provider collections wait in the provider's
// clearing account; a funding is proposed by one finance user and approved by another before it reaches the
// bank; a settlement report with a fee, a refund of a payment we never received and a payment we never posted
// moves its net to the bank, its fee to expense and its refund to its account; a re-export of the same report
// with a blank line adds nothing; resolving "paid at the provider, not posted" posts the payment, value-dated
// and audited. At every step the trial balance balances, cash is what the bank received plus funding less
// payouts, and clearing is what the provider still owes.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, booksPostings, payments, settlementExceptions } from '../../db/schema.js';
import { build, testDatabaseUrl } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin } from '../../test/console-helper.js';
import { actorOf } from '../../services/staff-auth.js';
import { fixtures } from '../payments/test-fixtures.js';
import { receiptsOf } from '../../services/receipts.js';

const app = await build();
const { disbursedOrder, generate } = fixtures(app);
const sandbox = () => app.payments.providers.sandbox!;
const admin = await loginAs(app, 'admin');
const finance = await loginAs(app, 'finance');
const base = '/api/console/books';
const day = '2026-03-02';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;

const email = 'finance.checker@console.sandbox';
const made = await consolePost(app, admin, '/api/console/staff', {
  email,
  name: 'Second finance',
  role: 'finance',
  password: 'a-long-enough-password-2',
});
const checker = staffFrom(await staffLogin(app, email, 'a-long-enough-password-2'));
const checkerActor = actorOf({ id: data(made).id, email });

/** A GL account's balance (debit positive) in the trial balance at the date; the balance itself must tie. */
async function balances(date = day): Promise<Map<string, number>> {
  const tb = data(await consoleGet(app, finance, `${base}/trial-balance?date=${date}`));
  expect(tb.debitCents).toBe(tb.creditCents);
  return new Map(
    (tb.rows as { code: string; debitCents: number; creditCents: number }[]).map((r) => [
      r.code,
      r.debitCents - r.creditCents,
    ]),
  );
}
const CASH = '1010';
const CLEARING = '1021';
const REFUNDS = '1040';
const CREDIT_LINE = '2300';
const FEES = '5100';

async function order(phone: string) {
  return disbursedOrder(phone, day);
}
async function paid(phone: string, amount: number) {
  const { auth, orderId, productId } = await order(phone);
  const code = (await generate(auth, { productId, orderId, amount, channelNumber: '7ELE' })).json().data;
  expect(await sandbox().settle(code.paymentNo, 'S')).toMatchObject({ ok: true });
  return code.paymentNo as string;
}
async function unpaid(phone: string, amount: number) {
  const { auth, orderId, productId } = await order(phone);
  return (await generate(auth, { productId, orderId, amount, channelNumber: '7ELE' })).json().data.paymentNo as string;
}

describe(`settlements in the books (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('books clearing, a maker-checked funding, a settlement with fees and refunds, and posts what was not posted', async () => {
    const start = await balances();
    const a = await paid('09173620001', 100_000);
    const b = await paid('09173620002', 200_000);
    const late = await unpaid('09173620003', 150_000);
    const afterPayouts = await balances();
    // Collections wait in the provider's clearing account, not in the bank.
    expect(afterPayouts.get(CLEARING) ?? 0).toBe((start.get(CLEARING) ?? 0) + 300_000);
    const bankAfterPayouts = afterPayouts.get(CASH) ?? 0;
    expect(bankAfterPayouts).toBeLessThan(0);

    // Funding: proposed by one finance user, refused to the same one, approved by another.
    const funding = {
      source: 'credit_line',
      amountCents: 5_000_000,
      bankReference: 'BDO-CL-0001',
      fundedOn: day,
      note: 'Draw on the BDO credit line',
    };
    const bad = await consolePost(app, finance, `${base}/fundings`, { ...funding, amountCents: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('amountCents');
    const proposed = await consolePost(app, finance, `${base}/fundings`, funding);
    expect(proposed.statusCode).toBe(202);
    const { proposalId, summary } = data(proposed);
    expect(summary).toContain('₱50,000.00 of funding from credit line');
    expect((await balances()).get(CASH)).toBe(bankAfterPayouts);
    const own = await consolePost(app, finance, `/api/console/approvals/${proposalId}/approve`, { note: '' });
    expect(own.statusCode).toBe(403);
    expect(
      (await consolePost(app, checker, `/api/console/approvals/${proposalId}/approve`, { note: 'seen' })).statusCode,
    ).toBe(200);
    const funded = await balances();
    expect(funded.get(CASH)).toBe(bankAfterPayouts + 5_000_000);
    expect(funded.get(CREDIT_LINE)).toBe(-5_000_000);
    const rows = data(await consoleGet(app, finance, `${base}/fundings`)).rows;
    expect(rows[0]).toMatchObject({ source: 'credit_line', amountCents: 5_000_000, approvedBy: checkerActor });
    const again = await consolePost(app, finance, `${base}/fundings`, funding);
    expect(again.statusCode).toBe(409);
    expect(again.json().field).toBe('bankReference');

    // The report: a settled with a ₱15.00 fee, b settled, the late payment paid at the provider but never
    // posted, and a ₱1,000 refund of a payment we never received.
    const report = await consoleGet(app, finance, `${base}/settlements/sandbox.csv?date=${day}`);
    const lines = report.body.trim().split('\r\n');
    const lineOf = (no: string) => lines.find((l) => l.startsWith(`${no},`))!;
    const content = [
      lines[0],
      lineOf(a).replace(/,0\.00,/, ',15.00,'),
      lineOf(b),
      `${late},SBX-LATE-1,1500.00,0.00,${day},settled`,
      `NEVER-1,SBX-NEVER-1,1000.00,0.00,${day},refunded`,
    ].join('\r\n');
    const first = await consolePost(app, finance, `${base}/settlements`, {
      provider: 'sandbox',
      fileName: 'sandbox-settlement.csv',
      content,
    });
    expect(first.statusCode).toBe(200);
    const imported = data(first).import;
    expect(imported).toMatchObject({
      matchedCount: 2,
      settledCents: 450_000,
      feeCents: 1_500,
      refundedCents: 100_000,
      netCents: 450_000 - 100_000 - 1_500,
      repeatedCount: 0,
      exceptions: 2,
    });
    const queue = data(await consoleGet(app, finance, `${base}/settlements/exceptions`)).rows;
    expect(queue.map((e: { kind: string; paymentNo: string }) => [e.kind, e.paymentNo])).toEqual([
      ['not_posted', late],
      ['refund_unreceived', 'NEVER-1'],
    ]);
    const settled = await balances();
    expect(settled.get(CASH)).toBe(bankAfterPayouts + 5_000_000 + 348_500);
    expect(settled.get(FEES)).toBe((start.get(FEES) ?? 0) + 1_500);
    expect(settled.get(REFUNDS)).toBe((start.get(REFUNDS) ?? 0) + 100_000);
    // The provider settled the late payment we have not posted yet: it owes ₱1,500 less than it collected for us.
    expect(settled.get(CLEARING) ?? 0).toBe((start.get(CLEARING) ?? 0) + 300_000 - 450_000);

    // A re-export with a blank line: another file, the same lines; nothing is counted twice.
    const reExport = await consolePost(app, finance, `${base}/settlements`, {
      provider: 'sandbox',
      fileName: 'sandbox-settlement (1).csv',
      content: `${content}\r\n\r\n`,
    });
    expect(reExport.statusCode).toBe(200);
    expect(data(reExport)).toMatchObject({ duplicate: true, import: { id: imported.id } });
    expect(await app.db.select().from(settlementExceptions)).toHaveLength(2);
    expect(await balances()).toEqual(settled);

    // Resolving "paid at the provider, not posted" posts the payment through the engine, value-dated.
    const notPosted = queue[0].id as number;
    const resolved = await consolePost(app, finance, `${base}/settlements/exceptions/${notPosted}/resolve`, {
      note: 'Paid at 7-Eleven, callback lost; posted from the report.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(data(resolved)).toMatchObject({ status: 'resolved', settledOn: day });
    const [payment] = await app.db.select().from(payments).where(eq(payments.paymentNo, late));
    expect(payment).toMatchObject({ status: 'completed', providerRef: 'SBX-LATE-1', paidOn: day });
    const posts = await app.db.select().from(auditLog).where(eq(auditLog.action, 'payment.post'));
    const post = posts.find((p) => (p.after as { reference?: string }).reference === `pay:${late}`);
    expect(post?.actor).toContain('finance');
    expect(post?.after).toMatchObject({ paidOn: day, via: 'settlement' });
    const resolveAudit = await app.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'books.settlement.resolve'), eq(auditLog.target, late)));
    expect(resolveAudit).toHaveLength(1);
    expect(resolveAudit[0]!.after).toMatchObject({ posted: true, paidOn: day });
    const closed = await balances();
    // The late payment reached the clearing account when posted, and the report had already settled it.
    expect(closed.get(CLEARING) ?? 0).toBe((start.get(CLEARING) ?? 0) + 300_000 - 450_000 + 150_000);
    expect(closed.get(CASH)).toBe(settled.get(CASH));
    const collection = await app.db
      .select()
      .from(booksPostings)
      .where(eq(booksPostings.reference, `collection:${late}`));
    expect(collection).toHaveLength(1);

    // The console's clearing view: what the provider still owes, per date.
    const clearing = data(await consoleGet(app, finance, `${base}/clearing?date=${day}`));
    expect(clearing.providers.find((p: { provider: string }) => p.provider === 'sandbox').owedCents).toBe(
      closed.get(CLEARING) ?? 0,
    );
    expect(clearing.bankCents).toBe(closed.get(CASH));
    expect(clearing.days[0]).toMatchObject({ provider: 'sandbox', date: day, settledCents: 450_000 });
  });

  it('matches a chargeback reversed before its refund line, and closes a wait a later report settles', async () => {
    const day2 = '2026-03-09';
    const day3 = '2026-03-10';
    const start = await balances(day2);
    const paidOn = async (phone: string, amount: number) => {
      const loan = await disbursedOrder(phone, day2);
      const { productId, orderId } = loan;
      const code = (await generate(loan.auth, { productId, orderId, amount, channelNumber: '7ELE' })).json().data;
      expect(await sandbox().settle(code.paymentNo, 'S')).toMatchObject({ ok: true });
      return { orderNo: loan.orderNo, paymentNo: code.paymentNo as string };
    };
    const charged = await paidOn('09173620011', 80_000);
    const c = charged.paymentNo;
    const d = (await paidOn('09173620012', 50_000)).paymentNo;

    // The day's report settles c; d is not on it, and waits as "not settled".
    const report = await consoleGet(app, finance, `${base}/settlements/sandbox.csv?date=${day2}`);
    const lines = report.body.trim().split('\r\n');
    const lineOf = (no: string) => lines.find((l) => l.startsWith(`${no},`))!;
    const first = await consolePost(app, finance, `${base}/settlements`, {
      provider: 'sandbox',
      fileName: 'sandbox-settlement-0309.csv',
      content: [lines[0], lineOf(c)].join('\r\n'),
    });
    expect(first.statusCode).toBe(200);
    const raised = await app.db
      .select()
      .from(settlementExceptions)
      .where(eq(settlementExceptions.importId, data(first).import.id as number));
    expect(raised.map((e) => [e.kind, e.paymentNo, e.status])).toEqual([['not_settled', d, 'open']]);

    // The payer disputes c with their bank: finance takes it back from the loan before the provider refunds it.
    const order = (await app.ordersRepository.findByNo(charged.orderNo))!;
    const [receipt] = await receiptsOf(app.db, order.id);
    const reversed = await consolePost(app, finance, `/api/console/orders/${charged.orderNo}/reversals`, {
      receiptNo: receipt!.receiptNo,
      reason: 'chargeback',
      note: 'chargeback notified by the provider',
    });
    expect(reversed.statusCode).toBe(200);
    const beforeRefund = await balances(day2);

    // The next report refunds c to the payer and settles d: the refund is the chargeback's money, no exception.
    const second = await consolePost(app, finance, `${base}/settlements`, {
      provider: 'sandbox',
      fileName: 'sandbox-settlement-0310.csv',
      content: [
        lines[0],
        lineOf(c)
          .replace(day2, day3)
          .replace(/settled$/, 'refunded'),
        lineOf(d).replace(day2, day3),
      ].join('\r\n'),
    });
    expect(second.statusCode).toBe(200);
    expect(data(second).import).toMatchObject({
      matchedCount: 2,
      settledCents: 50_000,
      refundedCents: 80_000,
      netCents: -30_000,
      exceptions: 0,
    });
    // d's wait closed by itself, with the report named and audited.
    const [wait] = await app.db.select().from(settlementExceptions).where(eq(settlementExceptions.id, raised[0]!.id));
    expect(wait).toMatchObject({
      status: 'resolved',
      resolutionNote: `Settled by the provider on ${day3} in sandbox-settlement-0310.csv.`,
    });
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'books.settlement.resolve'), eq(auditLog.target, d)));
    expect(audited[0]?.after).toMatchObject({ status: 'resolved', byImport: 'sandbox-settlement-0310.csv' });
    // The chargeback already took c out of clearing: the refund moves nothing more, and the provider owes nothing.
    const settled = await balances(day3);
    expect(settled.get(CLEARING) ?? 0).toBe(start.get(CLEARING) ?? 0);
    expect(settled.get(REFUNDS) ?? 0).toBe(start.get(REFUNDS) ?? 0);
    expect(settled.get(CASH)).toBe((beforeRefund.get(CASH) ?? 0) - 30_000);
  });
});
