// Reversal of a posted payment (decision 062): the money did not come after all (bounced,
// chargeback) or landed on the wrong order. Nothing posted is edited: the payment's entries are
// negated by a payment_reversal entry dated on the payment's value date, and the late charges of
// every day since are computed again without the payment (the close of business replayed by the
// engine), the difference posted as charge_adjustment entries dated on the days they correct.
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
} from '../loan/ledger.js';
import { closeOfBusiness, LoanRuleError, statusOn, type LoanState } from '../loan/loan.js';
import type { Bucket } from '../loan/product.js';

const LATE_KINDS: readonly EntryKind[] = ['penalty', 'overdue_interest', 'charge_adjustment'];
const LATE_BUCKETS = ['penalty', 'overdue_interest'] as const satisfies readonly Bucket[];
const isLate = (e: Entry) => LATE_KINDS.includes(e.kind);
/** Kinds a reversible payment may consist of (a rollover moved due dates and is not reversed here). */
const PAYMENT_KINDS: readonly EntryKind[] = ['repayment', 'rebate'];

export const REVERSAL_REASONS = ['wrong_order', 'bounced', 'chargeback'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

export type Reversed = {
  state: LoanState;
  /** The negation of the payment, then the corrections of late charges, day by day. */
  entries: Entry[];
  adjustments: Entry[];
  /** The money that goes back out of the loan (what the receipt said was received). */
  reversedCents: Cents;
};

function lateByDay(entries: readonly Entry[], after: string) {
  const days = new Map<string, Record<(typeof LATE_BUCKETS)[number], number>>();
  for (const e of entries) {
    if (!isLate(e) || e.businessDate <= after) continue;
    const day = days.get(e.businessDate) ?? { penalty: 0, overdue_interest: 0 };
    for (const l of e.lines) for (const b of LATE_BUCKETS) if (l.account === receivable(b)) day[b] += l.amountCents;
    days.set(e.businessDate, day);
  }
  return days;
}

/**
 * Reverses the payment made of `state.entries[i]` for i in `paymentIndexes`, as of `today`. The loan
 * is replayed from the payment's value date without it (every day closed again through `today`),
 * and the booked ledger is made equal to the replay (asserted). Refused when another payment, waiver
 * or rollover came after it: reverse the later one first, so nothing already told is re-allocated.
 */
export function reversePayment(
  state: LoanState,
  paymentIndexes: readonly number[],
  today: string,
  memo: string,
): Reversed {
  const payment = paymentIndexes.map((i) => state.entries[i]!).filter((e) => !isLate(e));
  if (payment.length === 0) throw new LoanRuleError('payment', 'the payment has no entries on this loan');
  if (payment.some((e) => !PAYMENT_KINDS.includes(e.kind)))
    throw new LoanRuleError('payment', 'a rollover cannot be reversed; ask for a correction instead');
  const valueDate = payment[0]!.businessDate;
  const mine = new Set(paymentIndexes);
  // Accruals, recognitions and suspense (decisions 063, 114, 135, 140) move income between overlay accounts only;
  // they are not a later movement.
  const later = state.entries.some(
    (e, i) =>
      !mine.has(i) &&
      !isLate(e) &&
      !isIncomeOverlayKind(e.kind) &&
      e.businessDate >= valueDate &&
      i > Math.max(...paymentIndexes),
  );
  if (later)
    throw new LoanRuleError('payment', 'a later payment, waiver or rollover exists; reverse the later one first');

  // The loan at the end of the value date without the payment, then every day since closed again.
  const laterPenalty = state.entries.some((e) => e.kind === 'penalty' && e.businessDate > valueDate);
  let replay: LoanState = {
    ...state,
    entries: state.entries.filter((e, i) => !mine.has(i) && !(isLate(e) && e.businessDate > valueDate)),
    penaltyApplied: state.penaltyApplied && !laterPenalty,
  };
  for (let day = addDays(valueDate, 1); day <= today; day = addDays(day, 1))
    replay = closeOfBusiness(replay, day).state;

  const negation: Line[] = payment.flatMap((e) => e.lines.map((l) => ({ ...l, amountCents: -l.amountCents })));
  const reversal = entry('payment_reversal', valueDate, negation, memo);
  const before = lateByDay(state.entries, valueDate);
  const after = lateByDay(replay.entries, valueDate);
  const adjustments: Entry[] = [];
  for (const day of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const lines: Line[] = [];
    for (const b of LATE_BUCKETS) {
      const diff = (after.get(day)?.[b] ?? 0) - (before.get(day)?.[b] ?? 0);
      if (diff === 0) continue;
      lines.push({ account: receivable(b), installmentSeq: null, amountCents: diff });
      // On a written-off loan the correction, like the charge, moves the contra, not income (decision 114).
      lines.push({ account: lateChargeCredit(state.entries, b), installmentSeq: null, amountCents: -diff });
    }
    if (lines.length > 0) adjustments.push(entry('charge_adjustment', day, lines, memo));
  }
  const entries = [reversal, ...adjustments];
  const booked: LoanState = { ...replay, entries: [...state.entries, ...entries] };
  const want = outstandingByBucket(replay.entries);
  const got = outstandingByBucket(booked.entries);
  for (const [bucket, cents] of Object.entries(want))
    if (got[bucket as Bucket] !== cents)
      throw new MoneyInvariantError(`reversed ${bucket} is ${got[bucket as Bucket]}, replay says ${cents}`);
  const reversedCents = negation.filter((l) => l.account === 'cash').reduce((n, l) => n - l.amountCents, 0);
  return { state: { ...booked, ...statusOn(booked, today) }, entries, adjustments, reversedCents };
}
