// Every back-office action, for the console and the operator CLI alike: each runs the same service
// the borrower-facing code uses and appends who did it, to what, with the object before and after,
// to the audit log. A refused action that changed something (a failed payout) is logged too.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { isIsoDate } from '../domain/business-date.js';
import type { PayoutAdapter } from '../adapters/payouts/payout-adapter.js';
import { hashPassword } from '../lib/passwords.js';
import { staffLoginKey } from './staff-auth.js';
import type { StaffRole } from '../repositories/staff-repository.js';
import { weakPasswordReason } from '../domain/password-policy.js';
import type { Transaction } from '../db/client.js';

/** The CLI's actor: the admin token names no person. */
export const OPERATOR = 'operator';

export function createStaffActions(app: FastifyInstance) {
  const audit = app.auditRepository;

  return {
    /** The payout adapter in use (the same object the payout service calls). */
    get payouts(): PayoutAdapter {
      return app.payoutService.adapter;
    },

    /**
     * A reviewer's approval; `reviewerId` (the console's staff) is refused when another reviewer holds the
     * application's claim (decision 109). The operator CLI names no reviewer.
     */
    async approve(actor: string, orderNo: string, reason: string, reviewerId?: number) {
      return app.loans.approve(orderNo, actor, reason, async (tx, before, result) => {
        await app.reviewTriage.guardDecision(tx, before.id, orderNo, reviewerId);
        await audit.append(
          {
            actor,
            action: 'order.approve',
            target: `order:${orderNo}`,
            borrowerId: before.userId,
            amountCents: before.principalCents,
            before: { status: before.status },
            after: { ...result, reason },
          },
          tx,
        );
      });
    },

    /**
     * A rejection with its category from the configured list beside the free text, both stored for reporting
     * and audited (decision 109); the operator CLI may name none.
     */
    async reject(actor: string, orderNo: string, reason: string, by: { category?: string; reviewerId?: number } = {}) {
      const category = by.category === undefined ? null : await app.reviewTriage.rejectionCategory(by.category);
      // A filed rejection tells the borrower when they may apply again, fixed now (decision 138).
      const reapplyOn =
        category === null ? null : await app.credit.reapplyAfterRejection(await app.loans.businessDate());
      return app.loans.reject(orderNo, actor, reason, async (tx, before, result) => {
        await app.reviewTriage.guardDecision(tx, before.id, orderNo, by.reviewerId);
        if (category !== null && reapplyOn !== null)
          await app.reviewTriage.recordRejection({ orderId: before.id, category, reason, actor, reapplyOn }, tx);
        await audit.append(
          {
            actor,
            action: 'order.reject',
            target: `order:${orderNo}`,
            borrowerId: before.userId,
            amountCents: before.principalCents,
            before: { status: before.status },
            after: { ...result, category, reason, reapplyOn },
          },
          tx,
        );
      });
    },

    /**
     * Requests the payout of the net proceeds (services/payout-service.ts, decision 040): claimed once,
     * sent, usually pending at the provider; the loan is booked (151 → 170) only when the money is
     * known to have left. A refusal the borrower can fix sets cardNeedPop, so the app asks them to bind again.
     */
    /** `alongside` runs in the payout's claim transaction (an approved proposal, decision 113). */
    async disburse(actor: string, orderNo: string, alongside?: (tx: Transaction) => Promise<void>) {
      return app.payoutService.disburse(actor, orderNo, alongside);
    },

    /** After checking with the provider that a payout in flight did not go through: record it as failed so it may be tried again. */
    async markPayoutFailed(
      actor: string,
      orderNo: string,
      reason: string,
      alongside?: (tx: Transaction) => Promise<void>,
    ) {
      return app.payoutService.markFailed(actor, orderNo, reason, alongside);
    },

    /** `alongside` runs in the waiver's transaction (an approved proposal, decision 106). */
    async waivePenalty(
      actor: string,
      orderNo: string,
      amountCents: number,
      reason: string,
      alongside?: (tx: Transaction) => Promise<void>,
    ) {
      const {
        before: _before,
        after,
        ...result
      } = await app.loans.waivePenalty(orderNo, actor, amountCents, reason, async (tx, order, waived) => {
        const { before, after, ...rest } = waived;
        await alongside?.(tx);
        return audit.append(
          {
            actor,
            action: 'order.waive_penalty',
            target: `order:${orderNo}`,
            borrowerId: order.userId,
            amountCents: waived.waivedCents,
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
        // The host is told the borrower has an answer to read; the answer's text stays in the app (decision 120).
        await app.webhooks.recordEvent(tx, {
          type: 'complaint.answered',
          complaintId: id,
          orderNo: answered.orderNo,
          data: { complaintId: id, answeredAt: answered.answeredAt?.toISOString() ?? null },
        });
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
      alongside?: (tx: Transaction) => Promise<void>,
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
      // An unlock also forgets the login throttles of the account, from every address (decision 031).
      if (change.unlock) await app.loginThrottleRepository.clear(staffLoginKey(before.email));
      const row = await app.db.transaction(async (tx) => {
        const updated = (await app.staffRepository.update(id, values, tx))!;
        if ((change.role !== undefined && change.role !== before.role) || change.isActive === false)
          await app.staffRepository.revokeSessionsOf(id, new Date(), tx);
        await audit.append(
          { actor, action: 'staff.update', target: `staff:${id}`, before: shown(before), after: shown(updated) },
          tx,
        );
        await alongside?.(tx);
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

export default fp(
  async (app) => {
    app.decorate('staffActions', createStaffActions(app));
  },
  {
    name: 'staffActions',
    dependencies: [
      'loans',
      'payments',
      'payoutService',
      'payoutsRepository',
      'auditRepository',
      'staffRepository',
      'complaintsRepository',
      'bankRepository',
      'clock',
      'reviewTriage',
      'webhooks',
    ],
  },
);
