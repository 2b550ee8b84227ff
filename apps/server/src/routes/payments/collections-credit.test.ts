// Issue 13, defect 10: one live collection per order and purpose, whatever arrives at once; money
// paid beyond the debt is shown to the borrower and paid back once by finance, audited.
import { describe, expect, it } from 'vitest';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
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
    expect(again.statusCode).toBe(409);
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
});
