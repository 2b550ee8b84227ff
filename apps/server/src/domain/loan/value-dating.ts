// Value dating: a payment counts from the day the borrower paid, not the day we
// heard of it. When the close of business has already charged days after that date, the charges of
// those days are computed again from the paid date as if we had known in time, and the difference is
// posted as compensating entries dated on the days they correct. Nothing posted is ever edited.
import { addDays } from '../calendar.js';
import { MoneyInvariantError, type Cents } from '../money.js';
import {
  entry,
  isIncomeOverlayKind,
  lateChargeCredit,
  outstandingByBucket,
  receivable,
  type Entry,
  type EntryKind,
  type Line,
} from './ledger.js';
import { closeDays, closeOfBusiness, statusOn, type LoanState } from './loan.js';
import type { Bucket } from './product.js';

/** Entries the close of business (or a correction of it) posts: the daily late charges. */
const LATE_KINDS: readonly EntryKind[] = ['penalty', 'overdue_interest', 'charge_adjustment'];
const LATE_BUCKETS = ['penalty', 'overdue_interest'] as const satisfies readonly Bucket[];
const isLate = (e: Entry) => LATE_KINDS.includes(e.kind);

/**
 * The date a payment takes effect: the paid date, but never before disbursement, never after today,
 * and never before the latest other money movement on the loan (a payment, waiver or rollover posted
 * since is not re-allocated: that would rewrite what the borrower was already told).
 */
export function effectiveValueDate(state: LoanState, paidOn: string, today: string): string {
  let date = paidOn > today ? today : paidOn;
  if (date < state.disbursedOn) date = state.disbursedOn;
  // Accruals, recognitions and suspense (decisions 063, 114, 135, 140) only move income between overlay accounts;
  // they are not a movement the payment must follow.
  for (const e of state.entries)
    if (!isLate(e) && !isIncomeOverlayKind(e.kind) && e.businessDate > date) date = e.businessDate;
  return date;
}

/** Late charges by day and bucket (net of earlier corrections), for the days after `from`. */
function lateByDay(entries: readonly Entry[], from: string): Map<string, Record<(typeof LATE_BUCKETS)[number], Cents>> {
  const days = new Map<string, Record<(typeof LATE_BUCKETS)[number], Cents>>();
  for (const e of entries) {
    if (!isLate(e) || e.businessDate <= from) continue;
    const day = days.get(e.businessDate) ?? { penalty: 0, overdue_interest: 0 };
    for (const l of e.lines) for (const b of LATE_BUCKETS) if (l.account === receivable(b)) day[b] += l.amountCents;
    days.set(e.businessDate, day);
  }
  return days;
}

export type ValueDated = {
  state: LoanState;
  /** Charges of days the close of business had not closed yet, up to the value date (actor cob). */
  catchUp: Entry[];
  /** The payment's own entries (dated the value date), then the corrections of the days after it. */
  entries: Entry[];
  valueDate: string;
  /** The last business date closed for the loan afterwards. */
  closedThrough: string;
  adjustments: Entry[];
};

/**
 * Applies a payment on its value date. `apply` is the engine's operation (repay, payOff, rollOver)
 * and runs on the loan as it stood when the borrower paid. Days not yet closed up to that date are
 * closed first (the close of business comes before the day's payments, decision 012), so a payment
 * posted while the daily job lags gives what it gives when the job is on time. Days already closed
 * after the value date (up to `closedThrough`) are closed again with the payment in, and each day's
 * late charges are corrected by the difference. Invariant (asserted): the balance afterwards is
 * exactly what the replay computes, so the result does not depend on when we learned of the payment.
 */
export function applyOnValueDate(
  state: LoanState,
  paidOn: string,
  closedThrough: string,
  today: string,
  apply: (state: LoanState, businessDate: string) => { state: LoanState; entries: Entry[] },
  memo: string,
): ValueDated {
  const valueDate = effectiveValueDate(state, paidOn, today);
  // The same projection the borrower's screens read while the job lags (closeDays, decision 105).
  const { state: current, entries: catchUp, closedThrough: closed } = closeDays(state, closedThrough, valueDate);

  const laterPenalty = current.entries.some((e) => e.kind === 'penalty' && e.businessDate > valueDate);
  // The loan at the end of the value date: every charge of a later day taken out.
  let replay: LoanState = {
    ...current,
    entries: current.entries.filter((e) => !(isLate(e) && e.businessDate > valueDate)),
    penaltyApplied: current.penaltyApplied && !laterPenalty,
  };
  const paid = apply(replay, valueDate);
  replay = paid.state;
  for (let day = addDays(valueDate, 1); day <= closed && day <= today; day = addDays(day, 1))
    replay = closeOfBusiness(replay, day).state;

  const before = lateByDay(current.entries, valueDate);
  const after = lateByDay(replay.entries, valueDate);
  const adjustments: Entry[] = [];
  for (const day of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const lines: Line[] = [];
    for (const b of LATE_BUCKETS) {
      const diff = (after.get(day)?.[b] ?? 0) - (before.get(day)?.[b] ?? 0);
      if (diff === 0) continue;
      lines.push({ account: receivable(b), installmentSeq: null, amountCents: diff });
      // On a written-off loan the correction, like the charge, moves the contra, not income (decision 114).
      lines.push({ account: lateChargeCredit(current.entries, b), installmentSeq: null, amountCents: -diff });
    }
    if (lines.length > 0) adjustments.push(entry('charge_adjustment', day, lines, memo));
  }

  const entries = [...paid.entries, ...adjustments];
  const booked: LoanState = {
    ...replay,
    entries: [...current.entries, ...entries],
    penaltyApplied: replay.penaltyApplied,
  };
  const want = outstandingByBucket(replay.entries);
  const got = outstandingByBucket(booked.entries);
  for (const [bucket, cents] of Object.entries(want))
    if (got[bucket as Bucket] !== cents)
      throw new MoneyInvariantError(`value-dated ${bucket} is ${got[bucket as Bucket]}, replay says ${cents}`);
  return {
    state: { ...booked, ...statusOn(booked, today) },
    catchUp,
    entries,
    valueDate,
    closedThrough: closed,
    adjustments,
  };
}
