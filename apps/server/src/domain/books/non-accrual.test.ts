// Non-accrual from days past due (decision 135): the same loan run with and without the policy's threshold. The
// borrower owes exactly the same; income differs by what is held in suspense, which never exceeds what is
// uncollected, is released as it is collected, and is no loss at the write-off.
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { accrueIncome, withRecognition } from '../loan/accrual.js';
import { PLUS_180 } from '../loan/demo-products.js';
import { assertBalanced, balanceOf, outstandingByBucket, type Entry } from '../loan/ledger.js';
import { closeOfBusiness, disburse, repay, type LoanState } from '../loan/loan.js';
import {
  heldInSuspense,
  onNonAccrual,
  SUSPENDED_BUCKETS,
  suspenseRelease,
  suspensionEntry,
  uncollectedIncome,
} from './non-accrual.js';
import { writeOffEntry } from './write-off.js';

const START = '2026-01-05';
const withEntry = (s: LoanState, e: Entry | null): LoanState => (e ? { ...s, entries: [...s.entries, e] } : s);

/** The close of business with the policy's threshold (null: off), as runCob posts it. */
function closeDay(s: LoanState, date: string, nonAccrualDays: number | null): LoanState {
  let next = closeOfBusiness(s, date).state;
  next = withEntry(next, accrueIncome(next, date));
  if (onNonAccrual(next.daysPastDue, nonAccrualDays, false))
    next = withEntry(next, suspensionEntry(next.entries, date));
  return next;
}

/** A payment with its recognition and, on a loan holding income, its release (what the payment path posts). */
function pay(s: LoanState, cents: number, date: string): LoanState {
  const paid = withRecognition(repay(s, cents, date), date).state;
  return withEntry(paid, suspenseRelease(paid.entries, date));
}

/** Income to date: every income, contra-income and rebate line, credits positive. */
const income = (entries: readonly Entry[]) =>
  -entries
    .flatMap((e) => e.lines)
    .filter((l) => /^(income|income_deferred|income_earned|income_suspended|rebate):/.test(l.account))
    .reduce((n, l) => n + l.amountCents, 0);

const held = (entries: readonly Entry[]) => SUSPENDED_BUCKETS.reduce((n, b) => n + heldInSuspense(entries, b), 0);

/** Runs the loan to `days` after disbursement, a payment on the days given, with and without non-accrual. */
function run(days: number, nonAccrualDays: number | null, payments: Record<number, number> = {}) {
  let s = disburse(PLUS_180, 1_000_000, START, 'new');
  const daily: { date: string; s: LoanState }[] = [];
  for (let day = 1; day <= days; day++) {
    const date = addDays(START, day);
    s = closeDay(s, date, nonAccrualDays);
    const cents = payments[day];
    if (cents) s = pay(s, cents, date);
    daily.push({ date, s });
  }
  return { s, daily };
}

describe('onNonAccrual', () => {
  it('holds from the threshold on, never when off or written off, and not once the loan is back under it', () => {
    expect(onNonAccrual(200, null, false)).toBe(false);
    expect(onNonAccrual(200, undefined, false)).toBe(false);
    expect(onNonAccrual(59, 60, false)).toBe(false);
    expect(onNonAccrual(60, 60, false)).toBe(true);
    expect(onNonAccrual(200, 60, true)).toBe(false);
    // Cured by payment: days past due fall back under the threshold and income is income again.
    expect(onNonAccrual(10, 60, false)).toBe(false);
  });
});

describe('suspension and release', () => {
  it('holds the day’s income from the threshold; the borrower owes the same and income is lower by what is held', () => {
    const off = run(75, null);
    const on = run(75, 30);
    const firstHeld = on.s.entries.find((e) => e.kind === 'suspension')!;
    // The first installment fell due on day 30, so day 60 is the first at 30 days past due.
    expect(firstHeld.businessDate).toBe(addDays(START, 60));
    for (const e of on.s.entries) assertBalanced(e);
    expect(outstandingByBucket(on.s.entries)).toEqual(outstandingByBucket(off.s.entries));
    expect(held(on.s.entries)).toBeGreaterThan(0);
    expect(income(off.s.entries) - income(on.s.entries)).toBe(held(on.s.entries));
    // Both late charges and interest earned on the later installments are held.
    expect(heldInSuspense(on.s.entries, 'overdue_interest')).toBeGreaterThan(0);
    expect(heldInSuspense(on.s.entries, 'interest')).toBeGreaterThan(0);
    for (const { s } of on.daily)
      for (const b of SUSPENDED_BUCKETS) {
        expect(heldInSuspense(s.entries, b)).toBeGreaterThanOrEqual(0);
        expect(heldInSuspense(s.entries, b)).toBeLessThanOrEqual(uncollectedIncome(s.entries, b));
      }
  });

  it('posts nothing before the threshold, or when the day booked no income', () => {
    const early = run(40, 30);
    expect(early.s.entries.some((e) => e.kind === 'suspension')).toBe(false);
    expect(suspensionEntry(early.s.entries, '2025-01-01')).toBeNull();
    expect(suspenseRelease(early.s.entries, addDays(START, 40))).toBeNull();
  });

  it('releases what a payment collects of held income, oldest income first, on the payment’s date', () => {
    const before = run(74, 30).s;
    const heldBefore = held(before.entries);
    // A payment of the penalty alone collects income booked before the threshold: nothing is released.
    const penaltyOnly = pay(before, outstandingByBucket(before.entries).penalty, addDays(START, 74));
    expect(penaltyOnly.entries.at(-1)!.kind).not.toBe('suspense_release');
    expect(held(penaltyOnly.entries)).toBe(heldBefore);
    // A payment of every late charge collects the overdue interest held too: it is income again that day.
    const late = outstandingByBucket(before.entries);
    const paid = pay(before, late.penalty + late.overdue_interest, addDays(START, 74));
    const release = paid.entries.at(-1)!;
    expect(release).toMatchObject({ kind: 'suspense_release', businessDate: addDays(START, 74) });
    expect(balanceOf([release], 'suspense:overdue_interest')).toBe(heldInSuspense(before.entries, 'overdue_interest'));
    expect(heldInSuspense(paid.entries, 'overdue_interest')).toBe(0);
    expect(heldInSuspense(paid.entries, 'interest')).toBe(heldInSuspense(before.entries, 'interest'));
  });

  it('books income again once a payment cures the loan, and keeps what it holds until collected', () => {
    const on = run(90, 30, { 75: 600_000 });
    const cured = on.daily.filter((d) => d.date > addDays(START, 75));
    // Paid up to date: no longer 30 days past due, so nothing more is held on the days after.
    expect(cured.every(({ s }) => s.daysPastDue < 30)).toBe(true);
    const lastHeld = on.s.entries.filter((e) => e.kind === 'suspension').at(-1)!;
    expect(lastHeld.businessDate <= addDays(START, 75)).toBe(true);
    const off = run(90, null, { 75: 600_000 });
    expect(outstandingByBucket(on.s.entries)).toEqual(outstandingByBucket(off.s.entries));
    expect(income(off.s.entries) - income(on.s.entries)).toBe(held(on.s.entries));
  });
});

describe('write-off of a loan holding income', () => {
  it('reverses what is held against suspense: the loss is lower by exactly that', () => {
    const date = addDays(START, 120);
    const off = run(120, null).s;
    const on = run(120, 30).s;
    const heldCents = held(on.entries);
    expect(heldCents).toBeGreaterThan(0);
    const woOff = writeOffEntry(off.entries, date, 'test');
    const woOn = writeOffEntry(on.entries, date, 'test');
    const loss = (e: Entry) =>
      e.lines.filter((l) => l.account.startsWith('loss:')).reduce((n, l) => n + l.amountCents, 0);
    expect(loss(woOff) - loss(woOn)).toBe(heldCents);
    const after = [...on.entries, woOn];
    expect(held(after)).toBe(0);
    // Written off, the loan is on the write-off's own non-accrual: nothing more is held or released.
    expect(suspensionEntry(after, addDays(date, 1))).toBeNull();
    expect(suspenseRelease(after, addDays(date, 1))).toBeNull();
  });
});
