// Faults: callbacks duplicated, reordered and concurrent; a posting that fails halfway; and a
// server stopped between the provider confirming a payment and us posting it, restarted on the
// same database and reconciled. After each, the ledger balances and the money landed exactly once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build as buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../db/client.js';
import { build, testDatabaseUrl, TEST_ADMIN_TOKEN, type TestApp } from '../../test/helper.js';
import { fixtures } from './test-fixtures.js';

const app = await build();
const { disbursedOrder, ledger, generate, adminCall } = fixtures(app);

describe('callback faults', () => {
  it('posts once under duplicated, concurrent and reordered callbacks', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09173330001');
    const v = (await generate(auth, { productId, orderId, amount: 250_000, channelNumber: '7ELE' })).json().data;
    const sandbox = app.payments.providers.sandbox!;
    // A failure notice first (out of order), then the provider records the payment but its callback is lost…
    await sandbox.redeliver(v.paymentNo, 'F');
    expect((await adminCall('GET', `/payments/${v.paymentNo}`)).status).toBe('pending');
    await sandbox.settle(v.paymentNo, 'S', { deliver: false });
    // …and then arrives eight times at once.
    await Promise.all(Array.from({ length: 8 }, () => sandbox.redeliver(v.paymentNo)));
    expect(await ledger(orderNo)).toMatchObject({ balanced: true, cashCollectedCents: 250_000 });
    await sandbox.redeliver(v.paymentNo, 'P');
    expect((await adminCall('GET', `/payments/${v.paymentNo}`)).status).toBe('completed');
  });

  it('rolls a failed posting back whole, and the reconciliation posts it later', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09173330002');
    const v = (await generate(auth, { productId, orderId, amount: 120_000, channelNumber: 'CEBL' })).json().data;
    const repo = app.paymentsRepository;
    const original = repo.claimCompleted;
    // The database fails in the middle of the posting transaction, once.
    repo.claimCompleted = async () => {
      repo.claimCompleted = original;
      throw new Error('connection lost');
    };
    await app.payments.providers.sandbox!.settle(v.paymentNo, 'S');
    expect((await adminCall('GET', `/payments/${v.paymentNo}`)).status).toBe('pending');
    expect((await ledger(orderNo)).cashCollectedCents).toBe(0);
    const summary = await adminCall('POST', '/payments/reconcile', { all: true });
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    expect(await ledger(orderNo)).toMatchObject({ balanced: true, cashCollectedCents: 120_000 });
    expect((await adminCall('POST', '/payments/reconcile', { all: true })).completed).toBe(0);
  });

  it('expires unpaid codes at reconciliation and voids them at the provider', async () => {
    const { auth, orderId, productId } = await disbursedOrder('09173330003');
    const v = (await generate(auth, { productId, orderId, amount: 10_000, channelNumber: '7ELE' })).json().data;
    await app.paymentsRepository.update((await app.paymentsRepository.byNo(v.paymentNo))!.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const summary = await adminCall('POST', '/payments/reconcile', {});
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await adminCall('GET', `/payments/${v.paymentNo}`)).toMatchObject({
      status: 'expired',
      providerStatus: { letter: 'V' },
    });
    expect(await app.payments.providers.sandbox!.payByCode(v.payCode, 10_000)).toMatchObject({ ok: false });
  });
});

describe('a server stopped mid-payment', () => {
  it.skipIf(testDatabaseUrl() !== undefined)(
    'posts the payment after a restart on the same database',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lendwell-restart-'));
      const config = {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        appSecret: 'test-app-secret-0123456789abcdef0123456789',
        adminToken: TEST_ADMIN_TOKEN,
        dataDir,
        // The sandbox payout calls back before it answers, so the loan is disbursed when the call returns.
        payouts: {
          provider: 'sandbox' as const,
          callbackDelayMs: 0,
          walletWithoutAccount: true,
          reconcileAfterMinutes: 15,
        },
      };
      const open = () => openDatabase({ kind: 'pglite', dataDir });

      let handle = await open();
      let first = (await buildApp({ config, database: handle, webDist: '/nonexistent' })) as TestApp;
      first.logs = [];
      await first.ready();
      const f = fixtures(first);
      const { auth, orderId, orderNo, productId } = await f.disbursedOrder('09173330010');
      const v = (await f.generate(auth, { productId, orderId, amount: 560_667, channelNumber: '7ELE' })).json().data;
      // The provider takes the money; our server dies before the callback is handled.
      await first.payments.providers.sandbox!.settle(v.paymentNo, 'S', { deliver: false });
      await first.close();
      await handle.close();

      handle = await open();
      first = (await buildApp({ config, database: handle, webDist: '/nonexistent' })) as TestApp;
      first.logs = [];
      await first.ready();
      const g = fixtures(first);
      expect((await g.ledger(orderNo)).cashCollectedCents).toBe(0);
      const summary = await g.adminCall('POST', '/payments/reconcile', { all: true });
      expect(summary).toMatchObject({ checked: 1, completed: 1, errors: 0 });
      expect(await g.ledger(orderNo)).toMatchObject({ status: 200, balanced: true, cashCollectedCents: 560_667 });
      // The late callback after the restart changes nothing.
      await first.payments.providers.sandbox!.redeliver(v.paymentNo);
      expect((await g.ledger(orderNo)).cashCollectedCents).toBe(560_667);
      await first.close();
      await handle.close();
    },
    60_000,
  );
});
