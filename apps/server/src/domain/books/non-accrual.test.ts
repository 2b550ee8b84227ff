// Non-accrual from days past due (decision 135): the same loan run with and without the policy's threshold. The
// borrower owes exactly the same; income differs by what is held in suspense, which never exceeds what is
// uncollected, is released as it is collected, and is no loss at the write-off.
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { accrueIncome, recognizeEvent, withRecognition } from '../loan/accrual.js';
import { PLUS_180 } from '../loan/demo-products.js';
import { assertBalanced, balanceOf, outstandingByBucket, type Entry } from '../loan/ledger.js';
import { closeOfBusiness, disburse, repay, totalOwed, type LoanState } from '../loan/loan.js';
import { reversePayment } from '../servicing/reversal.js';
import {
  earnedBy,
  heldAtEvent,
  heldInSuspense,
  onNonAccrual,
  releasedBy,
  reversalSuspension,
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

describe('a reversed payment on a loan on non-accrual (decision 140)', () => {
  /** A's payment on day 75 reversed on `today`, with what the reversal service posts after it. */
  function reversedOn(paid: LoanState, today: string, days: number | null): LoanState {
    const payDate = addDays(START, 75);
    const indexes = paid.entries.flatMap((e, i) =>
      e.businessDate === payDate && (e.kind === 'repayment' || e.kind === 'rebate') ? [i] : [],
    );
    const release = paid.entries.find((e) => e.kind === 'suspense_release' && e.businessDate === payDate);
    const r = reversePayment(paid, indexes, today, 'bounced');
    let s = withEntry(r.state, recognizeEvent(r.state, payDate));
    const held = reversalSuspension({
      entries: s.entries,
      released: releasedBy(release?.lines ?? []),
      valueDate: payDate,
      today,
      daysPastDueToday: s.daysPastDue,
      nonAccrualDays: days,
    });
    s = { ...s, entries: [...s.entries, ...held] };
    return s;
  }

  const perBucket = (entries: readonly Entry[]) =>
    Object.fromEntries(SUSPENDED_BUCKETS.map((b) => [b, heldInSuspense(entries, b)]));

  it('puts back what the payment released and holds what the cured days booked: the books of a loan never paid', () => {
    const today = addDays(START, 90);
    const never = run(90, 30).s;
    const paid = run(90, 30, { 75: 600_000 }).s;
    // The payment cured the loan: it released held income, and the days after it held nothing.
    expect(paid.entries.some((e) => e.kind === 'suspense_release')).toBe(true);
    expect(held(paid.entries)).toBeLessThan(held(never.entries));
    const reversed = reversedOn(paid, today, 30);
    expect(reversed.daysPastDue).toBe(never.daysPastDue);
    expect(outstandingByBucket(reversed.entries)).toEqual(outstandingByBucket(never.entries));
    expect(perBucket(reversed.entries)).toEqual(perBucket(never.entries));
    expect(income(reversed.entries)).toBe(income(never.entries));
    for (const e of reversed.entries) assertBalanced(e);
    // Each day's part is dated on its day, so no date holds more than is uncollected by then.
    const holds = reversed.entries.filter((e) => e.kind === 'event_suspension');
    expect(holds.length).toBeGreaterThan(1);
    expect(holds[0]!.businessDate).toBe(addDays(START, 75));
    for (const h of holds) {
      const through = reversed.entries.filter((e) => e.businessDate <= h.businessDate);
      for (const b of SUSPENDED_BUCKETS)
        expect(heldInSuspense(through, b)).toBeLessThanOrEqual(uncollectedIncome(through, b));
    }
  });

  it('holds nothing again with the policy off, and only what was released when the days before were not on it', () => {
    const today = addDays(START, 90);
    const paid = run(90, null, { 75: 600_000 }).s;
    expect(reversedOn(paid, today, null).entries.some((e) => e.kind === 'event_suspension')).toBe(false);
    // With a threshold of 100 days, no day up to 90 days after disbursement was on non-accrual.
    const far = run(90, 100, { 75: 600_000 }).s;
    expect(reversedOn(far, today, 100).entries.some((e) => e.kind === 'event_suspension')).toBe(false);
  });
});

describe('income earned at once at an event on non-accrual (decision 140)', () => {
  it('is held in suspense within what is uncollected, and nothing once collected', () => {
    const s = run(80, 30).s;
    const date = addDays(START, 80);
    const room = uncollectedIncome(s.entries, 'interest') - heldInSuspense(s.entries, 'interest');
    const e = heldAtEvent(s.entries, { interest: 1_000 }, date)!;
    expect(e).toMatchObject({ kind: 'event_suspension', businessDate: date });
    expect(heldInSuspense([...s.entries, e], 'interest') - heldInSuspense(s.entries, 'interest')).toBe(1_000);
    const capped = heldAtEvent(s.entries, { interest: room + 5_000 }, date)!;
    expect(heldInSuspense([...s.entries, capped], 'interest')).toBe(uncollectedIncome(s.entries, 'interest'));
    // Paid in full: nothing is uncollected, so nothing is held however much the event earned.
    const settled = pay(s, totalOwed(s), date);
    expect(heldAtEvent(settled.entries, { interest: 1_000 }, date)).toBeNull();
  });

  it('reads what a recognition earned at once, per bucket', () => {
    const s = run(10, null).s;
    const payoff = withRecognition(repay(s, totalOwed(s), addDays(START, 10)), addDays(START, 10)).state;
    const recognition = payoff.entries.at(-1)!;
    expect(recognition.kind).toBe('recognition');
    const earned = earnedBy(recognition);
    expect(earned.interest).toBe(-balanceOf([recognition], 'income_earned:interest'));
    expect(earned.interest).toBeGreaterThan(0);
    expect(earnedBy({ kind: 'recognition', businessDate: START, lines: [] })).toEqual({});
  });
});
