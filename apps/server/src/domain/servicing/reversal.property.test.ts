// A reversal's effect on the loan equals the engine's recomputation of the loan without the payment
//: for random payment days and amounts, and random days the reversal is booked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { FLEX_91 } from '../loan/demo-products.js';
import { outstandingByBucket, type Entry } from '../loan/ledger.js';
import { closeOfBusiness, disburse, repay, type LoanState } from '../loan/loan.js';
import { reversePayment } from './reversal.js';

const START = '2026-01-05';

/** The engine's loan closed every day through `through`, with payments on their days (after the day's close). */
function engine(through: string, payments: { day: string; cents: number }[]): LoanState {
  let state = disburse(FLEX_91, 500_000, START, 'new');
  for (let d = addDays(START, 1); d <= through; d = addDays(d, 1)) {
    state = closeOfBusiness(state, d).state;
    for (const p of payments.filter((x) => x.day === d)) state = repay(state, p.cents, d).state;
  }
  return state;
}

const balanced = (entries: readonly Entry[]) =>
  entries.every((e) => e.lines.reduce((n, l) => n + l.amountCents, 0) === 0);

describe('payment reversal', () => {
  it('leaves the loan exactly where the engine puts it without the payment', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ offset: fc.integer({ min: 1, max: 120 }), cents: fc.integer({ min: 100, max: 700_000 }) }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fc.integer({ min: 0, max: 40 }),
        (raw, wait) => {
          const payments = raw
            .map((p) => ({ day: addDays(START, p.offset), cents: p.cents }))
            .sort((a, b) => (a.day < b.day ? -1 : 1));
          const last = payments.at(-1)!;
          const today = addDays(last.day, wait);
          const booked = engine(today, payments);
          // The reversed payment is the latest one: its entries are the last repayment entry.
          const index = booked.entries.map((e) => e.kind).lastIndexOf('repayment');
          const reversed = reversePayment(booked, [index], today, 'test reversal');
          const expected = engine(today, payments.slice(0, -1));
          expect(outstandingByBucket(reversed.state.entries)).toEqual(outstandingByBucket(expected.entries));
          expect(reversed.state.status).toBe(expected.status);
          expect(reversed.state.daysPastDue).toBe(expected.daysPastDue);
          expect(reversed.reversedCents).toBe(last.cents);
          expect(balanced(reversed.entries)).toBe(true);
          // Nothing posted before is changed: the old entries are a prefix of the new ledger.
          expect(reversed.state.entries.slice(0, booked.entries.length)).toEqual(booked.entries);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a payment followed by a later one', () => {
    const booked = engine('2026-02-10', [
      { day: '2026-02-01', cents: 10_000 },
      { day: '2026-02-05', cents: 10_000 },
    ]);
    const first = booked.entries.map((e) => e.kind).indexOf('repayment');
    expect(() => reversePayment(booked, [first], '2026-02-10', 'x')).toThrow(/reverse the later one first/);
  });
});
