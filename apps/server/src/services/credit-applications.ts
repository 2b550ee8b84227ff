// Borrower credit applied to another loan (decision 084): finance moves credit held
// on one order to another open order of the same borrower instead of paying it out. Both orders' row
// locks are taken in id order (two applications crossing each other cannot deadlock), and under them the
// credit is read, the rule asked (domain/loan/credit-application.ts), the target paid through the same
// engine and allocation as any payment, the source's credit taken off, the request recorded and the
// change audited, all in one transaction. A request id is recorded once: a retry answers the first result.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ErrorCode, type CreditApplicationResult, type CreditTargets } from '@lendwell/contracts';
import type { Transaction } from '../db/client.js';
import { creditApplications, creditRefunds, orders } from '../db/schema.js';
import {
  checkCreditApplication,
  creditTransferEntry,
  type CreditApplicationRefusal,
} from '../domain/loan/credit-application.js';
import { outstandingByBucket } from '../domain/loan/ledger.js';
import { ACTIVE_STATUSES, amountDueNow, totalOwed } from '../domain/loan/loan.js';
import type { Product } from '../domain/loan/product.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import type { OrderRow } from '../repositories/orders-repository.js';
import { creditHeld } from './credit-refunds.js';

function refusalError(refusal: CreditApplicationRefusal): AppError {
  if (refusal.kind === 'not-found') {
    const error = notFound('loan');
    error.field = refusal.field;
    return error;
  }
  if (refusal.kind === 'invalid') return invalid(refusal.field, refusal.sentence, { sentence: refusal.sentence });
  const error = new AppError(ErrorCode.conflict, refusal.sentence);
  error.field = refusal.field;
  return error;
}

const sum = (byBucket: Record<string, number>) => Object.values(byBucket).reduce((n, c) => n + c, 0);

export function createCreditApplications(app: FastifyInstance) {
  const { db, ordersRepository: orderRows } = app;

  /** Locks the two orders' rows in id order: every application takes them the same way round. */
  async function lockBoth(tx: Transaction, a: number, b: number) {
    for (const id of a < b ? [a, b] : [b, a])
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
  }

  async function pendingRefundCents(tx: Transaction, orderId: number): Promise<number> {
    const [row] = await tx
      .select({ cents: creditRefunds.amountCents })
      .from(creditRefunds)
      .where(and(eq(creditRefunds.orderId, orderId), eq(creditRefunds.status, 'pending')));
    return row?.cents ?? 0;
  }

  /** Where both orders stand now, read under the locks. */
  async function standing(tx: Transaction, source: OrderRow, target: OrderRow, product: Product) {
    const now = (await orderRows.findByNo(target.orderNo, tx))!;
    const state = await orderRows.loadState(tx, now, product);
    return {
      creditCents: await creditHeld(tx, source.id),
      targetStatus: now.status,
      targetOwedCents: sum(outstandingByBucket(state.entries)),
      targetCreditCents: await creditHeld(tx, target.id),
    };
  }

  return {
    /** The order's credit and the borrower's other open orders it may go to, with what each owes. */
    async targets(orderNo: string): Promise<CreditTargets> {
      const source = await orderRows.findByNo(orderNo);
      if (!source) throw notFound('order');
      const open = await db
        .select()
        .from(orders)
        .where(
          and(eq(orders.userId, source.userId), ne(orders.id, source.id), inArray(orders.status, [...ACTIVE_STATUSES])),
        )
        .orderBy(asc(orders.id));
      const targets = [];
      for (const order of open) {
        const live = await app.loans.stateOf(order);
        if (!live) continue;
        const due = amountDueNow(live.state, live.today);
        targets.push({
          orderNo: order.orderNo,
          status: order.status,
          amountDueCents: due.cents,
          dueOn: due.dueOn,
          owedCents: totalOwed(live.state),
        });
      }
      const summary = await app.creditRefunds.summary(source.id);
      return { orderNo, creditCents: summary.creditCents, pendingRefundCents: summary.pendingCents, targets };
    },

    /** Applies `amountCents` of the credit on `orderNo` to `targetOrderNo` (finance), once per request id. */
    async apply(
      actor: string,
      orderNo: string,
      input: { targetOrderNo: string; amountCents: number; requestId: string },
      alongside?: (tx: Transaction) => Promise<void>,
    ): Promise<CreditApplicationResult> {
      const source = await orderRows.findByNo(orderNo);
      if (!source) throw notFound('order');
      const found = await orderRows.findByNo(input.targetOrderNo);
      // Another borrower's order is answered exactly like one that does not exist.
      const target = found && found.userId === source.userId ? found : undefined;
      if (!target) throw refusalError({ kind: 'not-found', field: 'targetOrderNo', sentence: '' });
      // Read before the transaction: inside it every query goes through tx (PGlite has one connection).
      const ctx = { today: await app.loans.businessDate(), product: await app.loans.productOf(target) };
      const reference = `credit:${input.requestId}`;

      return db.transaction(async (tx) => {
        await lockBoth(tx, source.id, target.id);
        const answer = async (appliedCents: number, duplicate: boolean) => ({
          orderNo,
          targetOrderNo: target.orderNo,
          appliedCents,
          ...(await standing(tx, source, target, ctx.product)),
          duplicate,
        });
        const [prior] = await tx
          .select()
          .from(creditApplications)
          .where(eq(creditApplications.requestId, input.requestId));
        if (prior) {
          if (
            prior.sourceOrderId !== source.id ||
            prior.targetOrderId !== target.id ||
            prior.amountCents !== input.amountCents
          )
            throw new AppError(
              ErrorCode.conflict,
              'This request was already used for another application of credit; start again from the order.',
            );
          // A proposal's run must apply the credit itself, never answer an earlier application (decision 113).
          if (alongside) throw new AppError(ErrorCode.conflict, 'This request was already applied.');
          return answer(prior.amountCents, true);
        }

        const [sourceNow, targetNow] = [
          (await orderRows.findByNo(source.orderNo, tx))!,
          (await orderRows.findByNo(target.orderNo, tx))!,
        ];
        const creditBefore = await creditHeld(tx, sourceNow.id);
        const check = checkCreditApplication({
          sourceOrderNo: sourceNow.orderNo,
          targetOrderNo: targetNow.orderNo,
          sameBorrower: sourceNow.userId === targetNow.userId,
          targetStatus: targetNow.status,
          creditHeldCents: creditBefore,
          pendingRefundCents: await pendingRefundCents(tx, sourceNow.id),
          amountCents: input.amountCents,
        });
        if (!check.ok) throw refusalError(check.refusal);

        // The claim of the request id comes first: a concurrent request with the same id on another pair of
        // orders waits here for this one and then finds the id taken, instead of failing on the ledger's key.
        const [row] = await tx
          .insert(creditApplications)
          .values({
            requestId: input.requestId,
            sourceOrderId: sourceNow.id,
            targetOrderId: targetNow.id,
            amountCents: check.amountCents,
            targetCreditCents: 0,
            targetStatus: targetNow.status,
            actor,
          })
          .onConflictDoNothing()
          .returning({ id: creditApplications.id });
        if (!row)
          throw new AppError(
            ErrorCode.conflict,
            'This request was already used for another application of credit; start again from the order.',
          );

        const owedBefore = sum(outstandingByBucket((await orderRows.loadState(tx, targetNow, ctx.product)).entries));
        const posted = await app.loans.applyCreditLocked(
          tx,
          targetNow,
          ctx,
          { amountCents: check.amountCents, reference, sourceOrderNo: sourceNow.orderNo },
          actor,
        );
        await orderRows.appendEntries(
          tx,
          sourceNow.id,
          [creditTransferEntry(check.amountCents, posted.valueDate, targetNow.orderNo)],
          actor,
          `${reference}:source`,
        );
        const result = await answer(check.amountCents, false);
        // Invariant: the credit moved exactly once, by the amount applied.
        if (result.creditCents !== creditBefore - check.amountCents)
          throw new Error(
            `credit application ${row.id} left ${result.creditCents}, expected ${creditBefore - check.amountCents}`,
          );
        await tx
          .update(creditApplications)
          .set({ targetCreditCents: result.targetCreditCents, targetStatus: result.targetStatus })
          .where(eq(creditApplications.id, row.id));
        const audit = {
          actor,
          action: 'order.credit_application',
          amountCents: check.amountCents,
          before: {
            creditCents: creditBefore,
            targetOrderNo: targetNow.orderNo,
            targetStatus: targetNow.status,
            targetOwedCents: owedBefore,
          },
          after: {
            appliedCents: check.amountCents,
            creditCents: result.creditCents,
            targetOrderNo: targetNow.orderNo,
            targetStatus: result.targetStatus,
            targetOwedCents: result.targetOwedCents,
            targetCreditCents: result.targetCreditCents,
            requestId: input.requestId,
          },
        };
        // One entry under each order, so either order's audit trail shows the move.
        await app.auditRepository.append({ ...audit, target: `order:${sourceNow.orderNo}` }, tx);
        await app.auditRepository.append(
          {
            ...audit,
            action: 'order.credit_applied_from',
            target: `order:${targetNow.orderNo}`,
            before: { ...audit.before, sourceOrderNo: sourceNow.orderNo },
          },
          tx,
        );
        await alongside?.(tx);
        return result;
      });
    },
  };
}

export type CreditApplications = ReturnType<typeof createCreditApplications>;

declare module 'fastify' {
  interface FastifyInstance {
    creditApplications: CreditApplications;
  }
}

export default fp(
  async (app) => {
    app.decorate('creditApplications', createCreditApplications(app));
  },
  {
    name: 'credit-applications',
    dependencies: ['loans', 'credit-refunds', 'ordersRepository', 'auditRepository'],
  },
);
