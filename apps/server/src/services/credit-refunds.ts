// Borrower credit (issue 13, defect 10): money a borrower paid beyond the debt sits on the order's
// borrower_credit account. The borrower sees it on the order page; finance pays it back out through
// the payout adapter. A refund is claimed once (a row that is pending at most once per order, taken
// under the order's row lock with the credit read in the same transaction), then paid, then booked:
// Dr borrower_credit, Cr cash. A double tap, two staff members or a retry can never pay twice.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ErrorCode, formatMoney } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { creditRefunds, journalLines, orders } from '../db/schema.js';
import { entry } from '../domain/loan/ledger.js';
import { AppError, notFound } from '../lib/errors.js';

type Executor = Database | Transaction;
export type CreditRefundRow = typeof creditRefunds.$inferSelect;

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** What the lender holds for the borrower on an order: the credit balance of borrower_credit. */
async function creditHeld(ex: Executor, orderId: number): Promise<number> {
  const [row] = await ex
    .select({ cents: sql<string>`coalesce(-sum(${journalLines.amountCents}), 0)` })
    .from(journalLines)
    .where(and(eq(journalLines.orderId, orderId), eq(journalLines.account, 'borrower_credit')));
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
    async refund(actor: string, orderNo: string) {
      const payouts = app.staffActions.payouts;
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
        return row;
      });

      let result;
      try {
        result = await payouts.payout({
          orderNo,
          amountCents: claim.amountCents,
          idempotencyKey: `${orderNo}-R${claim.id}`,
          account: account
            ? { institution: account.institution, channelNumber: account.channelNumber, last4: account.last4 }
            : null,
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
          `the payout provider did not answer; the refund for ${orderNo} stays in progress. Check with the provider before trying again`,
        );
      }

      if (!result.ok) {
        const reason = result.reason;
        await db.transaction(async (tx) => {
          await tx
            .update(creditRefunds)
            .set({ status: 'failed', reason, updatedAt: sql`now()` })
            .where(and(eq(creditRefunds.id, claim.id), eq(creditRefunds.status, 'pending')));
          await app.auditRepository.append(
            {
              actor,
              action: 'order.credit_refund.failed',
              target: `order:${orderNo}`,
              before: { creditCents: claim.amountCents },
              after: { refund: 'failed', reason },
            },
            tx,
          );
        });
        throw conflict(`refund failed: ${reason}`);
      }

      const reference = result.reference;
      const today = await app.loans.businessDate();
      const creditCents = await db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
        const done = await tx
          .update(creditRefunds)
          .set({ status: 'succeeded', reference, updatedAt: sql`now()` })
          .where(and(eq(creditRefunds.id, claim.id), eq(creditRefunds.status, 'pending')))
          .returning({ id: creditRefunds.id });
        if (done.length !== 1) throw new Error(`credit refund ${claim.id} was no longer pending when it succeeded`);
        const before = await creditHeld(tx, order.id);
        // Invariant: the lender never pays back more than it holds for the borrower.
        if (claim.amountCents > before)
          throw new Error(`credit refund ${claim.id} of ${claim.amountCents} exceeds the credit held (${before})`);
        await app.ordersRepository.appendEntries(
          tx,
          order.id,
          [
            entry(
              'credit_refund',
              today,
              [
                { account: 'borrower_credit', installmentSeq: null, amountCents: claim.amountCents },
                { account: 'cash', installmentSeq: null, amountCents: -claim.amountCents },
              ],
              `borrower credit refunded: payout ${reference} (${payouts.name})`,
            ),
          ],
          actor,
          `credit-refund:${claim.id}`,
        );
        await app.auditRepository.append(
          {
            actor,
            action: 'order.credit_refund',
            target: `order:${orderNo}`,
            before: { creditCents: before },
            after: { creditCents: before - claim.amountCents, refundedCents: claim.amountCents, reference },
          },
          tx,
        );
        return before - claim.amountCents;
      });
      return { orderNo, refundedCents: claim.amountCents, reference, creditCents };
    },

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
    app.decorate('creditRefunds', createCreditRefunds(app));
  },
  {
    name: 'credit-refunds',
    dependencies: ['staffActions', 'loans', 'ordersRepository', 'bankRepository', 'auditRepository'],
  },
);
