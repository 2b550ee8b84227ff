// The console's day-to-day desks beyond review and disbursement: complaint answers with images as the
// borrower sees them, the payments view and reconciliation, staff accounts and the sandbox SMS outbox.
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import {
  consoleGet,
  consolePost,
  loginAs as staffLoginAs,
  staffFrom,
  staffLogin,
  type Staff,
  type StaffRoleName,
} from '../../test/console-helper.js';
import { borrowerSession, build, TEST_ADMIN_TOKEN } from '../../test/helper.js';
import { multipart } from '../../test/multipart.js';
import { fixtures } from '../payments/test-fixtures.js';
import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema.js';

const app = await build();
const { adminCall, disbursedOrder, generate } = fixtures(app);

const loginWith = (email: string, password?: string) => staffLogin(app, email, password);
const loginAs = (role: StaffRoleName) => staffLoginAs(app, role);
const post = (staff: Staff, url: string, payload: object = {}) =>
  consolePost(app, staff, `/api/console${url}`, payload);
const get = (staff: Staff, url: string) => consoleGet(app, staff, `/api/console${url}`);
const auditOf = async (target: string) =>
  (await app.auditRepository.list({ target })).map((r) => ({
    actor: r.actor,
    action: r.action,
    before: r.before,
    after: r.after,
  }));

describe('complaint answers with images', () => {
  it('reaches the borrower as the Process Result with its image, then the rating shows on the desk', async () => {
    const borrower = await borrowerSession(app, '09175550001');
    const auth = { authorization: `Bearer ${borrower.sessionId}` };
    const saved = await app.inject({
      method: 'POST',
      url: '/api/user-problem/problem-save',
      headers: auth,
      payload: { problemType: 3, problemDetail: 'Charged twice for one payment', orderNo: '' },
    });
    const problemId = saved.json().data.problemId as number;

    const agent = await loginAs('agent');
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2266cc' } })
      .png()
      .toBuffer();
    const form = multipart('image', 'refund-receipt.png', photo, 'image/png');
    const noCsrf = await app.inject({
      method: 'POST',
      url: `/api/console/complaints/${problemId}/images`,
      headers: { cookie: agent.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(noCsrf.statusCode).toBe(401);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/console/complaints/${problemId}/images`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { key, url } = uploaded.json().data as { key: string; url: string };
    expect(url).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
    // The stored image is re-encoded (metadata gone), and the signed link serves it.
    expect((await app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/jpeg');

    const notAnImage = multipart('image', 'x.png', Buffer.from('not an image'), 'image/png');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/console/complaints/${problemId}/images`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf, ...notAnImage.headers },
      payload: notAnImage.payload,
    });
    expect(refused.json().detail).toMatch(/^image: /);
    expect((await post(agent, '/complaints/999999/answer', { text: 'x' })).statusCode).toBe(404);

    // A key filed under another borrower cannot be attached to this answer.
    const other = await borrowerSession(app, '09175550002');
    const otherKey = (
      await app.inject({
        method: 'POST',
        url: '/api/user-problem/upload-problem-img',
        headers: {
          authorization: `Bearer ${other.sessionId}`,
          ...multipart('problemImage', 'p.png', photo, 'image/png').headers,
        },
        payload: multipart('problemImage', 'p.png', photo, 'image/png').payload,
      })
    ).json().data;
    expect(
      (
        await post(agent, `/complaints/${problemId}/answer`, {
          text: 'Refunded.',
          imageKeys: [String(otherKey.key ?? otherKey)],
        })
      ).json().detail,
    ).toMatch(/^imageKeys: /);

    const answered = await post(agent, `/complaints/${problemId}/answer`, {
      text: 'We refunded the second charge today.',
      imageKeys: [key],
    });
    expect(answered.json().data).toMatchObject({ status: 'answered' });

    const detail = (
      await app.inject({ method: 'POST', url: '/api/problem-detail', headers: auth, payload: { problemId } })
    ).json().data;
    expect(detail).toMatchObject({
      disposeDetail: 'We refunded the second charge today.',
      isNeedScore: 1,
      status: 'answered',
    });
    expect(detail.disposeImages).toEqual([
      expect.stringMatching(new RegExp(`^/api/files/${key.replace('.', '\\.')}\\?exp=`)),
    ]);

    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user-problem/save-score',
          headers: auth,
          payload: { problemId, score: 4 },
        })
      ).json().code,
    ).toBe('00');
    const desk = (await get(agent, '/complaints?status=rated')).json().data.items;
    expect(desk).toContainEqual(
      expect.objectContaining({
        id: problemId,
        score: 4,
        disposeDetail: 'We refunded the second charge today.',
        answerImages: [expect.stringMatching(/^\/api\/files\//)],
      }),
    );
    expect((await auditOf(`complaint:${problemId}`))[0]).toMatchObject({
      action: 'complaint.answer',
      after: { imageKeys: [key] },
    });
  });

  it('lists the lender top-level complaint types for the filter', async () => {
    const agent = await loginAs('agent');
    const types = (await get(agent, '/complaint-types')).json().data.items as { value: number; title: string }[];
    expect(types.length).toBeGreaterThan(2);
    expect(types[0]).toEqual({ value: expect.any(Number), title: expect.any(String) });
  });
});

describe('payments view', () => {
  it('shows pending, succeeded and failed payments to finance, never the SMS hash, and reconciles on demand', async () => {
    const { auth, orderId, orderNo, productId } = await disbursedOrder('09175550003');
    const code = (await generate(auth, { productId, orderId, amount: 100_000, channelNumber: '7ELE' })).json().data;
    const finance = await loginAs('finance');

    const pending = (await get(finance, '/payments?state=pending')).json().data.items;
    expect(pending).toContainEqual(
      expect.objectContaining({
        paymentNo: code.paymentNo,
        orderNo,
        phone: '+639175550003',
        amountCents: 100_000,
        status: 'pending',
        method: 'paycode',
      }),
    );
    expect(JSON.stringify(pending)).not.toMatch(/otpHash/);
    expect(
      (await get(finance, `/payments?q=${orderNo.toLowerCase()}`))
        .json()
        .data.items.map((p: { paymentNo: string }) => p.paymentNo),
    ).toEqual([code.paymentNo]);
    expect((await get(finance, '/payments?q=0917%20555%200003')).json().data.items).toHaveLength(1);
    expect((await get(finance, '/payments?state=lost')).json().detail).toMatch(/^state: /);

    // The borrower pays at the counter but the provider's callback never arrives; reconciliation finds it.
    await adminCall('POST', `/payments/${code.paymentNo}/sandbox-settle`, { outcome: 'S', deliver: false });
    const reviewer = await loginAs('reviewer');
    expect((await get(reviewer, '/payments')).statusCode).toBe(403);
    expect((await post(reviewer, '/payments/reconcile', {})).json()).toMatchObject({ code: 1005 });
    const summary = (await post(finance, '/payments/reconcile', { all: true })).json().data;
    expect(summary).toMatchObject({ completed: 1, errors: 0 });
    expect((await get(finance, '/payments?state=succeeded')).json().data.items).toContainEqual(
      expect.objectContaining({ paymentNo: code.paymentNo, status: 'completed', providerRef: expect.any(String) }),
    );
    expect(
      (await get(finance, '/payments?state=pending')).json().data.items.map((p: { paymentNo: string }) => p.paymentNo),
    ).not.toContain(code.paymentNo);
    expect((await auditOf('payments'))[0]).toMatchObject({
      actor: 'staff:3:finance@console.sandbox',
      action: 'payments.reconcile',
      after: { all: true, completed: 1 },
    });

    const failed = (await generate(auth, { productId, orderId, amount: 50_000, channelNumber: '7ELE' })).json().data;
    await adminCall('POST', `/payments/${failed.paymentNo}/sandbox-settle`, { outcome: 'F' });
    expect((await get(finance, '/payments?state=failed')).json().data.items).toContainEqual(
      expect.objectContaining({ paymentNo: failed.paymentNo, status: 'failed' }),
    );
  });
});

describe('staff accounts', () => {
  it('lets an admin create, re-role, unlock and deactivate staff; each change ends old sessions and is audited', async () => {
    const admin = await loginAs('admin');
    const agent = await loginAs('agent');
    expect((await get(agent, '/staff')).statusCode).toBe(403);
    expect(
      (
        await post(agent, '/staff', {
          email: 'x@example.com',
          name: 'X',
          role: 'admin',
          password: 'long-enough-password',
        })
      ).statusCode,
    ).toBe(403);

    const list = (await get(admin, '/staff')).json().data.items;
    expect(list.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining(['agent@console.sandbox', 'admin@console.sandbox']),
    );
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|argon2/);

    expect(
      (
        await post(admin, '/staff', { email: 'maria@example.com', name: 'Maria', role: 'agent', password: 'short' })
      ).json().detail,
    ).toMatch(/^password: /);
    const made = (
      await post(admin, '/staff', {
        email: 'Maria@Example.com',
        name: 'Maria Santos',
        role: 'agent',
        password: 'maria-long-password',
      })
    ).json().data;
    expect(made).toMatchObject({ email: 'maria@example.com', role: 'agent' });
    expect(
      (
        await post(admin, '/staff', {
          email: 'maria@example.com',
          name: 'Again',
          role: 'agent',
          password: 'maria-long-password',
        })
      ).json().detail,
    ).toMatch(/^email: /);

    const mariaLogin = await loginWith('maria@example.com', 'maria-long-password');
    const maria = staffFrom(mariaLogin);
    expect((await get(maria, '/complaints')).statusCode).toBe(200);
    expect((await post(admin, `/staff/${made.id}`, {})).json().detail).toMatch(/^role: name a change/);
    expect((await post(admin, `/staff/${made.id}`, { role: 'reviewer' })).json().data).toMatchObject({
      role: 'reviewer',
      isActive: true,
    });
    // Her session carried the old role; it ends, and she logs in again as a reviewer.
    expect((await get(maria, '/me')).statusCode).toBe(401);

    for (let i = 0; i < 5; i++) await loginWith('maria@example.com', 'wrong');
    expect((await loginWith('maria@example.com', 'maria-long-password')).statusCode).toBe(429);
    expect((await post(admin, `/staff/${made.id}`, { unlock: true })).json().data).toMatchObject({
      failedLogins: 0,
      lockedUntil: null,
    });
    expect((await loginWith('maria@example.com', 'maria-long-password')).statusCode).toBe(200);

    expect((await post(admin, `/staff/${made.id}`, { isActive: false })).json().data).toMatchObject({
      isActive: false,
    });
    expect((await loginWith('maria@example.com', 'maria-long-password')).statusCode).toBe(401);
    expect((await post(admin, '/staff/999999', { isActive: false })).statusCode).toBe(404);

    // An admin cannot lock themselves out.
    const self = list.find((s: { email: string }) => s.email === 'admin@console.sandbox');
    expect((await post(admin, `/staff/${self.id}`, { isActive: false })).statusCode).toBe(409);
    expect((await post(admin, `/staff/${self.id}`, { role: 'agent' })).statusCode).toBe(409);

    const trail = (await auditOf(`staff:${made.id}`)).filter(
      (t) => !t.action.startsWith('staff.login') && t.action !== 'staff.locked',
    );
    expect(trail.map((t) => t.action)).toEqual(['staff.update', 'staff.update', 'staff.update', 'staff.create']);
    expect(trail[0]).toMatchObject({
      actor: expect.stringMatching(/^staff:\d+:admin@console\.sandbox$/),
      before: { isActive: true },
      after: { isActive: false },
    });
    expect(trail[2]).toMatchObject({ before: { role: 'agent' }, after: { role: 'reviewer' } });
  });
});

describe('sandbox SMS outbox', () => {
  it('shows admins the codes the sandbox gateway would have sent, filtered by phone', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: '09175550009' } });
    const admin = await loginAs('admin');
    const items = (await get(admin, '/sms-outbox?phone=0917%20555%200009')).json().data.items;
    expect(items[0]).toMatchObject({ phone: '+639175550009', body: expect.stringMatching(/\d{6}/) });
    expect((await get(admin, '/sms-outbox?phone=12')).json().detail).toMatch(/^phone: /);
    expect((await get(await loginAs('finance'), '/sms-outbox')).statusCode).toBe(403);
  });
});

describe('payouts', () => {
  async function approvedOrder(phone: string) {
    const borrower = await borrowerSession(app, phone);
    const merchant = await app.usersRepository.resolveMerchant();
    const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
    const push = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: { authorization: `Bearer ${borrower.sessionId}` },
      payload: { amount: 500000, periods: 1, termUnit: 91, productId },
    });
    const orderNo = push.json().data.orderNo as string;
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
    return orderNo;
  }

  it('pays a double tap once: the second call is refused while the first is paying', async () => {
    const orderNo = await approvedOrder('09175550010');
    const payout = vi.spyOn(app.staffActions.payouts, 'payout');
    const finance = await loginAs('finance');
    const answers = await Promise.all([
      post(finance, `/orders/${orderNo}/disburse`),
      post(finance, `/orders/${orderNo}/disburse`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(payout).toHaveBeenCalledTimes(1);
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(170);
    // Once booked, another try is refused by the order's status and pays nothing.
    expect((await post(finance, `/orders/${orderNo}/disburse`)).statusCode).toBe(409);
    expect(payout).toHaveBeenCalledTimes(1);
    payout.mockRestore();
  });

  it('books a payout that went through when booking was interrupted, by reconciliation, without paying again', async () => {
    const orderNo = await approvedOrder('09175550011');
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    // The provider's callback arrives, but booking fails (the database connection drops).
    const booking = vi.spyOn(app.loans, 'disburse').mockRejectedValueOnce(new Error('connection lost'));
    const finance = await loginAs('finance');
    const answered = await post(finance, `/orders/${orderNo}/disburse`);
    expect(answered.json().data).toMatchObject({ status: 151, payoutStatus: 'pending', attempt: 1 });
    expect(await app.payoutsRepository.find(order.id)).toMatchObject({
      status: 'pending',
      attempt: 1,
      reference: expect.stringMatching(/^SBPO/),
    });
    booking.mockRestore();
    // A retry is refused while it is in flight; reconciliation asks the provider and books it.
    const payout = vi.spyOn(app.staffActions.payouts, 'payout');
    expect((await post(finance, `/orders/${orderNo}/disburse`)).json().message).toMatch(/already in progress/);
    expect(await app.payoutService.reconcile(0)).toMatchObject({ checked: 1, succeeded: 1 });
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(170);
    expect(await app.payoutsRepository.find(order.id)).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect(payout).not.toHaveBeenCalled();
    payout.mockRestore();
  });

  it('lets a failed payout be tried again as a new attempt', async () => {
    const orderNo = await approvedOrder('09175550012');
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    const payout = vi
      .spyOn(app.staffActions.payouts, 'payout')
      .mockResolvedValueOnce({ ok: false, reason: 'provider timeout', rebind: false });
    const finance = await loginAs('finance');
    expect((await post(finance, `/orders/${orderNo}/disburse`)).json().message).toBe('payout failed: provider timeout');
    expect((await app.ordersRepository.findByNo(orderNo))!.cardNeedPop).toBe(0);
    expect((await post(finance, `/orders/${orderNo}/disburse`)).json().data).toMatchObject({ status: 170 });
    expect(payout.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([`${orderNo}-1`, `${orderNo}-2`]);
    expect(await app.payoutsRepository.find(order.id)).toMatchObject({ status: 'succeeded', attempt: 2 });
    payout.mockRestore();
  });
});

describe('a payout the provider never answered', () => {
  it('stays claimed until finance, having checked with the provider, marks it failed; then it can be retried', async () => {
    const borrower = await borrowerSession(app, '09175550014');
    const merchant = await app.usersRepository.resolveMerchant();
    const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
    const orderNo = (
      await app.inject({
        method: 'POST',
        url: '/api/v3/loan-confirm/loan-detail-push',
        headers: { authorization: `Bearer ${borrower.sessionId}` },
        payload: { amount: 500000, periods: 1, termUnit: 91, productId },
      })
    ).json().data.orderNo as string;
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
    // A timeout says nothing about whether the money moved, so the claim must stay pending.
    const payout = vi.spyOn(app.staffActions.payouts, 'payout').mockRejectedValueOnce(new Error('socket hang up'));
    const finance = await loginAs('finance');
    const noAnswer = await post(finance, `/orders/${orderNo}/disburse`);
    expect(noAnswer.statusCode).toBe(409);
    expect(noAnswer.json().message).toMatch(/did not answer; the payout of .* stays in progress/);
    const list = (await get(finance, '/disbursements')).json().data.items;
    expect(list).toContainEqual(
      expect.objectContaining({ orderNo, payout: { status: 'requested', attempt: 1, reason: '' } }),
    );
    expect((await post(finance, `/orders/${orderNo}/disburse`)).json().message).toMatch(/already in progress/);

    expect(
      (await post(await loginAs('reviewer'), `/orders/${orderNo}/payout-failed`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await post(finance, `/orders/${orderNo}/payout-failed`, {})).json().detail).toMatch(/^reason: /);
    // The provider is asked first (decision 104): it has no record yet, and the window has not passed.
    const early = await post(finance, `/orders/${orderNo}/payout-failed`, {
      reason: 'provider portal shows no transfer',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /has no record of attempt 1 .* yet, so it is not marked failed; if it still has none at .* Manila time/,
    );
    // The reconciliation window has passed since the request, and the provider still has no record.
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    await app.db
      .update(payouts)
      .set({ updatedAt: new Date(Date.now() - (app.config.payouts.reconcileAfterMinutes + 1) * 60_000) })
      .where(eq(payouts.orderId, order.id));
    expect(
      (await post(finance, `/orders/${orderNo}/payout-failed`, { reason: 'provider portal shows no transfer' })).json()
        .data,
    ).toMatchObject({ payout: 'failed', attempt: 1 });
    expect((await post(finance, `/orders/${orderNo}/payout-failed`, { reason: 'again' })).statusCode).toBe(409);
    expect((await post(finance, `/orders/${orderNo}/disburse`)).json().data).toMatchObject({ status: 170 });
    expect(payout).toHaveBeenCalledTimes(2);
    expect((await auditOf(`order:${orderNo}`)).map((a) => a.action)).toEqual([
      'order.disburse',
      'order.payout.requested',
      'order.payout.marked_failed',
      'order.payout.no_answer',
      'order.payout.requested',
      'order.approve',
      // The engine referred the application to a person (decision 107).
      'credit.decision',
    ]);
    payout.mockRestore();
  });
});

describe('operator CLI waiver', () => {
  it('waives a penalty through the admin API as the operator, with the same rules and audit entry', async () => {
    const { orderNo } = await disbursedOrder('09175550013', '2026-01-05');
    await adminCall('POST', '/clock', { date: '2026-04-08' });
    await adminCall('POST', '/cob', {});
    const waive = (body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderNo}/waive-penalty`,
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
        payload: body,
      });
    expect((await waive({ amountCents: 1_000 })).json().detail).toMatch(/^reason: /);
    expect((await waive({ amountCents: 1_000, reason: 'hospital stay, documented' })).json().data).toMatchObject({
      waivedCents: 1_000,
      balanceByBucket: { penalty: 3_000 },
    });
    expect((await auditOf(`order:${orderNo}`))[0]).toMatchObject({
      actor: 'operator',
      action: 'order.waive_penalty',
      after: { reason: 'hospital stay, documented' },
    });
    await adminCall('POST', '/clock', { date: null });
  });
});
