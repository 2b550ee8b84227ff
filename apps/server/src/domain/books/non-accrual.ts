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
import { addDays, daysBetween } from '../calendar.js';
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

/** Amounts per suspended bucket, in centavos. */
export type BucketAmounts = Partial<Record<SuspendedBucket, Cents>>;

/** What a `suspense_release` entry took out of suspense, per bucket. */
export function releasedBy(lines: readonly { account: string; amountCents: Cents }[]): BucketAmounts {
  const out: BucketAmounts = {};
  for (const b of SUSPENDED_BUCKETS)
    for (const l of lines) if (l.account === suspenseAccount(b)) out[b] = (out[b] ?? 0) + l.amountCents;
  return out;
}

/** The kinds whose credits to a bucket's income account are that day's booked income, corrections included. */
const BOOKED_INCOME_KINDS: ReadonlySet<string> = new Set([...DAILY_INCOME_KINDS, 'charge_adjustment']);

/** The contract income an event's recognition earned at once, per bucket (a credit to income earned). */
export function earnedBy(recognition: Entry): BucketAmounts {
  const out: BucketAmounts = {};
  for (const b of ['interest', 'fee'] as const) {
    const cents = -recognition.lines
      .filter((l) => l.account === incomeAccount(b))
      .reduce((n, l) => n + l.amountCents, 0);
    if (cents > 0) out[b] = cents;
  }
  return out;
}

/**
 * Entries that hold, per bucket and date, the amounts asked, each no more than is still uncollected beyond what is
 * held (entries after the earlier ones), of kind `event_suspension`. Invariant after them: 0 ≤ held ≤ uncollected.
 */
function holdEntries(entries: readonly Entry[], asks: ReadonlyMap<string, BucketAmounts>, memo: string): Entry[] {
  if (isWrittenOff(entries)) return [];
  const out: Entry[] = [];
  let ledger = [...entries];
  for (const date of [...asks.keys()].sort()) {
    const lines: Line[] = [];
    for (const b of SUSPENDED_BUCKETS) {
      const room = uncollectedIncome(ledger, b) - heldInSuspense(ledger, b);
      const held = Math.max(0, Math.min(asks.get(date)?.[b] ?? 0, room));
      lines.push({ account: suspendedIncomeAccount(b), installmentSeq: null, amountCents: held });
      lines.push({ account: suspenseAccount(b), installmentSeq: null, amountCents: -held });
    }
    const e = entry('event_suspension', date, lines, memo);
    if (e.lines.length === 0) continue;
    out.push(e);
    ledger = [...ledger, e];
  }
  for (const b of SUSPENDED_BUCKETS)
    if (heldInSuspense(ledger, b) > uncollectedIncome(ledger, b))
      throw new MoneyInvariantError(`suspense:${b} holds more than is uncollected`);
  return out;
}

/**
 * Contract income an event earned at once (a rollover or payment that leaves every installment due, decision 114)
 * on a loan on non-accrual, held in suspense in the event's transaction and on its date (decision 140): income,
 * like the day's, only once collected. Null when nothing is held (collected, or nothing earned).
 */
export function heldAtEvent(entries: readonly Entry[], earned: BucketAmounts, businessDate: string): Entry | null {
  const [e] = holdEntries(
    entries,
    new Map([[businessDate, earned]]),
    'non-accrual: income earned at once held in suspense',
  );
  return e ?? null;
}

/**
 * What a reversed payment puts back in suspense (decision 140), so the books read as if the payment had never
 * come: on its value date, what the payment released; and on each day from the value date to today on which the
 * loan, without the payment, was on non-accrual, that day's booked income (late charges, their corrections by
 * the reversal, contract income earned, and what the reversal's recognition earned at once) not already held. Without the payment no day since was cured (a reversal
 * is refused when a later payment, waiver or rollover exists), so the loan's days past due on a day d are
 * today's less the days from d to today.
 */
export function reversalSuspension(input: {
  /** The loan after the reversal, its corrections and its recognition. */
  entries: readonly Entry[];
  /** What the payment's own release took out of suspense. */
  released: BucketAmounts;
  /** Contract income the reversal's recognition earned at once (a rebate undone on a matured loan), dated the value date. */
  earned?: BucketAmounts;
  valueDate: string;
  today: string;
  daysPastDueToday: number;
  nonAccrualDays: number | null;
}): Entry[] {
  const { entries, valueDate, today } = input;
  const asks = new Map<string, BucketAmounts>([[valueDate, { ...input.released }]]);
  for (let back = daysBetween(valueDate, today); back >= 0; back--) {
    const date = addDays(today, -back);
    if (!onNonAccrual(input.daysPastDueToday - back, input.nonAccrualDays, isWrittenOff(entries))) continue;
    const ask = asks.get(date) ?? {};
    for (const b of SUSPENDED_BUCKETS) {
      const open = bookedIncome(entries, date, b) - heldOn(entries, date, b);
      const atOnce = date === valueDate ? (input.earned?.[b] ?? 0) : 0;
      if (open + atOnce > 0) ask[b] = (ask[b] ?? 0) + Math.max(0, open) + atOnce;
    }
    asks.set(date, ask);
  }
  return holdEntries(entries, asks, 'non-accrual: a reversed payment’s income held in suspense again');
}

/** The income booked on the date in a bucket, corrections of late charges included. */
function bookedIncome(entries: readonly Entry[], businessDate: string, b: SuspendedBucket): Cents {
  const account = incomeAccount(b);
  let total = 0;
  for (const e of entries) {
    if (e.businessDate !== businessDate || !BOOKED_INCOME_KINDS.has(e.kind)) continue;
    for (const l of e.lines) if (l.account === account) total -= l.amountCents;
  }
  return total;
}

/** What the day's suspensions (daily and at events) hold of a bucket's income of the date. */
function heldOn(entries: readonly Entry[], businessDate: string, b: SuspendedBucket): Cents {
  let total = 0;
  for (const e of entries) {
    if (e.businessDate !== businessDate || (e.kind !== 'suspension' && e.kind !== 'event_suspension')) continue;
    for (const l of e.lines) if (l.account === suspenseAccount(b)) total -= l.amountCents;
  }
  return total;
}
