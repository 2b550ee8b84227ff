// Non-accrual from a number of days past due (decision 135). The books policy may name the days past due
// (nonAccrualDays, below the write-off days) from which a loan's new income is not booked as income until it is
// collected. Nothing the borrower owes changes: the late charges and the contract income earned are posted as
// always (the caps and quotes read them), and the close of business lays a second pair of lines over the day's
// new income, per bucket b:
//
//   suspension        Dr income_suspended:b  Cr suspense:b   (held: contra income, and a liability)
//   suspense_release  Dr suspense:b          Cr income_suspended:b  (collected or waived: income again)
//
// What is held never exceeds what is still uncollected of the bucket's income (the receivable less the part of
// it not yet earned), and a payment, waiver or correction that leaves less uncollected than is held releases
// the difference in the same transaction: collections pay the bucket's oldest income first, which was booked
// before the loan reached the threshold, and suspended income only after it. A loan back under the threshold
// (cured by payment) books its new income as income again; what it holds stays in suspense until collected. A
// written-off loan has the write-off's own non-accrual (decision 114), and its write-off reverses what is held
// against suspense: never income, so never a loss. Pure: no database.
import { MoneyInvariantError, type Cents } from '../money.js';
import { balanceOf, entry, isWrittenOff, receivable, type Account, type Entry, type Line } from '../loan/ledger.js';

/** The buckets whose income the close of business books daily: contract income earned and late charges. */
export const SUSPENDED_BUCKETS = ['interest', 'fee', 'penalty', 'overdue_interest'] as const;
export type SuspendedBucket = (typeof SUSPENDED_BUCKETS)[number];

/** The liability that holds a bucket's income until it is collected. */
export const suspenseAccount = (b: SuspendedBucket): Account => `suspense:${b}`;
/** The contra income that takes held income out of the bucket's income account. */
export const suspendedIncomeAccount = (b: SuspendedBucket): Account => `income_suspended:${b}`;

/** Contract income is earned over time (decision 063); late charges are income when charged. */
const isAccrued = (b: SuspendedBucket): b is 'interest' | 'fee' => b === 'interest' || b === 'fee';

/** The account a bucket's daily income is credited to: income earned for contract income, else the charge's income. */
const incomeAccount = (b: SuspendedBucket): Account => (isAccrued(b) ? `income_earned:${b}` : `income:${b}`);

/** The kinds of entry the close of business books a day's income with. */
const DAILY_INCOME_KINDS: ReadonlySet<string> = new Set(['penalty', 'overdue_interest', 'accrual']);

/**
 * Whether the policy holds a loan's new income in suspense today: non-accrual is set, the loan is at or past it,
 * and it is not written off (a written-off loan is on the write-off's non-accrual, decision 114).
 */
export const onNonAccrual = (
  daysPastDue: number,
  nonAccrualDays: number | null | undefined,
  writtenOff: boolean,
): boolean => nonAccrualDays !== null && nonAccrualDays !== undefined && !writtenOff && daysPastDue >= nonAccrualDays;

/** What a bucket holds in suspense (a credit balance, shown positive). */
export const heldInSuspense = (entries: readonly Entry[], b: SuspendedBucket): Cents =>
  0 - balanceOf(entries, suspenseAccount(b));

/**
 * What the borrower still owes of a bucket's booked income: the receivable, less (for contract income) the part
 * not yet earned, which is a liability and no income. Never negative: contract income paid ahead is collected.
 */
export function uncollectedIncome(entries: readonly Entry[], b: SuspendedBucket): Cents {
  const owed = balanceOf(entries, receivable(b));
  const unearned = isAccrued(b) ? Math.max(0, -balanceOf(entries, `unearned:${b}`)) : 0;
  return Math.max(0, owed - unearned);
}

/** The income the close of business booked on the date in a bucket (the day's late charges, the day's earning). */
function daysIncome(entries: readonly Entry[], businessDate: string, b: SuspendedBucket): Cents {
  const account = incomeAccount(b);
  let total = 0;
  for (const e of entries) {
    if (e.businessDate !== businessDate || !DAILY_INCOME_KINDS.has(e.kind)) continue;
    for (const l of e.lines) if (l.account === account) total -= l.amountCents;
  }
  return total;
}

/**
 * The suspension of a loan on non-accrual for a business date, after the date's late charges and accrual are
 * posted, or null when nothing is held. Per bucket it holds the day's income, no more than is still uncollected
 * beyond what is held already. Invariant after it: 0 ≤ held ≤ uncollected, per bucket.
 */
export function suspensionEntry(entries: readonly Entry[], businessDate: string): Entry | null {
  if (isWrittenOff(entries)) return null;
  const lines: Line[] = [];
  for (const b of SUSPENDED_BUCKETS) {
    const room = uncollectedIncome(entries, b) - heldInSuspense(entries, b);
    const held = Math.max(0, Math.min(daysIncome(entries, businessDate, b), room));
    lines.push({ account: suspendedIncomeAccount(b), installmentSeq: null, amountCents: held });
    lines.push({ account: suspenseAccount(b), installmentSeq: null, amountCents: -held });
  }
  const e = entry('suspension', businessDate, lines, 'non-accrual: the day’s income held in suspense');
  return e.lines.length === 0 ? null : e;
}

/**
 * The release of income held in suspense that is no longer uncollected (collected, waived or corrected), or null
 * when none is. Posted with the event that lowered what is owed, on its date. Invariant after it: held ≤
 * uncollected, per bucket, and held never goes negative.
 */
export function suspenseRelease(entries: readonly Entry[], businessDate: string): Entry | null {
  if (isWrittenOff(entries)) return null;
  const lines: Line[] = [];
  for (const b of SUSPENDED_BUCKETS) {
    const held = heldInSuspense(entries, b);
    if (held < 0) throw new MoneyInvariantError(`suspense:${b} is in debit (${-held})`);
    const released = Math.max(0, held - uncollectedIncome(entries, b));
    lines.push({ account: suspenseAccount(b), installmentSeq: null, amountCents: released });
    lines.push({ account: suspendedIncomeAccount(b), installmentSeq: null, amountCents: -released });
  }
  const e = entry('suspense_release', businessDate, lines, 'non-accrual: collected income released from suspense');
  return e.lines.length === 0 ? null : e;
}
