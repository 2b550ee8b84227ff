// Finance reverses a posted payment (decision 062): compensating entries, the loan recomputed from the
// payment's value date (equal to the engine's loan without the payment), the receipt marked
// reversed, money of a wrong order moved to the right one, audited; finance only.
import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar.js';
import { FLEX_91 } from '../domain/loan/demo-products.js';
import { outstandingByBucket } from '../domain/loan/ledger.js';
import { closeOfBusiness, disburse } from '../domain/loan/loan.js';
import { build } from '../test/helper.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { consolePost, loginAs } from '../test/console-helper.js';
import { receiptsOf } from './receipts.js';

const app = await build();
const { adminCall, disbursedOrder, ledger } = fixtures(app);

describe('payment reversals', () => {
  it('reopens a settled loan as the engine computes it without the payment, and marks the receipt', async () => {
    const loan = await disbursedOrder('09208200001');
    const elsewhere = await disbursedOrder('09208200002');
    await adminCall('POST', '/clock', { date: '2026-04-01' });
    await app.loans.pay(loan.orderNo, { amountCents: 560_667, purpose: 'repay', reference: 'rv-1' }, 'test');
    expect((await ledger(loan.orderNo)).status).toBe(200);
    await adminCall('POST', '/clock', { date: '2026-04-10' });
    await app.loans.runCob('2026-04-10');
    const order = (await app.ordersRepository.findByNo(loan.orderNo))!;
    const [receipt] = await receiptsOf(app.db, order.id);

    const agent = await loginAs(app, 'agent');
    const refused = await consolePost(app, agent, `/api/console/orders/${loan.orderNo}/reversals`, {
      receiptNo: receipt!.receiptNo,
      reason: 'bounced',
    });
    expect(refused.statusCode).toBe(403);

    const finance = await loginAs(app, 'finance');
    const res = await consolePost(app, finance, `/api/console/orders/${loan.orderNo}/reversals`, {
      receiptNo: receipt!.receiptNo,
      reason: 'wrong_order',
      note: 'borrower paid with the reference of another loan',
      moveToOrderNo: elsewhere.orderNo,
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { reversedCents: 560_667, status: 180, moved: { orderNo: elsewhere.orderNo } },
    });

    // The engine's loan without the payment, closed every day through 10 April.
    let expected = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    for (let d = '2026-01-06'; d <= '2026-04-10'; d = addDays(d, 1)) expected = closeOfBusiness(expected, d).state;
    const after = await ledger(loan.orderNo);
    expect(after.balanced).toBe(true);
    expect(after.shown.balanceByBucket).toEqual(outstandingByBucket(expected.entries));
    expect(after.shown.order).toMatchObject({ status: 180, daysPastDue: expected.daysPastDue, settledOn: null });
    const postings = after.shown.postings as { kind: string }[];
    expect(postings.some((p) => p.kind === 'payment_reversal')).toBe(true);
    expect((await receiptsOf(app.db, order.id))[0]).toMatchObject({
      reversalReason: expect.stringContaining('wrong order'),
    });

    // The money now sits on the right order, with its own receipt; a second reversal is refused.
    const moved = await receiptsOf(app.db, (await app.ordersRepository.findByNo(elsewhere.orderNo))!.id);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ amountCents: 560_667, paidOn: '2026-04-01' });
    const again = await consolePost(app, finance, `/api/console/orders/${loan.orderNo}/reversals`, {
      receiptNo: receipt!.receiptNo,
      reason: 'bounced',
    });
    expect(again.json().message).toBe('this payment has already been reversed');
    const audit = await app.auditRepository.list({ action: 'payment.reverse' });
    expect(audit[0]).toMatchObject({ target: `order:${loan.orderNo}`, after: { reason: 'wrong_order' } });

    // The borrower's statement and receipt show it.
    const links = (
      await app.inject({ method: 'GET', url: `/api/host/orders/${loan.orderId}/documents`, headers: loan.auth })
    ).json().data;
    expect(links.receipts[0].reversed).toBe(true);
    expect((await app.inject({ method: 'GET', url: links.statement.html })).body).toContain('Payment reversed');
    expect((await app.inject({ method: 'GET', url: links.receipts[0].html })).body).toContain('Reversed on');
  });
});
