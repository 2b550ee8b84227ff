// One live collection per order and purpose, whatever arrives at once; money
// paid beyond the debt is shown to the borrower and paid back once by finance, audited.
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_HELD_SUFFIX, SANDBOX_LATE_FAILURE_SUFFIX } from '../../adapters/payouts/sandbox-payout.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { bindBdoAccount } from '../../test/bank-account.js';
import { build, testDatabaseUrl } from '../../test/helper.js';
import { fixtures } from './test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder, ledger, generate } = fixtures(app);
const sandbox = () => app.payments.providers.sandbox!;

const livePending = async (orderNo: string) =>
  ((await adminCall('GET', `/orders/${orderNo}/payments`)).items as { status: string; paymentNo: string }[]).filter(
    (p) => p.status === 'pending',
  );

describe(`collections (${testDatabaseUrl() ? 'PostgreSQL: a real race' : 'PGlite: interleaved'})`, () => {
  it('opens one collection for 10 identical concurrent requests without an Idempotency-Key', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171140001');
    const body = { productId, orderId, amount: 560_667, channelNumber: '7ELE' };
    const burst = await Promise.all(Array.from({ length: 10 }, () => generate(auth, body)));
    for (const r of burst) expect([200, 409]).toContain(r.statusCode);
    const answered = burst.filter((r) => r.statusCode === 200).map((r) => r.json().data.paymentNo as string);
    expect(answered.length).toBeGreaterThan(0);
    expect(new Set(answered).size).toBe(1);
    expect((await livePending(orderNo)).map((p) => p.paymentNo)).toEqual([answered[0]]);
  });

  it('replaces a live collection on another channel instead of keeping two', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171140002');
    const first = (await generate(auth, { productId, orderId, amount: 560_667, channelNumber: '7ELE' })).json().data;
    const second = (await generate(auth, { productId, orderId, amount: 560_667, channelNumber: 'GCSH' })).json().data;
    expect(second.paymentNo).not.toBe(first.paymentNo);
    expect((await livePending(orderNo)).map((p) => p.paymentNo)).toEqual([second.paymentNo]);
    // The replaced code is void at the provider: the counter refuses it, so it cannot collect twice.
    expect(await sandbox().payByCode(first.payCode, 560_667)).toMatchObject({ ok: false });
    expect((await adminCall('GET', `/payments/${first.paymentNo}`)).status).toBe('cancelled');
  });

  it('posts a payment made to the old collection and tells the borrower, rather than opening another', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171140003');
    const first = (await generate(auth, { productId, orderId, amount: 560_667, channelNumber: '7ELE' })).json().data;
    // Paid at the counter, callback lost; then the borrower asks for a GCash link.
    await sandbox().settle(first.paymentNo, 'S', { deliver: false });
    const again = await generate(auth, { productId, orderId, amount: 560_667, channelNumber: 'GCSH' });
    // The spec's client reads a refusal by its code from a 200 (decision 118).
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(
      'Your earlier payment of ₱5,606.67 has been received. Please check your balance before paying again.',
    );
    expect((await ledger(orderNo)).status).toBe(200);
  });
});

describe('borrower credit', () => {
  it('is shown on the order page and refunded by finance once, however often the button is pressed', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171140010');
    // Money a provider collected beyond the debt (two channels paid) lands as credit.
    await app.loans.pay(orderNo, { amountCents: 600_000, purpose: 'repay', reference: 'credit-1' }, 'test', {
      collected: true,
    });
    const page = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`,
          headers: auth,
        })
      ).json().data;
    const before = await page();
    expect(before).toMatchObject({ orderStatus: 200, creditCents: 39_333 });
    expect(before.creditText).toBe(
      'You paid ₱393.33 more than you owed. This money is yours: we will send it back to your account. Call us if it has not arrived within 3 working days.',
    );
    expect(before.userOrderDetail.detail).toContainEqual({ text: 'Your credit', value: '₱393.33' });

    // Customer service may look but not pay.
    const agent = await loginAs(app, 'agent');
    expect((await consolePost(app, agent, `/api/console/orders/${orderNo}/refund-credit`)).statusCode).toBe(403);

    const finance = await loginAs(app, 'finance');
    const shown = (await consoleGet(app, finance, `/api/console/orders/${orderNo}`)).json().data;
    expect(shown.credit).toMatchObject({ creditCents: 39_333, pendingCents: 0 });

    // A double tap: both requests at once; one pays, the other is refused in words.
    const taps = await Promise.all([
      consolePost(app, finance, `/api/console/orders/${orderNo}/refund-credit`),
      consolePost(app, finance, `/api/console/orders/${orderNo}/refund-credit`),
    ]);
    const okTaps = taps.filter((r) => r.statusCode === 200);
    expect(okTaps).toHaveLength(1);
    expect(okTaps[0]!.json().data).toMatchObject({ orderNo, refundedCents: 39_333, creditCents: 0 });
    const refused = taps.find((r) => r.statusCode !== 200)!;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already in progress|has no borrower credit to refund/);
    // And a third press later finds nothing to pay.
    const third = await consolePost(app, finance, `/api/console/orders/${orderNo}/refund-credit`);
    expect(third.json().message).toBe(`${orderNo} has no borrower credit to refund`);

    const after = await ledger(orderNo);
    expect(after.balanced).toBe(true);
    const refunds = (after.shown.postings as { kind: string; account: string; amountCents: number }[]).filter(
      (p) => p.kind === 'credit_refund',
    );
    expect(refunds).toEqual([
      expect.objectContaining({ account: 'borrower_credit', amountCents: 39_333 }),
      expect.objectContaining({ account: 'cash', amountCents: -39_333 }),
    ]);
    const summary = await app.creditRefunds.summary(after.shown.order.id);
    expect(summary.creditCents).toBe(0);
    expect(summary.refunds.map((r) => r.status)).toEqual(['succeeded']);
    const audit = (await app.auditRepository.list({ target: `order:${orderNo}` })).map((e) => e.action);
    expect(audit.filter((a) => a === 'order.credit_refund')).toHaveLength(1);
    expect(await page()).toMatchObject({ creditCents: 0, creditText: '' });
  });

  // Payouts answer asynchronously (decision 040): a refund the provider only accepted stays in progress
  // and is booked when the provider says the money left, by callback or by reconciliation, once.
  async function creditOrder(phone: string, accountNo: string) {
    const { orderNo } = await disbursedOrder(phone);
    await app.loans.pay(orderNo, { amountCents: 600_000, purpose: 'repay', reference: `credit-${phone}` }, 'test', {
      collected: true,
    });
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    await bind(order.userId, accountNo);
    return { orderNo, order };
  }
  const bind = (userId: number, accountNo: string) => bindBdoAccount(app, userId, accountNo);
  const refundOf = async (orderNo: string) => {
    const finance = await loginAs(app, 'finance');
    return consolePost(app, finance, `/api/console/orders/${orderNo}/refund-credit`);
  };
  const booked = async (orderNo: string) =>
    ((await ledger(orderNo)).shown.postings as { kind: string; account: string; amountCents: number }[]).filter(
      (p) => p.kind === 'credit_refund' && p.account === 'cash',
    ).length;
  const audits = async (orderNo: string, action: string) =>
    (await app.auditRepository.list({ target: `order:${orderNo}` })).filter((e) => e.action === action).length;
  const summaryOf = async (orderId: number) => app.creditRefunds.summary(orderId);

  it('stays in progress while the provider holds it, and is booked once when its callback says it left', async () => {
    const { orderNo, order } = await creditOrder('09171140011', `0012345${SANDBOX_HELD_SUFFIX}`);
    const spy = vi.spyOn(app.payoutService.adapter, 'payout');
    let request;
    try {
      const res = await refundOf(orderNo);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        orderNo,
        refundStatus: 'pending',
        amountCents: 39_333,
        refundedCents: 0,
      });
      expect(res.json().data.creditCents).toBe(39_333);
      request = spy.mock.calls[0]![0];
    } finally {
      spy.mockRestore();
    }
    // The account travels as disbursement sends it: routed, named, and the number only through reveal().
    expect(request.channelCode).toBe('BDO-IP');
    expect(request.account).toMatchObject({
      institution: 'BDO',
      last4: SANDBOX_HELD_SUFFIX,
      holderName: 'Juana Dela Cruz',
    });
    expect(JSON.stringify(request)).not.toContain(`0012345${SANDBOX_HELD_SUFFIX}`);
    expect(request.account!.reveal!()).toBe(`0012345${SANDBOX_HELD_SUFFIX}`);

    let summary = await summaryOf(order.id);
    expect(summary).toMatchObject({ creditCents: 39_333, pendingCents: 39_333 });
    const pending = summary.refunds[0]!;
    expect(pending).toMatchObject({ status: 'pending', reference: expect.stringMatching(/^SBPO/) });
    expect(await booked(orderNo)).toBe(0);
    // A second press meanwhile is refused in words: one refund in progress per order.
    expect((await refundOf(orderNo)).json().message).toMatch(/already in progress/);

    // The bank credits it; the signed callback arrives, and then again (duplicate delivery).
    const txnId = `${orderNo}-R${pending.id}`;
    expect(await app.sandboxPayout!.release(txnId)).toBe(true);
    await app.sandboxPayout!.redeliver(txnId);
    await app.sandboxPayout!.redeliver(txnId);
    summary = await summaryOf(order.id);
    expect(summary).toMatchObject({ creditCents: 0, pendingCents: 0 });
    expect(summary.refunds.map((r) => r.status)).toEqual(['succeeded']);
    expect(summary.refunds[0]!.reference).toBe(pending.reference);
    expect(await booked(orderNo)).toBe(1);
    expect(await audits(orderNo, 'order.credit_refund')).toBe(1);
    expect((await ledger(orderNo)).balanced).toBe(true);
    // Reconciliation afterwards finds nothing to do.
    await app.payoutService.reconcile(0);
    expect(await booked(orderNo)).toBe(1);
  });

  it('is booked by reconciliation when the callback is lost', async () => {
    const { orderNo, order } = await creditOrder('09171140012', `0012346${SANDBOX_HELD_SUFFIX}`);
    expect((await refundOf(orderNo)).json().data.refundStatus).toBe('pending');
    const pending = (await summaryOf(order.id)).refunds[0]!;
    // Still pending at the provider: reconciliation asks and changes nothing.
    await app.payoutService.reconcile(0);
    expect((await summaryOf(order.id)).refunds[0]!.status).toBe('pending');
    expect(await app.sandboxPayout!.release(`${orderNo}-R${pending.id}`, { deliver: false })).toBe(true);
    expect(await booked(orderNo)).toBe(0);
    const summary = await app.payoutService.reconcile(0);
    expect(summary.succeeded).toBeGreaterThanOrEqual(1);
    expect((await summaryOf(order.id)).refunds.map((r) => r.status)).toEqual(['succeeded']);
    expect(await booked(orderNo)).toBe(1);
    await app.payoutService.reconcile(0);
    expect(await booked(orderNo)).toBe(1);
    expect(await audits(orderNo, 'order.credit_refund')).toBe(1);
  });

  it("fails with the bank's reason, books nothing, and may be refunded again", async () => {
    const { orderNo, order } = await creditOrder('09171140013', `0012347${SANDBOX_LATE_FAILURE_SUFFIX}`);
    // Accepted, then refused by the bank (account closed); the callback arrives before the answer.
    const res = await refundOf(orderNo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('refund failed: the account is closed (AC04)');
    let summary = await summaryOf(order.id);
    expect(summary).toMatchObject({ creditCents: 39_333, pendingCents: 0 });
    expect(summary.refunds[0]).toMatchObject({ status: 'failed', reason: 'the account is closed (AC04)' });
    expect(await booked(orderNo)).toBe(0);
    expect(await audits(orderNo, 'order.credit_refund.failed')).toBe(1);

    // The borrower binds another account; finance refunds again, and this time it is paid once.
    await bind(order.userId, '001234567890');
    const again = await refundOf(orderNo);
    expect(again.json().data).toMatchObject({ refundStatus: 'succeeded', refundedCents: 39_333, creditCents: 0 });
    summary = await summaryOf(order.id);
    expect(summary.refunds.map((r) => r.status)).toEqual(['succeeded', 'failed']);
    expect(await booked(orderNo)).toBe(1);
    expect((await ledger(orderNo)).balanced).toBe(true);
  });
});
