// Official receipts and statements (issue 18): one receipt per posted payment, numbers unique and
// gap-free per lender even when payments post at once, amounts equal to the ledger, documents that
// only the borrower (or staff) can open.
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { receiptsOf } from './receipts.js';
import { consoleGet, loginAs } from '../test/console-helper.js';

const app = await build();
const { disbursedOrder, ledger, adminCall } = fixtures(app);

describe('official receipts', () => {
  it('numbers receipts without gaps or repeats when many payments post at once', async () => {
    const loans = await Promise.all(['09208100001', '09208100002', '09208100003'].map((p) => disbursedOrder(p)));
    // Twelve payments over three loans at once, some repeated (a retried callback): one receipt per posting.
    const posts = loans.flatMap((l, i) =>
      [0, 1, 2, 3].map((k) =>
        app.loans.pay(l.orderNo, { amountCents: 10_000 + k, purpose: 'repay', reference: `rc-${i}-${k % 3}` }, 'test'),
      ),
    );
    await Promise.all(posts);
    const all = (
      await Promise.all(
        loans.map(async (l) => receiptsOf(app.db, (await app.ordersRepository.findByNo(l.orderNo))!.id)),
      )
    ).flat();
    expect(all).toHaveLength(9);
    const numbers = all.map((r) => r.receiptNo).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 9 }, (_, i) => numbers[0]! + i));
    // Each receipt equals its posting in the ledger: cash in, and the buckets it paid.
    for (const l of loans) {
      const { shown, cashCollectedCents } = await ledger(l.orderNo);
      const mine = all.filter((r) => r.orderId === shown.order.id);
      expect(mine.reduce((n, r) => n + r.amountCents, 0)).toBe(cashCollectedCents);
      for (const r of mine) {
        const parts = Object.values(r.byBucket).reduce((n, c) => n + c, 0) + r.creditCents;
        expect(parts).toBe(r.amountCents);
      }
    }
  });

  it('shows the borrower their receipts and statement, as HTML to print and as PDF, and nobody else', async () => {
    const loan = await disbursedOrder('09208100010');
    const other = await disbursedOrder('09208100011');
    await adminCall('POST', '/clock', { date: '2026-02-01' });
    await app.loans.pay(loan.orderNo, { amountCents: 200_000, purpose: 'repay', reference: 'rc-doc-1' }, 'test');
    const res = await app.inject({
      method: 'GET',
      url: `/api/host/orders/${loan.orderId}/documents`,
      headers: loan.auth,
    });
    const links = res.json().data;
    expect(links.receipts).toHaveLength(1);
    expect(links.receipts[0]).toMatchObject({ amountCents: 200_000, paidOn: '2026-02-01', reversed: false });
    const receipt = await app.inject({ method: 'GET', url: links.receipts[0].html });
    expect(receipt.headers['content-type']).toMatch(/text\/html/);
    expect(receipt.body).toContain('Official receipt');
    expect(receipt.body).toContain('TIN 009-876-543-00000');
    expect(receipt.body).toContain('SEC Reg. No. CS201912345');
    expect(receipt.body).toContain('CA No. 3012');
    expect(receipt.body).toContain('₱2,000.00');
    expect(receipt.body).toContain('@media print');
    const pdf = await app.inject({ method: 'GET', url: links.receipts[0].pdf });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const statement = await app.inject({ method: 'GET', url: links.statement.html });
    expect(statement.body).toContain('Loan released');
    expect(statement.body).toContain('Payment received');
    expect(statement.body).toContain('OR-');
    expect((await app.inject({ method: 'GET', url: links.statement.pdf })).rawPayload.subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    // Another borrower's order is not found; a tampered link is refused.
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/host/orders/${other.orderId}/documents`,
      headers: loan.auth,
    });
    expect(theirs.json().code).not.toBe(0);
    expect(theirs.statusCode).toBe(404);
    const tampered = await app.inject({ method: 'GET', url: `${links.receipts[0].html}x` });
    expect(tampered.statusCode).toBe(404);
    // Staff see the same documents.
    const finance = await loginAs(app, 'finance');
    const staffLinks = (await consoleGet(app, finance, `/api/console/orders/${loan.orderNo}/documents`)).json().data;
    expect(staffLinks.receipts.map((r: { receiptNumber: string }) => r.receiptNumber)).toEqual(
      links.receipts.map((r: { receiptNumber: string }) => r.receiptNumber),
    );
  });
});
