// Every back-office action, for the console and the operator CLI alike: each runs the same service
// the borrower-facing code uses and appends who did it, to what, with the object before and after,
// to the audit log. A refused action that changed something (a failed payout) is logged too.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { isIsoDate } from '../domain/business-date.js';
import { quote } from '../domain/loan/quote.js';
import { OrderStatus } from '../domain/loan/loan.js';
import type { PayoutAdapter } from '../adapters/payouts/payout-adapter.js';
import { createSandboxPayout } from '../adapters/payouts/sandbox-payout.js';
import { hashPassword } from './staff-auth.js';
import type { StaffRole } from '../repositories/staff-repository.js';
import { weakPasswordReason } from '../domain/password-policy.js';

/** The CLI's actor: the admin token names no person. */
export const OPERATOR = 'operator';

export function createStaffActions(app: FastifyInstance, payouts: PayoutAdapter) {
  const audit = app.auditRepository;
  const orderState = async (orderNo: string) => {
    const order = await app.ordersRepository.findByNo(orderNo);
    if (!order) throw notFound('order');
    return order;
  };

  return {
    payouts,

    async approve(actor: string, orderNo: string, reason: string) {
      return app.loans.approve(orderNo, actor, reason, (tx, before, result) =>
        audit.append(
          {
            actor,
            action: 'order.approve',
            target: `order:${orderNo}`,
            before: { status: before.status },
            after: { ...result, reason },
          },
          tx,
        ),
      );
    },

    async reject(actor: string, orderNo: string, reason: string) {
      return app.loans.reject(orderNo, actor, reason, (tx, before, result) =>
        audit.append(
          {
            actor,
            action: 'order.reject',
            target: `order:${orderNo}`,
            before: { status: before.status },
            after: { ...result, reason },
          },
          tx,
        ),
      );
    },

    /**
     * Pays the net proceeds out to the borrower's bound account, then books the loan. The payout is
     * claimed first, so a double tap or two staff members cannot pay one loan twice; a payout that
     * went through but was not booked (a crash in between) is booked on the next try without paying
     * again. A refusal the borrower can fix sets cardNeedPop, so the app asks them to bind again.
     */
    async disburse(actor: string, orderNo: string) {
      if (app.config.mode === 'production' && payouts.name === 'sandbox')
        throw new AppError(
          ErrorCode.conflict,
          'no payout provider is configured; the sandbox adapter is refused in production',
        );
      const order = await orderState(orderNo);
      if (order.status !== OrderStatus.disbursing)
        throw new AppError(ErrorCode.conflict, `order is ${order.status}, not approved for disbursement`);
      const product = await app.loans.productOf(order);
      const today = await app.loans.businessDate();
      const amountCents = quote(product, order.principalCents, today).netProceedsCents;
      const account = await app.bankRepository.current(order.userId);
      // Sandbox borrowers without a bound account are paid out to a notional sandbox wallet; a real provider needs an account.
      if (!account && payouts.name !== 'sandbox')
        throw new AppError(ErrorCode.conflict, 'the borrower has no bound account to pay out to');

      const claim = await app.payoutsRepository.claim(order.id, { provider: payouts.name, amountCents, actor });
      let reference: string;
      if (claim) {
        let payout;
        try {
          payout = await payouts.payout({
            orderNo,
            amountCents,
            idempotencyKey: `${orderNo}-${claim.attempt}`,
            account: account
              ? { institution: account.institution, channelNumber: account.channelNumber, last4: account.last4 }
              : null,
          });
        } catch (err) {
          // No answer says nothing about whether money moved: the claim stays pending, so nobody pays again blindly.
          app.log.error(
            { err, orderNo, attempt: claim.attempt },
            'payout provider gave no answer; the payout stays in progress',
          );
          await audit.append({
            actor,
            action: 'order.payout.no_answer',
            target: `order:${orderNo}`,
            before: { status: order.status },
            after: { payout: 'pending', attempt: claim.attempt },
          });
          throw new AppError(
            ErrorCode.conflict,
            `the payout provider did not answer; the payout of ${orderNo} stays in progress. Check with the provider, then pay out again or mark it failed`,
          );
        }
        if (!payout.ok) {
          const refusal = payout;
          await app.db.transaction(async (tx) => {
            await app.payoutsRepository.failed(order.id, refusal.reason, tx);
            if (refusal.rebind) await app.ordersRepository.update(tx, order.id, { cardNeedPop: 1 });
            await audit.append(
              {
                actor,
                action: 'order.payout.failed',
                target: `order:${orderNo}`,
                before: { status: order.status, cardNeedPop: order.cardNeedPop },
                after: {
                  reason: refusal.reason,
                  attempt: claim.attempt,
                  cardNeedPop: refusal.rebind ? 1 : order.cardNeedPop,
                },
              },
              tx,
            );
          });
          throw new AppError(
            ErrorCode.conflict,
            `payout failed: ${payout.reason}${payout.rebind ? '; the borrower is asked to bind another account' : ''}`,
          );
        }
        await app.payoutsRepository.succeeded(order.id, payout.reference);
        reference = payout.reference;
      } else {
        const existing = (await app.payoutsRepository.find(order.id))!;
        if (existing.status !== 'succeeded')
          throw new AppError(
            ErrorCode.conflict,
            `a payout for ${orderNo} is already in progress (attempt ${existing.attempt}); check with the provider before trying again`,
          );
        reference = existing.reference!;
      }
      const result = await app.loans.disburse(
        orderNo,
        actor,
        `disbursed: payout ${reference} (${payouts.name})`,
        (tx, before, booked) =>
          audit.append(
            {
              actor,
              action: 'order.disburse',
              target: `order:${orderNo}`,
              before: { status: before.status },
              after: { ...booked, payout: reference, provider: payouts.name },
            },
            tx,
          ),
      );
      return { ...result, payoutReference: reference };
    },

    /** After checking with the provider that a pending payout did not go through: record it as failed so it may be tried again. */
    async markPayoutFailed(actor: string, orderNo: string, reason: string) {
      const order = await orderState(orderNo);
      const released = await app.db.transaction(async (tx) => {
        const row = await app.payoutsRepository.releasePending(order.id, `marked failed by staff: ${reason}`, tx);
        if (!row) throw new AppError(ErrorCode.conflict, `${orderNo} has no payout in progress`);
        await audit.append(
          {
            actor,
            action: 'order.payout.marked_failed',
            target: `order:${orderNo}`,
            before: { payout: 'pending', attempt: row.attempt },
            after: { payout: 'failed', reason },
          },
          tx,
        );
        return row;
      });
      return { orderNo, payout: 'failed', attempt: released.attempt };
    },

    async waivePenalty(actor: string, orderNo: string, amountCents: number, reason: string) {
      const {
        before: _before,
        after,
        ...result
      } = await app.loans.waivePenalty(orderNo, actor, amountCents, reason, (tx, _order, waived) => {
        const { before, after, ...rest } = waived;
        return audit.append(
          {
            actor,
            action: 'order.waive_penalty',
            target: `order:${orderNo}`,
            before: { balanceByBucket: before },
            after: { ...rest, reason, balanceByBucket: after },
          },
          tx,
        );
      });
      return { ...result, balanceByBucket: after };
    },

    async startComplaint(actor: string, id: number) {
      const before = await app.complaintsRepository.findById(id);
      if (!before) throw notFound('complaint');
      // The change and its audit entry commit together; a complaint already past "submitted" is left as it is.
      const moved = await app.db.transaction(async (tx) => {
        const row = await app.complaintsRepository.start(id, new Date(), tx);
        if (row)
          await audit.append(
            {
              actor,
              action: 'complaint.start',
              target: `complaint:${id}`,
              before: { status: before.status },
              after: { status: row.status },
            },
            tx,
          );
        return row;
      });
      return { problemId: id, status: moved?.status ?? before.status };
    },

    async answerComplaint(actor: string, id: number, text: string, imageKeys: string[]) {
      const existing = await app.complaintsRepository.findById(id);
      if (!existing) throw notFound('complaint');
      const owned = await app.complaintsRepository.ownedKeys(existing.userId, imageKeys);
      if (imageKeys.some((k) => !owned.has(k))) throw invalid('imageKeys', 'upload the images to this complaint first');
      const row = await app.db.transaction(async (tx) => {
        const answered = await app.complaintsRepository.answer(id, text, imageKeys, new Date(), tx);
        if (!answered) throw new AppError(ErrorCode.conflict, 'this complaint has already been answered');
        await audit.append(
          {
            actor,
            action: 'complaint.answer',
            target: `complaint:${id}`,
            before: { status: existing.status, disposeDetail: existing.disposeDetail },
            after: { status: answered.status, disposeDetail: text, imageKeys },
          },
          tx,
        );
        return answered;
      });
      return { problemId: row.id, status: row.status };
    },

    async setClock(actor: string, date: string | null) {
      if (app.config.mode !== 'sandbox')
        throw new AppError(ErrorCode.conflict, 'the business clock can be set only in sandbox mode');
      if (date !== null && !isIsoDate(date)) throw invalid('date', 'is not a calendar date');
      const before = await app.clock.show();
      await app.clock.setOverride(date);
      const after = await app.clock.show();
      await audit.append({ actor, action: 'clock.set', target: 'clock', before, after });
      return after;
    },

    async runCob(actor: string, date?: string) {
      const today = (await app.clock.show()).businessDate;
      const through = date ?? today;
      if (!isIsoDate(through)) throw invalid('date', 'is not a calendar date');
      if (through > today) throw invalid('date', `cannot close a date after the business date ${today}`);
      const runs = await app.loans.runCob(through);
      const result = {
        through,
        datesClosed: runs.length,
        from: runs[0]?.businessDate ?? null,
        ordersTouched: runs.reduce((n, r) => n + r.ordersTouched, 0),
      };
      await audit.append({ actor, action: 'cob.run', target: 'cob', after: result });
      return result;
    },

    /** Asks the provider about pending payments (all of them, or only those due a check) and posts what it confirms. */
    async reconcilePayments(actor: string, all: boolean) {
      const summary = await app.payments.reconcile({ all });
      await audit.append({ actor, action: 'payments.reconcile', target: 'payments', after: { all, ...summary } });
      return summary;
    },

    /** A new role, a deactivation or an unlock; each ends the account's open sessions except an unlock alone. */
    async updateStaff(
      actor: string,
      id: number,
      change: { role?: StaffRole; isActive?: boolean; unlock?: true },
      selfId?: number,
    ) {
      const before = await app.staffRepository.findById(id);
      if (!before) throw notFound('staff account');
      // An admin cannot lock themselves out of the console (there may be no other admin).
      if (id === selfId && (change.isActive === false || (change.role && change.role !== 'admin')))
        throw new AppError(
          ErrorCode.conflict,
          'you cannot deactivate your own account or take away your own admin role',
        );
      const values: Parameters<typeof app.staffRepository.update>[1] = {};
      if (change.role !== undefined) values.role = change.role;
      if (change.isActive !== undefined) values.isActive = change.isActive;
      if (change.unlock) Object.assign(values, { failedLogins: 0, lockedUntil: null });
      if (Object.keys(values).length === 0) throw invalid('role', 'name a change: role, isActive or unlock');
      const shown = (r: typeof before) => ({
        role: r.role,
        isActive: r.isActive,
        failedLogins: r.failedLogins,
        lockedUntil: r.lockedUntil?.toISOString() ?? null,
      });
      const row = await app.db.transaction(async (tx) => {
        const updated = (await app.staffRepository.update(id, values, tx))!;
        if ((change.role !== undefined && change.role !== before.role) || change.isActive === false)
          await app.staffRepository.revokeSessionsOf(id, new Date(), tx);
        await audit.append(
          { actor, action: 'staff.update', target: `staff:${id}`, before: shown(before), after: shown(updated) },
          tx,
        );
        return updated;
      });
      return { id: row.id, email: row.email, name: row.name, ...shown(row) };
    },

    async createStaff(actor: string, input: { email: string; name: string; role: StaffRole; password: string }) {
      const weak = weakPasswordReason(input.password, [input.email, input.name]);
      if (weak) throw invalid('password', weak);
      // Hash before the transaction: argon2 takes a while and PGlite has one connection.
      const passwordHash = await hashPassword(input.password);
      return app.db.transaction(async (tx) => {
        const row = await app.staffRepository.insert(
          { email: input.email, name: input.name, role: input.role, passwordHash },
          tx,
        );
        if (!row) throw new AppError(ErrorCode.conflict, 'email: a staff account with this email exists');
        const after = { id: row.id, email: row.email, name: row.name, role: row.role };
        await audit.append({ actor, action: 'staff.create', target: `staff:${row.id}`, after }, tx);
        return after;
      });
    },
  };
}

export type StaffActions = ReturnType<typeof createStaffActions>;

declare module 'fastify' {
  interface FastifyInstance {
    staffActions: StaffActions;
  }
}

export default fp<{ payouts?: PayoutAdapter }>(
  async (app, opts) => {
    // Only the sandbox adapter exists so far; production refuses to start payouts without a real one.
    const payouts = opts.payouts ?? createSandboxPayout();
    if (app.config.mode === 'production' && payouts.name === 'sandbox')
      app.log.warn('payouts use the sandbox adapter; disbursement is refused in production mode');
    app.decorate('staffActions', createStaffActions(app, payouts));
  },
  {
    name: 'staffActions',
    dependencies: [
      'loans',
      'payments',
      'payoutsRepository',
      'auditRepository',
      'staffRepository',
      'complaintsRepository',
      'bankRepository',
      'clock',
    ],
  },
);
