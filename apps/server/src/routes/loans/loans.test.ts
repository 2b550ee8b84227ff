// The engine through the HTTP API alone: quote, push, approve, disburse, go due and overdue with
// the right penalty and tiered interest, repay, roll over and settle — the figures of
// docs/worked-examples.md (Flex 91, PHP 5,000, new client).
import { describe, expect, it } from 'vitest';
import { borrowerSession, build, TEST_ADMIN_TOKEN } from '../../test/helper.js';

const app = await build();
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

async function adminCall(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary admin payloads
  const body = res.json() as { code: number; message: string; data: any };
  if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
  return body.data;
}
const setDate = (date: string) => adminCall('POST', '/clock', { date });
const cob = () => adminCall('POST', '/cob', {});

async function flexProductId() {
  const products = await app.productsRepository.list((await app.usersRepository.resolveMerchant())!.id);
  return products.find((p) => p.code === 'FLEX91')!.id;
}

describe('loan lifecycle over HTTP', () => {
  it('quotes, applies, is approved and disbursed, goes overdue, rolls over and settles', async () => {
    await setDate('2026-01-05');
    const me = await borrowerSession(app, '09170000001');
    const auth = { authorization: `Bearer ${me.sessionId}` };
    const productId = await flexProductId();

    const quote = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-confirm',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${productId}&amount=500000`,
    });
    expect(quote.json()).toMatchObject({
      code: 0,
      data: {
        amount: 500_000,
        termDays: 91,
        firstPayTime: '2026-04-06',
        repay_plans: [{ amount: 560_667, pay_time: '2026-04-06' }],
        truthInLending: {
          amountFinancedCents: 475_000,
          financeChargeCents: 85_667,
          effectiveMonthlyRateBps: 562,
          capsApply: true,
        },
      },
    });
    expect(quote.json().data.details).toContainEqual({ text: 'Amount received', value: '₱4,750.00' });

    const push = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: auth,
      payload: { amount: 500000, periods: 1, termUnit: 91, productId },
    });
    const { orderId, orderNo, lendDetailsUrl } = push.json().data;
    expect(lendDetailsUrl).toBe(`/loan/detail?orderId=${orderId}&productId=${productId}`);
    // A double tap returns the same order.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: auth,
      payload: { amount: 500000, periods: 1, termUnit: 91, productId },
    });
    expect(again.json().data).toMatchObject({ orderId, created: false });

    const details = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`,
          headers: auth,
        })
      ).json().data;
    expect(await details()).toMatchObject({ orderStatus: 21, noticeStatusText: 'Under review' });

    await adminCall('POST', `/orders/${orderNo}/approve`, { reason: 'verified' });
    expect((await details()).orderStatus).toBe(151);
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    expect(await details()).toMatchObject({ orderStatus: 170, recProducts: [] });

    await setDate('2026-04-03');
    await cob();
    expect(await details()).toMatchObject({ orderStatus: 174, amountDueCents: 560_667 });

    await setDate('2026-04-08');
    await cob();
    const overdue = await details();
    expect(overdue).toMatchObject({
      orderStatus: 180,
      daysPastDue: 2,
      isDelay: 1,
      amountDueCents: 560_667 + 4_000 + 2 * 561,
    });

    const shown = await adminCall('GET', `/orders/${orderNo}`);
    expect(shown.balanceByBucket).toMatchObject({
      penalty: 4_000,
      overdue_interest: 1_122,
      interest: 60_667,
      principal: 500_000,
    });
    expect(shown.history.map((h: { toStatus: number }) => h.toStatus)).toEqual([21, 151, 170, 174, 180]);

    // A second run of the same date changes nothing.
    await cob();
    expect((await adminCall('GET', `/orders/${orderNo}`)).postings.length).toBe(shown.postings.length);

    const plan = (
      await app.inject({ method: 'POST', url: '/api/floodwater/plan', headers: auth, payload: { orderId, productId } })
    ).json().data;
    expect(plan).toMatchObject({ allowed: true, nextRepayDate: '2026-07-06', delayInfo: { delayAmount: 125_789 } });

    const rolled = await adminCall('POST', `/orders/${orderNo}/payments`, {
      amountCents: 125_789,
      purpose: 'rollover',
      reference: 'sandbox-roll-1',
    });
    expect(rolled).toMatchObject({ status: 170, byBucket: { principal: 500_000, interest: 0, penalty: 0 } });
    // The same reference again is a no-op.
    expect(
      await adminCall('POST', `/orders/${orderNo}/payments`, {
        amountCents: 125_789,
        purpose: 'rollover',
        reference: 'sandbox-roll-1',
      }),
    ).toMatchObject({ duplicate: true });

    const installment = (
      await app.inject({
        method: 'POST',
        url: '/api/v3/installment/loan-play-detail',
        headers: auth,
        payload: { orderId, productId },
      })
    ).json().data;
    expect(installment).toMatchObject({ repayAmount: 500_000, repayDate: '2026-07-06' });
    expect(installment.repayList[0]).toMatchObject({ name: 'GCash', channel_number: 'GCSH' });
    // The sandbox charges cards, so the page also offers the card flow (payway), last.
    expect(installment.repayList.at(-1)).toMatchObject({ name: 'Bank card', channel_number: 'card' });

    const paid = await adminCall('POST', `/orders/${orderNo}/payments`, {
      amountCents: 500_000,
      purpose: 'repay',
      reference: 'sandbox-pay-2',
    });
    expect(paid.status).toBe(200);
    expect(await details()).toMatchObject({ orderStatus: 200, noticeStatusText: 'Settled' });
  });

  it("answers not found for another borrower's order, and validates fields by name", async () => {
    await setDate('2026-01-05');
    const owner = await borrowerSession(app, '09170000002');
    const other = await borrowerSession(app, '09170000003');
    const productId = await flexProductId();
    const push = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: { authorization: `Bearer ${owner.sessionId}` },
      payload: { amount: 200000, periods: 1, termUnit: 91, productId },
    });
    const { orderId } = push.json().data;

    const peek = await app.inject({
      method: 'GET',
      url: `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`,
      headers: { authorization: `Bearer ${other.sessionId}` },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ code: 1002, detail: 'order not found' });
    const plan = await app.inject({
      method: 'POST',
      url: '/api/floodwater/plan',
      headers: { authorization: `Bearer ${other.sessionId}` },
      payload: { orderId, productId },
    });
    expect(plan.statusCode).toBe(404);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: { authorization: `Bearer ${other.sessionId}` },
      payload: { amount: 123, periods: 1, termUnit: 91, productId },
    });
    expect(bad.json()).toMatchObject({ code: 1001, detail: expect.stringMatching(/^amount: must be between/) });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-confirm',
      headers: { authorization: `Bearer ${other.sessionId}` },
    });
    expect(missing.json()).toMatchObject({ code: 1001, detail: 'productId: is required' });
  });

  it('publishes the loan terms from the products, with no session needed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/loan-terms' });
    const body = res.json() as { data: { products: { name: string; sections: { paragraphs: string[] }[] }[] } };
    const flex = body.data.products.find((p) => p.name === 'Flex 91')!;
    expect(flex.sections.flatMap((s) => s.paragraphs).join(' ')).toContain('₱40.00 for new clients');
  });
});
