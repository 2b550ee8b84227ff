// Borrower credit: money a borrower paid beyond the debt sits on the order's
// borrower_credit account. The borrower sees it on the order page; finance pays it back out through
// the payout adapter. A refund is claimed once (a row that is pending at most once per order, taken
// under the order's row lock with the credit read in the same transaction), then paid, then booked:
// Dr borrower_credit, Cr cash. A double tap, two staff members or a retry can never pay twice.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode, formatMoney } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { creditRefunds, orders } from '../db/schema.js';
import { entry } from '../domain/loan/ledger.js';
import { AppError, notFound } from '../lib/errors.js';
import type { PayoutStatus } from '../adapters/payouts/payout-adapter.js';
import { parseRefundTxnId, refundTxnIdOf } from './payout-service.js';
import { creditHeldCents } from '../repositories/orders-repository.js';

type Executor = Database | Transaction;
export type CreditRefundRow = typeof creditRefunds.$inferSelect;

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** What the lender holds for the borrower on an order (the rule: `creditHeldCents` in the orders repository). */
export async function creditHeld(ex: Executor, orderId: number): Promise<number> {
  const [row] = await ex.select({ cents: creditHeldCents(orderId) }).from(sql`(select 1) as one`);
  return Number(row?.cents ?? 0);
}

export function createCreditRefunds(app: FastifyInstance) {
  const { db } = app;

  async function pendingOf(ex: Executor, orderId: number) {
    const [row] = await ex
      .select()
      .from(creditRefunds)
      .where(and(eq(creditRefunds.orderId, orderId), eq(creditRefunds.status, 'pending')));
    return row;
  }

  /** The money left: mark the refund succeeded and book it (Dr borrower_credit, Cr cash), exactly once. */
  async function book(refund: CreditRefundRow, orderNo: string, reference: string, confirmedBy: string) {
    const today = await app.loans.businessDate();
    const provider = refund.provider;
    return db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, refund.orderId)).for('update');
      // Guarded: a repeated callback, a reconciler and the request's own answer may all report success.
      const done = await tx
        .update(creditRefunds)
        .set({ status: 'succeeded', reference, updatedAt: sql`now()` })
        .where(and(eq(creditRefunds.id, refund.id), eq(creditRefunds.status, 'pending')))
        .returning({ id: creditRefunds.id });
      if (done.length !== 1) return false;
      const before = await creditHeld(tx, refund.orderId);
      // Invariant: the lender never pays back more than it holds for the borrower.
      if (refund.amountCents > before)
        throw new Error(`credit refund ${refund.id} of ${refund.amountCents} exceeds the credit held (${before})`);
      await app.ordersRepository.appendEntries(
        tx,
        refund.orderId,
        [
          entry(
            'credit_refund',
            today,
            [
              { account: 'borrower_credit', installmentSeq: null, amountCents: refund.amountCents },
              { account: 'cash', installmentSeq: null, amountCents: -refund.amountCents },
            ],
            `borrower credit refunded: payout ${reference} (${provider})`,
          ),
        ],
        refund.actor,
        `credit-refund:${refund.id}`,
      );
      await app.auditRepository.append(
        {
          actor: refund.actor,
          action: 'order.credit_refund',
          target: `order:${orderNo}`,
          amountCents: refund.amountCents,
          before: { creditCents: before },
          after: {
            creditCents: before - refund.amountCents,
            refundedCents: refund.amountCents,
            reference,
            confirmedBy,
          },
        },
        tx,
      );
      return true;
    });
  }

  async function fail(refund: CreditRefundRow, orderNo: string, reason: string, actor: string) {
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(creditRefunds)
        .set({ status: 'failed', reason, updatedAt: sql`now()` })
        .where(and(eq(creditRefunds.id, refund.id), eq(creditRefunds.status, 'pending')))
        .returning({ id: creditRefunds.id });
      if (moved.length !== 1) return;
      await app.auditRepository.append(
        {
          actor,
          action: 'order.credit_refund.failed',
          target: `order:${orderNo}`,
          amountCents: refund.amountCents,
          before: { creditCents: refund.amountCents },
          after: { refund: 'failed', reason },
        },
        tx,
      );
    });
  }

  /**
   * Applies what the provider says about one refund (`<orderNo>-R<refundId>`): from the request's own
   * answer, a signed callback or reconciliation. Idempotent: every move leaves `pending` only once.
   */
  async function settle(txnId: string, status: PayoutStatus, actor: string): Promise<string> {
    const parsed = parseRefundTxnId(txnId);
    if (!parsed) return 'unknown';
    const [row] = await db
      .select({ refund: creditRefunds, orderNo: orders.orderNo })
      .from(creditRefunds)
      .innerJoin(orders, eq(orders.id, creditRefunds.orderId))
      .where(eq(creditRefunds.id, parsed.refundId));
    // Another order's number with this refund's id is not this refund.
    if (!row || row.orderNo !== parsed.orderNo) return 'unknown';
    const { refund, orderNo } = row;
    switch (status.state) {
      case 'succeeded':
        if (refund.status === 'pending') await book(refund, orderNo, status.reference, actor);
        else if (refund.status === 'failed') {
          // Recorded as failed (by staff, say) but the money left after all: finance must look.
          app.log.error({ orderNo, refund: refund.id }, 'a refund recorded as failed succeeded; finance must check');
          await app.auditRepository.append({
            actor,
            action: 'order.credit_refund.late_success',
            target: `order:${orderNo}`,
            after: { refund: refund.id, amountCents: refund.amountCents, reference: status.reference },
          });
        }
        return 'succeeded';
      case 'failed':
        await fail(refund, orderNo, status.reason, actor);
        return 'failed';
      case 'returned':
        if (refund.status === 'pending') {
          await fail(refund, orderNo, `returned by the bank: ${status.reason}`, actor);
          return 'failed';
        }
        if (refund.status === 'succeeded') {
          // The credit came back after it was booked as refunded: finance re-credits it by hand.
          app.log.error({ orderNo, refund: refund.id }, 'a refund that succeeded was returned; finance must check');
          await app.auditRepository.append({
            actor,
            action: 'order.credit_refund.returned',
            target: `order:${orderNo}`,
            after: { refund: refund.id, amountCents: refund.amountCents, reason: status.reason },
          });
        }
        return 'returned';
      case 'pending':
        if (status.reference)
          await db
            .update(creditRefunds)
            .set({ reference: status.reference, updatedAt: sql`now()` })
            .where(
              and(
                eq(creditRefunds.id, refund.id),
                eq(creditRefunds.status, 'pending'),
                isNull(creditRefunds.reference),
              ),
            );
        return 'pending';
      case 'unknown':
        return 'unknown';
    }
  }

  /** Refunds still in progress, claimed before `before`, for the payout reconciliation job. */
  async function stale(before: Date) {
    const rows = await db
      .select({ id: creditRefunds.id, orderNo: orders.orderNo, reference: creditRefunds.reference })
      .from(creditRefunds)
      .innerJoin(orders, eq(orders.id, creditRefunds.orderId))
      .where(and(eq(creditRefunds.status, 'pending'), lt(creditRefunds.createdAt, before)))
      .orderBy(asc(creditRefunds.id))
      .limit(200);
    return rows.map((r) => ({ txnId: refundTxnIdOf(r.orderNo, r.id), hasReference: r.reference !== null }));
  }

  return {
    creditHeld: (orderId: number) => creditHeld(db, orderId),

    /** The order's credit, the refund in progress and every refund so far (newest first), for the console. */
    async summary(orderId: number) {
      const refunds = await db
        .select()
        .from(creditRefunds)
        .where(eq(creditRefunds.orderId, orderId))
        .orderBy(desc(creditRefunds.id));
      const pending = refunds.find((r) => r.status === 'pending');
      return { creditCents: await creditHeld(db, orderId), pendingCents: pending?.amountCents ?? 0, refunds };
    },

    /** Pays the whole credit back to the borrower's bound account (finance), audited at every outcome. */
    /** `alongside` runs in the claim's transaction with the amount claimed (an approved proposal, decision 106). */
    async refund(actor: string, orderNo: string, alongside?: (tx: Transaction, amountCents: number) => Promise<void>) {
      const service = app.payoutService;
      const payouts = service.adapter;
      if (app.config.mode === 'production' && payouts.name === 'sandbox')
        throw conflict('no payout provider is configured; the sandbox adapter is refused in production');
      const order = await app.ordersRepository.findByNo(orderNo);
      if (!order) throw notFound('order');
      const account = await app.bankRepository.current(order.userId);
      if (!account && payouts.name !== 'sandbox') throw conflict('the borrower has no bound account to refund to');

      // The claim: under the order's row lock, so no payment and no other refund moves the credit meanwhile.
      const claim = await db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
        const pending = await pendingOf(tx, order.id);
        if (pending)
          throw conflict(
            `a refund of ${formatMoney(pending.amountCents)} for ${orderNo} is already in progress; check with the provider before trying again`,
          );
        const credit = await creditHeld(tx, order.id);
        if (credit <= 0) throw conflict(`${orderNo} has no borrower credit to refund`);
        const [row] = await tx
          .insert(creditRefunds)
          .values({ orderId: order.id, provider: payouts.name, amountCents: credit, status: 'pending', actor })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(`a refund for ${orderNo} is already in progress`);
        await alongside?.(tx, row.amountCents);
        // The request itself is a money movement in progress: audited with its claim (decision 107).
        await app.auditRepository.append(
          {
            actor,
            action: 'order.credit_refund.requested',
            target: `order:${orderNo}`,
            borrowerId: order.userId,
            amountCents: row.amountCents,
            before: { creditCents: credit },
            after: { refund: 'pending', provider: payouts.name },
          },
          tx,
        );
        return row;
      });

      let result;
      try {
        const route = account ? service.routeFor(account, claim.amountCents) : null;
        const phone = (await app.usersRepository.findById(order.userId))?.phone;
        const holder = await service.holderOf(order.userId);
        result = await payouts.payout({
          orderNo,
          amountCents: claim.amountCents,
          idempotencyKey: refundTxnIdOf(orderNo, claim.id),
          channelCode: route?.code,
          description: `Refund of credit on ${orderNo}`,
          mobile: phone,
          email: holder.email || undefined,
          // Decrypted only by reveal(), when the adapter builds its request: the same account disbursement uses.
          account: account ? service.accountFor(account, holder.name) : null,
        });
      } catch (err) {
        // No answer says nothing about whether money moved: the claim stays pending, so nobody pays again blindly.
        app.log.error(
          { err, orderNo, refund: claim.id },
          'payout provider gave no answer; the refund stays in progress',
        );
        await app.auditRepository.append({
          actor,
          action: 'order.credit_refund.no_answer',
          target: `order:${orderNo}`,
          before: { creditCents: claim.amountCents },
          after: { refund: 'pending', amountCents: claim.amountCents },
        });
        throw conflict(
          `the payout provider did not answer; the refund for ${orderNo} stays in progress. Reconciliation will ask the provider, or finance may mark it failed after checking`,
        );
      }

      const txnId = refundTxnIdOf(orderNo, claim.id);
      if (!result.ok) {
        await settle(
          txnId,
          { state: 'failed', reference: null, letter: 'F', reason: result.reason, rebind: result.rebind },
          actor,
        );
        throw conflict(`refund failed: ${result.reason}`);
      }
      // Accepted only (`pending`): nothing is booked until the provider says the money left, by a
      // callback or the reconciliation's status query. A callback may even have arrived already.
      await settle(
        txnId,
        result.pending
          ? { state: 'pending', reference: result.reference, letter: 'P' }
          : { state: 'succeeded', reference: result.reference, letter: 'S' },
        actor,
      );
      const [now] = await db.select().from(creditRefunds).where(eq(creditRefunds.id, claim.id));
      if (now?.status === 'failed') throw conflict(`refund failed: ${now.reason}`);
      const succeeded = now?.status === 'succeeded';
      return {
        orderNo,
        refundStatus: (succeeded ? 'succeeded' : 'pending') as 'succeeded' | 'pending',
        amountCents: claim.amountCents,
        refundedCents: succeeded ? claim.amountCents : 0,
        reference: now?.reference ?? result.reference,
        creditCents: await creditHeld(db, order.id),
      };
    },

    settle,
    stale,

    /** After checking with the provider that a refund in progress did not go through: record it as failed. */
    async markFailed(actor: string, orderNo: string, reason: string) {
      const order = await app.ordersRepository.findByNo(orderNo);
      if (!order) throw notFound('order');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(creditRefunds)
          .set({ status: 'failed', reason: `marked failed by staff: ${reason}`, updatedAt: sql`now()` })
          .where(and(eq(creditRefunds.orderId, order.id), eq(creditRefunds.status, 'pending')))
          .returning();
        if (!row) throw conflict(`${orderNo} has no refund in progress`);
        await app.auditRepository.append(
          {
            actor,
            action: 'order.credit_refund.marked_failed',
            target: `order:${orderNo}`,
            amountCents: row.amountCents,
            before: { refund: 'pending', amountCents: row.amountCents },
            after: { refund: 'failed', reason },
          },
          tx,
        );
        return { orderNo, refund: 'failed' as const };
      });
    },
  };
}

export type CreditRefunds = ReturnType<typeof createCreditRefunds>;

declare module 'fastify' {
  interface FastifyInstance {
    creditRefunds: CreditRefunds;
  }
}

export default fp(
  async (app) => {
    const refunds = createCreditRefunds(app);
    app.decorate('creditRefunds', refunds);
    // Callbacks and reconciliation of the payout service settle refunds through this service.
    app.payoutService.registerRefunds({ settle: refunds.settle, stale: refunds.stale });
  },
  {
    name: 'credit-refunds',
    dependencies: [
      'payoutService',
      'loans',
      'ordersRepository',
      'bankRepository',
      'auditRepository',
      'usersRepository',
    ],
  },
);
