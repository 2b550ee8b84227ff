// Payment rails over HTTP: generate-vcode, the sandbox provider's pay code and checkout, signed
// callbacks re-checked with the provider, posting through the engine once, idempotency keys and
// other borrowers' orders.
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../../test/helper.js';
import { fixtures } from './test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder, ledger, generate } = fixtures(app);
const sandbox = () => app.payments.providers.sandbox!;

describe('pay by code in the sandbox', () => {
  it('opens a pay code, shows it as the default payment, and posts the cash once when the counter takes it', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171110001');
    const plan = (
      await app.inject({
        method: 'POST',
        url: '/api/v3/installment/loan-play-detail',
        headers: auth,
        payload: { orderId, productId },
      })
    ).json().data;
    expect(plan).toMatchObject({ repayAmount: 560_667, defDetail: { payCode: '' } });

    const res = await generate(auth, { productId, orderId, amount: plan.repayAmount, channelNumber: '7ELE' });
    expect(res.statusCode).toBe(200);
    const vcode = res.json().data;
    expect(vcode).toMatchObject({ method: 'paycode', amount: 560_667 });
    expect(vcode.payCode).toMatch(/^\d{12}$/);
    expect(vcode.payUrl).toBe(
      `/repaymentOfCode?showType=1&payCode=${vcode.payCode}&payCodeImg=%2Fbrand%2Fchannel-7eleven.svg&repayAmount=560667&expiresAt=${encodeURIComponent(vcode.expiresAt)}`,
    );

    // The same request again reuses the live code rather than opening another one.
    expect(
      (await generate(auth, { productId, orderId, amount: plan.repayAmount, channelNumber: '7ELE' })).json().data
        .paymentNo,
    ).toBe(vcode.paymentNo);

    const withCode = (
      await app.inject({
        method: 'POST',
        url: '/api/v3/installment/loan-play-detail',
        headers: auth,
        payload: { orderId, productId },
      })
    ).json().data;
    expect(withCode.defDetail).toMatchObject({
      payCode: vcode.payCode,
      logo: '/brand/channel-7eleven.svg',
      title: 'Pay at 7-Eleven',
    });
    expect(Object.keys(withCode.defDetail.payNotice)).toEqual(['Over the counter']);

    expect(await sandbox().payByCode(vcode.payCode, 560_600)).toMatchObject({
      ok: false,
      message: 'Please pay the exact amount.',
    });
    expect(await sandbox().payByCode(vcode.payCode, 560_667)).toMatchObject({ ok: true });

    const after = await ledger(orderNo);
    expect(after).toMatchObject({ status: 200, balanced: true, cashCollectedCents: 560_667 });
    const payment = await adminCall('GET', `/payments/${vcode.paymentNo}`);
    expect(payment).toMatchObject({ status: 'completed', providerStatus: { letter: 'S' } });
    expect(payment.postedAt).not.toBeNull();

    // The provider delivers the callback again: nothing changes.
    await sandbox().redeliver(vcode.paymentNo);
    await sandbox().redeliver(vcode.paymentNo);
    expect((await ledger(orderNo)).shown.postings.length).toBe(after.shown.postings.length);
    // A second trip to the counter is refused by the provider.
    expect(await sandbox().payByCode(vcode.payCode, 560_667)).toMatchObject({ ok: false });
  });

  it('pays through the hosted checkout page and a QR code', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171110002');
    const redirect = (await generate(auth, { productId, orderId, amount: 100_000, channelNumber: 'GCSH' })).json().data;
    expect(redirect.method).toBe('redirect');
    expect(redirect.payUrl).toMatch(/^\/sandbox-pay\/checkout\/PY\d+\?sig=[0-9a-f]{32}$/);
    const page = await app.inject({ method: 'GET', url: redirect.payUrl });
    expect(page.body).toContain('Pay ₱1,000.00');
    const sig = new URL(redirect.payUrl, 'http://x').searchParams.get('sig')!;
    const forged = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${redirect.paymentNo}`,
      payload: { sig: 'x'.repeat(32), outcome: 'S' },
    });
    expect(forged.body).toContain('Payment link not valid');
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${redirect.paymentNo}`,
      payload: { sig, outcome: 'S' },
    });
    expect(paid.body).toContain('Payment successful');
    expect(paid.body).toContain(`/loan/detail?orderId=${orderId}&#38;productId=${productId}`);
    expect((await ledger(orderNo)).cashCollectedCents).toBe(100_000);

    const qr = (await generate(auth, { productId, orderId, amount: 50_000, channelNumber: 'QRPH' })).json().data;
    expect(qr.payUrl).toMatch(
      /^\/repaymentOfCode\?showType=2&payCode=&payCodeImg=%2Fapi%2Fpayments%2Fqr%2FPY\d+\.svg%3Fsig%3D[0-9a-f]{32}&repayAmount=50000$/,
    );
    const img = decodeURIComponent(new URL(qr.payUrl, 'http://x').searchParams.get('payCodeImg')!);
    const svg = await app.inject({ method: 'GET', url: img });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await app.inject({ method: 'GET', url: img.replace(/sig=\w+/, 'sig=0') })).statusCode).toBe(404);
  });

  it('refuses a forged callback, checks amounts with the provider, and never reopens a completed payment', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171110003');
    const v = (await generate(auth, { productId, orderId, amount: 200_000, channelNumber: 'CEBL' })).json().data;
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      payload: { txnid: v.paymentNo, refno: 'X', status: 'S', message: 'ok', digest: '0'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 1001, detail: 'digest: does not match' });
    expect((await ledger(orderNo)).cashCollectedCents).toBe(0);

    // A correctly signed "success" the provider does not confirm posts nothing.
    await sandbox().redeliver(v.paymentNo, 'S');
    expect((await ledger(orderNo)).cashCollectedCents).toBe(0);
    expect((await adminCall('GET', `/payments/${v.paymentNo}`)).status).toBe('pending');

    await sandbox().settle(v.paymentNo, 'S');
    expect((await ledger(orderNo)).cashCollectedCents).toBe(200_000);
    // A late "pending" or "failed" callback arrives after the success: the payment stays completed.
    await sandbox().redeliver(v.paymentNo, 'P');
    await sandbox().redeliver(v.paymentNo, 'F');
    expect((await adminCall('GET', `/payments/${v.paymentNo}`)).status).toBe('completed');
    expect((await ledger(orderNo)).cashCollectedCents).toBe(200_000);
  });

  it('validates fields by name and the amount against the loan', async () => {
    const { auth, orderId, productId } = await disbursedOrder('09171110004');
    expect((await generate(auth, { productId, orderId, channelNumber: '7ELE' })).json()).toMatchObject({
      code: 1001,
      detail: expect.stringMatching(/^amount: /),
    });
    expect((await generate(auth, { productId, orderId, amount: 100, channelNumber: 'NOPE' })).json()).toMatchObject({
      code: 1001,
      detail: 'channelNumber: is not a payment channel we offer',
    });
    expect(
      (await generate(auth, { productId, orderId, amount: 99_999_999, channelNumber: '7ELE' })).json(),
    ).toMatchObject({ code: 1001, detail: 'amount: must not be more than you owe (₱5,606.67)' });
    expect(
      (await generate(auth, { productId, orderId, amount: 100, channelNumber: '7ELE', isDelay: 1 })).json(),
    ).toMatchObject({ code: 1001, detail: expect.stringMatching(/^amount: must be ₱[\d,.]+ to extend this loan$/) });
  });
});

describe('rollover through a provider', () => {
  it('extends the loan once the rollover payment arrives', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09171110010');
    await adminCall('POST', '/clock', { date: '2026-04-08' });
    await adminCall('POST', '/cob', {});
    const plan = (
      await app.inject({ method: 'POST', url: '/api/floodwater/plan', headers: auth, payload: { orderId, productId } })
    ).json().data;
    expect(plan).toMatchObject({ allowed: true, nextRepayDate: '2026-07-06', delayInfo: { delayAmount: 125_789 } });
    expect(Object.keys(plan.defDetail.payNotice).length).toBeGreaterThan(0);
    const v = (await generate(auth, { productId, orderId, amount: 125_789, channelNumber: '7ELE', isDelay: 1 })).json()
      .data;
    await sandbox().payByCode(v.payCode, 125_789);
    const after = await ledger(orderNo);
    expect(after).toMatchObject({ status: 170, balanced: true });
    expect(after.shown.schedule[0].dueOn).toBe('2026-07-06');
    await adminCall('POST', '/clock', { date: null });
  });
});

describe('a default pay code belongs to one purpose and amount (decision 050)', () => {
  it('never offers a rollover code under the amount due, and shows it on the rollover page with its own amount', async () => {
    const { auth, orderId, productId } = await disbursedOrder('09171110011');
    await adminCall('POST', '/clock', { date: '2026-04-08' });
    await adminCall('POST', '/cob', {});
    try {
      const plan = (
        await app.inject({
          method: 'POST',
          url: '/api/floodwater/plan',
          headers: auth,
          payload: { orderId, productId },
        })
      ).json().data;
      const delay = plan.delayInfo.delayAmount;
      const v = (await generate(auth, { productId, orderId, amount: delay, channelNumber: '7ELE', isDelay: 1 })).json()
        .data;
      const installment = (
        await app.inject({
          method: 'POST',
          url: '/api/v3/installment/loan-play-detail',
          headers: auth,
          payload: { orderId, productId },
        })
      ).json().data;
      expect(installment.repayAmount).toBeGreaterThan(delay);
      expect(installment.defDetail).toMatchObject({ payCode: '', amountCents: 0 });
      // The rows under the amount due add up to it.
      const rowsCents = installment.detail.reduce(
        (n: number, r: { amountCents?: number }) => n + (r.amountCents ?? 0),
        0,
      );
      expect(rowsCents).toBe(installment.repayAmount);

      const rollover = (
        await app.inject({
          method: 'POST',
          url: '/api/floodwater/plan',
          headers: auth,
          payload: { orderId, productId },
        })
      ).json().data;
      expect(rollover.defDetail).toMatchObject({ payCode: v.payCode, amountCents: delay });
      expect(rollover.detail.length).toBeGreaterThan(2);

      // A repay code for the amount due is the installment page's default, never the rollover page's.
      const r = (
        await generate(auth, { productId, orderId, amount: installment.repayAmount, channelNumber: '7ELE' })
      ).json().data;
      const again = (
        await app.inject({
          method: 'POST',
          url: '/api/v3/installment/loan-play-detail',
          headers: auth,
          payload: { orderId, productId },
        })
      ).json().data;
      expect(again.defDetail).toMatchObject({ payCode: r.payCode, amountCents: installment.repayAmount });
    } finally {
      await adminCall('POST', '/clock', { date: null });
    }
  });
});

describe('idempotency keys', () => {
  it('answers the first result again, refuses another body, and lets one of concurrent duplicates through', async () => {
    const { auth, orderId, productId } = await disbursedOrder('09171110020');
    const body = { productId, orderId, amount: 10_000, channelNumber: 'GCSH' };
    const first = await generate(auth, body, { 'idempotency-key': 'key-0000001' });
    const again = await generate(auth, body, { 'idempotency-key': 'key-0000001' });
    expect(again.json().data).toEqual(first.json().data);
    const other = await generate(auth, { ...body, amount: 20_000 }, { 'idempotency-key': 'key-0000001' });
    // A refusal on the spec client's route answers 200 with the envelope (decision 118).
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({
      code: 1009,
      message: 'Idempotency-Key: was already used for a different request',
    });

    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        generate(auth, { ...body, amount: 30_000, channelNumber: 'PYMY' }, { 'idempotency-key': 'key-burst-01' }),
      ),
    );
    const numbers = new Set(burst.filter((r) => r.json().code === 0).map((r) => r.json().data.paymentNo));
    expect(numbers.size).toBe(1);
    for (const r of burst) expect([0, 1009]).toContain(r.json().code);
    const orderPayments = await adminCall(
      'GET',
      `/orders/${(await app.ordersRepository.findForUser(Number((await borrowerSession(app, '09171110020')).userId), orderId))!.orderNo}/payments`,
    );
    expect(orderPayments.items.filter((p: { amountCents: number }) => p.amountCents === 30_000)).toHaveLength(1);
  });
});

describe('other borrowers', () => {
  it("cannot see, pay against or call back into another borrower's order", async () => {
    const owner = await disbursedOrder('09171110030');
    const stranger = await borrowerSession(app, '09171110031');
    const sAuth = { authorization: `Bearer ${stranger.sessionId}` };
    const res = await generate(sAuth, {
      productId: owner.productId,
      orderId: owner.orderId,
      amount: 10_000,
      channelNumber: '7ELE',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002, detail: 'order not found' });
    const plan = await app.inject({
      method: 'POST',
      url: '/api/v3/installment/loan-play-detail',
      headers: sAuth,
      payload: { orderId: owner.orderId, productId: owner.productId },
    });
    expect(plan.statusCode).toBe(404);
    // Naming the owner in the URL with the stranger's session is not found too.
    const named = await app.inject({
      method: 'POST',
      url: `/api/v3/loan-details/generate-vcode?userId=${owner.me.userId}`,
      headers: sAuth,
      payload: { orderId: owner.orderId, amount: 1, channelNumber: '7ELE' },
    });
    expect(named.statusCode).toBe(404);
  });
});

describe('payment guide', () => {
  it('serves the instructions per channel from configuration', async () => {
    const res = (await app.inject({ method: 'GET', url: '/api/payment-instructions' })).json().data;
    expect(res.channels.map((c: { channelNumber: string }) => c.channelNumber)).toEqual([
      'GCSH',
      'PYMY',
      '7ELE',
      'CEBL',
      'BPIA',
      'QRPH',
    ]);
    expect(res.channels[0].groups[0]).toMatchObject({
      title: 'GCash app',
      items: [{ name: 'Pay Bills in GCash', image: '/brand/guide-gcash.svg' }],
    });
  });
});
