// A payment counts from the day the borrower paid. A callback lost on the due
// date must not make the borrower late; a part payment learned of after the close of business
// charged the days since ends where it would have ended had we known in time (compensating
// entries, never edits).
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar.js';
import { FLEX_91 } from '../../domain/loan/demo-products.js';
import { outstandingByBucket } from '../../domain/loan/ledger.js';
import { closeOfBusiness, disburse, repay, type LoanState } from '../../domain/loan/loan.js';
import { build } from '../../test/helper.js';
import { fixtures } from './test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder, ledger, generate } = fixtures(app);
const sandbox = () => app.payments.providers.sandbox!;

/** The engine's loan: closed every day through `through`, with payments on their days. */
function engine(through: string, payments: { on: string; cents: number }[]): LoanState {
  let state = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
  for (let d = '2026-01-06'; d <= through; d = addDays(d, 1)) {
    state = closeOfBusiness(state, d).state;
    for (const p of payments.filter((x) => x.on === d)) state = repay(state, p.cents, d).state;
  }
  return state;
}

describe('value dating', () => {
  it('never charges a borrower who paid on the due date when the callback was lost', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171130001');
    await adminCall('POST', '/clock', { date: '2026-04-06' });
    await app.loans.runCob('2026-04-06');
    const code = (await generate(auth, { productId, orderId, amount: 560_667, channelNumber: '7ELE' })).json().data;
    // The borrower pays at the counter on the due date; the provider's callback never reaches us.
    expect(await sandbox().settle(code.paymentNo, 'S', { deliver: false })).toMatchObject({ ok: true });

    await adminCall('POST', '/clock', { date: '2026-04-09' });
    await app.loans.runCob('2026-04-09');
    const charged = await ledger(orderNo);
    expect(charged.status).toBe(180);
    expect(charged.shown.balanceByBucket).toMatchObject({ penalty: 4_000, overdue_interest: 3 * 561 });

    // Reconciliation finds the payment, with the provider's date.
    expect(await app.payments.reconcile({ all: true })).toMatchObject({ completed: 1 });
    const after = await ledger(orderNo);
    expect(after).toMatchObject({ status: 200, balanced: true, cashCollectedCents: 560_667 });
    expect(Object.values(after.shown.balanceByBucket as Record<string, number>).every((c) => c === 0)).toBe(true);
    // The late charges stand in the books and are reversed by dated corrections, not edited away.
    const postings = after.shown.postings as {
      kind: string;
      account: string;
      amountCents: number;
      businessDate: string;
    }[];
    const late = (account: string) =>
      postings.filter((p) => p.account === account).reduce((n, p) => n + p.amountCents, 0);
    expect(late('receivable:penalty')).toBe(0);
    expect(late('income:overdue_interest')).toBe(0);
    expect(postings.filter((p) => p.kind === 'penalty')).toHaveLength(2);
    expect(
      postings.filter((p) => p.kind === 'charge_adjustment' && p.account === 'receivable:overdue_interest'),
    ).toHaveLength(3);
    expect(postings.find((p) => p.kind === 'repayment')!.businessDate).toBe('2026-04-06');
    expect(postings.filter((p) => p.account === 'borrower_credit').every((p) => p.amountCents === 0)).toBe(true);
    const payment = await adminCall('GET', `/payments/${code.paymentNo}`);
    expect(payment).toMatchObject({ status: 'completed', paidOn: '2026-04-06' });
    // The history says why: overdue by the close of business, then settled by the payment dated 6 April.
    const history = after.shown.history as { fromStatus: number; toStatus: number; reason: string }[];
    expect(history.at(-1)).toMatchObject({ fromStatus: 180, toStatus: 200 });
    expect(history.at(-1)!.reason).toContain('paid on 2026-04-06');
  });

  it('gives the same loan whether the close of business ran before or after a back-valued part payment', async () => {
    const late = await disbursedOrder('09171130002');
    const onTime = await disbursedOrder('09171130003');
    // On time: the payment is posted on 8 April, then the days close.
    await adminCall('POST', '/clock', { date: '2026-04-08' });
    await app.loans.runCob('2026-04-08');
    await app.loans.pay(onTime.orderNo, { amountCents: 300_000, purpose: 'repay', reference: 'vd-ontime' }, 'test');
    // Late: the days through 12 April are closed first, then we learn it was paid on 8 April.
    await adminCall('POST', '/clock', { date: '2026-04-12' });
    await app.loans.runCob('2026-04-12');
    const result = await app.loans.pay(
      late.orderNo,
      { amountCents: 300_000, purpose: 'repay', reference: 'vd-late' },
      'test',
      { paidOn: '2026-04-08' },
    );
    expect(result).toMatchObject({ valueDate: '2026-04-08', adjustedDays: 4 });

    const want = engine('2026-04-12', [{ on: '2026-04-08', cents: 300_000 }]);
    for (const orderNo of [late.orderNo, onTime.orderNo]) {
      const shown = await app.loans.show(orderNo);
      expect({ status: shown.order.status, dpd: shown.order.daysPastDue, byBucket: shown.balanceByBucket }).toEqual({
        status: want.status,
        dpd: want.daysPastDue,
        byBucket: outstandingByBucket(want.entries),
      });
    }
    // The next close of business carries on from the corrected balance, on both loans alike.
    await adminCall('POST', '/clock', { date: '2026-04-14' });
    await app.loans.runCob('2026-04-14');
    const next = engine('2026-04-14', [{ on: '2026-04-08', cents: 300_000 }]);
    for (const orderNo of [late.orderNo, onTime.orderNo])
      expect((await app.loans.show(orderNo)).balanceByBucket).toEqual(outstandingByBucket(next.entries));
  });

  it('closes the days the job has not reached yet before a payment, so a lagging job changes nothing', async () => {
    const { orderNo } = await disbursedOrder('09171130004');
    await adminCall('POST', '/clock', { date: '2026-04-10' });
    // No close of business has run since disbursement; the payment closes the days itself first.
    await app.loans.pay(orderNo, { amountCents: 200_000, purpose: 'repay', reference: 'vd-lag' }, 'test');
    await app.loans.runCob('2026-04-10');
    const want = engine('2026-04-10', [{ on: '2026-04-10', cents: 200_000 }]);
    const shown = await app.loans.show(orderNo);
    expect({ status: shown.order.status, byBucket: shown.balanceByBucket }).toEqual({
      status: want.status,
      byBucket: outstandingByBucket(want.entries),
    });
  });
});
