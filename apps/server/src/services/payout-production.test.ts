// APP_MODE=production with the real payout adapter configured against the local fake provider: an
// approved loan is disbursed end to end (request, pending, signed callback, status query, booked at
// 170), and a failed payout is handled with nobody editing data. The configuration goes through
// loadConfig, so the production checks (no sandbox payouts, https only) are the ones that run.
// The fake listens on plain http; a fetch wrapper maps the configured https origin to it, because the
// test cannot make Node trust a throwaway certificate. The https refusal itself is tested below.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build, borrowerSession, TEST_ADMIN_TOKEN } from '../test/helper.js';
import { loadConfig } from '../config/config.js';
import { seedDemoData } from '../db/seed.js';
import { createFakePayoutProvider } from '../adapters/payouts/fake-dragonpay-payout.js';
import { accountHash, encryptJson } from '../lib/field-crypto.js';
import { txnIdOf } from './payout-service.js';

const PROVIDER_ORIGIN = 'https://payouts.fake-provider.test';
const fake = createFakePayoutProvider({ merchantId: 'LENDWELL', secret: 'prod-payout-secret' });
const fakeUrl = await fake.start();
const realFetch = globalThis.fetch;
vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  return realFetch(url.startsWith(PROVIDER_ORIGIN) ? fakeUrl + url.slice(PROVIDER_ORIGIN.length) : input, init);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await fake.stop();
});

const productionEnv = {
  APP_MODE: 'production',
  SMS_GATEWAY: 'semaphore',
  SEMAPHORE_API_KEY: 'k',
  DATABASE_URL: 'postgres://x@127.0.0.1/db',
  MIGRATION_DATABASE_URL: 'postgres://owner@127.0.0.1/db',
  APP_SECRET: 'Zq8vN2xL4pT7rW1kY6mB3cH9dF5gJ0sA-e_uiOQ',
  ADMIN_TOKEN: 'u7Hk2Lm9Qp4Rs1Tv6Wx3Yz8Ab5Cd0Ef-GhIjKnO',
  PAYMENT_PROVIDER: 'dragonpay',
  DRAGONPAY_MERCHANT_ID: 'M',
  DRAGONPAY_PASSWORD: 'p',
  PUBLIC_BASE_URL: 'https://pay.lender.ph',
  PAYOUT_PROVIDER: 'dragonpay',
  DRAGONPAY_PAYOUT_MERCHANT_ID: 'LENDWELL',
  DRAGONPAY_PAYOUT_SECRET: 'prod-payout-secret',
  DRAGONPAY_PAYOUT_BASE_URL: PROVIDER_ORIGIN,
};
const config = loadConfig(productionEnv);
// The test opens borrower sessions through the admin API, which production allows only when enabled (decision 032).
const app = await build({
  mode: 'production',
  payouts: config.payouts,
  payments: config.payments,
  sms: config.sms,
  allowOperatorSessions: true,
});
// A lender's onboarding (products, bank form) done by the seed's own code, since production never seeds.
await seedDemoData(app.db, { ...app.config, mode: 'sandbox' });

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const adminCall = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (await app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) })).json() as {
    code: number;
    message: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

async function approvedOrder(phone: string, accountNo: string) {
  const me = await borrowerSession(app, phone);
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const orderNo = (
    await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: { authorization: `Bearer ${me.sessionId}` },
      payload: { amount: 500000, periods: 1, termUnit: 91, productId },
    })
  ).json().data.orderNo as string;
  const order = (await app.ordersRepository.findByNo(orderNo))!;
  await app.bankRepository.bind(order.userId, {
    cardType: 2,
    channelNumber: '90011',
    institution: '90011',
    fields: {},
    secretsEncrypted: encryptJson(app.secrets.appSecret, { walletNo: accountNo }),
    accountHash: accountHash(app.secrets.appSecret, accountNo),
    last4: accountNo.slice(-4),
    source: 'new',
  });
  expect((await adminCall('POST', `/orders/${orderNo}/approve`, { reason: 'verified' })).code).toBe(0);
  return orderNo;
}

describe('production payouts', () => {
  it('refuses the sandbox payout provider and plain http, and names each missing variable', () => {
    expect(() => loadConfig({ ...productionEnv, PAYOUT_PROVIDER: 'sandbox' })).toThrow(
      /PAYOUT_PROVIDER: sandbox is refused in production mode/,
    );
    expect(() => loadConfig({ ...productionEnv, DRAGONPAY_PAYOUT_BASE_URL: 'http://payouts.example.ph' })).toThrow(
      /DRAGONPAY_PAYOUT_BASE_URL: must be https in production mode/,
    );
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'dragonpay' })).toThrow(
      /DRAGONPAY_PAYOUT_MERCHANT_ID: required when PAYOUT_PROVIDER=dragonpay; DRAGONPAY_PAYOUT_SECRET: required/,
    );
    expect(loadConfig({}).payouts).toMatchObject({ provider: 'sandbox', reconcileAfterMinutes: 15 });
  });

  it('disburses an approved loan end to end to GCash with the real adapter', async () => {
    expect(app.config.mode).toBe('production');
    expect(app.payoutService.adapter.name).toBe('dragonpay');
    const orderNo = await approvedOrder('09178880001', '09171112222');
    const answered = await adminCall('POST', `/orders/${orderNo}/disburse`);
    expect(answered.data).toMatchObject({ status: 151, payoutStatus: 'pending', channel: 'gcash' });
    const txnId = txnIdOf(orderNo, 1);
    expect(fake.txns.get(txnId)).toMatchObject({ procId: 'GCSH', procDetail: '09171112222', amount: '4750.00' });
    expect(fake.problems).toEqual([]);

    const today = await app.loans.businessDate();
    fake.mark(txnId, 'S', 'credited', today);
    const cb = await app.inject({
      method: 'POST',
      url: '/api/payouts/callback/dragonpay',
      payload: fake.postback(txnId),
    });
    expect(cb.body).toBe('result=OK');
    expect((await app.ordersRepository.findByNo(orderNo))!).toMatchObject({ status: 170, disbursedOn: today });
    expect((await adminCall('GET', `/orders/${orderNo}`)).data.postings.length).toBeGreaterThan(0);
    expect((await app.payoutService.dayReport(today)).matches).toBe(true);
    expect(app.logs.join('\n')).not.toContain('09171112222');
  });

  it('handles a failed payout without anyone editing data: reconciliation settles it and the borrower is asked to rebind', async () => {
    const orderNo = await approvedOrder('09178880002', '09173334444');
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    // The callback is lost; the bank refuses the wallet; the scheduled reconciliation finds out.
    fake.mark(txnIdOf(orderNo, 1), 'F', 'AC01: invalid account');
    expect(await app.payoutService.reconcile(0)).toMatchObject({ failed: 1 });
    expect((await app.ordersRepository.findByNo(orderNo))!).toMatchObject({ status: 151, cardNeedPop: 1 });
  });
});
