// Write-offs and recoveries (decision 078). A loan is written off when it has been a
// configured number of days past due, or earlier by a finance decision with a reason. The borrower
// still owes: the receivables stay on the loan, so collections keep collecting and the engine keeps
// allocating payments as before. The write-off lays a contra account over them, per bucket b:
//
//   Dr unearned:b     the part of an interest or fee receivable not yet earned (reversed, not a loss)
//   Dr suspense:b     income held in suspense on non-accrual (decision 135): never income, so not a loss
//   Dr loss:b         the rest: principal, earned income and late charges (loan-loss expense)
//   Cr written_off:b  the whole receivable, so the general ledger carries the loan at nil
//
// and unearned income already paid (an upfront fee) is earned on the day, as no accrual follows.
//
// From then on written_off:b follows receivable:b (their sum stays nil): money collected lowers the
// receivable, and the adjustment credits recovery:b (recovery income); a late charge raises it and is
// expensed as charged (income and loss on the same day, nil in profit); a collected payment taken back
// raises it and undoes recovery income first, expensing any rest. A penalty waived or interest rebated
// after the write-off is no money received: the waiver or rebate moves the contra in its own entry
// (domain/loan/waiver.ts, payOff in domain/loan/loan.ts; decision 085), so nothing is left here to book
// as recovery. Pure: no database.
import { BUCKETS, type Bucket } from '../loan/product.js';
import { balanceOf, entry, isWrittenOff, receivable, type Entry, type Line } from '../loan/ledger.js';
import { LoanRuleError } from '../loan/loan.js';
import { MoneyInvariantError, type Cents } from '../money.js';
import { heldInSuspense, SUSPENDED_BUCKETS, type SuspendedBucket } from './non-accrual.js';

const isSuspendedBucket = (b: Bucket): b is SuspendedBucket => (SUSPENDED_BUCKETS as readonly Bucket[]).includes(b);

/** How a loan came to be written off. */
export type WriteOffRule = 'days_past_due' | 'decision';

export { isWrittenOff };

/** Whether the policy writes a loan off today: it has been at least `writeOffDays` past due. */
export const dueForWriteOff = (daysPastDue: number, writeOffDays: number): boolean => daysPastDue >= writeOffDays;

const owedOn = (entries: readonly Entry[], b: Bucket): Cents => balanceOf(entries, receivable(b));

/**
 * The write-off entry of a loan on a business date. Refuses a loan already written off or owing
 * nothing. Invariant after it: receivable:b + written_off:b = 0 for every bucket.
 */
export function writeOffEntry(entries: readonly Entry[], businessDate: string, memo: string): Entry {
  if (isWrittenOff(entries)) throw new LoanRuleError('written_off', 'This loan is already written off.');
  const lines: Line[] = [];
  for (const b of BUCKETS) {
    const owed = owedOn(entries, b);
    if (owed < 0) throw new MoneyInvariantError(`receivable:${b} is in credit (${owed}) at a write-off`);
    if (owed === 0) continue;
    // Interest and fee receivables hold contract income not yet earned: that part reverses the liability.
    const unearned = b === 'interest' || b === 'fee' ? Math.max(0, -balanceOf(entries, `unearned:${b}`)) : 0;
    const reversed = Math.min(owed, unearned);
    lines.push({ account: `unearned:${b}` as Line['account'], installmentSeq: null, amountCents: reversed });
    // Income held in suspense on non-accrual (decision 135) was never income, so it is no loss: it reverses
    // the suspense liability. It never exceeds what is owed of earned income (domain/books/non-accrual.ts).
    const held = isSuspendedBucket(b) ? heldInSuspense(entries, b) : 0;
    if (held > owed - reversed)
      throw new MoneyInvariantError(`suspense:${b} holds ${held}, more than the ${owed - reversed} owed of its income`);
    if (held > 0) lines.push({ account: `suspense:${b}` as Line['account'], installmentSeq: null, amountCents: held });
    lines.push({ account: `loss:${b}`, installmentSeq: null, amountCents: owed - reversed - held });
    lines.push({ account: `written_off:${b}`, installmentSeq: null, amountCents: -owed });
  }
  // Unearned income beyond the receivable was paid already (an upfront fee): nothing more will accrue
  // on the loan, so it is earned now rather than left as a liability for good.
  for (const b of ['interest', 'fee'] as const) {
    const reversed = lines.find((l) => l.account === `unearned:${b}`)?.amountCents ?? 0;
    const paidUnearned = Math.max(0, -balanceOf(entries, `unearned:${b}`)) - reversed;
    lines.push({ account: `unearned:${b}`, installmentSeq: null, amountCents: paidUnearned });
    lines.push({ account: `income_earned:${b}`, installmentSeq: null, amountCents: -paidUnearned });
  }
  const e = entry('write_off', businessDate, lines, memo);
  if (e.lines.length === 0)
    throw new LoanRuleError('nothing_owed', 'This loan owes nothing: there is nothing to write off.');
  return e;
}

/**
 * The adjustment that brings written_off:b back to −receivable:b after other postings on a
 * written-off loan, or null when nothing moved (or the loan is not written off).
 */
export function writeOffAdjustment(
  entries: readonly Entry[],
  businessDate: string,
  { undoRecovery = false }: { undoRecovery?: boolean } = {},
): Entry | null {
  if (!isWrittenOff(entries)) return null;
  const lines: Line[] = [];
  for (const b of BUCKETS) {
    const drift = owedOn(entries, b) + balanceOf(entries, `written_off:${b}`);
    if (drift < 0) {
      // The receivable fell (money collected): recovery income.
      lines.push({ account: `written_off:${b}`, installmentSeq: null, amountCents: -drift });
      lines.push({ account: `recovery:${b}`, installmentSeq: null, amountCents: drift });
    } else if (drift > 0) {
      // The receivable rose: a payment taken back undoes recovery income first; a charge is lost.
      const recovered = undoRecovery ? Math.max(0, -balanceOf(entries, `recovery:${b}`)) : 0;
      const undone = Math.min(drift, recovered);
      lines.push({ account: `recovery:${b}`, installmentSeq: null, amountCents: undone });
      lines.push({ account: `loss:${b}`, installmentSeq: null, amountCents: drift - undone });
      lines.push({ account: `written_off:${b}`, installmentSeq: null, amountCents: -drift });
    }
  }
  const e = entry('write_off_adjustment', businessDate, lines);
  return e.lines.length === 0 ? null : e;
}

export type WriteOffPosition = {
  /** Loss expensed (net of recoveries undone). */
  lossCents: Cents;
  /** Recovery income: money collected after the write-off. */
  recoveredCents: Cents;
  /** What the borrower still owes on the written-off loan. */
  owedCents: Cents;
};

/** Where a written-off loan stands. Invariant: the contra account nets the receivables to nil. */
export function writeOffPosition(entries: readonly Entry[]): WriteOffPosition {
  let lossCents = 0;
  let recoveredCents = 0;
  let owedCents = 0;
  for (const b of BUCKETS) {
    const owed = owedOn(entries, b);
    if (isWrittenOff(entries) && owed + balanceOf(entries, `written_off:${b}`) !== 0)
      throw new MoneyInvariantError(`written_off:${b} does not net receivable:${b} to nil`);
    lossCents += balanceOf(entries, `loss:${b}`);
    recoveredCents -= balanceOf(entries, `recovery:${b}`);
    owedCents += owed;
  }
  return { lossCents, recoveredCents, owedCents };
}
