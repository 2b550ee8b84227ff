// Finance reverses a posted payment (decision 062): with the order row locked, the engine
// replays the loan without the payment from its value date (domain/servicing/reversal.ts); the
// compensating entries, the order's new state, the receipt marked reversed and the audit entry are
// written in one transaction. Money that landed on the wrong order can then be posted to the right
// one (a new payment with its own receipt, idempotent by reference).
import type { Transaction } from '../db/client.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { booksPostings, journalEntries, journalLines, receipts, settlementLines } from '../db/schema.js';
import { earnedBy, releasedBy, reversalSuspension } from '../domain/books/non-accrual.js';
import type { Entry } from '../domain/loan/ledger.js';
import { nonAccrualDaysInForce, releaseReference } from '../jobs/non-accrual.js';
import { recognizeEvent } from '../domain/loan/accrual.js';
import { uncollectionPosting } from '../domain/books/books.js';
import { isSettlementProvider } from '../domain/books/settlement.js';
import { holdCollection, postBooks } from './company-books.js';
import { LoanRuleError, OrderStatus } from '../domain/loan/loan.js';
import { reversePayment, type ReversalReason } from '../domain/servicing/reversal.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { documentNumberText } from './receipts.js';

/** The reason as staff read it (the reversal's history line and a proposal's sentence). */
export const REVERSAL_REASON_TEXT: Record<ReversalReason, string> = {
  wrong_order: 'posted to the wrong order',
  bounced: 'the payment bounced',
  chargeback: 'chargeback notified by the provider',
};

async function uncollect(tx: Transaction, reference: string, amountCents: number, today: string, actor: string) {
  if (!reference.startsWith('pay:') || amountCents <= 0) return;
  const paymentNo = reference.slice('pay:'.length);
  const [collected] = await tx
    .select({ account: booksPostings.debitAccount })
    .from(booksPostings)
    .where(eq(booksPostings.reference, `collection:${paymentNo}`));
  if (!collected) return;
  const provider = collected.account.slice('clearing:'.length);
  if (!isSettlementProvider(provider)) return;
  // A settlement import refunding this payment now waits for us, or we for it (decision 134).
  await holdCollection(tx, provider, paymentNo);
  const refunded = await tx
    .select({ id: settlementLines.id })
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.provider, provider),
        eq(settlementLines.paymentNo, paymentNo),
        eq(settlementLines.status, 'refunded'),
      ),
    )
    .limit(1);
  await postBooks(tx, today, actor, [uncollectionPosting(provider, paymentNo, amountCents, refunded.length > 0)]);
}

/**
 * On non-accrual, what the reversed payment released from suspense and the income booked while it stood go back in
 * suspense (decision 140), in the reversal's transaction: the books read as if the payment had never come.
 */
async function suspendAgain(
  app: FastifyInstance,
  tx: Transaction,
  orderId: number,
  releasedRef: string,
  at: {
    entries: Entry[];
    recognition: Entry | null;
    valueDate: string;
    today: string;
    daysPastDueToday: number;
    actor: string;
  },
) {
  const nonAccrualDays = await nonAccrualDaysInForce(tx);
  const releaseLines = await tx
    .select({ account: journalLines.account, amountCents: journalLines.amountCents })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalEntries.orderId, orderId), eq(journalEntries.reference, releasedRef)));
  if (nonAccrualDays === null && releaseLines.length === 0) return;
  const held = reversalSuspension({
    entries: at.entries,
    released: releasedBy(releaseLines),
    ...(at.recognition ? { earned: earnedBy(at.recognition) } : {}),
    valueDate: at.valueDate,
    today: at.today,
    daysPastDueToday: at.daysPastDueToday,
    nonAccrualDays,
  });
  if (held.length > 0) await app.ordersRepository.appendEntries(tx, orderId, held, at.actor);
}

export async function reversePostedPayment(
  app: FastifyInstance,
  input: { orderNo: string; receiptNo: number; reason: ReversalReason; note: string; moveToOrderNo?: string },
  actor: string,
  /** Runs in the reversal's transaction: an approved proposal's state change (decision 106). */
  alongside?: (tx: Transaction) => Promise<void>,
) {
  const peek = await app.ordersRepository.findByNo(input.orderNo);
  if (!peek || !peek.disbursedOn) throw notFound('order');
  if (input.moveToOrderNo !== undefined && input.reason !== 'wrong_order')
    throw invalid('moveToOrderNo', 'money moves to another order only when it was posted to the wrong one');
  if (input.moveToOrderNo === input.orderNo) throw invalid('moveToOrderNo', 'must be another order');
  const target = input.moveToOrderNo ? await app.ordersRepository.findByNo(input.moveToOrderNo) : null;
  if (input.moveToOrderNo && !target) throw invalid('moveToOrderNo', 'no such order');
  const product = await app.loans.productOf(peek);
  const today = await app.loans.businessDate();
  const why = `${REVERSAL_REASON_TEXT[input.reason]}${input.note ? `: ${input.note}` : ''}`;

  const result = await app.db.transaction(async (tx) => {
    const order = await app.ordersRepository.findByNo(input.orderNo, tx, true);
    if (!order) throw notFound('order');
    const [receipt] = await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.orderId, order.id), eq(receipts.receiptNo, input.receiptNo)))
      .limit(1);
    if (!receipt) throw notFound('receipt');
    if (receipt.reversedAt) throw new AppError(ErrorCode.conflict, 'this payment has already been reversed');
    const rows = await tx
      .select({ id: journalEntries.id, reference: journalEntries.reference })
      .from(journalEntries)
      .where(eq(journalEntries.orderId, order.id))
      .orderBy(asc(journalEntries.id));
    // The payment's own entries; the suspense its posting released (decision 140) is not one of them.
    const released = releaseReference(receipt.reference);
    const indexes = rows.flatMap((r, i) =>
      r.reference?.startsWith(`${receipt.reference}#`) && r.reference !== released ? [i] : [],
    );
    const state = await app.ordersRepository.loadState(tx, order, product);
    let reversed;
    try {
      reversed = reversePayment(state, indexes, today, `reversal of ${documentNumberText(receipt)}: ${why}`);
    } catch (error) {
      if (error instanceof LoanRuleError) throw invalid('receiptNo', error.message);
      throw error;
    }
    await app.ordersRepository.appendEntries(tx, order.id, reversed.entries, actor, `rev:${receipt.reference}`);
    // A provider collection that bounced or was charged back leaves the books where it stands now (decision 116):
    // its refunds account when a settlement already refunded it, else the provider's clearing account. Money
    // posted to the wrong order stays with us (it moves to the right order), so it stays where it is.
    if (input.reason !== 'wrong_order') await uncollect(tx, receipt.reference, reversed.reversedCents, today, actor);
    const next = reversed.state;
    // The payment's rebate undone raises the contract again and a loan live again has income to earn: deferred on
    // the date the payment is taken back as of, the reversal's own date (decision 114).
    const recognition = recognizeEvent(next, reversed.entries[0]?.businessDate ?? today);
    if (recognition) await app.ordersRepository.appendEntries(tx, order.id, [recognition], actor);
    await suspendAgain(app, tx, order.id, released, {
      entries: [...next.entries, ...(recognition ? [recognition] : [])],
      recognition,
      valueDate: reversed.entries[0]!.businessDate,
      today,
      daysPastDueToday: next.daysPastDue,
      actor,
    });
    const extra = {
      daysPastDue: next.daysPastDue,
      penaltyApplied: next.penaltyApplied,
      lastCobDate: today,
      ...(next.status !== OrderStatus.settled ? { settledOn: null } : {}),
    };
    if (next.status !== order.status)
      await app.ordersRepository.setStatus(tx, order, next.status, today, actor, `payment reversed: ${why}`, extra);
    else await app.ordersRepository.update(tx, order.id, extra);
    await tx
      .update(receipts)
      .set({ reversedAt: sql`now()`, reversalReason: why })
      .where(and(eq(receipts.id, receipt.id), isNull(receipts.reversedAt)));
    await app.auditRepository.append(
      {
        actor,
        action: 'payment.reverse',
        target: `order:${order.orderNo}`,
        amountCents: reversed.reversedCents,
        before: {
          status: order.status,
          receipt: documentNumberText(receipt),
          amountCents: receipt.amountCents,
        },
        after: {
          status: next.status,
          reason: input.reason,
          note: input.note,
          reversedCents: reversed.reversedCents,
          adjustedDays: reversed.adjustments.length,
          moveToOrderNo: input.moveToOrderNo ?? null,
        },
      },
      tx,
    );
    await alongside?.(tx);
    return {
      receipt,
      reversedCents: reversed.reversedCents,
      status: next.status,
      adjustedDays: reversed.adjustments.length,
    };
  });

  // The right order receives the money as its own payment (its own receipt); the reference makes a retry harmless.
  let moved: { orderNo: string; status: number } | null = null;
  if (target) {
    const posted = await app.loans.pay(
      target.orderNo,
      { amountCents: result.reversedCents, purpose: 'repay', reference: `${result.receipt.reference}:moved` },
      actor,
      { collected: true, paidOn: result.receipt.paidOn },
    );
    await app.auditRepository.append({
      actor,
      action: 'payment.move',
      target: `order:${target.orderNo}`,
      after: { from: input.orderNo, amountCents: result.reversedCents, duplicate: posted.duplicate },
    });
    moved = { orderNo: target.orderNo, status: posted.status };
  }
  return {
    orderNo: input.orderNo,
    receiptNumber: documentNumberText(result.receipt),
    reversedCents: result.reversedCents,
    status: result.status,
    adjustedDays: result.adjustedDays,
    moved,
  };
}
