// Every money movement and every credit decision is in the audit log (decision 107), each run through its
// real path — provider callback, reconciliation (operator and console), operator API, reported transfer,
// payouts requested, pending, paid, failed and returned, reversal, credit refund, credit application,
// waiver, write-off and recovery, the engine's approve and decline and a person's approve, reject and
// override — with a named actor, the order, the borrower and the amount. Then the console finds them by
// borrower name and phone and exports them as CSV. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_FAILING_SUFFIX, SANDBOX_HELD_SUFFIX } from '../adapters/payouts/sandbox-payout.js';
import { bindBdoAccount } from '../test/bank-account.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { certifyBorrower } from '../test/certify.js';
import { consoleGet, consolePost, loginAs } from '../test/console-helper.js';
import { borrowerSession, build, testDatabaseUrl } from '../test/helper.js';
import type { AuditRow } from '../repositories/audit-repository.js';
import { receiptsOf } from './receipts.js';

const app = await build();
const { adminCall, disbursedOrder, generate } = fixtures(app);

const FINANCE = /^staff:\d+:finance@console\.sandbox$/;
const REVIEWER = /^staff:\d+:reviewer@console\.sandbox$/;

/** The entries of one order with an action, newest first. */
async function entries(orderNo: string, action: string): Promise<AuditRow[]> {
  return (await app.auditRepository.list({ orderNo, action })).filter((r) => r.orderNo === orderNo);
}

/** The one entry of `action` on `orderNo` by `actor`, with its borrower and amount as columns. */
async function expectAudited(
  orderNo: string,
  action: string,
  expected: { actor: string | RegExp; amountCents: number; after?: Record<string, unknown> },
) {
  const found = await entries(orderNo, action);
  const order = (await app.ordersRepository.findByNo(orderNo))!;
  const matching = found.filter((r) =>
    typeof expected.actor === 'string' ? r.actor === expected.actor : expected.actor.test(r.actor),
  );
  expect(matching, `${action} on ${orderNo} by ${String(expected.actor)}`).not.toHaveLength(0);
  expect(matching[0]).toMatchObject({
    orderNo,
    borrowerId: order.userId,
    amountCents: expected.amountCents,
    ...(expected.after ? { after: expect.objectContaining(expected.after) } : {}),
  });
  return matching[0]!;
}

const bind = (userId: number, accountNo: string) => bindBdoAccount(app, userId, accountNo);

/** A borrower's session and the header that carries it. */
async function borrower(phone: string) {
  const session = await borrowerSession(app, phone);
  return { session, auth: { authorization: `Bearer ${session.sessionId}` } };
}

const flexId = async () => {
  const merchant = await app.usersRepository.resolveMerchant();
  return (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
};

/** A new application of the borrower whose session `auth` is, for PHP 5,000 on Flex 91. */
async function applyFor(auth: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount: 500000, periods: 1, termUnit: 91, productId: await flexId() },
  });
  return res.json().data as { orderId: number; orderNo: string };
}

// Each case runs many real steps; a shared machine can be slow.
describe(`the audit trail (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, { timeout: 180_000 }, () => {
  it('holds every credit decision, by the engine and by a person', async () => {
    await adminCall('POST', '/clock', { date: '2026-01-05' });
    // The engine approves a strong profile and pays it out with no person involved.
    const { auth: strongAuth } = await borrower('09207100001');
    await certifyBorrower(
      app,
      strongAuth,
      { employmentType: 'private', monthlyIncomePesos: '45000' },
      '7100-0001-0001-0001',
    );
    const approved = await applyFor(strongAuth);
    await expectAudited(approved.orderNo, 'credit.decision', {
      actor: 'credit-engine',
      amountCents: 500_000,
      after: { outcome: 'approve', status: 151 },
    });
    await expectAudited(approved.orderNo, 'order.payout.requested', { actor: 'credit-engine', amountCents: 475_000 });
    await expectAudited(approved.orderNo, 'order.disburse', { actor: 'credit-engine', amountCents: 475_000 });

    // The engine declines a weak one; a reviewer overrides it with a reason.
    const { auth: weakAuth } = await borrower('09207100002');
    await certifyBorrower(app, weakAuth, { employmentType: 'none', monthlyIncomePesos: '0' }, '7100-0002-0002-0002');
    const declined = await applyFor(weakAuth);
    await expectAudited(declined.orderNo, 'credit.decision', {
      actor: 'credit-engine',
      amountCents: 500_000,
      after: { outcome: 'decline', status: 110 },
    });
    const reviewer = await loginAs(app, 'reviewer');
    const override = await consolePost(app, reviewer, `/api/console/credit/decisions/${declined.orderNo}/override`, {
      outcome: 'approve',
      reason: 'payslips verified by phone',
    });
    expect(override.statusCode).toBe(200);
    await expectAudited(declined.orderNo, 'credit.override', {
      actor: REVIEWER,
      amountCents: 500_000,
      after: { outcome: 'approve' },
    });

    // Without certify answers the engine refers it to a person, who approves one and rejects another.
    const { auth: referredAuth } = await borrower('09207100003');
    const first = await applyFor(referredAuth);
    await expectAudited(first.orderNo, 'credit.decision', { actor: 'credit-engine', amountCents: 500_000 });
    await consolePost(app, reviewer, `/api/console/orders/${first.orderNo}/reject`, {
      category: 'Income not verified',
      reason: 'income not verified',
    });
    await expectAudited(first.orderNo, 'order.reject', { actor: REVIEWER, amountCents: 500_000 });
    // A filed rejection holds its borrower's next application (decision 138): another borrower's is approved.
    const { auth: secondAuth } = await borrower('09207100013');
    const second = await applyFor(secondAuth);
    await adminCall('POST', `/orders/${second.orderNo}/approve`, { reason: 'known customer' });
    await expectAudited(second.orderNo, 'order.approve', { actor: 'operator', amountCents: 500_000 });
  });

  it('holds every payout state: requested, pending, paid, failed and returned', async () => {
    await adminCall('POST', '/clock', { date: '2026-01-05' });
    const { session: me, auth } = await borrower('09207100011');
    const held = await applyFor(auth);
    await adminCall('POST', `/orders/${held.orderNo}/approve`, {});
    await bind(Number(me.userId), `0012345${SANDBOX_HELD_SUFFIX}`);
    await adminCall('POST', `/orders/${held.orderNo}/disburse`);
    await expectAudited(held.orderNo, 'order.payout.requested', { actor: 'operator', amountCents: 475_000 });
    await expectAudited(held.orderNo, 'order.payout.pending', { actor: 'operator', amountCents: 475_000 });
    // The bank credits it (the provider calls back), then sends it back days later.
    expect(await app.sandboxPayout!.release(`${held.orderNo}-1`)).toBe(true);
    await expectAudited(held.orderNo, 'order.disburse', { actor: 'operator', amountCents: 475_000 });
    expect(await app.sandboxPayout!.returnLater(`${held.orderNo}-1`)).toBe(true);
    await expectAudited(held.orderNo, 'order.payout.returned', { actor: 'provider:sandbox', amountCents: 475_000 });

    const { session: other, auth: otherAuth } = await borrower('09207100012');
    const refused = await applyFor(otherAuth);
    await adminCall('POST', `/orders/${refused.orderNo}/approve`, {});
    await bind(Number(other.userId), `0012345${SANDBOX_FAILING_SUFFIX}`);
    const finance = await loginAs(app, 'finance');
    expect((await consolePost(app, finance, `/api/console/orders/${refused.orderNo}/disburse`)).statusCode).toBe(409);
    await expectAudited(refused.orderNo, 'order.payout.failed', { actor: FINANCE, amountCents: 475_000 });
  });

  it('holds every payment, whatever its path, and the reversal, waiver, write-off and recovery', async () => {
    const loan = await disbursedOrder('09207100021');
    const { auth, orderId, orderNo, productId } = loan;
    // The operator CLI's payment (npm run ops -- order:pay).
    await adminCall('POST', `/orders/${orderNo}/payments`, { amountCents: 10_000, reference: 'ops-cov-1' });
    await expectAudited(orderNo, 'payment.post', { actor: 'operator', amountCents: 10_000 });

    // A provider's callback; a payment whose callback was lost, found by the operator's and the console's
    // reconciliation.
    const sandbox = app.payments.providers.sandbox!;
    const paid = (await generate(auth, { productId, orderId, amount: 20_000, channelNumber: '7ELE' })).json().data;
    await sandbox.settle(paid.paymentNo, 'S');
    await expectAudited(orderNo, 'payment.post', {
      actor: 'provider:sandbox',
      amountCents: 20_000,
      after: { via: 'callback' },
    });
    const lost = (await generate(auth, { productId, orderId, amount: 30_000, channelNumber: '7ELE' })).json().data;
    await sandbox.settle(lost.paymentNo, 'S', { deliver: false });
    await adminCall('POST', '/payments/reconcile', { all: true });
    await expectAudited(orderNo, 'payment.post', {
      actor: 'provider:sandbox',
      amountCents: 30_000,
      after: { via: 'reconcile' },
    });
    const lostAgain = (await generate(auth, { productId, orderId, amount: 40_000, channelNumber: '7ELE' })).json().data;
    await sandbox.settle(lostAgain.paymentNo, 'S', { deliver: false });
    const finance = await loginAs(app, 'finance');
    expect((await consolePost(app, finance, '/api/console/payments/reconcile', { all: true })).statusCode).toBe(200);
    await expectAudited(orderNo, 'payment.post', {
      actor: 'provider:sandbox',
      amountCents: 40_000,
      after: { via: 'reconcile' },
    });

    // A transfer the borrower reported, matched by finance.
    const reported = await app.inject({
      method: 'POST',
      url: '/api/host/utr',
      headers: auth,
      payload: {
        orderId,
        payType: 'bank_transfer',
        utr: 'IP-2026-0105-7100',
        amountCents: 50_000,
        paidOn: '2026-01-05',
      },
    });
    expect(reported.statusCode).toBe(200);
    const report = (await consoleGet(app, finance, '/api/console/utr-reports?status=reported'))
      .json()
      .data.items.find((i: { orderNo: string }) => i.orderNo === orderNo);
    expect((await consolePost(app, finance, `/api/console/utr-reports/${report.id}/match`)).statusCode).toBe(200);
    await expectAudited(orderNo, 'payment.post', { actor: FINANCE, amountCents: 50_000 });

    // Finance reverses the latest payment (only the latest may be reversed): the matched transfer.
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    const receipt = (await receiptsOf(app.db, order.id)).find((r) => r.amountCents === 50_000)!;
    const reversal = await consolePost(app, finance, `/api/console/orders/${orderNo}/reversals`, {
      receiptNo: receipt.receiptNo,
      reason: 'bounced',
    });
    expect(reversal.json().message).toBe('success');
    await expectAudited(orderNo, 'payment.reverse', { actor: FINANCE, amountCents: 50_000 });

    // Overdue: the close of business charges the penalty; finance waives part of it, then writes the loan off;
    // a payment afterwards is a recovery.
    await adminCall('POST', '/clock', { date: '2026-04-08' });
    await app.loans.runCob('2026-04-08');
    const waived = await consolePost(app, finance, `/api/console/orders/${orderNo}/waive-penalty`, {
      amountCents: 1_000,
      reason: 'first late payment, goodwill',
    });
    expect(waived.statusCode).toBe(200);
    await expectAudited(orderNo, 'order.waive_penalty', { actor: FINANCE, amountCents: 1_000 });
    const written = await consolePost(app, finance, '/api/console/books/write-offs', {
      orderNo,
      reason: 'borrower unreachable',
    });
    expect(written.statusCode).toBe(200);
    const { principalCents, chargesCents } = written.json().data as { principalCents: number; chargesCents: number };
    await expectAudited(orderNo, 'books.write_off', { actor: FINANCE, amountCents: principalCents + chargesCents });
    await adminCall('POST', `/orders/${orderNo}/payments`, { amountCents: 5_000, reference: 'ops-cov-recovery' });
    await expectAudited(orderNo, 'payment.recovery', { actor: 'operator', amountCents: 5_000 });
  });

  it('holds credit refunds and credit applications', async () => {
    const first = await disbursedOrder('09207100031');
    // Overpaid by PHP 393.33, through the operator API (money the provider collected lands as credit).
    await adminCall('POST', `/orders/${first.orderNo}/payments`, { amountCents: 600_000, reference: 'ops-cov-over' });
    const second = await applyFor(first.auth);
    await adminCall('POST', `/orders/${second.orderNo}/approve`, {});
    await adminCall('POST', `/orders/${second.orderNo}/disburse`);
    const finance = await loginAs(app, 'finance');
    const applied = await consolePost(app, finance, `/api/console/orders/${first.orderNo}/apply-credit`, {
      targetOrderNo: second.orderNo,
      amountCents: 30_000,
      requestId: `cov-${randomUUID()}`,
    });
    expect(applied.statusCode).toBe(200);
    await expectAudited(first.orderNo, 'order.credit_application', { actor: FINANCE, amountCents: 30_000 });
    await expectAudited(second.orderNo, 'order.credit_applied_from', { actor: FINANCE, amountCents: 30_000 });

    const order = (await app.ordersRepository.findByNo(first.orderNo))!;
    await bind(order.userId, '001234567812');
    const refund = await consolePost(app, finance, `/api/console/orders/${first.orderNo}/refund-credit`);
    expect(refund.statusCode).toBe(200);
    await expectAudited(first.orderNo, 'order.credit_refund.requested', { actor: FINANCE, amountCents: 9_333 });
    await vi.waitFor(async () =>
      expectAudited(first.orderNo, 'order.credit_refund', { actor: FINANCE, amountCents: 9_333 }),
    );
  });

  it('finds the entries by borrower name, phone, order and actor, and exports them as CSV', async () => {
    await adminCall('POST', '/clock', { date: '2026-01-05' });
    const { auth } = await borrower('09207100041');
    await certifyBorrower(
      app,
      auth,
      { employmentType: 'private', monthlyIncomePesos: '45000' },
      '7100-0041-0041-0041',
      'Rosa Audit',
    );
    const { orderNo } = await applyFor(auth);
    await adminCall('POST', `/orders/${orderNo}/payments`, { amountCents: 12_345, reference: 'ops-cov-search' });
    const admin = await loginAs(app, 'admin');
    const search = async (body: Record<string, unknown>) => {
      const res = await consolePost(app, admin, '/api/console/audit/search', { limit: 50, ...body });
      expect(res.statusCode).toBe(200);
      return res.json().data.items as {
        action: string;
        actorName: string;
        orderNo: string;
        borrowerName: string;
        amountCents: number;
      }[];
    };
    const byName = await search({ borrower: 'rosa audit', action: 'payment.post' });
    expect(byName).toEqual([
      expect.objectContaining({
        action: 'payment.post',
        actorName: 'Operator (command line)',
        orderNo,
        borrowerName: 'Rosa Audit',
        amountCents: 12_345,
      }),
    ]);
    expect(await search({ borrower: '0920 710 0041', action: 'payment.post' })).toHaveLength(1);
    expect((await search({ order: orderNo.toLowerCase() })).map((i) => i.action)).toContain('credit.decision');
    expect(await search({ borrower: 'nobody by this name' })).toEqual([]);
    expect((await consolePost(app, admin, '/api/console/audit/search', { borrower: '12345' })).json().detail).toMatch(
      /^borrower: /,
    );
    // Staff other than admins do not read the log.
    const finance = await loginAs(app, 'finance');
    expect((await consolePost(app, finance, '/api/console/audit.csv', {})).statusCode).toBe(403);

    const csv = await consolePost(app, admin, '/api/console/audit.csv', { borrower: 'Rosa Audit' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('When (Manila UTC+08:00),Who,Action,Order,Borrower,Amount (PHP),Target,Before,After');
    const row = lines.find((l) => l.includes('payment.post'))!;
    expect(row).toMatch(
      new RegExp(
        `^2026-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,Operator \\(command line\\),payment\\.post,${orderNo},Rosa Audit,123\\.45,order:${orderNo},`,
      ),
    );
    // A cell starting with = is quoted text, never a formula (decision 102): this test's own entry.
    await app.auditRepository.append({ actor: '=HYPERLINK("x")', action: 'test.formula', target: orderNo });
    const formula = await consolePost(app, admin, '/api/console/audit.csv', { action: 'test.formula' });
    expect(formula.body.split('\r\n')[1]).toMatch(/^[^,]+,"'=HYPERLINK\(""x""\)",test\.formula,/);
  });
});
