// Hardship plans end to end on the server (decision 128): the borrower asks for offers on an overdue loan,
// accepts one with the SMS code, a collections supervisor approves it, the schedule is replaced in balanced
// entries and the loan is no longer overdue; a settlement paid by its date settles the loan; a broken plan falls
// back; a collector proposes only on their own loans. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalSettings } from '../db/schema.js';
import { sandboxStaffEmail } from '../db/seed-staff.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { consoleGet, consolePost, staffFrom, staffLogin } from '../test/console-helper.js';
import { build } from '../test/helper.js';
import { lastCodeFor } from '../test/sms-codes.js';

const app = await build();
const { adminCall, disbursedOrder, ledger } = fixtures(app);
type Auth = { authorization: string };

/** A Flex 91 loan ten days overdue on 2026-04-16 (due 2026-04-06). */
async function overdueLoan(phone: string) {
  const loan = await disbursedOrder(phone);
  await adminCall('POST', '/clock', { date: '2026-04-16' });
  await app.loans.runCob('2026-04-16');
  return loan;
}

const call = (auth: Auth, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

/** The borrower picks an offer and accepts it with the SMS code; answers the acceptance. */
async function askAndAccept(auth: Auth, phone: string, orderId: number, body: object) {
  const offered = await call(auth, 'POST', `/api/orders/${orderId}/plan`, body);
  expect(offered.json().code, offered.body).toBe(0);
  const planId = offered.json().data.id as number;
  expect((await call(auth, 'POST', `/api/orders/${orderId}/plan/code`, { planId })).json().code).toBe(0);
  const code = await lastCodeFor(app, phone);
  return call(auth, 'POST', `/api/orders/${orderId}/plan/accept`, { planId, smsCode: code });
}

const supervisor = async () => staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));

async function withoutApproval<T>(run: () => Promise<T>): Promise<T> {
  await app.db.update(approvalSettings).set({ enabled: false }).where(eq(approvalSettings.action, 'hardship_plan'));
  try {
    return await run();
  } finally {
    await app.db.update(approvalSettings).set({ enabled: true }).where(eq(approvalSettings.action, 'hardship_plan'));
  }
}

// Each test drives a loan through months of business days on a shared, busy machine: a generous limit.
describe('hardship plans', { timeout: 120_000 }, () => {
  it('a payment plan: offers, SMS code, approval, new schedule, and the first payment leaves the loan current', async () => {
    const phone = '09551280001';
    const { auth, orderId, orderNo } = await overdueLoan(phone);
    const standing = (await call(auth, 'GET', `/api/orders/${orderId}/plan`)).json().data;
    expect(standing).toEqual({ plan: null, refusal: null, businessDate: '2026-04-16' });
    const offers = (
      await call(auth, 'GET', `/api/orders/${orderId}/plan/offers?firstDueOn=2026-04-20&installmentCount=3`)
    ).json().data;
    expect(offers.offers.map((o: { kind: string }) => o.kind)).toEqual(['payment_plan', 'restructure', 'settlement']);

    // A wrong code is refused naming the field; nothing changes.
    const offered = await call(auth, 'POST', `/api/orders/${orderId}/plan`, {
      kind: 'payment_plan',
      firstDueOn: '2026-04-20',
      installmentCount: 3,
    });
    const wrong = await call(auth, 'POST', `/api/orders/${orderId}/plan/accept`, {
      planId: offered.json().data.id,
      smsCode: '000000',
    });
    expect(wrong.json().field).toBe('smsCode');

    const accepted = await askAndAccept(auth, phone, orderId, {
      kind: 'payment_plan',
      firstDueOn: '2026-04-20',
      installmentCount: 3,
    });
    expect(accepted.json().data.status).toBe('awaiting_approval');
    expect((await ledger(orderNo)).status).toBe(180);

    const checker = await supervisor();
    const open = (await consoleGet(app, checker, '/api/console/approvals')).json().data.items as {
      id: number;
      action: string;
      summary: string;
    }[];
    const proposal = open.find((p) => p.action === 'hardship_plan' && p.summary.includes(orderNo))!;
    expect(proposal.summary).toMatch(/Payment plan of loan .*: 3 payments from 2026-04-20/);
    const approved = await consolePost(app, checker, `/api/console/approvals/${proposal.id}/approve`, { note: 'ok' });
    expect(approved.json().data.status, approved.body).toBe('executed');

    const after = await ledger(orderNo);
    expect(after.balanced).toBe(true);
    expect(after.status).toBe(170);
    const plan = (await call(auth, 'GET', `/api/orders/${orderId}/plan`)).json().data.plan;
    expect(plan.status).toBe('in_force');
    const schedule = await app.ordersRepository.schedule(orderId);
    expect(schedule.map((i) => i.dueOn)).toEqual(['2026-04-20', '2026-05-05', '2026-05-20']);

    // The first new installment (with the late charges, due with it) is paid on its date: current, not overdue.
    await adminCall('POST', '/clock', { date: '2026-04-20' });
    const first = plan.offer.installments[0].amountCents + plan.offer.loanChargesCents;
    await adminCall('POST', `/orders/${orderNo}/payments`, { amountCents: first, reference: 'plan-first-1' });
    await app.loans.runCob('2026-04-21');
    await adminCall('POST', '/clock', { date: '2026-04-21' });
    const paid = await ledger(orderNo);
    expect(paid.balanced).toBe(true);
    expect(paid.status).not.toBe(180);

    const audit = await app.auditRepository.list({ orderNo });
    const actions = audit.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['hardship_plan.offer', 'hardship_plan.accept', 'hardship_plan.in_force']),
    );
  });

  it('a settlement paid in full by its date settles the loan and the discount is waived', async () => {
    const phone = '09551280002';
    const { auth, orderId, orderNo } = await overdueLoan(phone);
    const accepted = await withoutApproval(() =>
      askAndAccept(auth, phone, orderId, { kind: 'settlement', firstDueOn: '2026-04-25', installmentCount: 1 }),
    );
    const plan = accepted.json().data;
    expect(plan.status).toBe('in_force');
    expect(plan.offer.discountCents).toBeGreaterThan(0);
    await adminCall('POST', '/clock', { date: '2026-04-22' });
    await adminCall('POST', `/orders/${orderNo}/payments`, {
      amountCents: plan.offer.totalToPayCents,
      reference: 'settle-1',
    });
    const after = await ledger(orderNo);
    expect(after.status).toBe(200);
    expect(after.balanced).toBe(true);
    expect((await call(auth, 'GET', `/api/orders/${orderId}/plan`)).json().data.plan.status).toBe('completed');
  });

  it('a restructure unpaid ten days after a date breaks: the plan ends and the rest falls due', async () => {
    const phone = '09551280003';
    const { auth, orderId, orderNo } = await overdueLoan(phone);
    const accepted = await withoutApproval(() =>
      askAndAccept(auth, phone, orderId, { kind: 'restructure', firstDueOn: '2026-05-01', installmentCount: 3 }),
    );
    expect(accepted.json().data.status).toBe('in_force');
    expect(accepted.json().data.offer.newChargesCents).toBeGreaterThan(0);
    expect((await ledger(orderNo)).status).toBe(170);

    await adminCall('POST', '/clock', { date: '2026-05-11' });
    await app.loans.runCob('2026-05-11');
    expect((await app.hardshipPlans.review()).ended).toBeGreaterThanOrEqual(1);
    expect((await call(auth, 'GET', `/api/orders/${orderId}/plan`)).json().data.plan.status).toBe('broken');
    const schedule = await app.ordersRepository.schedule(orderId);
    expect(schedule.every((i) => i.dueOn <= '2026-05-11')).toBe(true);
    await adminCall('POST', '/clock', { date: '2026-05-12' });
    await app.loans.runCob('2026-05-12');
    const after = await ledger(orderNo);
    expect(after.balanced).toBe(true);
    expect(after.status).toBe(180);
  });

  it('a collector proposes only on their own loans; a borrower sees only their own order', async () => {
    const phone = '09551280004';
    const { orderId, orderNo } = await overdueLoan(phone);
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));
    const body = { kind: 'payment_plan', firstDueOn: '2026-04-20', installmentCount: 2 };
    const refused = await consolePost(app, collector, `/api/console/hardship-plans/${orderNo}`, body);
    expect(refused.statusCode).toBe(404);
    const checker = await supervisor();
    const proposed = await consolePost(app, checker, `/api/console/hardship-plans/${orderNo}`, body);
    expect(proposed.json().data).toMatchObject({ status: 'offered', byCollector: true });
    const bad = await consolePost(app, checker, `/api/console/hardship-plans/${orderNo}`, {
      ...body,
      installmentCount: 9,
    });
    expect(bad.json().field).toBe('installmentCount');

    const stranger = await disbursedOrder('09551280005', '2026-04-16');
    expect((await call(stranger.auth, 'GET', `/api/orders/${orderId}/plan`)).statusCode).toBe(404);
  });
});
