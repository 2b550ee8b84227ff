// Hardship plans (decision 128): offers on a due or overdue loan, one open plan per loan. The borrower (or a
// collector, for the borrower) starts an offer; the borrower accepts it with an SMS code; where the approval
// settings ask, a second person approves (maker-checker, decision 113); then the plan is put in force under
// the order's lock: a payment plan or restructure replaces the schedule in one balanced entry, a settlement
// waits for its payment. The daily review ends broken plans and lapsed settlements. Every step is audited.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { ErrorCode, formatMoney, type PlanView, type PlanOffers } from '@lendwell/contracts';
import type { Transaction } from '../db/client.js';
import { approvalProposals, hardshipPlans, orders as ordersTable } from '../db/schema.js';
import {
  applyPlan,
  fallBack,
  PLAN_KINDS,
  planBroken,
  planOffer,
  planRefusal,
  type PlanOffer,
  type PlanRequest,
} from '../domain/loan/hardship-plans.js';
import { LoanRuleError } from '../domain/loan/loan.js';
import { installmentTotal } from '../domain/loan/schedule.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import type { OrderRow } from '../repositories/orders-repository.js';
import type { ActiveSession } from '../repositories/sessions-repository.js';
import {
  latestPlanOf,
  movePlan,
  offerOf,
  openPlanOf,
  type PlanRow,
} from '../repositories/hardship-plans-repository.js';
import { issueOneTimeCode, redeemOneTimeCode } from './one-time-codes.js';

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);
const REVIEWER = 'system:hardship-plans';
const KIND_WORDS: Record<PlanKind, string> = {
  payment_plan: 'payment plan',
  restructure: 'restructure',
  settlement: 'settlement',
};
type PlanKind = PlanOffer['kind'];

/** The offer as people read it: each installment as one amount. */
function offerView(offer: PlanOffer): PlanView['offer'] {
  return {
    ...offer,
    installments: offer.installments.map((i) => ({ seq: i.seq, dueOn: i.dueOn, amountCents: installmentTotal(i) })),
  };
}

function planView(row: PlanRow): PlanView {
  return {
    id: row.id,
    status: row.status as PlanView['status'],
    offer: offerView(offerOf(row)),
    offeredOn: row.offeredOn,
    byCollector: row.offeredBy.startsWith('staff:'),
  };
}

/** What a plan does, in a sentence in pesos (approvals, audit, SMS). */
function planSentence(orderNo: string, offer: PlanOffer): string {
  const kind = KIND_WORDS[offer.kind];
  if (offer.kind === 'settlement')
    return `Settlement of loan ${orderNo}: ${formatMoney(offer.totalToPayCents)} paid by ${offer.payByOn} settles it; ${formatMoney(offer.discountCents)} is waived.`;
  const added =
    offer.newChargesCents > 0 ? `, ${formatMoney(offer.newChargesCents)} interest added` : ', no charge added';
  return `${kind[0]!.toUpperCase()}${kind.slice(1)} of loan ${orderNo}: ${offer.installments.length} payments from ${offer.installments[0]!.dueOn} to ${offer.payByOn}, ${formatMoney(offer.totalToPayCents)} in all${added}.`;
}

export function createHardshipPlans(app: FastifyInstance) {
  const { db, auditRepository: audit } = app;

  async function liveState(order: OrderRow) {
    const live = await app.loans.stateOf(order);
    if (!live) throw conflict('This loan has not been paid out; it has no schedule to change.');
    return live;
  }

  async function orderById(id: number): Promise<OrderRow> {
    const [order] = await db.select().from(ordersTable).where(eq(ordersTable.id, id));
    if (!order) throw notFound('order');
    return order;
  }

  const asInvalid = (error: unknown): never => {
    if (error instanceof LoanRuleError) throw invalid(error.rule, error.message);
    throw error;
  };

  /** The order page's card: the open or latest plan, and why a plan cannot be asked for now. */
  async function standing(order: OrderRow) {
    const plan = (await latestPlanOf(db, order.id)) ?? null;
    const live = await app.loans.stateOf(order);
    const open = plan && ['offered', 'awaiting_approval', 'in_force'].includes(plan.status);
    const refusal = !live ? 'This loan has not been paid out.' : open ? null : planRefusal(live.state, live.today);
    const businessDate = live?.today ?? (await app.loans.businessDate());
    return { plan: plan ? planView(plan) : null, refusal, businessDate };
  }

  /** Every kind for the date and count asked, each an offer or the reason the rules refuse it. */
  async function offers(order: OrderRow, ask: { firstDueOn: string; installmentCount: number }): Promise<PlanOffers> {
    const { state, today } = await liveState(order);
    const result: PlanOffers = { offers: [], refused: [] };
    for (const kind of PLAN_KINDS) {
      try {
        result.offers.push(offerView(planOffer(state, today, { kind, ...ask })));
      } catch (error) {
        if (!(error instanceof LoanRuleError)) throw error;
        result.refused.push({ kind, reason: error.message });
      }
    }
    return result;
  }

  /** Makes an offer the open plan of the loan (withdrawing an earlier offer not yet accepted), audited. */
  async function offer(order: OrderRow, request: PlanRequest, actor: string): Promise<PlanView> {
    const { state, today } = await liveState(order);
    let made: PlanOffer;
    try {
      made = planOffer(state, today, request);
    } catch (error) {
      return asInvalid(error);
    }
    const row = await db.transaction(async (tx) => {
      const open = await openPlanOf(tx, order.id);
      if (open && open.status !== 'offered')
        throw conflict('This loan already has a plan accepted; it cannot take another now.');
      if (open) await movePlan(tx, open.id, 'offered', { status: 'withdrawn', endedOn: today });
      const [inserted] = await tx
        .insert(hardshipPlans)
        .values({ orderId: order.id, kind: made.kind, offer: made, offeredOn: today, offeredBy: actor })
        .returning();
      await audit.append(
        {
          actor,
          action: 'hardship_plan.offer',
          target: `order:${order.orderNo}`,
          borrowerId: order.userId,
          amountCents: made.totalToPayCents,
          after: { planId: inserted!.id, kind: made.kind, summary: planSentence(order.orderNo, made) },
        },
        tx,
      );
      return inserted!;
    });
    return planView(row);
  }

  async function offeredPlan(order: OrderRow, planId: number): Promise<PlanRow> {
    const open = await openPlanOf(db, order.id);
    if (!open || open.id !== planId) throw notFound('plan');
    if (open.status !== 'offered') throw conflict('This plan has already been accepted.');
    return open;
  }

  /**
   * Puts an accepted plan in force under the order's lock: the reschedule entry and the new schedule, or, a
   * settlement, nothing until its payment. `claim` is the approval's state change in the same transaction.
   */
  async function putInForce(planId: number, actor: string, claim?: (tx: Transaction) => Promise<void>) {
    const [row] = await db.select().from(hardshipPlans).where(eq(hardshipPlans.id, planId));
    if (!row) throw notFound('plan');
    const order = await orderById(row.orderId);
    const offered = offerOf(row);
    return app.loans.changeLoan(
      order.orderNo,
      actor,
      `${KIND_WORDS[offered.kind]} in force`,
      async (tx, locked, state, today) => {
        if (offered.installments[0]!.dueOn <= today && offered.kind !== 'settlement')
          throw conflict('The first payment date of this plan has passed; ask for a new offer.');
        let result: { state: typeof state; entries: typeof state.entries };
        try {
          result = offered.kind === 'settlement' ? { state, entries: [] } : applyPlan(state, offered, today);
        } catch (error) {
          return asInvalid(error);
        }
        const from = row.status === 'awaiting_approval' ? 'awaiting_approval' : 'offered';
        if (!(await movePlan(tx, planId, from, { status: 'in_force', inForceOn: today })))
          throw conflict('This plan is no longer waiting to be put in force.');
        await audit.append(
          {
            actor,
            action: 'hardship_plan.in_force',
            target: `order:${locked.orderNo}`,
            borrowerId: locked.userId,
            amountCents: offered.totalToPayCents,
            before: { status: locked.status, installments: state.installments.length },
            after: {
              planId,
              kind: offered.kind,
              status: result.state.status,
              summary: planSentence(locked.orderNo, offered),
            },
          },
          tx,
        );
        if (claim) await claim(tx);
        return { ...result, replaceSchedule: offered.kind !== 'settlement', plan: planId };
      },
    );
  }

  /** The borrower's acceptance with the SMS code: to Approvals when the settings ask, else in force now. */
  async function accept(borrower: ActiveSession, order: OrderRow, planId: number, smsCode: string) {
    const plan = await offeredPlan(order, planId);
    await redeemOneTimeCode(app, borrower.merchantId, borrower.phone, 'hardship-plan', smsCode, 'smsCode');
    const actor = `borrower:${borrower.userId}`;
    const offered = offerOf(plan);
    // Four eyes: a collector's offer is theirs to answer for, so they may not approve it themselves.
    const maker = plan.offeredBy.startsWith('staff:') ? plan.offeredBy : actor;
    const proposed = await app.approvals.proposeForActor(
      maker,
      'hardship_plan',
      { planId, orderNo: order.orderNo },
      `Accepted by the borrower with the SMS code: ${planSentence(order.orderNo, offered)}`,
    );
    if (!proposed) {
      await putInForce(planId, actor);
    } else {
      await db.transaction(async (tx) => {
        const moved = await movePlan(tx, planId, 'offered', {
          status: 'awaiting_approval',
          acceptedAt: new Date(),
          approvalId: proposed.proposalId,
        });
        if (!moved) throw conflict('This plan has already been accepted.');
        await audit.append(
          {
            actor,
            action: 'hardship_plan.accept',
            target: `order:${order.orderNo}`,
            borrowerId: order.userId,
            amountCents: offered.totalToPayCents,
            after: { planId, proposalId: proposed.proposalId },
          },
          tx,
        );
      });
    }
    const [row] = await db.select().from(hardshipPlans).where(eq(hardshipPlans.id, planId));
    return planView(row!);
  }

  /** Ends one plan in force that the review found broken or lapsed, audited by the review. */
  async function endPlan(row: PlanRow, order: OrderRow, today: string, status: 'broken' | 'lapsed') {
    const reason = status === 'broken' ? 'plan broken: the rest falls due' : 'settlement not paid by its date';
    const change = async (tx: Transaction, locked: OrderRow, state: Parameters<typeof fallBack>[0]) => {
      if (!(await movePlan(tx, row.id, 'in_force', { status, endedOn: today }))) return { state, entries: [] };
      await audit.append(
        {
          actor: REVIEWER,
          action: `hardship_plan.${status}`,
          target: `order:${locked.orderNo}`,
          borrowerId: locked.userId,
          after: { planId: row.id, kind: row.kind, rule: reason },
        },
        tx,
      );
      return { state: status === 'broken' ? fallBack(state, today) : state, entries: [] };
    };
    await app.loans.changeLoan(order.orderNo, REVIEWER, reason, (tx, locked, state) => change(tx, locked, state));
  }

  /**
   * The daily review (decision 128): a plan installment unpaid 10 days after its date breaks the plan (the rest
   * falls due at once); a settlement not paid by its date lapses; an offer whose first date passed lapses.
   */
  async function review() {
    const today = await app.loans.businessDate();
    let ended = 0;
    const open = await db
      .select()
      .from(hardshipPlans)
      .where(inArray(hardshipPlans.status, ['offered', 'awaiting_approval', 'in_force']));
    for (const row of open) {
      const offered = offerOf(row);
      if (row.status === 'in_force') {
        const order = await orderById(row.orderId);
        const live = await app.loans.stateOf(order);
        const seqs = offered.installments.map((i) => i.seq);
        const over = row.kind === 'settlement' ? today > offered.payByOn : live && planBroken(live.state, seqs, today);
        if (!over) continue;
        await endPlan(row, order, today, row.kind === 'settlement' ? 'lapsed' : 'broken');
        ended += 1;
      } else if (offered.installments[0]!.dueOn <= today || (await approvalClosed(row))) {
        // An offer not accepted (or not approved) before its first date, or whose approval was refused, lapses.
        await movePlan(db, row.id, row.status, { status: 'lapsed', endedOn: today });
        ended += 1;
      }
    }
    return { ended };
  }

  /** Whether the approval a plan waits for was rejected or expired. */
  async function approvalClosed(row: PlanRow): Promise<boolean> {
    if (row.status !== 'awaiting_approval' || row.approvalId === null) return false;
    const [p] = await db
      .select({ status: approvalProposals.status })
      .from(approvalProposals)
      .where(eq(approvalProposals.id, row.approvalId));
    return p?.status === 'rejected' || p?.status === 'expired';
  }

  return {
    standing,
    offers,
    offer,
    accept,
    putInForce,
    review,

    /** Sends the borrower the SMS code that accepts the offered plan. */
    async sendCode(borrower: ActiveSession, order: OrderRow, planId: number) {
      const plan = await offeredPlan(order, planId);
      const offered = offerOf(plan);
      return issueOneTimeCode(
        app,
        borrower.merchantId,
        borrower.phone,
        'hardship-plan',
        (code) =>
          `${app.config.brand.productName}: your code to accept the ${KIND_WORDS[offered.kind]} of ${formatMoney(offered.totalToPayCents)} is ${code}. It expires in 5 minutes. Never share it.`,
      );
    },

    /** What an approval of a plan will do, in pesos (the Approvals page). */
    async describe(planId: number) {
      const [row] = await db.select().from(hardshipPlans).where(eq(hardshipPlans.id, planId));
      if (!row) throw notFound('plan');
      if (row.status !== 'awaiting_approval' && row.status !== 'offered')
        throw conflict('This plan is no longer waiting for approval.');
      const order = await orderById(row.orderId);
      return { amountCents: offerOf(row).owedCents, summary: planSentence(order.orderNo, offerOf(row)) };
    },
  };
}

export type HardshipPlans = ReturnType<typeof createHardshipPlans>;

declare module 'fastify' {
  interface FastifyInstance {
    hardshipPlans: HardshipPlans;
  }
}

export default fp(
  async (app) => {
    app.decorate('hardshipPlans', createHardshipPlans(app));
  },
  { name: 'hardship-plans', dependencies: ['loans', 'auditRepository'] },
);
