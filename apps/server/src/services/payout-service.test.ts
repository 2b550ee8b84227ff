// Payouts end to end on PGlite or PostgreSQL against a local fake of the Dragonpay Payout API:
// asynchronous answers, callbacks checked then queried, failures, a return days later, crashes at
// every point between claim, call and booking, the daily limit under a burst, and the account hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build, borrowerSession, TEST_ADMIN_TOKEN } from '../test/helper.js';
import { createFakePayoutProvider } from '../adapters/payouts/fake-dragonpay-payout.js';
import { createDragonpayPayout } from '../adapters/payouts/dragonpay-payout.js';
import { createPayoutService, hooks, txnIdOf } from './payout-service.js';
import { installments } from '../db/schema.js';
import { accountHash, encryptJson } from '../lib/field-crypto.js';

const fake = createFakePayoutProvider({ merchantId: 'LENDWELL', secret: 'payout-secret', refuse: { '0005': -5 } });
const baseUrl = await fake.start();
afterAll(() => fake.stop());

const app = await build({
  payouts: {
    provider: 'dragonpay',
    merchantId: 'LENDWELL',
    secret: 'payout-secret',
    baseUrl,
    reconcileAfterMinutes: 15,
  },
});
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const adminCall = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) });
  return res.json() as { code: number; message: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

beforeAll(async () => {
  await adminCall('POST', '/clock', { date: '2026-01-05' });
});

async function bind(userId: number, accountNo: string, institution = 'BDO') {
  await app.bankRepository.bind(userId, {
    cardType: 1,
    channelNumber: '90006',
    institution,
    fields: { branchCity: 'Makati' },
    secretsEncrypted: encryptJson(app.secrets.appSecret, { accountNo }),
    accountHash: accountHash(app.secrets.appSecret, accountNo),
    last4: accountNo.slice(-4),
    source: 'new',
  });
}

/** An approved PHP 5,000 order (net proceeds PHP 4,750) with a bound BDO account. */
async function approvedOrder(phone: string, accountNo = `00${phone.slice(-10)}`) {
  const me = await borrowerSession(app, phone);
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: { authorization: `Bearer ${me.sessionId}` },
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  const orderNo = push.json().data.orderNo as string;
  const order = (await app.ordersRepository.findByNo(orderNo))!;
  await bind(order.userId, accountNo);
  expect((await adminCall('POST', `/orders/${orderNo}/approve`, { reason: 'ok' })).code).toBe(0);
  return { orderNo, orderId: order.id, userId: order.userId, accountNo };
}

const disburse = (orderNo: string) => adminCall('POST', `/orders/${orderNo}/disburse`);
const callback = (fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/payouts/callback/dragonpay', payload: fields });
const statusOf = async (orderNo: string) => (await app.ordersRepository.findByNo(orderNo))!.status;

/** Every entry balances; the balance of each account of the order. */
async function ledger(orderNo: string) {
  const shown = (await adminCall('GET', `/orders/${orderNo}`)).data;
  const byEntry = new Map<number, number>();
  const byAccount = new Map<string, number>();
  for (const p of shown.postings as { entryId: number; account: string; amountCents: number }[]) {
    byEntry.set(p.entryId, (byEntry.get(p.entryId) ?? 0) + p.amountCents);
    byAccount.set(p.account, (byAccount.get(p.account) ?? 0) + p.amountCents);
  }
  return {
    balanced: [...byEntry.values()].every((v) => v === 0),
    kinds: [
      ...new Set((shown.postings as { entryId: number; kind: string }[]).map((p) => `${p.entryId}:${p.kind}`)),
    ].map((k) => k.split(':')[1]),
    byAccount,
  };
}

/** How many transactions of this order the provider has settled as paid (the thing that must never exceed one). */
const paidAtProvider = (orderNo: string) =>
  [...fake.txns.values()].filter((t) => t.txnId.startsWith(`${orderNo}-`) && t.status === 'S').length;

describe('asynchronous payouts against the provider', () => {
  it('stays at 151 while pending, and books 170 only after a verified callback the status API confirms', async () => {
    const { orderNo, orderId, accountNo } = await approvedOrder('09176660001');
    const answered = await disburse(orderNo);
    expect(answered.data).toMatchObject({ status: 151, payoutStatus: 'pending', attempt: 1, channel: 'instapay' });
    const txnId = txnIdOf(orderNo, 1);
    expect(fake.txns.get(txnId)).toMatchObject({ procDetail: accountNo, procId: 'BDO-IP', amount: '4750.00' });

    // A callback claiming success while the provider's API still says pending is not believed.
    fake.mark(txnId, 'S', 'credited');
    const claimed = fake.postback(txnId);
    fake.mark(txnId, 'P', 'accepted');
    expect((await callback(claimed)).statusCode).toBe(200);
    expect(await statusOf(orderNo)).toBe(151);

    // A forged callback is refused and changes nothing.
    expect((await callback({ ...claimed, digest: 'f'.repeat(40) })).statusCode).toBe(400);

    fake.mark(txnId, 'S', 'credited', '2026-01-05');
    const ok = await callback(fake.postback(txnId));
    expect(ok.body).toBe('result=OK');
    expect(await statusOf(orderNo)).toBe(170);
    // The same callback again (providers repeat them) books nothing more.
    await callback(fake.postback(txnId));
    const l = await ledger(orderNo);
    expect(l.balanced).toBe(true);
    expect(l.kinds.filter((k) => k === 'disbursement')).toHaveLength(1);
    expect(await app.payoutsRepository.find(orderId)).toMatchObject({ status: 'succeeded', settledOn: '2026-01-05' });
    // Nothing the provider received reached our logs: not the account number.
    expect(app.logs.join('\n')).not.toContain(accountNo);
  });

  it('handles a callback that arrives before the answer to our own request', async () => {
    const { orderNo, orderId } = await approvedOrder('09176660002');
    fake.onBeforeAnswer(async (txn) => {
      fake.mark(txn.txnId, 'S', 'credited', '2026-01-05');
      expect((await callback(fake.postback(txn.txnId))).statusCode).toBe(200);
    });
    try {
      const answered = await disburse(orderNo);
      expect(answered.data).toMatchObject({ status: 170, payoutStatus: 'succeeded' });
    } finally {
      fake.onBeforeAnswer(null);
    }
    expect(await app.payoutsRepository.find(orderId)).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect((await ledger(orderNo)).kinds.filter((k) => k === 'disbursement')).toHaveLength(1);
  });

  it('asks the borrower to rebind on a failure they can fix, leaves others to finance, and retries as a new attempt', async () => {
    const { orderNo, orderId, userId } = await approvedOrder('09176660003');
    await disburse(orderNo);
    fake.mark(txnIdOf(orderNo, 1), 'F', 'AC04: account closed');
    await callback(fake.postback(txnIdOf(orderNo, 1)));
    expect(await app.payoutsRepository.find(orderId)).toMatchObject({
      status: 'failed',
      reason: 'the account is closed (AC04)',
      rebind: true,
    });
    expect((await app.ordersRepository.findByNo(orderNo))!).toMatchObject({ status: 151, cardNeedPop: 1 });
    // The refused account is marked, so payway no longer offers it to repay from (decision 072).
    const refusedAccount = (await app.bankRepository.current(userId))!;
    expect(refusedAccount.refusedAt).not.toBeNull();
    expect((await app.paymentsRepository.cardsOf(userId)).map((c) => c.id)).not.toContain(refusedAccount.id);

    // The borrower binds another account; finance releases the new-account hold and pays again.
    await bind(userId, '009988776655', 'BPI');
    expect((await app.paymentsRepository.cardsOf(userId)).map((c) => c.last4)).toEqual(['6655']);
    expect((await disburse(orderNo)).message).toMatch(/changed less than 24 hours ago.*held until/);
    expect((await adminCall('GET', `/orders/${orderNo}`)).code).toBe(0);
    await app.payoutService.releaseHold('staff:3:finance@console.sandbox', orderNo, 'called the borrower');
    expect((await disburse(orderNo)).data).toMatchObject({ payoutStatus: 'pending', attempt: 2 });
    expect(fake.txns.get(txnIdOf(orderNo, 2))).toMatchObject({ procDetail: '009988776655', procId: 'BPI-IP' });
    fake.mark(txnIdOf(orderNo, 2), 'F', 'AM04: insufficient funds');
    await callback(fake.postback(txnIdOf(orderNo, 2)));
    expect(await app.payoutsRepository.find(orderId)).toMatchObject({ status: 'failed', rebind: false });
    // A refusal at the request itself (account details) asks for a rebind at once.
    const refused = await approvedOrder('09176660004', '001122330005');
    expect((await disburse(refused.orderNo)).message).toMatch(/payout failed: the account details were refused/);
    expect((await app.ordersRepository.findByNo(refused.orderNo))!.cardNeedPop).toBe(1);
  });

  it('undoes the booking when the bank returns the payout days later; the ledger balances; a new payout books again', async () => {
    const { orderNo, orderId, userId } = await approvedOrder('09176660006');
    await disburse(orderNo);
    fake.mark(txnIdOf(orderNo, 1), 'S', 'credited', '2026-01-05');
    await callback(fake.postback(txnIdOf(orderNo, 1)));
    expect(await statusOf(orderNo)).toBe(170);

    await adminCall('POST', '/clock', { date: '2026-01-08' });
    fake.mark(txnIdOf(orderNo, 1), 'R', 'AC04: account closed');
    await callback(fake.postback(txnIdOf(orderNo, 1)));
    await callback(fake.postback(txnIdOf(orderNo, 1)));
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    expect(order).toMatchObject({ status: 151, cardNeedPop: 1, disbursedOn: null });
    expect(await app.payoutsRepository.find(orderId)).toMatchObject({ status: 'returned' });
    const l = await ledger(orderNo);
    expect(l.balanced).toBe(true);
    expect(l.kinds).toEqual(['disbursement', 'disbursement_reversal']);
    for (const [account, cents] of l.byAccount) expect({ account, cents }).toEqual({ account, cents: 0 });
    expect(await app.db.select().from(installments).where(eq(installments.orderId, orderId))).toEqual([]);

    // Rebound and paid again: a fresh booking with a fresh schedule; the borrower owes the usual amount.
    await bind(userId, '005544332211', 'UBP');
    await app.payoutService.releaseHold('operator', orderNo, 'verified by phone');
    await disburse(orderNo);
    fake.mark(txnIdOf(orderNo, 2), 'S', 'credited', '2026-01-08');
    await callback(fake.postback(txnIdOf(orderNo, 2)));
    expect(await statusOf(orderNo)).toBe(170);
    const shown = (await adminCall('GET', `/orders/${orderNo}`)).data;
    expect(shown.schedule).toHaveLength(1);
    expect((await ledger(orderNo)).balanced).toBe(true);
    expect(paidAtProvider(orderNo)).toBe(1);
    expect((await app.auditRepository.list({ target: `order:${orderNo}` })).map((a) => a.action)).toContain(
      'order.payout.returned',
    );
    await adminCall('POST', '/clock', { date: '2026-01-05' });
  });
});

describe('no payout is sent twice for one order, whatever the crash point', () => {
  // A "crash" throws at a point; the service is then rebuilt (fresh memory, same database), and
  // reconciliation settles what was left. The provider must have paid each order exactly once.
  const points = ['after the claim', 'during the call', 'after the call, before booking'] as const;
  for (const point of points)
    it(`crash ${point}`, async () => {
      const phone = `0917666${String(points.indexOf(point) + 10).padStart(4, '0')}`;
      const { orderNo, orderId } = await approvedOrder(phone);
      const crash = new Error(`crash ${point}`);
      if (point === 'after the claim')
        hooks.afterClaim = async () => {
          throw crash;
        };
      if (point === 'after the call, before booking')
        hooks.afterCall = async () => {
          throw crash;
        };
      const realFetch = globalThis.fetch;
      const crashing: typeof fetch = async (input, init) => {
        const response = await realFetch(input, init);
        if (init?.method === 'POST') throw crash; // the request reached the provider; we died reading the answer
        return response;
      };
      const adapter = createDragonpayPayout(
        { merchantId: 'LENDWELL', secret: 'payout-secret', baseUrl, requireHttps: false },
        point === 'during the call' ? crashing : fetch,
      );
      const first = createPayoutService(app, adapter);
      try {
        await expect(first.disburse('operator', orderNo)).rejects.toThrow();
      } finally {
        delete hooks.afterClaim;
        delete hooks.afterCall;
      }
      // Whatever happened, a second request now is refused: the claim is still in flight.
      expect((await disburse(orderNo)).message).toMatch(/already in progress/);

      // Rebuilt after the crash; the bank settles whatever reached it; reconciliation runs.
      const rebuilt = createPayoutService(
        app,
        createDragonpayPayout({ merchantId: 'LENDWELL', secret: 'payout-secret', baseUrl, requireHttps: false }),
      );
      const sent = fake.txns.get(txnIdOf(orderNo, 1));
      if (sent) fake.mark(sent.txnId, 'S', 'credited', '2026-01-05');
      await rebuilt.reconcile(0);
      const row = (await app.payoutsRepository.find(orderId))!;
      if (point === 'after the claim') {
        // The request never left: reconciliation finds the provider never saw it and frees a retry.
        expect(row).toMatchObject({ status: 'failed', reason: 'the request never reached the provider' });
        expect((await rebuilt.disburse('operator', orderNo)).attempt).toBe(2);
        fake.mark(txnIdOf(orderNo, 2), 'S', 'credited', '2026-01-05');
        await rebuilt.reconcile(0);
      }
      expect(await statusOf(orderNo)).toBe(170);
      expect(paidAtProvider(orderNo)).toBe(1);
      expect((await ledger(orderNo)).kinds.filter((k) => k === 'disbursement')).toHaveLength(1);
      // And nothing can pay it again.
      expect((await disburse(orderNo)).code).not.toBe(0);
      expect(paidAtProvider(orderNo)).toBe(1);
    });
});

describe('limits', () => {
  it('holds the daily limit exactly under a burst of payouts, refusing in words', async () => {
    const merchant = (await app.usersRepository.resolveMerchant())!;
    const before = await app.payoutsRepository.committedOn(merchant.id, '2026-01-05');
    // Room for exactly two more payouts of PHP 4,750.
    await app.payoutsRepository.updateSettings(merchant.id, {
      dailyLimitCents: before + 2 * 475_000,
      holdHours: 24,
      updatedBy: 'test',
    });
    try {
      const orders = await Promise.all(['20', '21', '22', '23'].map((n) => approvedOrder(`091766600${n}`)));
      const answers = await Promise.all(orders.map((o) => disburse(o.orderNo)));
      expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
      const refused = answers.filter((a) => a.code !== 0);
      expect(refused).toHaveLength(2);
      for (const r of refused) expect(r.message).toMatch(/^today's payout limit of ₱[\d,.]+ would be exceeded/);
      expect(await app.payoutsRepository.committedOn(merchant.id, '2026-01-05')).toBe(before + 2 * 475_000);
    } finally {
      await app.payoutsRepository.updateSettings(merchant.id, {
        dailyLimitCents: null,
        holdHours: 24,
        updatedBy: 'test',
      });
    }
  });

  it("compares the day's payouts with the provider's report", async () => {
    const report = await app.payoutService.dayReport('2026-01-05');
    expect(report.provider).toEqual(report.ours);
    expect(report.matches).toBe(true);
    expect(report.ours.count).toBeGreaterThan(0);
  });
});
