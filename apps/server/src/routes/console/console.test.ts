import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema.js';
import { SANDBOX_STAFF_PASSWORD, sandboxStaffEmail } from '../../db/seed-staff.js';
import {
  consoleGet,
  consolePost,
  loginAs as staffLoginAs,
  staffLogin,
  type Staff,
  type StaffRoleName,
} from '../../test/console-helper.js';
import { sha256 } from '../../lib/secrets.js';
import { borrowerSession, build, TEST_ADMIN_TOKEN } from '../../test/helper.js';

const app = await build();
const adminAuth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

const login = (role: StaffRoleName, password?: string) => staffLogin(app, sandboxStaffEmail(role), password);
const loginAs = (role: StaffRoleName) => staffLoginAs(app, role);
const post = (staff: Staff, url: string, payload: object = {}) => consolePost(app, staff, url, payload);
const get = (staff: Staff, url: string) => consoleGet(app, staff, url);

async function applyFor(phone: string) {
  const { sessionId } = await borrowerSession(app, phone);
  const products = await app.productsRepository.list((await app.usersRepository.resolveMerchant())!.id);
  const productId = products.find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: { authorization: `Bearer ${sessionId}` },
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  return push.json().data.orderNo as string;
}

async function auditFor(target: string) {
  return (await app.auditRepository.list({ target })).map((r) => ({
    actor: r.actor,
    action: r.action,
    before: r.before,
    after: r.after,
  }));
}

describe('console login', () => {
  it('answers a wrong password and an unknown email alike, and needs a session for everything else', async () => {
    const wrong = await login('agent', 'not-the-password');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: 'nobody@console.sandbox', password: 'x' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
    expect((await app.inject({ method: 'GET', url: '/api/console/me' })).statusCode).toBe(401);
    const badEmail = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.json().detail).toMatch(/^email: /);
  });

  it('refuses a login posted as a form (login CSRF)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${sandboxStaffEmail('admin')}&password=${SANDBOX_STAFF_PASSWORD}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('locks an account after five failures, even against the right password', async () => {
    const created = await app.staffActions.createStaff('operator', {
      email: 'lock@console.sandbox',
      name: 'Lock',
      role: 'agent',
      password: 'right-password-123',
    });
    const attempt = (password: string) =>
      app.inject({ method: 'POST', url: '/api/console/login', payload: { email: 'lock@console.sandbox', password } });
    for (let i = 1; i <= 4; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    const fifth = await attempt('wrong');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(
      /^Too many failed logins\. Please try again in 1 minute \(at \d{2}:\d{2} Manila time\)\.$/,
    );
    expect(fifth.headers['retry-after']).toBe('60');
    expect((await attempt('right-password-123')).statusCode).toBe(429);
    const actions = (await app.auditRepository.list({ actor: `staff:${created.id}:lock@console.sandbox` })).map(
      (r) => r.action,
    );
    expect(actions).toEqual([
      'staff.locked',
      'staff.login.failed',
      'staff.login.failed',
      'staff.login.failed',
      'staff.login.failed',
    ]);
    const throttled = await app.auditRepository.list({ action: 'staff.login.throttled' });
    expect(throttled[0]?.target).toBe('staff-email:lock@console.sandbox');
  });

  it('gives the CSRF token back after a reload and ends the session on logout', async () => {
    const staff = await loginAs('agent');
    const me = await get(staff, '/api/console/me');
    expect(me.json().data).toMatchObject({
      staff: { role: 'agent', email: 'agent@console.sandbox' },
      csrfToken: staff.csrf,
    });
    expect((await post(staff, '/api/console/logout')).statusCode).toBe(200);
    expect((await get(staff, '/api/console/me')).statusCode).toBe(401);
  });

  it('ends a session idle longer than STAFF_SESSION_IDLE_MINUTES, each request sliding the limit', async () => {
    const staff = await loginAs('reviewer');
    const idleMinutes = app.config.staffSessionIdleMinutes;
    expect(idleMinutes).toBe(30);
    const tokenHash = sha256(staff.cookie.replace(/^lw_staff=/, ''));
    const idleFor = (minutes: number) =>
      app.db.execute(
        sql`update staff_sessions set last_seen_at = now() - make_interval(mins => ${minutes}) where token_hash = ${tokenHash}`,
      );
    // Used within the limit: still in, and the request slides last-seen to now.
    await idleFor(idleMinutes - 1);
    expect((await get(staff, '/api/console/me')).statusCode).toBe(200);
    const seen = (await app.db.execute(
      sql`select last_seen_at > now() - interval '1 minute' as fresh from staff_sessions where token_hash = ${tokenHash}`,
    )) as unknown as { rows: { fresh: boolean }[] };
    expect(seen.rows[0]!.fresh).toBe(true);
    // Idle past the limit: refused with a sentence the console shows on its login page.
    await idleFor(idleMinutes + 1);
    const idle = await get(staff, '/api/console/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({
      code: 1003,
      message: `Your console session ended after ${idleMinutes} minutes without activity. Please log in again.`,
    });
  });

  it('keeps borrower and staff sessions apart', async () => {
    const { sessionId } = await borrowerSession(app, '09170000001');
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/me',
      headers: { cookie: `lw_staff=${sessionId}`, authorization: `Bearer ${sessionId}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('console actions', () => {
  it('refuses a state change without the CSRF header or with a wrong one', async () => {
    const reviewer = await loginAs('reviewer');
    const orderNo = await applyFor('09170000002');
    const none = await app.inject({
      method: 'POST',
      url: `/api/console/orders/${orderNo}/approve`,
      headers: { cookie: reviewer.cookie },
      payload: { reason: 'ok' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/^x-csrf-token: /);
    const wrong = await post(
      { ...reviewer, csrf: reviewer.csrf.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      `/api/console/orders/${orderNo}/approve`,
      { reason: 'ok' },
    );
    expect(wrong.statusCode).toBe(401);
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(21);
  });

  it('lets a reviewer see and approve an application, but not an agent; every step is audited', async () => {
    const orderNo = await applyFor('09170000003');
    const agent = await loginAs('agent');
    const refused = await post(agent, `/api/console/orders/${orderNo}/approve`, { reason: 'looks fine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 1005, message: expect.stringMatching(/agent/) });
    expect((await get(agent, '/api/console/loans/review')).statusCode).toBe(403);

    const reviewer = await loginAs('reviewer');
    const list = await get(reviewer, '/api/console/loans/review');
    expect(list.json().data.items).toContainEqual(
      expect.objectContaining({
        orderNo,
        phone: '+639170000003',
        productCode: 'FLEX91',
        principalCents: 500_000,
        netProceedsCents: 475_000,
        totalRepaymentCents: 560_667,
      }),
    );
    expect((await post(reviewer, `/api/console/orders/${orderNo}/approve`, { reason: '' })).json().detail).toMatch(
      /^reason: /,
    );
    const approved = await post(reviewer, `/api/console/orders/${orderNo}/approve`, { reason: 'income verified' });
    expect(approved.json().data).toMatchObject({ status: 151 });
    // A reviewer may not pay out.
    expect((await post(reviewer, `/api/console/orders/${orderNo}/disburse`)).statusCode).toBe(403);
    const finance = await loginAs('finance');
    const paid = await post(finance, `/api/console/orders/${orderNo}/disburse`);
    expect(paid.json().data).toMatchObject({
      status: 170,
      netProceedsCents: 475_000,
      payoutReference: expect.stringMatching(/^SBPO/),
    });

    expect(await auditFor(`order:${orderNo}`)).toEqual([
      {
        actor: 'staff:3:finance@console.sandbox',
        action: 'order.disburse',
        before: { status: 151 },
        after: expect.objectContaining({ status: 170, provider: 'sandbox', confirmedBy: 'provider:sandbox' }),
      },
      {
        actor: 'staff:3:finance@console.sandbox',
        action: 'order.payout.requested',
        before: null,
        after: { attempt: 1, amountCents: 475_000, channel: '' },
      },
      {
        actor: 'staff:2:reviewer@console.sandbox',
        action: 'order.approve',
        before: { status: 21 },
        after: { orderNo, status: 151, reason: 'income verified' },
      },
      // The engine's own decision on applying: referred to a person (decision 107).
      {
        actor: 'credit-engine',
        action: 'credit.decision',
        before: { status: 21 },
        after: expect.objectContaining({ outcome: 'refer', status: 21 }),
      },
    ]);
  });

  it('rejects with a category and a reason', async () => {
    const orderNo = await applyFor('09170000004');
    const reviewer = await loginAs('reviewer');
    expect(
      (
        await post(reviewer, `/api/console/orders/${orderNo}/reject`, {
          category: 'Income not verified',
          reason: 'income not verified',
        })
      ).json().data,
    ).toMatchObject({ status: 110 });
    expect(await auditFor(`order:${orderNo}`)).toEqual([
      expect.objectContaining({
        action: 'order.reject',
        before: { status: 21 },
        after: expect.objectContaining({ reason: 'income not verified' }),
      }),
      expect.objectContaining({ actor: 'credit-engine', action: 'credit.decision' }),
    ]);
  });

  it('asks the borrower to rebind when the bank refuses the account (sandbox: ends in 0000)', async () => {
    const orderNo = await applyFor('09170000005');
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    await app.db.insert(bankAccounts).values({
      userId: order.userId,
      cardType: 1,
      channelNumber: 'BANK',
      institution: 'BDO',
      fields: {},
      secretsEncrypted: 'x',
      accountHash: 'h-0000',
      last4: '0000',
      source: 'test',
    });
    await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/approve`,
      headers: adminAuth,
      payload: { reason: 'ok' },
    });
    const finance = await loginAs('finance');
    const list = await get(finance, '/api/console/disbursements');
    expect(list.json().data.items.map((i: { orderNo: string }) => i.orderNo)).toContain(orderNo);
    const failed = await post(finance, `/api/console/orders/${orderNo}/disburse`);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toMatch(/payout failed.*bind another account/);
    const after = (await app.ordersRepository.findByNo(orderNo))!;
    expect(after).toMatchObject({ status: 151, cardNeedPop: 1 });
    expect((await auditFor(`order:${orderNo}`))[0]).toMatchObject({
      action: 'order.payout.failed',
      before: { cardNeedPop: 0 },
      after: { cardNeedPop: 1 },
    });
    // The operator's approval through the admin API is audited as the operator.
    expect((await auditFor(`order:${orderNo}`))[1]).toMatchObject({ action: 'order.payout.requested' });
    expect((await auditFor(`order:${orderNo}`))[2]).toMatchObject({ actor: 'operator', action: 'order.approve' });
  });

  it('finds orders by number or phone, and lets finance (not a reviewer) waive a penalty with a reason', async () => {
    const orderNo = await applyFor('09170000007');
    await app.inject({ method: 'POST', url: '/api/admin/clock', headers: adminAuth, payload: { date: '2026-01-05' } });
    const later = await applyFor('09170000008');
    for (const step of [`/orders/${later}/approve`, `/orders/${later}/disburse`])
      await app.inject({ method: 'POST', url: `/api/admin${step}`, headers: adminAuth, payload: {} });
    await app.inject({ method: 'POST', url: '/api/admin/clock', headers: adminAuth, payload: { date: '2026-04-08' } });
    await app.inject({ method: 'POST', url: '/api/admin/cob', headers: adminAuth, payload: {} });

    const agent = await loginAs('agent');
    expect(
      (await get(agent, `/api/console/orders?q=${orderNo.slice(0, 12)}`))
        .json()
        .data.items.map((o: { orderNo: string }) => o.orderNo),
    ).toContain(orderNo);
    expect((await get(agent, '/api/console/orders?q=0917%200000%20008')).json().data.items).toEqual([
      expect.objectContaining({ orderNo: later, status: 180 }),
    ]);
    expect((await get(agent, `/api/console/orders/${later}`)).json().data.balanceByBucket).toMatchObject({
      penalty: 4_000,
    });

    const reviewer = await loginAs('reviewer');
    const refused = await post(reviewer, `/api/console/orders/${later}/waive-penalty`, {
      amountCents: 1_000,
      reason: 'goodwill',
    });
    expect(refused.statusCode).toBe(403);
    const finance = await loginAs('finance');
    expect(
      (
        await post(finance, `/api/console/orders/${later}/waive-penalty`, { amountCents: 5_000, reason: 'goodwill' })
      ).json().detail,
    ).toMatch(/^amountCents: must be between ₱0\.01 and ₱40\.00/);
    expect(
      (await post(finance, `/api/console/orders/${later}/waive-penalty`, { amountCents: 1_000 })).json().detail,
    ).toMatch(/^reason: /);
    const waived = await post(finance, `/api/console/orders/${later}/waive-penalty`, {
      amountCents: 1_000,
      reason: 'first late payment, goodwill',
    });
    expect(waived.json().data).toMatchObject({ waivedCents: 1_000, balanceByBucket: { penalty: 3_000 } });
    const shown = (await get(finance, `/api/console/orders/${later}`)).json().data;
    expect(shown.postings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'waiver',
          account: 'receivable:penalty',
          amountCents: -1_000,
          actor: 'staff:3:finance@console.sandbox',
        }),
      ]),
    );
    expect((await auditFor(`order:${later}`))[0]).toMatchObject({
      actor: 'staff:3:finance@console.sandbox',
      action: 'order.waive_penalty',
      before: { balanceByBucket: { penalty: 4_000 } },
      after: { reason: 'first late payment, goodwill', balanceByBucket: { penalty: 3_000 } },
    });
    await app.inject({ method: 'POST', url: '/api/admin/clock', headers: adminAuth, payload: { date: null } });
  });

  it('lets an agent filter, start and answer complaints, not a finance officer', async () => {
    const { userId } = await borrowerSession(app, '09170000006');
    const row = await app.complaintsRepository.create({
      userId: Number(userId),
      problemType: 1,
      detail: 'my payment is not showing',
    });
    const agent = await loginAs('agent');
    const queue = await get(agent, '/api/console/complaints?status=submitted');
    expect(queue.json().data.items).toContainEqual(
      expect.objectContaining({ id: row.id, phone: '+639170000006', status: 'submitted' }),
    );
    expect(
      (await get(agent, '/api/console/complaints?status=answered')).json().data.items.map((i: { id: number }) => i.id),
    ).not.toContain(row.id);
    expect((await get(agent, '/api/console/complaints?status=bogus')).json().detail).toMatch(/^status: /);
    const finance = await loginAs('finance');
    expect((await post(finance, `/api/console/complaints/${row.id}/answer`, { text: 'x' })).statusCode).toBe(403);
    expect((await post(agent, `/api/console/complaints/${row.id}/start`)).json().data).toMatchObject({
      status: 'in_progress',
    });
    expect(
      (await post(agent, `/api/console/complaints/${row.id}/answer`, { text: 'We found it; it is posted now.' })).json()
        .data,
    ).toMatchObject({ status: 'answered' });
    expect((await auditFor(`complaint:${row.id}`)).map((r) => r.action)).toEqual([
      'complaint.answer',
      'complaint.start',
    ]);
  });

  it('keeps sandbox tools and the audit log to admins', async () => {
    const agent = await loginAs('agent');
    expect((await post(agent, '/api/console/cob', {})).statusCode).toBe(403);
    expect((await get(agent, '/api/console/audit')).statusCode).toBe(403);
    const adminStaff = await loginAs('admin');
    expect((await post(adminStaff, '/api/console/clock', { date: '2026-02-01' })).json().data).toMatchObject({
      businessDate: '2026-02-01',
    });
    expect((await post(adminStaff, '/api/console/cob', {})).json().data).toMatchObject({ through: '2026-02-01' });
    const audit = (await get(adminStaff, '/api/console/audit?limit=5')).json().data.items;
    expect(audit.slice(0, 2).map((r: { action: string }) => r.action)).toEqual(['cob.run', 'clock.set']);
    await post(adminStaff, '/api/console/clock', { date: null });
  });
});

describe('audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    await app.auditRepository.append({ actor: 'operator', action: 'test.entry', target: 'test' });
    // Drizzle wraps the driver's error; the database's own message is the cause.
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.db.execute(statement).then(
        () => 'allowed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set actor = 'someone else'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect((await app.auditRepository.list({ target: 'test' }))[0]).toMatchObject({
      actor: 'operator',
      action: 'test.entry',
    });
  });

  it('records staff created by the operator CLI', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: adminAuth,
      payload: { email: 'New.Admin@example.com', name: 'New Admin', role: 'admin', password: 'short' },
    });
    expect(res.json().detail).toMatch(/^password: /);
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: adminAuth,
      payload: { email: 'New.Admin@example.com', name: 'New Admin', role: 'admin', password: 'a-long-enough-password' },
    });
    expect(made.json().data).toMatchObject({ email: 'new.admin@example.com', role: 'admin' });
    expect(JSON.stringify(await auditFor(`staff:${made.json().data.id}`))).not.toContain('a-long-enough-password');
  });
});
