// The notices of decision 129 on the real schema (PGlite, or PostgreSQL with TEST_DATABASE_URL): no payout
// without an account, in words; approval, the daily account reminder (once a day, stops on binding, capped),
// money sent; each once, in the borrower's language, within the contact hours.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build, borrowerSession } from '../test/helper.js';
import { bindBdoAccount } from '../test/bank-account.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { ACCOUNT_REMINDER_CAP } from '../domain/servicing/borrower-notices.js';
import { WAITING_FOR_ACCOUNT_REFUSAL } from '../domain/payouts/words.js';
import { runBorrowerNotices } from './borrower-notices.js';

const app = await build({
  payouts: { provider: 'sandbox', callbackDelayMs: 0, walletWithoutAccount: false, reconcileAfterMinutes: 30 },
});
const { adminCall } = fixtures(app);

const MORNING = new Date('2026-01-05T01:00:00Z'); // 09:00 Manila
const NIGHT = new Date('2026-01-05T15:00:00Z'); // 23:00 Manila
const run = (now = MORNING) => runBorrowerNotices(app.noticeJobDeps({ now: () => now }));
const outboxTo = async (phone: string) =>
  (await app.smsOutboxRepository.list(500)).filter(
    (m) => m.phone === phone && m.body.startsWith(app.config.brand.productName),
  );

/** A borrower's Flex 91 application of PHP 5,000, approved by a person on 2026-01-05, with no account bound. */
async function approvedOrder(phone: string) {
  await adminCall('POST', '/clock', { date: '2026-01-05' });
  const me = await borrowerSession(app, phone);
  const auth = { authorization: `Bearer ${me.sessionId}` };
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  const { orderId, orderNo } = push.json().data as { orderId: number; orderNo: string };
  await adminCall('POST', `/orders/${orderNo}/approve`, {});
  return { me, auth, orderId, orderNo, productId };
}

describe('the way to the money (decision 129)', () => {
  it('refuses a payout without an account in words, and the order page asks for the account', async () => {
    const order = await approvedOrder('09208200001');
    await expect(adminCall('POST', `/orders/${order.orderNo}/disburse`)).rejects.toThrow(WAITING_FOR_ACCOUNT_REFUSAL);
    const page = await app.inject({
      method: 'GET',
      url: `/api/v3/loan-details/loan-details?orderId=${order.orderId}&productId=${order.productId}`,
      headers: order.auth,
    });
    expect(page.json().data).toMatchObject({
      orderStatus: 151,
      noticeStatusText: 'Approved: add your account',
      payoutAccountMissing: true,
      cardNeedPop: 1,
    });
    expect(page.json().data.noticeDesText).not.toMatch(/^Your loan is approved\. The money arrives/);
    expect((await app.ordersRepository.findByNo(order.orderNo))!.status).toBe(151);
  });

  it('tells of the approval once, reminds once a day until the account is bound, then tells of the money sent', async () => {
    const order = await approvedOrder('09208200002');
    const phone = '+639208200002';
    await app.usersRepository.setLanguage(Number(order.me.userId), 'fil');
    expect(await run(NIGHT)).toMatchObject({ deferred: true, sent: 0 });
    expect(await outboxTo(phone)).toHaveLength(0);
    await run();
    await run();
    const first = await outboxTo(phone);
    expect(first).toHaveLength(1);
    expect(first[0]!.body).toContain('aprubado na ang loan mo na ₱5,000.00');
    // The next business day: one reminder, however often the job runs.
    await adminCall('POST', '/clock', { date: '2026-01-06' });
    await run();
    await run();
    const second = await outboxTo(phone);
    expect(second).toHaveLength(2);
    expect(second.filter((m) => m.body.includes('naghihintay'))).toHaveLength(1);
    // Bound: no more reminders; paid out: the money-sent notice, once.
    await adminCall('POST', '/clock', { date: '2026-01-07' });
    await bindBdoAccount(app, Number(order.me.userId), '5500000000242');
    await run();
    expect(await outboxTo(phone)).toHaveLength(2);
    await adminCall('POST', `/orders/${order.orderNo}/disburse`);
    expect((await app.ordersRepository.findByNo(order.orderNo))!.status).toBe(170);
    await run();
    await run();
    const last = await outboxTo(phone);
    expect(last).toHaveLength(3);
    expect(last.filter((m) => m.body.includes('naipadala na namin ang'))).toHaveLength(1);
    // Each notice is recorded, without the phone number.
    const rows = await app.db.execute(
      sql`select kind, status, body from borrower_notices where order_id = ${order.orderId} order by id`,
    );
    const kinds = (rows as unknown as { rows: { kind: string; status: string; body: string }[] }).rows;
    expect(kinds.map((r) => [r.kind, r.status])).toEqual([
      ['approved', 'sent'],
      ['account_reminder', 'sent'],
      ['payout_sent', 'sent'],
    ]);
    expect(JSON.stringify(kinds)).not.toContain('9208200002');
  });

  it('stops reminding after the cap', async () => {
    const order = await approvedOrder('09208200003');
    const phone = '+639208200003';
    await run();
    for (let day = 6; day <= 6 + ACCOUNT_REMINDER_CAP + 2; day += 1) {
      await adminCall('POST', '/clock', { date: `2026-01-${String(day).padStart(2, '0')}` });
      await run();
    }
    const reminders = (await outboxTo(phone)).filter((m) => m.body.includes('is waiting'));
    expect(reminders).toHaveLength(ACCOUNT_REMINDER_CAP);
    expect((await app.ordersRepository.findByNo(order.orderNo))!.status).toBe(151);
  });
});
