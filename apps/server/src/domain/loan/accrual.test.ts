// Income recognised over time: the worked examples of docs/worked-examples.md ("Income earned day
// by day") by hand, and properties over any product and any sequence of events.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  accrueIncome,
  ACCRUED_BUCKETS,
  incomeMethodOf,
  incomePosition,
  recognizeEvent,
  withRecognition,
} from './accrual.js';
import { FLEX_91, PLUS_180 } from './demo-products.js';
import { balanceOf, type Entry } from './ledger.js';
import {
  closeOfBusiness,
  disburse,
  isActiveStatus,
  LoanRuleError,
  payOff,
  payoffQuote,
  repay,
  rollOver,
  rolloverQuote,
  totalOwed,
  type LoanState,
} from './loan.js';
import { BUCKETS, validateProduct, type Product } from './product.js';
import { penaltyOutstanding, waivePenalty } from './waiver.js';

/** The close of business for one date as the job runs it: late charges, then the accrual step. */
function closeDay(state: LoanState, date: string): { state: LoanState; accrual: Entry | null } {
  const s = closeOfBusiness(state, date).state;
  const accrual = accrueIncome(s, date);
  return { state: accrual ? { ...s, entries: [...s.entries, accrual] } : s, accrual };
}

const earnedOf = (a: Entry | null, b: 'interest' | 'fee') =>
  0 - (a?.lines.filter((l) => l.account === `income_earned:${b}`).reduce((n, l) => n + l.amountCents, 0) ?? 0);

describe('income earned day by day: worked examples', () => {
  it('Flex 91 (single payment) defers PHP 606.67 interest and PHP 250 fee, then earns them straight-line', () => {
    expect(incomeMethodOf(FLEX_91)).toBe('straight_line');
    let s = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const day0 = closeDay(s, '2026-01-05');
    // Disbursement day: everything charged is deferred, nothing is earned yet.
    expect(day0.accrual!.lines).toEqual([
      { account: 'income_deferred:interest', installmentSeq: null, amountCents: 60_667 },
      { account: 'unearned:interest', installmentSeq: null, amountCents: -60_667 },
      { account: 'income_deferred:fee', installmentSeq: null, amountCents: 25_000 },
      { account: 'unearned:fee', installmentSeq: null, amountCents: -25_000 },
    ]);
    s = day0.state;
    // Day 1 of 91: 606.67 / 91 = 6.667 → 6.67; 250 / 91 = 2.747 → 2.75.
    const day1 = closeDay(s, '2026-01-06');
    expect([earnedOf(day1.accrual, 'interest'), earnedOf(day1.accrual, 'fee')]).toEqual([667, 275]);
    s = day1.state;
    // Day 2: the rest over the 90 days left: 600.00 / 90 = 6.67; 247.25 / 90 = 2.747 → 2.75.
    const day2 = closeDay(s, '2026-01-07');
    expect([earnedOf(day2.accrual, 'interest'), earnedOf(day2.accrual, 'fee')]).toEqual([667, 275]);
    s = day2.state;
    for (let d = '2026-01-08'; d <= '2026-04-06'; d = addDays(d, 1)) s = closeDay(s, d).state;
    // Maturity (2026-04-06, day 91): all of it earned; income on the books is what the contract charged.
    for (const b of ACCRUED_BUCKETS) expect(incomePosition(s.entries, b).unearnedCents).toBe(0);
    expect(incomePosition(s.entries, 'interest').earnedCents).toBe(60_667);
    expect(incomePosition(s.entries, 'fee').earnedCents).toBe(25_000);
  });

  it('Plus 180 (six installments) earns on the principal outstanding: more in month 1 than in month 6', () => {
    expect(incomeMethodOf(PLUS_180)).toBe('effective_interest');
    let s = disburse(PLUS_180, 1_000_000, '2026-01-05', 'new');
    const earnedBy: Record<string, number> = {};
    for (let d = '2026-01-05'; d <= '2026-07-04'; d = addDays(d, 1)) {
      s = closeDay(s, d).state;
      earnedBy[d] = incomePosition(s.entries, 'interest').earnedCents;
    }
    const contract = incomePosition(s.entries, 'interest').contractCents;
    expect(contract).toBe(210_000); // 10,000 × 3.5 % × 6
    // Month 1 carries the whole principal; month 6 one sixth of it: income falls with the balance.
    const month1 = earnedBy['2026-02-04']!;
    const month6 = earnedBy['2026-07-04']! - earnedBy['2026-06-04']!;
    expect(month1).toBe(60_000); // 2,100 × 6/21: the weights are the principal left, 6+5+4+3+2+1 sixths
    expect(month6).toBe(9_997); // 2,100 × 1/21 = 100.00, less 3 centavos of day-by-day rounding made good here
    expect(earnedBy['2026-07-04']).toBe(210_000);
  });

  it('a payoff rebate reverses unearned income, and the settled loan has none left', () => {
    let s = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    for (let d = '2026-01-05'; d <= '2026-02-20'; d = addDays(d, 1)) s = closeDay(s, d).state;
    const before = incomePosition(s.entries, 'interest');
    const q = payoffQuote(s, '2026-02-20');
    expect(q.rebateCents).toBeGreaterThan(0);
    s = payOff(s, q.totalCents, '2026-02-20').state;
    const after = closeDay(s, '2026-02-20');
    const p = incomePosition(after.state.entries, 'interest');
    expect(p).toEqual({
      contractCents: before.contractCents - q.rebateCents,
      deferredCents: before.contractCents - q.rebateCents,
      earnedCents: before.contractCents - q.rebateCents,
      unearnedCents: 0,
    });
    // Day 46: 46 days of 606.67 / 91 each, rounded day by day, is 306.75 earned and 299.92 unearned. The
    // contract rebates 300.00 (606.67 less 5,000 × 4 % × 46 / 30 = 306.67): 299.92 of it reverses unearned
    // income and only the 8 centavos the daily rounding ran ahead come out of income already earned.
    expect([before.earnedCents, before.unearnedCents, q.rebateCents]).toEqual([30_675, 29_992, 30_000]);
    expect(before.earnedCents - p.earnedCents).toBe(q.rebateCents - before.unearnedCents);
  });
});

/** Income shown in a month for a bucket: every income account of the bucket over the entries dated in it. */
function incomeOfMonth(entries: readonly Entry[], b: 'interest' | 'fee', month: string): number {
  const inMonth = entries.filter((e) => e.businessDate.startsWith(month));
  const accounts = [`income:${b}`, `rebate:${b}`, `income_deferred:${b}`, `income_earned:${b}`] as const;
  return 0 - accounts.reduce((n, a) => n + balanceOf(inMonth, a), 0);
}

/** Unearned income of a bucket on the books at the end of a date. */
const unearnedAt = (entries: readonly Entry[], b: 'interest' | 'fee', date: string) =>
  0 -
  balanceOf(
    entries.filter((e) => e.businessDate <= date),
    `unearned:${b}`,
  );

describe('month-end events move earned and unearned income on their own date (decision 114)', () => {
  it('a payoff with a PHP 300 rebate on 06-30: June shows the income, July none, no unearned income on the settled loan', () => {
    let s = disburse(FLEX_91, 500_000, '2026-05-15', 'new');
    for (let d = '2026-05-15'; d <= '2026-06-30'; d = addDays(d, 1)) s = closeDay(s, d).state;
    const before = incomePosition(s.entries, 'interest');
    const q = payoffQuote(s, '2026-06-30');
    // Day 46, as in the issue: 306.75 earned, 299.92 unearned, a rebate of 300.00.
    expect([before.earnedCents, before.unearnedCents, q.rebateCents]).toEqual([30_675, 29_992, 30_000]);
    const paid = withRecognition(payOff(s, q.totalCents, '2026-06-30'), '2026-06-30');
    s = paid.state;
    expect(s.status).toBe(200);
    const recognition = paid.entries.at(-1)!;
    expect(recognition.kind).toBe('recognition');
    expect(recognition.businessDate).toBe('2026-06-30');
    // The rebate undoes its deferral on the day; the 8 centavos it exceeds the unearned by come out of earned income.
    expect(recognition.lines.filter((l) => l.account.endsWith(':interest'))).toEqual([
      { account: 'income_deferred:interest', installmentSeq: null, amountCents: -30_000 },
      { account: 'unearned:interest', installmentSeq: null, amountCents: 30_000 },
      { account: 'unearned:interest', installmentSeq: null, amountCents: -8 },
      { account: 'income_earned:interest', installmentSeq: null, amountCents: 8 },
    ]);
    for (const b of ACCRUED_BUCKETS) expect(unearnedAt(s.entries, b, '2026-06-30')).toBe(0);
    // The next close finds nothing left to move.
    for (let d = '2026-07-01'; d <= '2026-07-31'; d = addDays(d, 1)) s = closeDay(s, d).state;
    expect(incomeOfMonth(s.entries, 'interest', '2026-07')).toBe(0);
    expect(incomeOfMonth(s.entries, 'fee', '2026-07')).toBe(0);
    // May and June together show what the contract charged less the rebate, all earned by June's end.
    expect(incomeOfMonth(s.entries, 'interest', '2026-05') + incomeOfMonth(s.entries, 'interest', '2026-06')).toBe(
      60_667 - 30_000,
    );
    expect(incomeOfMonth(s.entries, 'interest', '2026-06')).toBeGreaterThan(0);
  });

  it('a rollover on 06-30 defers its PHP 350 fee on the day: it never passes through fee income', () => {
    let s = disburse(PLUS_180, 1_000_000, '2026-05-01', 'new');
    for (let d = '2026-05-01'; d <= '2026-06-30'; d = addDays(d, 1)) s = closeDay(s, d).state;
    const feeBefore = incomePosition(s.entries, 'fee');
    const juneFeeBefore = incomeOfMonth(s.entries, 'fee', '2026-06');
    const q = rolloverQuote(s, '2026-06-30');
    expect(q.feeCents).toBeGreaterThan(0);
    s = withRecognition(rollOver(s, q.amountCents, '2026-06-30'), '2026-06-30').state;
    const fee = incomePosition(s.entries, 'fee');
    expect(fee.contractCents).toBe(feeBefore.contractCents + q.feeCents);
    expect(fee.deferredCents).toBe(fee.contractCents);
    expect(fee.unearnedCents).toBe(feeBefore.unearnedCents + q.feeCents);
    // June's fee income is what was earned by June's end, not the fee charged on its last day.
    expect(incomeOfMonth(s.entries, 'fee', '2026-06')).toBe(juneFeeBefore);
    const july = closeDay(s, '2026-07-01');
    expect(july.accrual!.lines.some((l) => l.account === 'income_deferred:fee')).toBe(false);
  });

  it('a loan settled by its last payment on 04-06 earns the rest on the day', () => {
    let s = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    for (let d = '2026-01-05'; d <= '2026-04-05'; d = addDays(d, 1)) s = closeDay(s, d).state;
    expect(unearnedAt(s.entries, 'interest', '2026-04-05')).toBeGreaterThan(0);
    s = withRecognition(repay(s, totalOwed(s), '2026-04-06'), '2026-04-06').state;
    expect(s.status).toBe(200);
    for (const b of ACCRUED_BUCKETS) {
      expect(unearnedAt(s.entries, b, '2026-04-06')).toBe(0);
      expect(incomePosition(s.entries, b).earnedCents).toBe(incomePosition(s.entries, b).contractCents);
    }
    expect(closeDay(s, '2026-04-07').accrual).toBeNull();
  });

  it('a payment that changes nothing earned posts no recognition; a written-off loan gets none', () => {
    let s = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    for (let d = '2026-01-05'; d <= '2026-01-20'; d = addDays(d, 1)) s = closeDay(s, d).state;
    s = repay(s, 10_000, '2026-01-20').state;
    expect(recognizeEvent(s, '2026-01-20')).toBeNull();
  });
});

const productArb: fc.Arbitrary<Product> = fc
  .record({
    periods: fc.integer({ min: 1, max: 6 }),
    termDays: fc.integer({ min: 91, max: 365 }),
    amountCents: fc.integer({ min: 1, max: 40 }).map((n) => n * 50_000),
    monthlyInterestRateBps: fc.integer({ min: 0, max: 1_000 }),
    serviceFeeBps: fc.integer({ min: 0, max: 1_500 }),
    feeTiming: fc.constantFrom('upfront' as const, 'added' as const),
    penalty: fc.integer({ min: 0, max: 150_000 }),
    rolloverFeeBps: fc.integer({ min: 0, max: 2_000 }),
    capPolicy: fc.boolean(),
  })
  .map((r) => {
    const periodDays = Math.max(Math.ceil(91 / r.periods), Math.floor(r.termDays / r.periods));
    return {
      code: 'P',
      name: 'P',
      currency: 'PHP',
      minAmountCents: r.amountCents,
      maxAmountCents: r.amountCents,
      amountStepCents: 50_000,
      defaultAmountCents: r.amountCents,
      periods: r.periods,
      periodDays,
      monthlyInterestRateBps: r.monthlyInterestRateBps,
      serviceFeeBps: r.serviceFeeBps,
      feeTiming: r.feeTiming,
      defaultPenaltyNewCents: r.penalty,
      defaultPenaltyRepeatCents: r.penalty,
      overdueTiers: [{ fromDay: 1, toDay: null, monthlyRateBps: 300 }],
      rolloverFeeBps: r.rolloverFeeBps,
      dueSoonDays: 3,
      allocationOrder: [...BUCKETS],
      capPolicy: r.capPolicy,
      tags: [],
      rangeDescription: '',
      recommended: false,
    } satisfies Product;
  })
  .filter((p) => validateProduct(p).length === 0);

type Step =
  | { kind: 'cob'; days: number }
  | { kind: 'month_end' }
  | { kind: 'repay'; permille: number }
  | { kind: 'rollover' }
  | { kind: 'payoff' }
  | { kind: 'waiver'; permille: number };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 60 }).map((days) => ({ kind: 'cob' as const, days })) },
  {
    weight: 3,
    arbitrary: fc.integer({ min: 1, max: 1_200 }).map((permille) => ({ kind: 'repay' as const, permille })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'month_end' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'rollover' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'payoff' as const }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 1_000 }).map((permille) => ({ kind: 'waiver' as const, permille })),
  },
);

/** After each day's accrual: earned + unearned = contract, never negative, none left once settled or matured. */
function checkAfterClose(s: LoanState, date: string) {
  for (const b of ACCRUED_BUCKETS) {
    const p = incomePosition(s.entries, b);
    expect(p.earnedCents + p.unearnedCents).toBe(p.contractCents);
    expect(p.unearnedCents).toBeGreaterThanOrEqual(0);
    const matured = s.installments.every((i) => i.dueOn <= date);
    if (!isActiveStatus(s.status) || matured) expect(p.unearnedCents).toBe(0);
    // The income statement (every income account of the bucket) shows exactly what is earned.
    const pnl =
      balanceOf(s.entries, `income:${b}`) +
      balanceOf(s.entries, `rebate:${b}`) +
      balanceOf(s.entries, `income_deferred:${b}`) +
      balanceOf(s.entries, `income_earned:${b}`);
    expect(pnl + p.earnedCents).toBe(0);
  }
}

describe('income recognition properties', () => {
  it('earned + unearned equals the contract charges at every date and after every event, month ends included', () => {
    fc.assert(
      fc.property(productArb, fc.array(stepArb, { maxLength: 20 }), (product, steps) => {
        let date = '2026-01-05';
        let s = closeDay(disburse(product, product.minAmountCents, date, 'new'), date).state;
        checkAfterClose(s, date);
        for (const step of steps) {
          if (step.kind === 'cob') {
            for (let i = 0; i < step.days; i++) {
              date = addDays(date, 1);
              s = closeDay(s, date).state;
              checkAfterClose(s, date);
            }
            continue;
          }
          if (step.kind === 'month_end') {
            // Close every day to the month's last, so the events that follow fall on a month end.
            while (addDays(date, 1).slice(0, 7) === date.slice(0, 7)) {
              date = addDays(date, 1);
              s = closeDay(s, date).state;
              checkAfterClose(s, date);
            }
            continue;
          }
          if (step.kind === 'repay') {
            if (totalOwed(s) === 0) continue;
            s = repay(s, Math.max(1, Math.floor((totalOwed(s) * step.permille) / 1_000)), date).state;
          } else if (step.kind === 'rollover') {
            const q = rolloverQuote(s, date);
            if (!q.allowed) continue;
            s = rollOver(s, q.amountCents, date).state;
          } else if (step.kind === 'payoff') {
            const q = payoffQuote(s, date);
            if (!q.allowed || q.totalCents === 0) continue;
            try {
              s = payOff(s, q.totalCents, date).state;
            } catch (error) {
              if (!(error instanceof LoanRuleError)) throw error;
            }
          } else {
            const owed = penaltyOutstanding(s);
            if (owed === 0) continue;
            s = waivePenalty(s, Math.max(1, Math.floor((owed * step.permille) / 1_000)), date, 'property').state;
          }
          // The event's recognition is posted with it (decision 114): the books hold at the end of its date, a
          // month's last day included, with no close after it.
          s = withRecognition({ state: s, entries: [] }, date).state;
          checkAfterClose(s, date);
        }
        // The next close has only the day's time-based share left to post.
        date = addDays(date, 1);
        s = closeDay(s, date).state;
        checkAfterClose(s, date);
      }),
      { numRuns: 200 },
    );
  }, 180_000);
});
