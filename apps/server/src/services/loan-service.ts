// Orchestrates the loan engine with persistence: each operation loads the order, asks the pure
// engine what happens, and writes the result in one transaction with the order row locked.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, orderStatusName } from '@lendwell/contracts';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { loanWriteOffs } from '../db/schema.js';
import { runCloseOfBusiness } from '../jobs/close-of-business.js';
import { capsApply } from '../domain/loan/compliance.js';
import { isWrittenOff, outstandingByBucket, type Entry } from '../domain/loan/ledger.js';
import { earnedBy, heldAtEvent, onNonAccrual } from '../domain/books/non-accrual.js';
import { nonAccrualDaysInForce } from '../jobs/non-accrual.js';
import {
  closeDays,
  disburse,
  isActiveStatus,
  isRepayable,
  LoanRuleError,
  OrderStatus,
  payOff,
  payoffQuote,
  repay,
  rollOver,
  rolloverQuote,
  isSameApplication,
  statusOn,
  totalOwed,
  type LoanState,
  type PaymentPurpose,
} from '../domain/loan/loan.js';
import { checkAmount, quote } from '../domain/loan/quote.js';
import { mayApply } from '../domain/loan/eligibility.js';
import { ledgerEvent, nextStatus } from '../domain/loan/order-status.js';
import { waivePenalty } from '../domain/loan/waiver.js';
import { settle } from '../domain/loan/hardship-plans.js';
import { completePlans, settlementInForce } from '../repositories/hardship-plans-repository.js';
import { recognizeEvent } from '../domain/loan/accrual.js';
import { applyOnValueDate } from '../domain/loan/value-dating.js';
import { asCreditApplication } from '../domain/loan/credit-application.js';
import { issueReceipt } from './receipts.js';
import { createWriteOffs } from './write-offs.js';
import { stateFromRead, type OrderRow, type StateRead } from '../repositories/orders-repository.js';
import type { ProductRow } from '../repositories/products-repository.js';
import type { Product } from '../domain/loan/product.js';
import { ORDER_NO_PREFIX } from '../domain/order-search.js';
import { sanctionsHold } from './aml.js';

function orderNumber(businessDate: string): string {
  return `${ORDER_NO_PREFIX}${businessDate.replace(/-/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** Appends the audit entry of a back-office action inside its transaction (decision 022). */
export type AuditHook<R> = (tx: Transaction, before: OrderRow, result: R) => Promise<void>;
type WaiverResult = {
  orderNo: string;
  status: number;
  waivedCents: number;
  before: Record<string, number>;
  after: Record<string, number>;
};
type DisburseResult = { orderNo: string; status: number; disbursedOn: string; netProceedsCents: number };

export function createLoanService(app: FastifyInstance) {
  const { db, productsRepository: products, ordersRepository: orders, clock } = app;

  async function businessDate() {
    return (await clock.show()).businessDate;
  }

  async function productFor(merchantId: number, productId: number): Promise<ProductRow> {
    const product = await products.find(merchantId, productId);
    if (!product || !product.isActive) throw notFound('product');
    return product;
  }

  async function productOf(order: OrderRow) {
    const config = await products.findVersion(order.productVersionId);
    if (!config) throw new Error(`product version ${order.productVersionId} missing`);
    return config;
  }

  /**
   * The loan as of the business date (decision 105): the days the close of business has not closed for this
   * order yet are closed in memory by the engine's own rule, so every amount read from the result is today's,
   * however late the job is. A payment posts those same days first, under the order's lock (`post`), so paying
   * what was shown settles what it was shown for. Only active loans are closed by the job.
   */
  function asOfToday(order: OrderRow, state: LoanState, today: string): LoanState {
    if (!isActiveStatus(order.status) || order.lastCobDate === null) return state;
    return closeDays(state, order.lastCobDate, today).state;
  }

  /** Runs the caller's audit append in the action's own transaction, so the change and its record commit together. */
  async function audited<R>(tx: Transaction, before: OrderRow, result: R, audit?: AuditHook<R>): Promise<R> {
    if (audit) await audit(tx, before, result);
    return result;
  }

  /**
   * Runs fn with the order row locked, so concurrent operations on one order queue up. What fn
   * needs besides the order (the business date, the order's immutable product version) is read
   * first: inside the transaction every query must go through tx (PGlite has one connection).
   */
  async function withOrder<T>(
    orderNo: string,
    fn: (tx: Transaction, order: OrderRow, ctx: { today: string; product: Product }) => Promise<T>,
  ): Promise<T> {
    const peek = await orders.findByNo(orderNo);
    if (!peek) throw notFound('order');
    const ctx = { today: await businessDate(), product: await productOf(peek) };
    return db.transaction(async (tx) => {
      const order = await orders.findByNo(orderNo, tx, true);
      if (!order) throw notFound('order');
      return fn(tx, order, ctx);
    });
  }

  /**
   * Contract income an event earned at once on a loan on non-accrual (before or after the event) is held in
   * suspense in the event's transaction, like the day's income (decision 140); collected, it is released.
   */
  async function holdEarnedAtOnce(
    tx: Transaction,
    order: OrderRow,
    next: LoanState,
    recognition: Entry,
    actor: string,
  ) {
    const earned = earnedBy(recognition);
    if (Object.keys(earned).length === 0) return;
    const days = await nonAccrualDaysInForce(tx);
    if (!onNonAccrual(Math.max(order.daysPastDue, next.daysPastDue), days, isWrittenOff(next.entries))) return;
    const held = heldAtEvent([...next.entries, recognition], earned, recognition.businessDate);
    if (held) await orders.appendEntries(tx, order.id, [held], actor);
  }

  async function persistState(
    tx: Transaction,
    order: OrderRow,
    next: LoanState,
    entries: LoanState['entries'],
    actor: string,
    reason: string,
    today: string,
    reference?: string,
  ) {
    await orders.appendEntries(tx, order.id, entries, actor, reference);
    // What the event changed of income earned moves in its own transaction and on its date (decision 114); posted
    // apart from the payment's referenced entries, which a reversal negates.
    const recognition = recognizeEvent(next, entries.at(-1)?.businessDate ?? today);
    if (recognition) {
      await orders.appendEntries(tx, order.id, [recognition], actor);
      await holdEarnedAtOnce(tx, order, next, recognition, actor);
    }
    await orders.updateDueDates(tx, order.id, next);
    const extra = {
      daysPastDue: next.daysPastDue,
      penaltyApplied: next.penaltyApplied,
      rolloverCount: next.rolloverCount,
      ...(next.status === OrderStatus.settled ? { settledOn: today } : {}),
    };
    // The books decide the status after a payment, waiver or schedule change; the table names the move (decision 143).
    const to = next.status === order.status ? null : nextStatus(order.status, ledgerEvent(next.status));
    if (to !== null) await orders.setStatus(tx, order, to, today, actor, reason, extra);
    else await orders.update(tx, order.id, extra);
  }

  /**
   * A payment's posting on an order whose row lock the caller holds (the engine, value dating, status and
   * receipt), shared by `pay` and by credit applied from another order (decision 084), which passes
   * `creditFrom`: its repayment entries are marked as credit applied, and it gets no receipt, because no
   * money came in (the overpayment's own receipt documents the money).
   */
  async function post(
    tx: Transaction,
    order: OrderRow,
    { today, product }: { today: string; product: Product },
    input: { amountCents: number; purpose: PaymentPurpose; reference: string },
    actor: string,
    options: {
      collected?: boolean;
      paidOn?: string | null;
      settledCredit: boolean;
      creditFrom?: string;
      via?: string;
    },
  ) {
    const { settledCredit } = options;
    const orderNo = order.orderNo;
    const state = await orders.loadState(tx, order, product);
    // Value dating (defect 3): the payment counts from the day the borrower paid; the days the
    // close of business already closed since are recomputed with it (compensating entries), and
    // days it has not closed yet up to then are closed first, under this same order lock (defect 2).
    const closedThrough = order.lastCobDate ?? today;
    // A settlement in force (decision 128): a payment that meets it by its date waives the discount and settles.
    const settlement = await settlementInForce(tx, order.id);
    const engine = (s: LoanState, date: string) => {
      try {
        const settled =
          settlement && input.purpose !== 'rollover' ? settle(s, settlement, input.amountCents, date) : null;
        if (settled) return settled;
        if (input.purpose === 'rollover' && !settledCredit) return rollOver(s, input.amountCents, date);
        if (input.purpose === 'payoff' && !settledCredit) return payOff(s, input.amountCents, date);
        return repay(s, input.amountCents, date);
      } catch (error) {
        if (error instanceof LoanRuleError && options.collected) return repay(s, input.amountCents, date);
        if (error instanceof LoanRuleError) throw invalid(error.rule, error.message);
        throw error;
      }
    };
    const result = applyOnValueDate(
      state,
      options.paidOn ?? today,
      closedThrough,
      today,
      engine,
      `value-dated ${input.reference}`,
    );
    const { valueDate } = result;
    if (result.catchUp.length > 0) await orders.appendEntries(tx, order.id, result.catchUp, 'cob');
    if (result.closedThrough !== closedThrough)
      await orders.update(tx, order.id, { lastCobDate: result.closedThrough });
    const creditFrom = options.creditFrom;
    const entries = creditFrom ? asCreditApplication(result.entries, creditFrom) : result.entries;
    if (result.state.status === OrderStatus.settled) await completePlans(tx, order.id, today);
    const what = creditFrom
      ? `credit applied from ${creditFrom} (${input.reference})`
      : `${input.purpose} payment ${input.reference}`;
    await persistState(
      tx,
      order,
      result.state,
      entries,
      actor,
      valueDate === today ? what : `${what} paid on ${valueDate}`,
      today,
      input.reference,
    );
    // The receipt or invoice is numbered in this same transaction (decisions 061 and 117); credit applied
    // moved no new money, so it has none (decision 084), and credit-applications.ts audits it.
    if (!creditFrom) {
      const document = await issueReceipt(tx, {
        orderId: order.id,
        userId: order.userId,
        reference: input.reference,
        entries,
        paidOn: valueDate,
        brand: app.config.brand,
      });
      // Every payment, whatever its path (provider, reconciliation, operator, reported transfer), is audited
      // here in its posting transaction (decision 107); on a written-off loan it is a recovery.
      const writtenOff = await tx
        .select({ orderId: loanWriteOffs.orderId })
        .from(loanWriteOffs)
        .where(eq(loanWriteOffs.orderId, order.id))
        .limit(1);
      await app.auditRepository.append(
        {
          actor,
          action: writtenOff.length > 0 ? 'payment.recovery' : 'payment.post',
          target: `order:${orderNo}`,
          borrowerId: order.userId,
          amountCents: input.amountCents,
          before: { status: order.status, owedCents: outstandingByBucket(state.entries) },
          after: {
            status: result.state.status,
            owedCents: outstandingByBucket(result.state.entries),
            purpose: input.purpose,
            reference: input.reference,
            paidOn: valueDate,
            // The invoice (or, before the switch, receipt) issued for it (decision 117).
            ...(document ? { document } : {}),
            ...(options.via ? { via: options.via } : {}),
          },
        },
        tx,
      );
      // The host hears of every posted payment, whatever its path, with the posting (decision 120).
      await app.webhooks.recordEvent(tx, {
        type: 'payment.posted',
        orderId: order.id,
        orderNo,
        data: {
          amountCents: input.amountCents,
          purpose: input.purpose,
          reference: input.reference,
          paidOn: valueDate,
          status: result.state.status,
          statusName: orderStatusName(result.state.status),
          owedCents: totalOwed(result.state),
        },
      });
    }
    return {
      orderNo,
      status: result.state.status,
      valueDate,
      adjustedDays: result.adjustments.length,
      duplicate: false,
      byBucket: outstandingByBucket(result.state.entries),
    };
  }

  return {
    businessDate,
    productFor,
    productOf,

    async quote(merchantId: number, productId: number, amountCents?: number) {
      const product = await productFor(merchantId, productId);
      const amount = amountCents ?? product.config.defaultAmountCents;
      const problem = checkAmount(product.config, amount);
      if (problem) throw invalid(problem.field, problem.message);
      return { product, quote: quote(product.config, amount, await businessDate()) };
    },

    /** Creates an order under review. A borrower with an open order gets that order back (a double tap is harmless). */
    async apply(
      userId: number,
      merchantId: number,
      input: { productId: number; amountCents: number; periods: number; termUnit: number },
    ) {
      const product = await productFor(merchantId, input.productId);
      const problem = checkAmount(product.config, input.amountCents);
      if (problem) throw invalid(problem.field, problem.message);
      if (input.periods !== product.config.periods)
        throw invalid('periods', `must be ${product.config.periods} for this product`);
      if (input.termUnit !== product.config.periodDays)
        throw invalid('termUnit', `must be ${product.config.periodDays} (days per period) for this product`);
      const today = await businessDate();
      // A declined borrower waits until the decline's reapply date (decisions 057 and 138). Read before the
      // transaction: it reads other tables than the ones the borrower's lock serialises.
      const declineWait = await app.credit.waitAfterDecline(userId, today);
      const applied = await db.transaction(async (tx) => {
        // Serialise applications of one borrower so two taps cannot both insert.
        await orders.lockBorrower(tx, userId);
        const open = (await orders.openOrderOf(userId, tx)) ?? null;
        // The profile is the credit engine's to judge here: it declines an incomplete one (decision 143).
        const answer = mayApply({ openOrder: open, declineWait, profileStepMissing: null });
        // A retry of this application answers its order; another application is refused (decision 050).
        if (!answer.ok && answer.reason === 'openOrder')
          return { order: open!, created: false, blocked: !isSameApplication(open!, input) };
        if (!answer.ok && answer.reason === 'declined')
          throw conflict(`Your last application was declined. You may apply again from ${answer.until}.`);
        const repeat = await orders.hasSettledOrder(userId, tx);
        const submitted = nextStatus(null, 'submit')!;
        // Order numbers are random within the day: draw again on the rare clash (a birthday problem:
        // about 40 % at 1,000 orders a day) instead of failing the application.
        let order: OrderRow | null = null;
        for (let draw = 0; !order; draw += 1) {
          assert(draw < 20, 'no free order number after 20 draws');
          order = await orders.insert(tx, {
            orderNo: orderNumber(today),
            userId,
            productId: product.id,
            productVersionId: product.versionId,
            status: submitted,
            clientKind: repeat ? 'repeat' : 'new',
            principalCents: input.amountCents,
            periods: product.config.periods,
            periodDays: product.config.periodDays,
            penaltyCents: repeat ? product.config.defaultPenaltyRepeatCents : product.config.defaultPenaltyNewCents,
            capsApply: capsApply(product.config, input.amountCents),
            dueSoonDays: product.config.dueSoonDays,
            appliedOn: today,
          });
        }
        await orders.recordStatus(tx, order.id, null, submitted, today, `borrower:${userId}`, 'application submitted');
        // Decided in the same transaction: approved, referred (stays under review) or declined.
        order = await app.credit.decideApplication(tx, order, today, product.config);
        return { order, created: true, blocked: false };
      });
      // An approved application goes on to payout with no person involved.
      if (applied.created) await app.credit.afterApply(applied.order);
      return applied;
    },

    async approve(
      orderNo: string,
      actor: string,
      reason: string,
      audit?: AuditHook<{ orderNo: string; status: number }>,
    ) {
      return withOrder(orderNo, async (tx, order, { today }) => {
        const to = nextStatus(order.status, 'approve');
        if (to === null) throw conflict(`order is ${order.status}, not under review`);
        // A borrower whose name matches a sanctions list is not lent to until compliance clears it (decision 125).
        const hold = await sanctionsHold(tx, order.userId);
        if (hold) throw conflict(hold);
        await orders.setStatus(tx, order, to, today, actor, reason);
        return audited(tx, order, { orderNo, status: to }, audit);
      });
    },

    async reject(
      orderNo: string,
      actor: string,
      reason: string,
      audit?: AuditHook<{ orderNo: string; status: number }>,
    ) {
      return withOrder(orderNo, async (tx, order, { today }) => {
        const to = nextStatus(order.status, 'decline');
        if (to === null) throw conflict(`order is ${order.status}, not under review`);
        await orders.setStatus(tx, order, to, today, actor, reason);
        return audited(tx, order, { orderNo, status: to }, audit);
      });
    },

    /** Waives part or all of the outstanding penalty (back office, decision 022); posted to the ledger. */
    async waivePenalty(
      orderNo: string,
      actor: string,
      amountCents: number,
      reason: string,
      audit?: AuditHook<WaiverResult>,
    ) {
      return withOrder(orderNo, async (tx, order, { today, product }) => {
        if (!order.disbursedOn)
          throw conflict(`order is ${order.status}; only a disbursed loan has a penalty to waive`);
        const state = await orders.loadState(tx, order, product);
        const before = outstandingByBucket(state.entries);
        let result: { state: LoanState; entries: LoanState['entries'] };
        try {
          result = waivePenalty(state, amountCents, today, reason);
        } catch (error) {
          if (error instanceof LoanRuleError) throw invalid(error.rule, error.message);
          throw error;
        }
        await persistState(tx, order, result.state, result.entries, actor, `penalty waived: ${reason}`, today);
        return audited(
          tx,
          order,
          {
            orderNo,
            status: result.state.status,
            waivedCents: amountCents,
            before,
            after: outstandingByBucket(result.state.entries),
          },
          audit,
        );
      });
    },

    /** Books the contract on the ledger once the money has been paid out (the caller pays, see staff-actions). */
    async disburse(orderNo: string, actor: string, note = 'disbursed', audit?: AuditHook<DisburseResult>) {
      return withOrder(orderNo, async (tx, order, { today, product }) => {
        const to = nextStatus(order.status, 'disburse');
        if (to === null) throw conflict(`order is ${order.status}, not approved for disbursement`);
        const state = disburse(
          { ...product, defaultPenaltyNewCents: order.penaltyCents, defaultPenaltyRepeatCents: order.penaltyCents },
          order.principalCents,
          today,
          order.clientKind as 'new' | 'repeat',
        );
        await orders.insertSchedule(tx, order.id, state);
        await orders.appendEntries(tx, order.id, state.entries, actor);
        // The engine's new loan is repaying from its first day, as the table's disburse row says.
        assert.equal(state.status, to, 'a disbursed loan starts repaying');
        await orders.setStatus(tx, order, to, today, actor, note, { disbursedOn: today, lastCobDate: today });
        return audited(
          tx,
          order,
          {
            orderNo,
            status: state.status,
            disbursedOn: today,
            netProceedsCents: -state.entries[0]!.lines.find((l) => l.account === 'cash')!.amountCents,
          },
          audit,
        );
      });
    },

    /**
     * Posts a payment through the engine. A reference posts once: a retry answers the first result.
     * Provider payments pass options: claim runs in the same transaction (after the order lock) and
     * returns false when the payment was already taken; money arriving for a settled order becomes
     * borrower credit, and a rollover the engine no longer allows is posted as a repayment, because
     * money a provider has collected must land on the loan.
     */
    async pay(
      orderNo: string,
      input: { amountCents: number; purpose: PaymentPurpose; reference: string },
      actor: string,
      options: {
        claim?: (tx: Transaction) => Promise<boolean>;
        collected?: boolean;
        /** The date the borrower paid (the provider's), when it is not today: the payment's value date. */
        paidOn?: string | null;
        /** How a provider's word arrived (`callback`, `reconcile`), for the audit entry. */
        via?: string;
      } = {},
    ) {
      return withOrder(orderNo, async (tx, order, { today, product }) => {
        const settledCredit = options.collected === true && order.status === OrderStatus.settled;
        if (!isActiveStatus(order.status) && !settledCredit) {
          throw conflict(`order is ${order.status}; it takes payments only while repaying, due or overdue`);
        }
        const duplicate = async () => ({
          orderNo,
          status: order.status,
          duplicate: true,
          byBucket: outstandingByBucket((await orders.loadState(tx, order, product)).entries),
        });
        if (await orders.referencePosted(tx, input.reference)) return duplicate();
        if (options.claim && !(await options.claim(tx))) return duplicate();
        return post(tx, order, { today, product }, input, actor, { ...options, settledCredit });
      });
    },

    /**
     * Credit from another order of the same borrower, posted as a repayment of `amountCents` on `order`,
     * whose row lock the caller holds in its own transaction (`credit-applications.ts`, decision 084).
     * `ctx` is read before that transaction: inside it every query must go through tx.
     */
    async applyCreditLocked(
      tx: Transaction,
      order: OrderRow,
      ctx: { today: string; product: Product },
      input: { amountCents: number; reference: string; sourceOrderNo: string },
      actor: string,
    ) {
      if (!isActiveStatus(order.status))
        throw conflict(`order is ${order.status}; it takes payments only while repaying, due or overdue`);
      return post(
        tx,
        order,
        ctx,
        { amountCents: input.amountCents, purpose: 'repay', reference: input.reference },
        actor,
        { settledCredit: false, creditFrom: input.sourceOrderNo },
      );
    },

    /**
     * A change to a disbursed loan computed from its state as of today, under the order's lock: the days the
     * job has not closed are closed first (as a payment does), then the change's entries post with their
     * income recognition and status; `replaceSchedule` writes the change's installments (decision 128's plans).
     */
    async changeLoan<R extends { state: LoanState; entries: LoanState['entries']; replaceSchedule?: boolean }>(
      orderNo: string,
      actor: string,
      reason: string,
      change: (tx: Transaction, order: OrderRow, state: LoanState, today: string) => Promise<R>,
    ): Promise<R> {
      return withOrder(orderNo, async (tx, order, { today, product }) => {
        if (!order.disbursedOn || !isActiveStatus(order.status))
          throw conflict('Only a loan being repaid can change its schedule.');
        let state = await orders.loadState(tx, order, product);
        if (order.lastCobDate !== null && order.lastCobDate < today) {
          const caught = closeDays(state, order.lastCobDate, today);
          if (caught.entries.length > 0) await orders.appendEntries(tx, order.id, caught.entries, 'cob');
          await orders.update(tx, order.id, { lastCobDate: caught.closedThrough });
          state = caught.state;
        }
        const result = await change(tx, order, state, today);
        if (result.replaceSchedule) {
          await orders.clearSchedule(tx, order.id);
          await orders.insertSchedule(tx, order.id, result.state);
        }
        await persistState(tx, order, result.state, result.entries, actor, reason, today);
        return result;
      });
    },

    async runCob(through?: string) {
      const date = through ?? (await businessDate());
      const runs = await runCloseOfBusiness(db, date);
      // Then the write-off policy: loans at its days past due are written off (decision 078).
      await createWriteOffs(app).writeOffDue();
      return runs;
    },

    /**
     * Everything an operator needs to explain an order; with a collector's id, only an order assigned to them
     * (another's answers as not found, decision 103).
     */
    async show(orderNo: string, collectorId: number | null = null) {
      const order = await orders.findByNoFor(orderNo, collectorId);
      if (!order) throw notFound('order');
      const product = await productOf(order);
      const today = await businessDate();
      const state = order.disbursedOn ? await orders.loadState(db, order, product) : null;
      // The balance is the ledger's; the quotes an operator reads out are as of today (decision 105).
      const current = state ? asOfToday(order, state, today) : null;
      return {
        order,
        businessDate: today,
        schedule: await orders.schedule(order.id),
        balanceByBucket: state ? outstandingByBucket(state.entries) : null,
        payoff: current ? payoffQuote(current, today) : null,
        rollover: current ? rolloverQuote(current, today) : null,
        postings: await orders.postings(order.id),
        history: await orders.history(order.id),
      };
    },

    /** State of a borrower's order as of today, days the job has not closed yet included (for the borrower screens). */
    async stateOf(order: OrderRow) {
      if (!order.disbursedOn) return null;
      const [product, today] = await Promise.all([productOf(order), businessDate()]);
      const state = asOfToday(order, await orders.loadState(db, order, product), today);
      return { state, today, ...statusOn(state, today) };
    },

    /**
     * The same from reads already made with a page's other reads (the order's state columns and the clock's
     * override; loan-page-repository.ts), so the page pays one round trip for all of them.
     */
    async stateFrom(order: OrderRow, read: StateRead, overrideDate: string | null) {
      if (!order.disbursedOn) return null;
      const today = clock.businessDateWith(overrideDate);
      const state = asOfToday(order, stateFromRead(order, await productOf(order), read), today);
      return { state, today, ...statusOn(state, today) };
    },

    /**
     * A borrower's order they can repay, with its state as of today: another's order answers as not
     * found; one not disbursed or already settled as having nothing to repay.
     */
    async repayable(userId: number, orderId: number) {
      const order = await orders.findForUser(userId, orderId);
      if (!order) throw notFound('order');
      const live = isRepayable(order) ? await this.stateOf(order) : null;
      if (!live)
        throw invalid('orderId', 'this order has nothing to repay', {
          sentence: 'This loan has nothing left to repay.',
          reason: 'order-nothing-to-repay',
        });
      return { order, live };
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;

declare module 'fastify' {
  interface FastifyInstance {
    loans: LoanService;
  }
}

export default fp(
  async (app) => {
    app.decorate('loans', createLoanService(app));
  },
  { name: 'loans', dependencies: ['productsRepository', 'ordersRepository', 'auditRepository', 'clock', 'webhooks'] },
);
