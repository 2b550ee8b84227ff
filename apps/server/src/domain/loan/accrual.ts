// Income recognised over time (decision 063). The loan's own postings stay as they are:
// contract interest and fees are credited to income:interest / income:fee when charged (at
// disbursement, and a rollover's fee when it is charged), so every cap and quote reads the same
// figures as before. The accrual step of the close of business lays a second pair of postings
// over them, per bucket b in {interest, fee}:
//
//   deferral  Dr income_deferred:b   Cr unearned:b     (the charge is not yet earned)
//   earning   Dr unearned:b          Cr income_earned:b (the day's share is earned)
//
// The chart of accounts maps income:b, income_deferred:b and income_earned:b to one income
// account, so the general ledger shows income earned to date and a liability for unearned income.
// Rebates and waivers (rebate:b) lower the contract charge, so the deferral reverses that much
// unearned income rather than earned income. Each event posts its own recognition (recognizeEvent,
// Decision 114) on its date, so the daily step's catch-up finds it done and earns only the day's share. Late charges (penalty, overdue interest, legal,
// enforcement) are earned when charged and are never deferred.
//
// Each day's figures are a catch-up, computed from balances alone, so a day run late or twice
// posts the same: deferred = contract charge; earned += unearned × w(d) / W(d), where w(d) is the
// day's weight and W(d) the weight of every day left to maturity (the last day earns the rest).
import { MoneyInvariantError, type Cents } from '../money.js';
import { entry, isWrittenOff, type Account, type Entry, type Line } from './ledger.js';
import { isActiveStatus, type LoanState } from './loan.js';
import type { Installment } from './schedule.js';
import type { Product } from './product.js';
import { daysBetween } from '../calendar.js';

export const ACCRUED_BUCKETS = ['interest', 'fee'] as const;
export type AccruedBucket = (typeof ACCRUED_BUCKETS)[number];

/**
 * The accounts of income recognised over time: what the daily accrual posts (four lines per loan and
 * day, most of the journal's lines), and what a write-off or a rebate reverses of it. The ledger finds
 * these lines through their entries, not by order (decision 095), so the journal's order index leaves
 * them out. Sorted, so the index's predicate is written one way.
 */
export const RECOGNITION_ACCOUNTS: readonly Account[] = ACCRUED_BUCKETS.flatMap(
  (b) => [`unearned:${b}`, `income_deferred:${b}`, `income_earned:${b}`] as const,
).sort();

/**
 * 'effective_interest': each day earns in proportion to the contract principal still outstanding
 * that day (a constant yield on the balance), so an amortising loan earns more early on.
 * 'straight_line': each day earns the same share; a single-payment loan's balance is constant, so
 * the two coincide and straight-line is the simpler statement of it.
 */
export type IncomeMethod = 'effective_interest' | 'straight_line';

/** The method per product: straight-line for single-payment loans, effective interest for installments. */
export function incomeMethodOf(product: Pick<Product, 'periods'>): IncomeMethod {
  return product.periods === 1 ? 'straight_line' : 'effective_interest';
}

/** An installment's weight: its principal (effective interest) or, straight-line, 1 on the last installment. */
function weightOf(i: Installment, method: IncomeMethod, lastSeq: number): bigint {
  if (method === 'straight_line') return i.seq === lastSeq ? 1n : 0n;
  return BigInt(i.principalCents);
}

/**
 * The day's weight w(d) and the weight of the days left, W(d) = sum of w(t) for t from d to the
 * last due date: an installment still owed on day t (due on or after t) weighs on that day.
 */
export function dayWeights(
  installments: readonly Installment[],
  method: IncomeMethod,
  businessDate: string,
): { today: bigint; left: bigint } {
  const lastSeq = Math.max(...installments.map((i) => i.seq));
  let today = 0n;
  let left = 0n;
  for (const i of installments) {
    if (i.dueOn < businessDate) continue;
    const q = weightOf(i, method, lastSeq);
    today += q;
    left += q * BigInt(daysBetween(businessDate, i.dueOn) + 1);
  }
  return { today, left };
}

/** u × w / W rounded half up in magnitude (as the SQL does it), all integers. */
export function shareOf(unearnedCents: Cents, today: bigint, left: bigint): Cents {
  if (left === 0n) return unearnedCents;
  const u = BigInt(Math.abs(unearnedCents));
  const x = (2n * u * today + left) / (2n * left);
  return Number(unearnedCents < 0 ? -x : x);
}

export type IncomePosition = {
  /** Contract charges: credited to income less rebates and waivers. */
  contractCents: Cents;
  deferredCents: Cents;
  earnedCents: Cents;
  /** deferred − earned: the liability for income not yet earned. */
  unearnedCents: Cents;
};

const sumOf = (entries: readonly Entry[], account: Account) => {
  let n = 0;
  for (const e of entries) for (const l of e.lines) if (l.account === account) n += l.amountCents;
  return n;
};

/** Where a bucket's income stands on the ledger. */
export function incomePosition(entries: readonly Entry[], bucket: AccruedBucket): IncomePosition {
  const contractCents = 0 - sumOf(entries, `income:${bucket}`) - sumOf(entries, `rebate:${bucket}`);
  const deferredCents = sumOf(entries, `income_deferred:${bucket}`);
  const earnedCents = 0 - sumOf(entries, `income_earned:${bucket}`);
  return { contractCents, deferredCents, earnedCents, unearnedCents: deferredCents - earnedCents };
}

/** The deferral lines of a bucket: Dr income_deferred / Cr unearned for what is charged and not yet deferred. */
function deferralLines(b: AccruedBucket, p: IncomePosition): Line[] {
  const deferCents = p.contractCents - p.deferredCents;
  return [
    { account: `income_deferred:${b}`, installmentSeq: null, amountCents: deferCents },
    { account: `unearned:${b}`, installmentSeq: null, amountCents: -deferCents },
  ];
}

/** The earning lines of a bucket: Dr unearned / Cr income_earned for the amount earned. */
function earningLines(b: AccruedBucket, earnCents: Cents): Line[] {
  return [
    { account: `unearned:${b}`, installmentSeq: null, amountCents: earnCents },
    { account: `income_earned:${b}`, installmentSeq: null, amountCents: -earnCents },
  ];
}

/**
 * The accrual entry of one loan for one business date, or null when nothing moves. A loan that is
 * no longer live (settled, or its booking undone) earns all that is left; a live loan earns nothing
 * on its disbursement day; a written-off loan earns nothing. Invariant after the entry: earned +
 * unearned = contract, per bucket.
 */
export function accrueIncome(state: LoanState, businessDate: string): Entry | null {
  // A written-off loan earns nothing more: its unearned income was reversed at the write-off (decision 078).
  if (isWrittenOff(state.entries)) return null;
  const method = incomeMethodOf(state.product);
  const live = isActiveStatus(state.status);
  const { today, left } = dayWeights(state.installments, method, businessDate);
  const lines: Line[] = [];
  for (const b of ACCRUED_BUCKETS) {
    const p = incomePosition(state.entries, b);
    const unearned = p.contractCents - p.earnedCents;
    const earnCents = !live ? unearned : businessDate <= state.disbursedOn ? 0 : shareOf(unearned, today, left);
    lines.push(...deferralLines(b, p), ...earningLines(b, earnCents));
  }
  const e = entry('accrual', businessDate, lines, method);
  return e.lines.length === 0 ? null : e;
}

/**
 * What an event changed of income earned, as an entry dated on the event's own business date, or null when it
 * changed nothing (decision 114). `state` is the loan after the event. What the event charged (a rollover's fee)
 * is deferred and what it rebated or waived undoes its deferral, and a loan the event left no longer live
 * (settled by a payoff or a last payment) earns all that is left. The caller posts it in the event's own
 * transaction, so a month-end payoff, rollover or settlement moves earned and unearned income in that month and
 * the next close accrues only the day's time-based share. Nothing on a written-off loan: the write-off reversed
 * its unearned income and it accrues nothing (decision 078).
 * Invariant after the entry, per bucket: deferred = contract, so earned + unearned = contract; and when the loan
 * is no longer live or is past its last due date, earned = contract (no unearned income on a settled loan).
 */
export function recognizeEvent(state: LoanState, businessDate: string): Entry | null {
  if (isWrittenOff(state.entries)) return null;
  const live = isActiveStatus(state.status);
  // A loan past its last due date has nothing left to earn over time (the daily accrual earns it all), so an
  // event on or after maturity, such as a rollover that leaves every installment due, earns the rest at once.
  const matured = state.installments.every((i) => i.dueOn <= businessDate);
  const earnAll = !live || matured;
  const lines: Line[] = [];
  for (const b of ACCRUED_BUCKETS) {
    const p = incomePosition(state.entries, b);
    lines.push(...deferralLines(b, p));
    if (earnAll) lines.push(...earningLines(b, p.contractCents - p.earnedCents));
  }
  const memo = !live ? 'earned at settlement' : matured ? 'earned at maturity' : 'deferral';
  const e = entry('recognition', businessDate, lines, memo);
  if (e.lines.length === 0) return null;
  const after = [...state.entries, e];
  for (const b of ACCRUED_BUCKETS) {
    const p = incomePosition(after, b);
    if (p.deferredCents !== p.contractCents || (earnAll && p.unearnedCents !== 0))
      throw new MoneyInvariantError(`recognition leaves ${b} income at ${JSON.stringify(p)}`);
  }
  return e;
}

/** The loan after an event with its recognition (decision 114) appended: the engine's form of posting both. */
export function withRecognition(
  result: { state: LoanState; entries: Entry[] },
  businessDate: string,
): { state: LoanState; entries: Entry[] } {
  const e = recognizeEvent(result.state, businessDate);
  if (!e) return result;
  return { state: { ...result.state, entries: [...result.state.entries, e] }, entries: [...result.entries, e] };
}
