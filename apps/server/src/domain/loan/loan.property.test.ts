// Property tests: for any product within bounds and any sequence of closes of business,
// repayments, rollovers and payoffs, the ledger balances, no bucket goes negative, paid plus
// outstanding equals charged, covered loans stay under the total-cost cap, and payments follow
// the configured bucket order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { totalCostCeiling, capsApply } from './compliance.js';
import {
  assertBalanced,
  balanceOf,
  chargedByBucket,
  outstanding,
  outstandingByBucket,
  paidByBucket,
} from './ledger.js';
import {
  closeOfBusiness,
  disburse,
  LoanRuleError,
  payOff,
  payoffQuote,
  repay,
  rollOver,
  rolloverQuote,
  totalOwed,
  type LoanState,
} from './loan.js';
import { BUCKETS, LOAN_LEVEL_BUCKETS, validateProduct, type Product } from './product.js';

const productArbOf = (covered: boolean): fc.Arbitrary<Product> =>
  fc
    .record({
      periods: fc.integer({ min: 1, max: covered ? 1 : 6 }),
      termDays: fc.integer({ min: 91, max: covered ? 124 : 365 }),
      minAmountCents: fc.integer({ min: 1, max: covered ? 10 : 50 }).map((n) => n * 50_000),
      spanSteps: fc.integer({ min: 0, max: covered ? 10 : 40 }),
      monthlyInterestRateBps: fc.integer({ min: 0, max: 1_000 }),
      serviceFeeBps: fc.integer({ min: 0, max: 1_500 }),
      feeTiming: fc.constantFrom('upfront' as const, 'added' as const),
      penaltyNew: fc.integer({ min: 0, max: 150_000 }),
      penaltyRepeat: fc.integer({ min: 0, max: 150_000 }),
      tierRates: fc.tuple(
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 900 }),
      ),
      rolloverFeeBps: fc.integer({ min: 0, max: 2_000 }),
      order: fc.shuffledSubarray([...BUCKETS], { minLength: BUCKETS.length, maxLength: BUCKETS.length }),
      capPolicy: covered ? fc.constant(true) : fc.boolean(),
    })
    .map((r) => {
      const periodDays = Math.max(Math.ceil(91 / r.periods), Math.floor(r.termDays / r.periods));
      return {
        code: 'P',
        name: 'P',
        currency: 'PHP',
        minAmountCents: r.minAmountCents,
        maxAmountCents: r.minAmountCents + r.spanSteps * 50_000,
        amountStepCents: 50_000,
        defaultAmountCents: r.minAmountCents,
        periods: r.periods,
        periodDays,
        monthlyInterestRateBps: r.monthlyInterestRateBps,
        serviceFeeBps: r.serviceFeeBps,
        feeTiming: r.feeTiming,
        defaultPenaltyNewCents: r.penaltyNew,
        defaultPenaltyRepeatCents: r.penaltyRepeat,
        overdueTiers: [
          { fromDay: 1, toDay: 30, monthlyRateBps: r.tierRates[0] },
          { fromDay: 31, toDay: 90, monthlyRateBps: r.tierRates[1] },
          { fromDay: 91, toDay: null, monthlyRateBps: r.tierRates[2] },
        ],
        rolloverFeeBps: r.rolloverFeeBps,
        dueSoonDays: 3,
        allocationOrder: r.order,
        capPolicy: r.capPolicy,
        tags: [],
        rangeDescription: '',
        recommended: false,
      } satisfies Product;
    })
    .filter((p) => validateProduct(p).length === 0 && (!covered || p.maxAmountCents <= 1_000_000));
const productArb = productArbOf(false);

type Step =
  { kind: 'cob'; days: number } | { kind: 'repay'; permille: number } | { kind: 'rollover' } | { kind: 'payoff' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 45 }).map((days) => ({ kind: 'cob' as const, days })) },
  {
    weight: 3,
    arbitrary: fc.integer({ min: 1, max: 1_200 }).map((permille) => ({ kind: 'repay' as const, permille })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'rollover' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'payoff' as const }) },
);

function checkInvariants(s: LoanState, payments: number) {
  for (const e of s.entries) assertBalanced(e);
  outstanding(s.entries); // throws if any receivable went negative
  const charged = chargedByBucket(s.entries);
  const paid = paidByBucket(s.entries);
  const owed = outstandingByBucket(s.entries);
  for (const b of BUCKETS) expect(paid[b] + owed[b]).toBe(charged[b]);
  // Cash: paid out the proceeds, took in every payment.
  const proceeds = -s.entries[0]!.lines.filter((l) => l.account === 'cash').reduce((n, l) => n + l.amountCents, 0);
  expect(balanceOf(s.entries, 'cash')).toBe(payments - proceeds);
  if (capsApply(s.product, s.principalCents)) {
    const upfront = s.principalCents - proceeds;
    const cost = charged.interest + charged.fee + charged.penalty + charged.overdue_interest + upfront;
    expect(cost).toBeLessThanOrEqual(totalCostCeiling(s.principalCents));
  }
}

describe('loan engine properties', () => {
  it.each([
    ['any product', false],
    ['covered loans (caps apply)', true],
  ] as const)(
    'keeps the ledger whole through any sequence of events: %s',
    (_, covered) => {
      fc.assert(
        fc.property(
          covered ? productArbOf(true) : productArb,
          fc.nat(),
          fc.constantFrom('new' as const, 'repeat' as const),
          fc.array(covered ? fc.oneof(stepArb, fc.constant({ kind: 'cob' as const, days: 120 })) : stepArb, {
            maxLength: covered ? 10 : 25,
          }),
          (product, amountSeed, kind, steps) => {
            const amount =
              product.minAmountCents +
              (amountSeed % ((product.maxAmountCents - product.minAmountCents) / 50_000 + 1)) * 50_000;
            let date = '2026-01-05';
            let s = disburse(product, amount, date, kind);
            let payments = 0;
            checkInvariants(s, payments);
            for (const step of steps) {
              if (step.kind === 'cob') {
                for (let i = 0; i < step.days; i++) {
                  date = addDays(date, 1);
                  s = closeOfBusiness(s, date).state;
                }
              } else if (step.kind === 'repay') {
                const owed = totalOwed(s);
                const cents = Math.max(1, Math.floor((owed * step.permille) / 1_000));
                const r = repay(s, cents, date);
                // Order: in the due stage, bucket positions never go backwards; credit only once all is paid.
                const due = r.allocation.parts.filter(
                  (p) =>
                    p.installmentSeq === null || s.installments.find((i) => i.seq === p.installmentSeq)!.dueOn <= date,
                );
                const positions = due.map((p) => product.allocationOrder.indexOf(p.bucket));
                const loanLevelLast = positions.findIndex((_, i) => i > 0 && positions[i]! < positions[i - 1]!);
                if (loanLevelLast !== -1) expect(LOAN_LEVEL_BUCKETS).toContain(due[loanLevelLast]!.bucket);
                if (r.allocation.creditCents > 0) expect(totalOwed(r.state)).toBe(0);
                s = r.state;
                payments += cents;
              } else if (step.kind === 'rollover') {
                const q = rolloverQuote(s, date);
                if (!q.allowed) continue;
                s = rollOver(s, q.amountCents, date).state;
                payments += q.amountCents;
              } else {
                const q = payoffQuote(s, date);
                if (!q.allowed || q.totalCents === 0) continue;
                try {
                  s = payOff(s, q.totalCents, date).state;
                  payments += q.totalCents;
                } catch (error) {
                  if (!(error instanceof LoanRuleError)) throw error;
                }
              }
              checkInvariants(s, payments);
            }
          },
        ),
        { numRuns: covered ? 120 : 300 },
      );
    },
    180_000,
  );
});
