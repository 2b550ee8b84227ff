// Hardship plans for a loan that is due or overdue (decision 128): a payment plan (what is behind spread
// over new installments, re-aged), a restructure (everything owed over a longer term with a new schedule)
// and a settlement (a discounted payoff: the discount is waived on payment in full by a date). Pure: the
// offer with its schedule and cost, the ledger entry that puts a plan in force, the settlement's waiver on
// payment, and the rule that ends a broken plan. Caps (decision 117) apply to the restructured loan.
import { formatMoney } from '@lendwell/contracts/constants';
import { addDays, daysBetween } from '../calendar.js';
import { splitEvenly, type Cents } from '../money.js';
import { capsApply, CAP_RULE_TEXT, CAPS, totalCostCeiling } from './compliance.js';
import { effectiveRate } from './eir.js';
import { entry, isWrittenOff, outstanding, receivable, type Entry, type Line, type Outstanding } from './ledger.js';
import { costSoFar, LoanRuleError, OrderStatus, repay, statusOn, totalOwed, type LoanState } from './loan.js';
import type { Bucket } from './product.js';
import { interestFor, installmentTotal, type Installment } from './schedule.js';

export const PLAN_KINDS = ['payment_plan', 'restructure', 'settlement'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_RULES = {
  /** A plan's first payment falls within this many days of the offer. */
  firstDueWithinDays: 30,
  /** A settlement must be paid within this many days of the offer. */
  settleWithinDays: 14,
  minInstallments: 2,
  maxInstallments: 6,
  /** A payment plan's installments fall every 15 days; a restructure's every 30 (a longer term). */
  planIntervalDays: 15,
  restructureIntervalDays: 30,
  /** A plan installment still unpaid this many days after its date breaks the plan (decision 128). */
  breakAfterDays: 10,
} as const;

export type PlanRequest = { kind: PlanKind; firstDueOn: string; installmentCount: number };

export type PlanOffer = {
  kind: PlanKind;
  /** The new installments (a settlement: the one payment), numbered after every installment the loan had. */
  installments: Installment[];
  /** Late charges owed on the loan as a whole: paid first, with the first payment. */
  loanChargesCents: Cents;
  owedCents: Cents;
  /** A restructure's extension interest, after the caps. */
  newChargesCents: Cents;
  /** A settlement's discount, waived on payment in full by payByOn. */
  discountCents: Cents;
  totalToPayCents: Cents;
  payByOn: string;
};

const refuse = (field: string, message: string) => new LoanRuleError(field, message);

/** The installments that still owe something, in date order. */
function openInstallments(state: LoanState): Installment[] {
  const owed = outstanding(state.entries);
  return state.installments.filter((i) => owed.some((o) => o.installmentSeq === i.seq));
}

/** What an installment still owes, by installment bucket. */
function owedOf(state: LoanState, seq: number): Record<'principal' | 'interest' | 'fee', Cents> {
  const row = { principal: 0, interest: 0, fee: 0 };
  for (const o of outstanding(state.entries))
    if (o.installmentSeq === seq && (o.bucket === 'principal' || o.bucket === 'interest' || o.bucket === 'fee'))
      row[o.bucket] += o.cents;
  return row;
}

const loanCharges = (state: LoanState): Cents =>
  outstanding(state.entries)
    .filter((o) => o.installmentSeq === null)
    .reduce((n, o) => n + o.cents, 0);

/** Why this loan cannot have a plan now, or null. Only a due or overdue, not written-off loan may. */
export function planRefusal(state: LoanState, today: string): string | null {
  const { status } = statusOn(state, today);
  if (isWrittenOff(state.entries)) return 'This loan has been written off; a plan is agreed with collections directly.';
  if (status !== OrderStatus.due && status !== OrderStatus.overdue)
    return 'A plan is offered once a payment is due or overdue.';
  return null;
}

function checkRequest(state: LoanState, today: string, request: PlanRequest): void {
  const refusal = planRefusal(state, today);
  if (refusal) throw refuse('orderNo', refusal);
  const within = request.kind === 'settlement' ? PLAN_RULES.settleWithinDays : PLAN_RULES.firstDueWithinDays;
  if (request.firstDueOn <= today || request.firstDueOn > addDays(today, within))
    throw refuse('firstDueOn', `Choose a date from tomorrow to ${within} days from today.`);
  const { minInstallments: min, maxInstallments: max } = PLAN_RULES;
  if (request.kind !== 'settlement' && (request.installmentCount < min || request.installmentCount > max))
    throw refuse('installmentCount', `Choose from ${min} to ${max} payments.`);
}

/** Spreads the buckets over count installments from firstDueOn, every intervalDays, numbered from firstSeq. */
function spread(
  totals: Record<'principal' | 'interest' | 'fee', Cents>,
  count: number,
  firstDueOn: string,
  intervalDays: number,
  firstSeq: number,
): Installment[] {
  const [p, i, f] = [totals.principal, totals.interest, totals.fee].map((t) => splitEvenly(t, count));
  return Array.from({ length: count }, (_, k) => ({
    seq: firstSeq + k,
    dueOn: addDays(firstDueOn, k * intervalDays),
    principalCents: p![k]!,
    interestCents: i![k]!,
    feeCents: f![k]!,
  }));
}

function addOwed(into: Record<'principal' | 'interest' | 'fee', Cents>, state: LoanState, seqs: readonly number[]) {
  for (const seq of seqs) {
    const o = owedOf(state, seq);
    into.principal += o.principal;
    into.interest += o.interest;
    into.fee += o.fee;
  }
  return into;
}

/**
 * A restructure's extension interest: the product's rate (never above the 6 % nominal cap) on the principal
 * still owed for the days the term is extended, cut to what the lifetime total-cost cap leaves (decision 117).
 */
function extensionInterest(state: LoanState, today: string, newLastDueOn: string): Cents {
  const open = openInstallments(state);
  const oldLast = open.at(-1)?.dueOn ?? today;
  const days = Math.max(0, daysBetween(oldLast > today ? oldLast : today, newLastDueOn));
  const principal = addOwed(
    { principal: 0, interest: 0, fee: 0 },
    state,
    open.map((i) => i.seq),
  ).principal;
  const rate = Math.min(state.product.monthlyInterestRateBps, CAPS.nominalMonthlyBps);
  const interest = interestFor(principal, rate, days);
  if (!capsApply(state.product, state.principalCents)) return interest;
  return Math.max(0, Math.min(interest, totalCostCeiling(state.principalCents) - costSoFar(state)));
}

/**
 * A settlement's discount on a date: the late charges, then the interest and fees of installments falling
 * due after the pay-by date, never principal. Invariant: discount ≤ owed − principal owed.
 */
export function settlementDiscount(state: LoanState, payByOn: string): Cents {
  const later = new Set(state.installments.filter((i) => i.dueOn > payByOn).map((i) => i.seq));
  return outstanding(state.entries)
    .filter((o) => o.installmentSeq === null || (o.bucket !== 'principal' && later.has(o.installmentSeq)))
    .reduce((n, o) => n + o.cents, 0);
}

/** The offer a request makes on a business date, with its schedule and total cost; refuses what the rules do not allow. */
export function planOffer(state: LoanState, today: string, request: PlanRequest): PlanOffer {
  checkRequest(state, today, request);
  const owedCents = totalOwed(state);
  const chargesCents = loanCharges(state);
  const nextSeq = Math.max(0, ...state.installments.map((i) => i.seq)) + 1;
  const base = { kind: request.kind, loanChargesCents: chargesCents, owedCents, newChargesCents: 0, discountCents: 0 };
  if (request.kind === 'settlement') {
    const discountCents = settlementDiscount(state, request.firstDueOn);
    const totalToPayCents = owedCents - discountCents;
    const installments = [
      { seq: nextSeq, dueOn: request.firstDueOn, principalCents: totalToPayCents, interestCents: 0, feeCents: 0 },
    ];
    return { ...base, installments, discountCents, totalToPayCents, payByOn: request.firstDueOn };
  }
  const open = openInstallments(state);
  const behind = open.filter((i) => i.dueOn < today);
  // A payment plan spreads what is behind (or, when nothing is overdue yet, the installment due now).
  const planned = request.kind === 'restructure' ? open : behind.length > 0 ? behind : open.slice(0, 1);
  const kept = open.filter((i) => !planned.includes(i));
  const totals = addOwed(
    { principal: 0, interest: 0, fee: 0 },
    state,
    planned.map((i) => i.seq),
  );
  const interval = request.kind === 'restructure' ? PLAN_RULES.restructureIntervalDays : PLAN_RULES.planIntervalDays;
  const lastDueOn = addDays(request.firstDueOn, (request.installmentCount - 1) * interval);
  const newChargesCents = request.kind === 'restructure' ? extensionInterest(state, today, lastDueOn) : 0;
  totals.interest += newChargesCents;
  const keptOwed = kept.map((i) => {
    const o = owedOf(state, i.seq);
    return { seq: i.seq, dueOn: i.dueOn, principalCents: o.principal, interestCents: o.interest, feeCents: o.fee };
  });
  const installments = [...spread(totals, request.installmentCount, request.firstDueOn, interval, 0), ...keptOwed]
    .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0))
    .map((i, k) => ({ ...i, seq: nextSeq + k }));
  const offer = {
    ...base,
    installments,
    newChargesCents,
    totalToPayCents: owedCents + newChargesCents,
    payByOn: installments.at(-1)!.dueOn,
  };
  const problem = offerCapProblem(state, today, offer);
  if (problem) throw refuse('installmentCount', problem);
  return offer;
}

/**
 * Why the new schedule breaks a cap, or null: the lifetime total cost (≤ 100 % of the principal) and the
 * effective monthly rate of the new schedule against what is owed today (≤ 12 %), decision 117.
 */
function offerCapProblem(state: LoanState, today: string, offer: PlanOffer): string | null {
  if (!capsApply(state.product, state.principalCents)) return null;
  if (costSoFar(state) + offer.newChargesCents > totalCostCeiling(state.principalCents))
    return `${CAP_RULE_TEXT['total-cost']}: the charges would come to more than ${formatMoney(state.principalCents)}.`;
  if (offer.newChargesCents === 0) return null;
  const payments = offer.installments.map((i, k) => ({
    day: Math.max(1, daysBetween(today, i.dueOn)),
    amountCents: installmentTotal(i) + (k === 0 ? offer.loanChargesCents : 0),
  }));
  const rate = effectiveRate(offer.owedCents, payments);
  if (rate.monthlyBps > CAPS.effectiveMonthlyBps) return `${CAP_RULE_TEXT['effective-interest']}.`;
  return null;
}

/**
 * Puts a payment plan or restructure in force: one balanced entry that takes every open installment's
 * receivables off it and puts the new installments' on (nil per account), with a restructure's extension
 * interest charged to income; the schedule becomes the offer's. Late charges stay on the loan as a whole.
 */
export function applyPlan(
  state: LoanState,
  offer: PlanOffer,
  businessDate: string,
): { state: LoanState; entries: Entry[] } {
  if (offer.kind === 'settlement') throw refuse('kind', 'A settlement changes nothing until it is paid.');
  const moved = outstanding(state.entries).filter((o) => o.installmentSeq !== null);
  const before = moved.reduce((n, o) => n + o.cents, 0);
  const after = offer.installments.reduce((n, i) => n + installmentTotal(i), 0) - offer.newChargesCents;
  // The offer must describe the installments as they stand: a payment since the offer makes it stale. Late
  // charges on the loan as a whole may have grown meanwhile; they stay where they are.
  if (before !== after) throw refuse('planId', 'The loan has changed since this offer was made; ask for a new offer.');
  const lines: Line[] = moved.map((o) => ({
    account: receivable(o.bucket),
    installmentSeq: o.installmentSeq,
    amountCents: -o.cents,
  }));
  for (const i of offer.installments)
    lines.push(
      { account: receivable('principal'), installmentSeq: i.seq, amountCents: i.principalCents },
      { account: receivable('interest'), installmentSeq: i.seq, amountCents: i.interestCents },
      { account: receivable('fee'), installmentSeq: i.seq, amountCents: i.feeCents },
    );
  if (offer.newChargesCents > 0)
    lines.push({
      account: 'income:interest',
      installmentSeq: offer.installments.at(-1)!.seq,
      amountCents: -offer.newChargesCents,
    });
  const e = entry('reschedule', businessDate, lines, `${offer.kind.replace('_', ' ')} in force`);
  const next: LoanState = { ...state, installments: offer.installments, entries: [...state.entries, e] };
  return { state: { ...next, ...statusOn(next, businessDate) }, entries: [e] };
}

/** The discount's waiver lines: late charges first, then interest and fees of the latest installments. */
function discountLines(state: LoanState, discountCents: Cents): Line[] {
  const lines: Line[] = [];
  let left = discountCents;
  const rank = (o: Outstanding) => (o.installmentSeq === null ? Number.MAX_SAFE_INTEGER : o.installmentSeq);
  const waivable = outstanding(state.entries)
    .filter((o) => o.bucket !== 'principal')
    .sort((a, b) => rank(b) - rank(a) || (a.bucket === 'interest' ? -1 : 1));
  for (const o of waivable) {
    const cents = Math.min(left, o.cents);
    if (cents === 0) continue;
    left -= cents;
    const bucket = o.bucket as Exclude<Bucket, 'principal'>;
    lines.push(
      { account: receivable(bucket), installmentSeq: o.installmentSeq, amountCents: -cents },
      { account: `rebate:${bucket}`, installmentSeq: o.installmentSeq, amountCents: cents },
    );
  }
  if (left > 0) throw refuse('amountCents', 'A settlement never waives principal.');
  return lines;
}

/**
 * A settlement paid: when the payment is at least the settlement amount and comes by the pay-by date, the
 * rest owed is waived (a rebate entry) and the payment settles the loan; after it nothing is ever charged.
 * Returns null when the payment does not meet the settlement (the caller posts it as an ordinary repayment).
 */
export function settle(
  state: LoanState,
  offer: Pick<PlanOffer, 'totalToPayCents' | 'payByOn'>,
  amountCents: Cents,
  businessDate: string,
): { state: LoanState; entries: Entry[] } | null {
  if (businessDate > offer.payByOn || amountCents < offer.totalToPayCents) return null;
  const discount = totalOwed(state) - offer.totalToPayCents;
  const entries: Entry[] = [];
  let next = state;
  if (discount > 0) {
    const e = entry('rebate', businessDate, discountLines(state, discount), 'settlement discount');
    entries.push(e);
    next = { ...next, entries: [...next.entries, e] };
  }
  const paid = repay(next, amountCents, businessDate);
  return { state: paid.state, entries: [...entries, ...paid.entries] };
}

/** Whether a plan in force is broken: one of its installments still owes money breakAfterDays after its date. */
export function planBroken(state: LoanState, planSeqs: readonly number[], today: string): boolean {
  const open = new Set(openInstallments(state).map((i) => i.seq));
  return state.installments.some(
    (i) => planSeqs.includes(i.seq) && open.has(i.seq) && daysBetween(i.dueOn, today) >= PLAN_RULES.breakAfterDays,
  );
}

/**
 * The fallback of a broken plan (decision 128): the plan ends and everything it still owes falls due on the
 * break date, so the product's late charges run on it from the next day, under the caps as always.
 */
export function fallBack(state: LoanState, today: string): LoanState {
  const open = new Set(openInstallments(state).map((i) => i.seq));
  const installments = state.installments.map((i) => (open.has(i.seq) && i.dueOn > today ? { ...i, dueOn: today } : i));
  const next = { ...state, installments };
  return { ...next, ...statusOn(next, today) };
}
