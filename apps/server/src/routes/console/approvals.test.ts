// Maker-checker (decision 106) as staff work it: the settings are proposed by one admin and approved by
// another; a write-off, a refund of credit, a waiver above its threshold and an approval over a block-list
// decline are each proposed by one staff member, refused to the same person, approved by another, and move
// money only then, with both names in the audit log. Expired proposals cannot be approved, and a burst of
// approvals and a rejection (a real race on PostgreSQL) leaves exactly one outcome.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalProposals, auditLog, creditRefunds, loanWriteOffs } from '../../db/schema.js';
import { build, testDatabaseUrl } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin, type Staff } from '../../test/console-helper.js';
import { applicants } from '../../test/credit-applicant.js';
import { fixtures } from '../payments/test-fixtures.js';
import { approveAs, rejectAs, secondStaff, turnOnApproval } from '../../test/approvals-helper.js';
import { actorOf } from '../../services/staff-auth.js';
import { receiptsOf } from '../../services/receipts.js';
import { accountHash, encryptJson } from '../../lib/field-crypto.js';
import { payouts, staffUsers } from '../../db/schema.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);
const { me, certify, flexId, apply, data } = applicants(app);
await adminCall('POST', '/clock', { date: '2026-01-05' });

const admin = await loginAs(app, 'admin');
const finance = await loginAs(app, 'finance');
const reviewer = await loginAs(app, 'reviewer');
const agent = await loginAs(app, 'agent');
const risk = staffFrom(await staffLogin(app, 'risk@console.sandbox'));

const finance2 = await secondStaff(app, admin, 'finance');
const admin2 = await secondStaff(app, admin, 'admin');

const approve = (s: Staff, id: number, note = '') => approveAs(app, s, id, note);
const reject = (s: Staff, id: number, note: string) => rejectAs(app, s, id, note);
const auditOf = (target: string) => app.db.select().from(auditLog).where(eq(auditLog.target, target));
const count = async (s: Staff) => data(await consoleGet(app, s, '/api/console/approvals/count')).count as number;

const turnOn = (action: string, thresholdCents: number | null = null) =>
  turnOnApproval(app, admin, admin2.staff, action, thresholdCents);

describe(`maker-checker (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps one click by default, always proposes a settings change, and a second admin approves it', async () => {
    const settings = data(await consoleGet(app, admin, '/api/console/approvals/settings')).items;
    expect(settings.find((s: { action: string }) => s.action === 'write_off')).toMatchObject({ enabled: false });
    expect(settings.find((s: { action: string }) => s.action === 'block_list_override')).toMatchObject({
      enabled: true,
      alwaysOn: true,
    });
    const change = { action: 'write_off', enabled: true, reason: 'Finance wants it' };
    expect((await consolePost(app, finance, '/api/console/approvals/settings', change)).statusCode).toBe(403);
    const bad = await consolePost(app, admin, '/api/console/approvals/settings', {
      action: 'block_list_override',
      enabled: false,
      reason: 'Too slow for us',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('action');

    const id = await turnOn('penalty_waiver', 1_000);
    const [row] = await app.db.select().from(approvalProposals).where(eq(approvalProposals.id, id));
    expect(row!.summary).toBe('Turn two-person approval on for penalty waiver above ₱10.00.');
    const after = data(await consoleGet(app, admin, '/api/console/approvals/settings')).items;
    expect(after.find((s: { action: string }) => s.action === 'penalty_waiver')).toMatchObject({
      enabled: true,
      thresholdCents: 1_000,
    });
    const actions = (await auditOf('approval-setting:penalty_waiver')).map((a) => a.action);
    expect(actions).toEqual(['approval.settings']);
    const trail = (await auditOf(`approval:${id}`)).map((a) => [a.action, a.actor]);
    expect(trail).toContainEqual(['approval.approve', admin2.actor]);
  });

  it('approves over a block-list decline only with a second person, whatever the settings', async () => {
    const blocked = await consolePost(app, risk, '/api/console/credit/block-list', {
      kind: 'phone',
      number: '09207001106',
      reason: 'Fraud ring, police report 106',
    });
    expect(blocked.statusCode).toBe(200);
    const borrower = await me('09207001106');
    await certify(borrower, { employmentType: 'private', monthlyIncomePesos: '45000' }, '9360-1106-2222-0106');
    const { orderNo } = data(await apply(borrower, await flexId()));
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(110);

    const url = `/api/console/credit/decisions/${orderNo}/override`;
    const proposed = await consolePost(app, reviewer, url, {
      outcome: 'approve',
      reason: 'Mistaken identity, checked',
    });
    expect(proposed.statusCode).toBe(202);
    const p = data(proposed);
    expect(p.message).toMatch(/^Proposed, waiting for a second person to approve: Approve LW/);
    expect(p.summary).toContain('₱5,000.00');
    // Nothing moved, and the service refuses a direct approval too.
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(110);
    await expect(app.credit.override('staff:0:x', orderNo, 'approve', 'direct')).rejects.toThrow(/second person/);

    const own = await approve(reviewer, p.proposalId);
    expect(own.statusCode).toBe(403);
    expect((await approve(finance, p.proposalId)).json().message).toBe(
      'Only reviewer or risk or admin staff may decide a approval over a block-list decline.',
    );
    expect(await count(risk)).toBeGreaterThanOrEqual(1);
    const done = await approve(risk, p.proposalId, 'ID re-checked');
    expect(done.statusCode).toBe(200);
    expect(data(done)).toMatchObject({ status: 'executed', checker: 'Sandbox risk (risk@console.sandbox)' });
    expect((await app.ordersRepository.findByNo(orderNo))!.status).not.toBe(110);
    const trail = await auditOf(`order:${orderNo}`);
    expect(trail.find((a) => a.action === 'credit.override')!.actor).toMatch(/reviewer@console\.sandbox$/);
    const approvals = await auditOf(`approval:${p.proposalId}`);
    expect(approvals.map((a) => a.action)).toEqual(['approval.propose', 'approval.approve', 'approval.execute']);
    expect(approvals[1]!.actor).toMatch(/risk@console\.sandbox$/);
  });

  it('proposes a write-off, refuses its maker, and writes off only when another finance user approves', async () => {
    await turnOn('write_off');
    const { orderNo } = await disbursedOrder('09350001061', '2026-01-05');
    const res = await consolePost(app, finance, '/api/console/books/write-offs', {
      orderNo,
      reason: 'borrower cannot be found',
    });
    expect(res.statusCode).toBe(202);
    const { proposalId, summary } = data(res);
    expect(summary).toBe(`Write off loan ${orderNo}: ₱5,000.00 principal and ₱606.67 charges, ₱5,606.67 in all.`);
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    const writtenOff = () => app.db.select().from(loanWriteOffs).where(eq(loanWriteOffs.orderId, order.id));
    expect(await writtenOff()).toEqual([]);

    const listed = data(await consoleGet(app, finance, '/api/console/approvals')).items;
    expect(listed.find((x: { id: number }) => x.id === proposalId)).toMatchObject({
      mine: true,
      cannotDecide: 'You made this proposal; another staff member must decide it.',
      maker: 'Sandbox finance (finance@console.sandbox)',
      reason: 'borrower cannot be found',
    });
    expect((await approve(finance, proposalId)).statusCode).toBe(403);
    expect((await approve(agent, proposalId)).statusCode).toBe(403);
    expect((await consoleGet(app, agent, '/api/console/approvals')).json().data.items).toEqual([]);
    expect(await writtenOff()).toHaveLength(0);

    const ok = await approve(finance2.staff, proposalId, 'checked the file');
    expect(ok.statusCode).toBe(200);
    expect(await writtenOff()).toHaveLength(1);
    // Approving again runs nothing; rejecting now is refused.
    expect((await approve(finance2.staff, proposalId)).statusCode).toBe(200);
    expect(await writtenOff()).toHaveLength(1);
    expect((await reject(admin, proposalId, 'too late')).statusCode).toBe(409);

    const books = (await auditOf(orderNo)).filter((a) => a.action === 'books.write_off');
    expect(books).toHaveLength(1);
    expect(books[0]!.actor).toMatch(/^staff:\d+:finance@console\.sandbox$/);
    const trail = await auditOf(`approval:${proposalId}`);
    expect(trail.map((a) => [a.action, a.actor])).toEqual([
      ['approval.propose', books[0]!.actor],
      ['approval.approve', finance2.actor],
      ['approval.execute', finance2.actor],
    ]);
  });

  it('refunds credit only after a second finance user approves, and asks the maker for a reason', async () => {
    await turnOn('credit_refund');
    const { orderNo, orderId } = await disbursedOrder('09350001062', '2026-01-05');
    await app.loans.pay(orderNo, { amountCents: 600_000, purpose: 'repay', reference: 'appr-credit' }, 'test', {
      collected: true,
    });
    const url = `/api/console/orders/${orderNo}/refund-credit`;
    const noReason = await consolePost(app, finance, url);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('reason');
    const res = await consolePost(app, finance, url, { reason: 'borrower asked for the money back' });
    expect(res.statusCode).toBe(202);
    const { proposalId, summary } = data(res);
    expect(summary).toBe(`Pay ₱393.33 of borrower credit on ${orderNo} back to the borrower's account.`);
    const refunds = () => app.db.select().from(creditRefunds).where(eq(creditRefunds.orderId, orderId));
    expect(await refunds()).toEqual([]);
    expect((await approve(finance, proposalId)).statusCode).toBe(403);
    expect(await refunds()).toEqual([]);

    expect((await approve(finance2.staff, proposalId)).statusCode).toBe(200);
    const [refund] = await refunds();
    expect(refund).toMatchObject({ amountCents: 39_333, status: 'succeeded' });
    const booked = (await auditOf(`order:${orderNo}`)).filter((a) => a.action === 'order.credit_refund');
    expect(booked).toHaveLength(1);
    expect(booked[0]!.actor).toMatch(/finance@console\.sandbox$/);
    expect((await auditOf(`approval:${proposalId}`)).map((a) => a.actor)).toContain(finance2.actor);
  });

  it('waives at or below the threshold at once, proposes above it, and never approves an expired proposal', async () => {
    const { orderNo } = await disbursedOrder('09350001063', '2026-01-05');
    await adminCall('POST', '/clock', { date: '2026-05-10' });
    await app.loans.runCob('2026-05-10');
    const url = `/api/console/orders/${orderNo}/waive-penalty`;
    const small = await consolePost(app, finance, url, { amountCents: 1_000, reason: 'goodwill, small' });
    expect(small.statusCode).toBe(200);
    const waivers = async () =>
      (await auditOf(`order:${orderNo}`)).filter((a) => a.action === 'order.waive_penalty').length;
    expect(await waivers()).toBe(1);

    const big = await consolePost(app, finance, url, { amountCents: 1_500, reason: 'hospitalised, documents seen' });
    expect(big.statusCode).toBe(202);
    const { proposalId } = data(big);
    expect(data(big).summary).toBe(`Waive ₱15.00 of late charges on ${orderNo}.`);
    expect(await waivers()).toBe(1);

    // Past its 72 hours the proposal expires (audited) and cannot be approved.
    await app.db
      .update(approvalProposals)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(approvalProposals.id, proposalId));
    const late = await approve(finance2.staff, proposalId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This proposal is already expired.');
    expect(await waivers()).toBe(1);
    expect((await auditOf(`approval:${proposalId}`)).map((a) => a.action)).toEqual([
      'approval.propose',
      'approval.expire',
    ]);

    // Proposed again: approvals and a rejection at once leave exactly one outcome.
    const again = data(await consolePost(app, finance, url, { amountCents: 1_500, reason: 'hospitalised, again' }));
    const burst = await Promise.all([
      approve(finance2.staff, again.proposalId),
      approve(admin, again.proposalId),
      reject(admin2.staff, again.proposalId, 'not enough documents'),
      approve(admin, again.proposalId),
    ]);
    for (const r of burst) expect([200, 409]).toContain(r.statusCode);
    const [row] = await app.db.select().from(approvalProposals).where(eq(approvalProposals.id, again.proposalId));
    expect(['executed', 'rejected']).toContain(row!.status);
    expect(await waivers()).toBe(row!.status === 'executed' ? 2 : 1);
    const decided = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.target, `approval:${again.proposalId}`),
          sql`${auditLog.action} in ('approval.approve', 'approval.reject')`,
        ),
      );
    expect(decided).toHaveLength(1);
  });
  it('reverses a posted payment only after a second finance user approves', async () => {
    await turnOn('payment_reversal');
    const { orderNo } = await disbursedOrder('09350001064', '2026-01-05');
    await adminCall('POST', '/clock', { date: '2026-04-01' });
    await app.loans.pay(orderNo, { amountCents: 560_667, purpose: 'repay', reference: 'appr-rv-1' }, 'test');
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    const [receipt] = await receiptsOf(app.db, order.id);
    const res = await consolePost(app, finance, `/api/console/orders/${orderNo}/reversals`, {
      receiptNo: receipt!.receiptNo,
      reason: 'bounced',
      note: 'bank returned the transfer',
    });
    expect(res.statusCode).toBe(202);
    const { proposalId, summary } = data(res);
    expect(summary).toMatch(new RegExp(`^Reverse .+ of ₱5,606\\.67 on ${orderNo} \\(the payment bounced\\)\\.$`));
    const reversed = async () => (await receiptsOf(app.db, order.id))[0]!.reversedAt !== null;
    expect(await reversed()).toBe(false);
    expect((await approve(finance, proposalId)).statusCode).toBe(403);
    expect(await reversed()).toBe(false);
    expect((await approve(finance2.staff, proposalId)).statusCode).toBe(200);
    expect(await reversed()).toBe(true);
    const audit = (await auditOf(`order:${orderNo}`)).filter((a) => a.action === 'payment.reverse');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toMatch(/finance@console\.sandbox$/);
    expect((await auditOf(`approval:${proposalId}`)).map((a) => a.actor)).toContain(finance2.actor);
  });
});

// Decision 113: the payout desk's money actions, each proposed by one finance user and run by another.
describe(`maker-checker for payouts and credit (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  /** An approved ₱5,000.00 order (net proceeds ₱4,750.00), waiting for its payout. */
  async function approvedOrder(phone: string) {
    await adminCall('POST', '/clock', { date: '2026-01-05' });
    const orderNo = (
      await app.inject({
        method: 'POST',
        url: '/api/v3/loan-confirm/loan-detail-push',
        headers: await me(phone),
        payload: { amount: 500000, periods: 1, termUnit: 91, productId: await flexId() },
      })
    ).json().data.orderNo as string;
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    expect(order.status).toBe(151);
    return order;
  }
  async function bind(userId: number, accountNo: string) {
    await app.bankRepository.bind(userId, {
      cardType: 1,
      channelNumber: '90006',
      institution: 'BDO',
      fields: { branchCity: 'Makati' },
      secretsEncrypted: encryptJson(app.secrets.appSecret, { accountNo }),
      accountHash: accountHash(app.secrets.appSecret, accountNo),
      last4: accountNo.slice(-4),
      source: 'new',
    });
  }
  const payoutAudit = async (orderNo: string, action: string) =>
    (await auditOf(`order:${orderNo}`)).filter((a) => a.action === action);
  /** Refused to its maker, then approved by the second finance user: both names on the proposal's trail. */
  async function approvedByAnother(proposalId: number, makerActor: string) {
    const own = await approve(finance, proposalId);
    expect(own.statusCode).toBe(403);
    const done = await approve(finance2.staff, proposalId, 'checked');
    expect(done.statusCode).toBe(200);
    expect(data(done).status).toBe('executed');
    expect((await auditOf(`approval:${proposalId}`)).map((a) => [a.action, a.actor])).toEqual([
      ['approval.propose', makerActor],
      ['approval.approve', finance2.actor],
      ['approval.execute', finance2.actor],
    ]);
  }
  const financeActor = async () => {
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, 'finance@console.sandbox'));
    return actorOf(row!);
  };

  it('pays out above the threshold only after a second finance user approves, and once', async () => {
    await turnOn('payout', 100_000);
    const settings = data(await consoleGet(app, admin, '/api/console/approvals/settings')).items;
    expect(settings.find((s: { action: string }) => s.action === 'payout')).toMatchObject({
      actionName: 'Payout of an approved loan',
      enabled: true,
      thresholdCents: 100_000,
      takesThreshold: true,
    });
    const order = await approvedOrder('09350001065');
    const url = `/api/console/orders/${order.orderNo}/disburse`;
    expect((await consolePost(app, finance, url)).json().field).toBe('reason');
    const res = await consolePost(app, finance, url, { reason: 'borrower waiting at the branch' });
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe(
      `Pay out ₱4,750.00 (net proceeds of ${order.orderNo}) to the borrower's sandbox wallet.`,
    );
    expect(await app.payoutsRepository.find(order.id)).toBeUndefined();
    expect(await count(finance2.staff)).toBeGreaterThanOrEqual(1);

    await approvedByAnother(data(res).proposalId, await financeActor());
    expect((await app.ordersRepository.findByNo(order.orderNo))!.status).toBe(170);
    expect(await payoutAudit(order.orderNo, 'order.payout.requested')).toHaveLength(1);
    expect((await payoutAudit(order.orderNo, 'order.payout.requested'))[0]!.actor).toBe(await financeActor());
    // Approving again runs nothing more.
    expect((await approve(finance2.staff, data(res).proposalId)).statusCode).toBe(200);
    expect(await payoutAudit(order.orderNo, 'order.payout.requested')).toHaveLength(1);
  });

  it('marks a payout in flight failed only after a second finance user approves', async () => {
    await turnOn('payout_mark_failed');
    const order = await approvedOrder('09350001066');
    // The provider gives no answer: the payout stays requested (decision 104).
    const adapter = app.staffActions.payouts;
    const original = adapter.payout.bind(adapter);
    adapter.payout = () => Promise.reject(new Error('socket hang up'));
    try {
      await app.payoutService.disburse('test', order.orderNo).catch(() => undefined);
    } finally {
      adapter.payout = original;
    }
    await app.db
      .update(payouts)
      .set({ updatedAt: new Date(Date.now() - (app.config.payouts.reconcileAfterMinutes + 1) * 60_000) })
      .where(eq(payouts.orderId, order.id));
    const url = `/api/console/orders/${order.orderNo}/payout-failed`;
    const res = await consolePost(app, finance, url, { reason: 'provider portal shows no transfer' });
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe(
      `Record payout attempt 1 of ₱4,750.00 on ${order.orderNo} as failed, once the provider confirms it did not pay, so it may be paid out again.`,
    );
    expect((await app.payoutsRepository.find(order.id))!.status).toBe('requested');
    await approvedByAnother(data(res).proposalId, await financeActor());
    expect((await app.payoutsRepository.find(order.id))!.status).toBe('failed');
    expect(await payoutAudit(order.orderNo, 'order.payout.marked_failed')).toHaveLength(1);
  });

  it('releases a new-account hold only after a second finance user approves', async () => {
    await turnOn('payout_hold_release');
    const order = await approvedOrder('09350001067');
    await bind(order.userId, '001122330671');
    await bind(order.userId, '001122330672');
    const url = `/api/console/orders/${order.orderNo}/payout-hold-release`;
    const res = await consolePost(app, finance, url, { reason: 'called the borrower back' });
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe(
      `Release the new-account hold on the account ending 0672 of ${order.orderNo}, so its payout may go before the hold ends.`,
    );
    expect(await payoutAudit(order.orderNo, 'order.payout.hold_released')).toHaveLength(0);
    await approvedByAnother(data(res).proposalId, await financeActor());
    const released = await payoutAudit(order.orderNo, 'order.payout.hold_released');
    expect(released).toHaveLength(1);
    expect(released[0]!.actor).toBe(await financeActor());
  });

  it('applies borrower credit above the threshold only after a second finance user approves', async () => {
    await turnOn('credit_application', 10_000);
    const first = await disbursedOrder('09350001068', '2026-01-05');
    await app.loans.pay(first.orderNo, { amountCents: 600_000, purpose: 'repay', reference: 'appr-apply' }, 'test', {
      collected: true,
    });
    const second = await approvedOrder('09350001068');
    await adminCall('POST', `/orders/${second.orderNo}/disburse`);
    const url = `/api/console/orders/${first.orderNo}/apply-credit`;
    const small = await consolePost(app, finance, url, {
      targetOrderNo: second.orderNo,
      amountCents: 10_000,
      requestId: 'appr-apply-small',
    });
    expect(small.statusCode).toBe(200);
    const body = { targetOrderNo: second.orderNo, amountCents: 20_000, requestId: 'appr-apply-big' };
    expect((await consolePost(app, finance, url, body)).json().field).toBe('reason');
    const res = await consolePost(app, finance, url, { ...body, reason: 'borrower asked by phone' });
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe(`Apply ₱200.00 of borrower credit on ${first.orderNo} to loan ${second.orderNo}.`);
    const applied = async () => (await payoutAudit(first.orderNo, 'order.credit_application')).length;
    expect(await applied()).toBe(1);
    await approvedByAnother(data(res).proposalId, await financeActor());
    expect(await applied()).toBe(2);
    expect(await app.creditRefunds.creditHeld(first.orderId)).toBe(39_333 - 30_000);
  });
});

// Decision 113: configuration changes, each proposed with a reason and shown before → after in words.
describe(`maker-checker for configuration (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('changes a staff role only after a second admin approves', async () => {
    await turnOn('staff_role');
    const made = await consolePost(app, admin, '/api/console/staff', {
      email: 'role.change@console.sandbox',
      name: 'Lito Cruz',
      role: 'agent',
      password: 'a-long-enough-password-3',
    });
    const staffId = data(made).id as number;
    const url = `/api/console/staff/${staffId}`;
    expect((await consolePost(app, admin, url, { role: 'finance' })).json().field).toBe('reason');
    const res = await consolePost(app, admin, url, { role: 'finance', reason: 'moved to the finance desk' });
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe(
      'Change the role of Lito Cruz (role.change@console.sandbox): Agent → Finance. Their open sessions end.',
    );
    const role = async () => (await app.staffRepository.findById(staffId))!.role;
    expect(await role()).toBe('agent');
    // Another change that is not a role (an unlock) stays one click.
    expect((await consolePost(app, admin, url, { unlock: true })).statusCode).toBe(200);
    expect((await approve(admin, data(res).proposalId)).statusCode).toBe(403);
    expect((await approve(finance, data(res).proposalId)).statusCode).toBe(403);
    expect((await approve(admin2.staff, data(res).proposalId)).statusCode).toBe(200);
    expect(await role()).toBe('finance');
    const changed = (await auditOf(`staff:${staffId}`)).filter(
      (a) => a.action === 'staff.update' && (a.after as { role: string }).role === 'finance',
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.actor).toMatch(/admin@console\.sandbox$/);
    expect((await auditOf(`approval:${data(res).proposalId}`)).map((a) => [a.action, a.actor])).toContainEqual([
      'approval.approve',
      admin2.actor,
    ]);
  });

  it('saves write-off days and loss rates only after a second finance user approves', async () => {
    await turnOn('loss_rates');
    const { current } = data(await consoleGet(app, finance, '/api/console/books/policy'));
    const next = {
      writeOffDays: current.writeOffDays + 10,
      lossRates: { ...current.lossRates, current: current.lossRates.current + 25 },
      reason: 'auditor asked for a longer run',
    };
    const res = await consolePost(app, finance, '/api/console/books/policy', next);
    expect(res.statusCode).toBe(202);
    const pct = (bps: number) => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;
    expect(data(res).summary).toBe(
      `Write off after ${current.writeOffDays} → ${next.writeOffDays} days past due; loss rate Current ${pct(current.lossRates.current)} → ${pct(next.lossRates.current)}.`,
    );
    const version = async () => data(await consoleGet(app, finance, '/api/console/books/policy')).current.version;
    expect(await version()).toBe(current.version);
    expect((await approve(finance, data(res).proposalId)).statusCode).toBe(403);
    expect((await approve(finance2.staff, data(res).proposalId)).statusCode).toBe(200);
    expect(await version()).toBe(current.version + 1);
    const saved = (await auditOf(`v${current.version + 1}`)).filter((a) => a.action === 'books.policy');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.actor).toMatch(/finance@console\.sandbox$/);
    expect((await auditOf(`approval:${data(res).proposalId}`)).map((a) => a.actor)).toContain(finance2.actor);
  });
});
