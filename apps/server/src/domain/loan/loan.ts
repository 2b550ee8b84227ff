// One loan's life as pure functions over its state: disburse, close of business for a date,
// repay, roll over, pay off. Callers persist the entries these return; nothing here does I/O.
import { addDays, daysBetween } from '../calendar.js';
import { assertCents, roundHalfUp, type Cents } from '../money.js';
import { allocate, type Allocation } from './allocation.js';
import { capsApply, lateChargeCeiling, rolloverTotalCostRefusal, totalCostCeiling } from './compliance.js';
import {
  balanceOf,
  chargedByBucket,
  entry,
  isWrittenOff,
  lateChargeCredit,
  outstanding,
  outstandingByBucket,
  receivable,
  type Entry,
  type Line,
} from './ledger.js';
import { BUCKETS, tierFor, type Bucket, type Product } from './product.js';
import { buildTerms, interestFor, type Installment } from './schedule.js';

/** The spec's order status codes and our meanings (docs/order-lifecycle.md). */
export const OrderStatus = {
  underReview: 21,
  rejected: 110,
  disbursing: 151,
  repaying: 170,
  due: 174,
  overdue: 180,
  settled: 200,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** A disbursed loan that still owes money: close of business runs over these and payments post to them. */
export const ACTIVE_STATUSES = [OrderStatus.repaying, OrderStatus.due, OrderStatus.overdue] as const;

export function isActiveStatus(status: number): boolean {
  return (ACTIVE_STATUSES as readonly number[]).includes(status);
}

/**
 * Whether an application is the one an open order already is: the same product and amount (a second
 * tap, a retry after a lost answer). Such an application answers that order; any other one is
 * refused while a loan is open, and the borrower is told why (decision 050).
 */
export function isSameApplication(
  open: { productId: number; principalCents: Cents },
  application: { productId: number; amountCents: Cents },
): boolean {
  return open.productId === application.productId && open.principalCents === application.amountCents;
}

/**
 * Whether a borrower has something to repay on an order: it was disbursed (it has a ledger) and is
 * not settled. The installment and rollover pages and every borrower payment start from this rule.
 */
export function isRepayable(order: { disbursedOn: string | null; status: number }): boolean {
  return order.disbursedOn !== null && order.status !== OrderStatus.settled;
}

/**
 * What a payment is for: a repayment (allocated by the waterfall), a rollover (the extension fee
 * and charges due now, exactly), or a payoff (everything owed, exactly). Borrowers start the first
 * two from the app; operators can post all three.
 */
export type PaymentPurpose = 'repay' | 'rollover' | 'payoff';

export type ClientKind = 'new' | 'repeat';

export type LoanState = {
  product: Product;
  principalCents: Cents;
  clientKind: ClientKind;
  disbursedOn: string;
  installments: Installment[];
  entries: Entry[];
  penaltyApplied: boolean;
  rolloverCount: number;
  status: OrderStatus;
  daysPastDue: number;
};

export class LoanRuleError extends Error {
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

/** Disbursement: the receivables of the whole contract, the cash paid out, and the upfront fee earned. */
export function disburse(
  product: Product,
  principalCents: Cents,
  disbursedOn: string,
  clientKind: ClientKind,
): LoanState {
  const terms = buildTerms(product, principalCents, disbursedOn);
  const lines: Line[] = [];
  for (const i of terms.installments) {
    lines.push({ account: receivable('principal'), installmentSeq: i.seq, amountCents: i.principalCents });
    lines.push({ account: receivable('interest'), installmentSeq: i.seq, amountCents: i.interestCents });
    lines.push({ account: 'income:interest', installmentSeq: i.seq, amountCents: -i.interestCents });
    lines.push({ account: receivable('fee'), installmentSeq: i.seq, amountCents: i.feeCents });
    lines.push({ account: 'income:fee', installmentSeq: i.seq, amountCents: -i.feeCents });
  }
  lines.push({ account: 'cash', installmentSeq: null, amountCents: -terms.netProceedsCents });
  lines.push({ account: 'income:fee', installmentSeq: null, amountCents: -terms.upfrontFeeCents });
  const state: LoanState = {
    product,
    principalCents,
    clientKind,
    disbursedOn,
    installments: terms.installments,
    entries: [entry('disbursement', disbursedOn, lines)],
    penaltyApplied: false,
    rolloverCount: 0,
    status: OrderStatus.repaying,
    daysPastDue: 0,
  };
  return { ...state, ...statusOn(state, disbursedOn) };
}

/** Outstanding principal, interest and fee of each installment. */
function installmentOwed(state: LoanState, seq: number): Cents {
  return outstanding(state.entries)
    .filter((o) => o.installmentSeq === seq)
    .reduce((n, o) => n + o.cents, 0);
}

export function totalOwed(state: LoanState): Cents {
  return outstanding(state.entries).reduce((n, o) => n + o.cents, 0);
}

/** The installments what is due now covers: those overdue or due today, else the next open one. */
function dueNowTargets(state: LoanState, today: string): Installment[] {
  const owed = outstanding(state.entries);
  const open = state.installments.filter((i) => owed.some((o) => o.installmentSeq === i.seq));
  const dueNow = open.filter((i) => i.dueOn <= today);
  return dueNow.length > 0 ? dueNow : open.slice(0, 1);
}

/**
 * What is due now, by bucket: the loan-level charges plus the outstanding of the installments due
 * now. Its sum is amountDueNow's cents, so a page's header and its rows always agree (decision 049).
 */
export function amountDueNowByBucket(state: LoanState, today: string): Record<Bucket, Cents> {
  const targets = new Set(dueNowTargets(state, today).map((i) => i.seq));
  const totals = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, Cents>;
  for (const o of outstanding(state.entries))
    if (o.installmentSeq === null || targets.has(o.installmentSeq)) totals[o.bucket] += o.cents;
  return totals;
}

/** What is due now: everything overdue or due today plus late charges, else the next installment. */
export function amountDueNow(state: LoanState, today: string): { cents: Cents; dueOn: string } {
  const byBucket = amountDueNowByBucket(state, today);
  const cents = BUCKETS.reduce((n, b) => n + byBucket[b], 0);
  return { cents, dueOn: dueNowTargets(state, today).at(-1)?.dueOn ?? today };
}

export type InstallmentProgress = 'paid' | 'overdue' | 'due' | 'upcoming';

/** One row of the schedule a borrower reads after disbursement. */
export type ScheduleRow = {
  seq: number;
  dueOn: string;
  /** The contract's amount of the installment: principal, interest and fee. */
  amountCents: Cents;
  /** What is still owed on it (its own buckets; late charges belong to the loan). */
  owedCents: Cents;
  progress: InstallmentProgress;
};

/**
 * The installment schedule with each installment's state on a business date: paid when nothing is
 * owed on it, overdue once its date has passed, due when it is what is due now, else upcoming.
 */
export function installmentSchedule(state: LoanState, today: string): ScheduleRow[] {
  const targets = new Set(dueNowTargets(state, today).map((i) => i.seq));
  return state.installments.map((i) => {
    const owedCents = installmentOwed(state, i.seq);
    const progress: InstallmentProgress =
      owedCents === 0 ? 'paid' : i.dueOn < today ? 'overdue' : targets.has(i.seq) ? 'due' : 'upcoming';
    return {
      seq: i.seq,
      dueOn: i.dueOn,
      amountCents: i.principalCents + i.interestCents + i.feeCents,
      owedCents,
      progress,
    };
  });
}

/** Installments past their due date (strictly before the business date) and not fully paid. */
function overdueInstallments(state: LoanState, businessDate: string): Installment[] {
  return state.installments.filter((i) => i.dueOn < businessDate && installmentOwed(state, i.seq) > 0);
}

/** Status and days past due as of a business date, from the ledger alone. */
export function statusOn(state: LoanState, businessDate: string): { status: OrderStatus; daysPastDue: number } {
  if (totalOwed(state) === 0) return { status: OrderStatus.settled, daysPastDue: 0 };
  const overdue = overdueInstallments(state, businessDate);
  if (overdue.length > 0)
    return { status: OrderStatus.overdue, daysPastDue: daysBetween(overdue[0]!.dueOn, businessDate) };
  const next = state.installments.find((i) => installmentOwed(state, i.seq) > 0);
  if (next && daysBetween(businessDate, next.dueOn) <= state.product.dueSoonDays)
    return { status: OrderStatus.due, daysPastDue: 0 };
  return { status: OrderStatus.repaying, daysPastDue: 0 };
}

/** What a covered loan has cost beyond principal so far (all charges less rebates). */
export function costSoFar(state: LoanState): Cents {
  const charged = chargedByBucket(state.entries);
  return (
    charged.interest +
    charged.fee +
    charged.penalty +
    charged.overdue_interest +
    charged.legal +
    charged.enforcement +
    upfrontFee(state)
  );
}
const upfrontFee = (state: LoanState) =>
  -state.entries
    .filter((e) => e.kind === 'disbursement')
    .flatMap((e) => e.lines)
    .filter((l) => l.account === 'income:fee' && l.installmentSeq === null)
    .reduce((n, l) => n + l.amountCents, 0);

/** Clamps a new late charge so a covered loan stays under the late-penalty and total-cost caps. */
function capLateCharge(state: LoanState, cents: Cents, overdueBaseCents: Cents, daysPastDue: number): Cents {
  if (!capsApply(state.product, state.principalCents)) return cents;
  const charged = chargedByBucket(state.entries);
  const lateSoFar = charged.penalty + charged.overdue_interest;
  const byLate = lateChargeCeiling(overdueBaseCents, daysPastDue) - lateSoFar;
  const byTotal = totalCostCeiling(state.principalCents) - costSoFar(state);
  return Math.max(0, Math.min(cents, byLate, byTotal));
}

/**
 * The close of business for one date: the one-time default penalty on the first day past due,
 * then that day's overdue interest on the unpaid overdue amount at the tier for the day.
 * Running a date twice is the caller's concern (the SQL job keys entries by date).
 */
export function closeOfBusiness(state: LoanState, businessDate: string): { state: LoanState; entries: Entry[] } {
  const entries: Entry[] = [];
  let next = state;
  const { daysPastDue } = statusOn(state, businessDate);
  if (daysPastDue >= 1) {
    const overdueBase = overdueInstallments(state, businessDate).reduce((n, i) => n + installmentOwed(state, i.seq), 0);
    if (!state.penaltyApplied) {
      const configured =
        state.clientKind === 'new' ? state.product.defaultPenaltyNewCents : state.product.defaultPenaltyRepeatCents;
      const cents = capLateCharge(next, configured, overdueBase, daysPastDue);
      const e = entry('penalty', businessDate, [
        { account: receivable('penalty'), installmentSeq: null, amountCents: cents },
        { account: lateChargeCredit(next.entries, 'penalty'), installmentSeq: null, amountCents: -cents },
      ]);
      entries.push(e);
      next = { ...next, entries: [...next.entries, e], penaltyApplied: true };
    }
    const tier = tierFor(state.product, daysPastDue);
    const daily = capLateCharge(
      next,
      roundHalfUp(overdueBase, tier.monthlyRateBps, 10_000 * 30),
      overdueBase,
      daysPastDue,
    );
    if (daily > 0) {
      const e = entry('overdue_interest', businessDate, [
        { account: receivable('overdue_interest'), installmentSeq: null, amountCents: daily },
        { account: lateChargeCredit(next.entries, 'overdue_interest'), installmentSeq: null, amountCents: -daily },
      ]);
      entries.push(e);
      next = { ...next, entries: [...next.entries, e] };
    }
  }
  return { state: { ...next, ...statusOn(next, businessDate) }, entries };
}

/**
 * The loan as of `through`: the close of business of every day after `closedThrough` up to and including
 * `through`, in order (the close comes before the day's payments, decision 012). The one home of "bring a
 * loan up to a date": what a borrower reads while the daily job lags is this projection (decision 105), and a
 * payment posts exactly these entries before it is applied (value-dating.ts), so paying what was shown settles
 * it. The SQL job computes the same charges (golden test close-of-business.test.ts) and skips days already
 * closed, so catching up later charges nothing twice. Entries a cap reduced to nothing are left out, as the
 * job posts none for them. Nothing is posted here; the caller decides.
 */
export function closeDays(
  state: LoanState,
  closedThrough: string,
  through: string,
): { state: LoanState; entries: Entry[]; closedThrough: string } {
  const entries: Entry[] = [];
  let current = state;
  let closed = closedThrough;
  for (let day = addDays(closed, 1); day <= through; day = addDays(day, 1)) {
    const r = closeOfBusiness(current, day);
    current = r.state;
    entries.push(...r.entries.filter((e) => e.lines.length > 0));
    closed = day;
  }
  return { state: current, entries, closedThrough: closed };
}

function repaymentEntry(
  state: LoanState,
  amountCents: Cents,
  businessDate: string,
  memo?: string,
): { entry: Entry; allocation: Allocation } {
  const allocation = allocate(
    amountCents,
    outstanding(state.entries),
    state.installments,
    state.product.allocationOrder,
    businessDate,
  );
  const lines: Line[] = [{ account: 'cash', installmentSeq: null, amountCents }];
  for (const p of allocation.parts)
    lines.push({ account: receivable(p.bucket), installmentSeq: p.installmentSeq, amountCents: -p.cents });
  lines.push({ account: 'borrower_credit', installmentSeq: null, amountCents: -allocation.creditCents });
  return { entry: entry('repayment', businessDate, lines, memo), allocation };
}

/** A repayment of any amount: allocated in the product's order; anything beyond the debt is credit. */
export function repay(
  state: LoanState,
  amountCents: Cents,
  businessDate: string,
): { state: LoanState; entries: Entry[]; allocation: Allocation } {
  assertCents(amountCents, 'repayment');
  if (amountCents === 0) throw new LoanRuleError('amount', 'a repayment must be more than zero');
  const { entry: e, allocation } = repaymentEntry(state, amountCents, businessDate);
  const next = { ...state, entries: [...state.entries, e] };
  return { state: { ...next, ...statusOn(next, businessDate) }, entries: [e], allocation };
}

// ─── Prepayment (payoff before maturity) ──────────────────────────────────────────────────

export type PayoffQuote = {
  allowed: boolean;
  reason?: string;
  /** Exact amount by bucket to settle today, after the rebate of unearned interest. */
  byBucket: Record<Bucket, Cents>;
  rebateCents: Cents;
  totalCents: Cents;
};

/** Loan terms: prepayment once at least half the term has elapsed and not before 7 days after disbursement. */
export function prepaymentAllowed(state: LoanState, businessDate: string): { allowed: boolean; reason?: string } {
  const elapsed = daysBetween(state.disbursedOn, businessDate);
  const term = daysBetween(state.disbursedOn, state.installments.at(-1)!.dueOn);
  if (elapsed < 7) return { allowed: false, reason: 'prepayment is allowed from 7 calendar days after disbursement' };
  if (elapsed * 2 < term)
    return { allowed: false, reason: 'prepayment is allowed once at least half the term has elapsed' };
  return { allowed: true };
}

export function payoffQuote(state: LoanState, businessDate: string): PayoffQuote {
  const { allowed, reason } = prepaymentAllowed(state, businessDate);
  const byBucket = outstandingByBucket(state.entries);
  // Interest earned to date on the original contract; what is not yet earned is rebated.
  const elapsed = Math.max(0, daysBetween(state.disbursedOn, businessDate));
  const contractual = chargedByBucket(state.entries).interest;
  const earned = Math.min(
    contractual,
    interestFor(state.principalCents, state.product.monthlyInterestRateBps, elapsed),
  );
  const paidInterest = contractual - byBucket.interest;
  const rebateCents = allowed ? Math.max(0, byBucket.interest - Math.max(0, earned - paidInterest)) : 0;
  const adjusted = { ...byBucket, interest: byBucket.interest - rebateCents };
  const totalCents = Object.values(adjusted).reduce((n, v) => n + v, 0);
  return { allowed, ...(reason ? { reason } : {}), byBucket: adjusted, rebateCents, totalCents };
}

/**
 * On a written-off loan a payoff rebate is no money received, so the contra falls with the receivable in
 * the rebate's own entry rather than as recovery (decision 085). The write-off reversed the interest then
 * unearned against the contra, never as income or loss: up to that much, the rebate undoes its deferral
 * (income nil, as the accrual step would have done); beyond it, it takes back interest earned and
 * expensed at the write-off, so the loss on it is reversed.
 */
function writtenOffRebateLines(entries: readonly Entry[], rebateCents: Cents): Line[] {
  const onKind = (kind: Entry['kind'], account: Line['account']) =>
    balanceOf(
      entries.filter((e) => e.kind === kind),
      account,
    );
  // The write-off's Dr unearned:interest is the part reversed against the contra plus the part paid and earned on the day.
  const reversed = onKind('write_off', 'unearned:interest') + onKind('write_off', 'income_earned:interest');
  const undoneSoFar = -onKind('rebate', 'income_deferred:interest');
  const undone = Math.min(rebateCents, Math.max(0, reversed - undoneSoFar));
  return [
    { account: 'written_off:interest', installmentSeq: null, amountCents: rebateCents },
    { account: 'income_deferred:interest', installmentSeq: null, amountCents: -undone },
    { account: 'loss:interest', installmentSeq: null, amountCents: -(rebateCents - undone) },
  ];
}

/** Settles the loan early at the payoff amount (rebating unearned interest). */
export function payOff(
  state: LoanState,
  amountCents: Cents,
  businessDate: string,
): { state: LoanState; entries: Entry[] } {
  const q = payoffQuote(state, businessDate);
  if (!q.allowed) throw new LoanRuleError('prepayment', q.reason ?? 'prepayment not allowed');
  if (amountCents < q.totalCents) throw new LoanRuleError('amount', `the payoff amount is ${q.totalCents} centavos`);
  const entries: Entry[] = [];
  let next = state;
  if (q.rebateCents > 0) {
    // Rebate the unearned interest installment by installment, latest first.
    const lines: Line[] = [];
    let left = q.rebateCents;
    for (const o of outstanding(state.entries)
      .filter((r) => r.bucket === 'interest')
      .sort((a, b) => (b.installmentSeq ?? 0) - (a.installmentSeq ?? 0))) {
      const cents = Math.min(left, o.cents);
      left -= cents;
      lines.push({ account: receivable('interest'), installmentSeq: o.installmentSeq, amountCents: -cents });
      lines.push({ account: 'rebate:interest', installmentSeq: o.installmentSeq, amountCents: cents });
    }
    if (isWrittenOff(state.entries)) lines.push(...writtenOffRebateLines(state.entries, q.rebateCents));
    const e = entry('rebate', businessDate, lines, 'unearned interest on prepayment');
    entries.push(e);
    next = { ...next, entries: [...next.entries, e] };
  }
  const r = repay(next, amountCents, businessDate);
  return { state: r.state, entries: [...entries, ...r.entries] };
}

// ─── Rollover (the spec's delay / extension) ─────────────────────────────────────────────

export type RolloverQuote = {
  allowed: boolean;
  reason?: string;
  /** Interest, fees and late charges that must be paid, plus the extension fee. */
  amountCents: Cents;
  feeCents: Cents;
  newDueDates: string[];
};

export function rolloverQuote(state: LoanState, businessDate: string): RolloverQuote {
  const owed = outstandingByBucket(state.entries);
  const unpaid = state.installments.filter((i) => installmentOwed(state, i.seq) > 0);
  const feeCents = roundHalfUp(owed.principal, state.product.rolloverFeeBps, 10_000);
  const amountCents =
    owed.legal + owed.enforcement + owed.penalty + owed.overdue_interest + owed.fee + owed.interest + feeCents;
  const newDueDates = unpaid.map((i) => addDays(i.dueOn, state.product.periodDays));
  const base = { amountCents, feeCents, newDueDates };
  if (state.status === OrderStatus.settled || owed.principal === 0)
    return { ...base, allowed: false, reason: 'nothing left to extend' };
  if (capsApply(state.product, state.principalCents)) {
    const refusal = rolloverTotalCostRefusal(state.principalCents, costSoFar(state), feeCents);
    if (refusal) return { ...base, allowed: false, reason: refusal };
  }
  void businessDate;
  return { ...base, allowed: true };
}

/**
 * Rolls the loan over: charges the extension fee, takes the payment (which must clear all interest,
 * fees, penalties and the fee), and moves every unpaid installment one period later. One transaction.
 */
export function rollOver(
  state: LoanState,
  amountCents: Cents,
  businessDate: string,
): { state: LoanState; entries: Entry[] } {
  const q = rolloverQuote(state, businessDate);
  if (!q.allowed) throw new LoanRuleError('rollover', q.reason ?? 'rollover not allowed');
  if (amountCents < q.amountCents) throw new LoanRuleError('amount', `a rollover needs ${q.amountCents} centavos`);
  const unpaid = new Set(state.installments.filter((i) => installmentOwed(state, i.seq) > 0).map((i) => i.seq));
  const lastUnpaid = Math.max(...unpaid);
  const fee = entry('rollover_fee', businessDate, [
    { account: receivable('fee'), installmentSeq: lastUnpaid, amountCents: q.feeCents },
    { account: 'income:fee', installmentSeq: lastUnpaid, amountCents: -q.feeCents },
  ]);
  let next: LoanState = { ...state, entries: [...state.entries, fee] };
  // Pay interest, fees and late charges only; principal is what the extension is for.
  const owed = outstanding(next.entries).filter((o) => o.bucket !== 'principal');
  const order = state.product.allocationOrder.filter((b) => b !== 'principal');
  const allocation = allocate(
    q.amountCents,
    owed,
    next.installments.map((i) => ({ ...i, dueOn: businessDate })),
    order,
    businessDate,
  );
  const lines: Line[] = [{ account: 'cash', installmentSeq: null, amountCents }];
  for (const p of allocation.parts)
    lines.push({ account: receivable(p.bucket), installmentSeq: p.installmentSeq, amountCents: -p.cents });
  const extra = amountCents - q.amountCents + allocation.creditCents;
  lines.push({ account: 'borrower_credit', installmentSeq: null, amountCents: -extra });
  const payment = entry('repayment', businessDate, lines, 'rollover');
  const installments = next.installments.map((i) =>
    unpaid.has(i.seq) ? { ...i, dueOn: addDays(i.dueOn, state.product.periodDays) } : i,
  );
  next = { ...next, installments, entries: [...next.entries, payment], rolloverCount: state.rolloverCount + 1 };
  return { state: { ...next, ...statusOn(next, businessDate) }, entries: [fee, payment] };
}
