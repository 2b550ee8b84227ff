// Write-offs and recoveries (decision 078): a worked example by hand, and properties over any
// sequence of late charges, payments, payoffs and waivers after the write-off.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar.js';
import { accrueIncome } from '../loan/accrual.js';
import { FLEX_91, PLUS_180 } from '../loan/demo-products.js';
import { assertBalanced, balanceOf, type Entry } from '../loan/ledger.js';
import {
  closeOfBusiness,
  disburse,
  LoanRuleError,
  payOff,
  payoffQuote,
  repay,
  totalOwed,
  type LoanState,
} from '../loan/loan.js';
import { BUCKETS } from '../loan/product.js';
import { penaltyOutstanding, waivePenalty } from '../loan/waiver.js';
import { dueForWriteOff, isWrittenOff, writeOffAdjustment, writeOffEntry, writeOffPosition } from './write-off.js';

const withEntry = (s: LoanState, e: Entry | null): LoanState => (e ? { ...s, entries: [...s.entries, e] } : s);

/** Late charges, the accrual step and, on a written-off loan, the adjustment: the close of business. */
function closeDay(s: LoanState, date: string): LoanState {
  const charged = closeOfBusiness(s, date).state;
  const accrued = withEntry(charged, accrueIncome(charged, date));
  return withEntry(accrued, writeOffAdjustment(accrued.entries, date));
}

/** Profit to date: every income, rebate, loss and recovery line (credits negative). */
const profit = (entries: readonly Entry[]) =>
  entries
    .flatMap((e) => e.lines)
    .filter((l) => /^(income|income_deferred|income_earned|rebate|loss|recovery):/.test(l.account))
    .reduce((n, l) => n + l.amountCents, 0);

const sumAll = (entries: readonly Entry[]) =>
  entries.reduce((n, e) => n + e.lines.reduce((m, l) => m + l.amountCents, 0), 0);

function daysLater(s: LoanState, from: string, days: number): { s: LoanState; date: string } {
  let date = from;
  for (let i = 0; i < days; i++) {
    date = addDays(date, 1);
    s = closeDay(s, date);
  }
  return { s, date };
}

describe('write-off', () => {
  it('nets the receivables to nil, reverses unearned income and expenses the rest; a payment is a recovery', () => {
    const start = '2026-01-05';
    const later = daysLater(disburse(FLEX_91, 500_000, start, 'new'), start, 30);
    const date = later.date;
    let s = later.s;
    const owed = totalOwed(s);
    const unearnedInterest = -balanceOf(s.entries, 'unearned:interest');
    expect(unearnedInterest).toBeGreaterThan(0);
    const wo = writeOffEntry(s.entries, date, 'borrower deceased');
    // Flex 91's fee was taken from the payout: its unearned part is earned, not set against a receivable.
    const earnedNow = -balanceOf([wo], 'income_earned:fee');
    expect(earnedNow).toBe(-balanceOf(s.entries, 'unearned:fee'));
    s = withEntry(s, wo);
    expect(isWrittenOff(s.entries)).toBe(true);
    // Unearned income is gone, not expensed; the loss is what was owed less it.
    expect(balanceOf(s.entries, 'unearned:interest') + balanceOf(s.entries, 'unearned:fee')).toBe(0);
    expect(writeOffPosition(s.entries)).toEqual({
      lossCents: owed - unearnedInterest,
      recoveredCents: 0,
      owedCents: owed,
    });
    // The borrower still owes it all, and a payment lowers it as before; the contra follows as recovery.
    s = repay(s, 100_000, date).state;
    s = withEntry(s, writeOffAdjustment(s.entries, date));
    expect(writeOffPosition(s.entries)).toMatchObject({ recoveredCents: 100_000, owedCents: owed - 100_000 });
    // The accrual step earns nothing on it any more.
    expect(accrueIncome(s, addDays(date, 1))).toBeNull();
    expect(() => writeOffEntry(s.entries, date, 'again')).toThrow(LoanRuleError);
  });

  it('a late charge after the write-off is neither income nor loss; a collected payment taken back undoes the recovery', () => {
    const start = '2026-01-05';
    const later = daysLater(disburse(FLEX_91, 500_000, start, 'new'), start, 100);
    let s = withEntry(later.s, writeOffEntry(later.s.entries, later.date, 'decision'));
    const paid = repay(s, 50_000, later.date);
    s = withEntry(paid.state, writeOffAdjustment(paid.state.entries, later.date));
    expect(writeOffPosition(s.entries).recoveredCents).toBe(50_000);
    const lossBefore = writeOffPosition(s.entries).lossCents;
    // The payment bounced: its lines negated, as finance's reversal posts them.
    const back: Entry = {
      ...paid.entries[0]!,
      kind: 'payment_reversal',
      lines: paid.entries[0]!.lines.map((l) => ({ ...l, amountCents: -l.amountCents })),
    };
    s = withEntry(s, back);
    s = withEntry(s, writeOffAdjustment(s.entries, later.date, { undoRecovery: true }));
    expect(writeOffPosition(s.entries)).toMatchObject({ recoveredCents: 0, lossCents: lossBefore });
    // The next day's late charge: the borrower owes it, the books show neither income nor loss (decision 114).
    const next = daysLater(s, later.date, 1).s;
    expect(writeOffPosition(next.entries).owedCents).toBeGreaterThan(writeOffPosition(s.entries).owedCents);
    expect(writeOffPosition(next.entries)).toMatchObject({ lossCents: lossBefore, recoveredCents: 0 });
    expect(profit(next.entries)).toBe(profit(s.entries));
  });

  it('non-accrual from the write-off: overdue interest from 03-15 to 05-03 is tracked on the loan, income only when collected', () => {
    // Flex 91 from 2025-12-01, due 2026-03-02, overdue since; written off by decision on 03-15.
    const start = '2025-12-01';
    const later = daysLater(disburse(FLEX_91, 500_000, start, 'new'), start, daysBetween(start, '2026-03-15'));
    expect(later.date).toBe('2026-03-15');
    let s = withEntry(later.s, writeOffEntry(later.s.entries, later.date, 'decision'));
    const at = { position: writeOffPosition(s.entries), profit: profit(s.entries) };
    const overdueIncomeAt = balanceOf(s.entries, 'income:overdue_interest');
    s = daysLater(s, later.date, daysBetween('2026-03-15', '2026-05-03')).s;
    // The overdue interest of those days is owed (tracked on the loan), but none of it is income and none a loss.
    const charged =
      balanceOf(s.entries, 'receivable:overdue_interest') - balanceOf(later.s.entries, 'receivable:overdue_interest');
    expect(charged).toBeGreaterThan(0);
    expect(balanceOf(s.entries, 'income:overdue_interest')).toBe(overdueIncomeAt);
    expect(writeOffPosition(s.entries)).toEqual({
      lossCents: at.position.lossCents,
      recoveredCents: 0,
      owedCents: at.position.owedCents + charged,
    });
    expect(profit(s.entries)).toBe(at.profit);
    expect(sumAll(s.entries)).toBe(0);
    // Collected, it is income: a recovery, to the centavo of what came in.
    const paid = repay(s, totalOwed(s), '2026-05-03');
    s = withEntry(paid.state, writeOffAdjustment(paid.state.entries, '2026-05-03'));
    expect(writeOffPosition(s.entries)).toEqual({
      lossCents: at.position.lossCents,
      recoveredCents: at.position.owedCents + charged,
      owedCents: 0,
    });
    expect(profit(s.entries) - at.profit).toBe(-(at.position.owedCents + charged));
  });

  it('a penalty waived after the write-off lowers the written-off balance and is no recovery (decision 085)', () => {
    const start = '2026-01-05';
    const later = daysLater(disburse(FLEX_91, 500_000, start, 'new'), start, 100);
    let s = withEntry(later.s, writeOffEntry(later.s.entries, later.date, 'decision'));
    const penalty = penaltyOutstanding(s);
    expect(penalty).toBe(4_000);
    const before = writeOffPosition(s.entries);
    const profitBefore = profit(s.entries);
    const waived = waivePenalty(s, 1_500, later.date, 'hardship');
    assertBalanced(waived.entries[0]!);
    s = waived.state;
    // The waiver moved the contra itself: nothing is left for the adjustment to book as recovery.
    expect(writeOffAdjustment(s.entries, later.date)).toBeNull();
    expect(balanceOf(s.entries, 'written_off:penalty')).toBe(-(penalty - 1_500));
    expect(writeOffPosition(s.entries)).toEqual({
      recoveredCents: 0,
      lossCents: before.lossCents - 1_500,
      owedCents: before.owedCents - 1_500,
    });
    // Forgiven, the charge is neither income nor loss: profit does not move.
    expect(profit(s.entries)).toBe(profitBefore);
    expect(balanceOf(s.entries, 'rebate:penalty')).toBe(1_500);
    // Money collected afterwards is still recovery, to the centavo.
    s = repay(s, 20_000, later.date).state;
    s = withEntry(s, writeOffAdjustment(s.entries, later.date));
    expect(writeOffPosition(s.entries).recoveredCents).toBe(20_000);
  });

  it('a payoff after an early write-off: its rebate of unearned interest is no recovery either', () => {
    const start = '2026-01-05';
    // Written off by decision on day 60 of 91: part of the interest is still unearned, and reversed.
    const later = daysLater(disburse(FLEX_91, 500_000, start, 'new'), start, 60);
    let s = withEntry(later.s, writeOffEntry(later.s.entries, later.date, 'borrower deceased'));
    const lossBefore = writeOffPosition(s.entries).lossCents;
    const profitBefore = profit(s.entries);
    const q = payoffQuote(s, later.date);
    expect(q.allowed).toBe(true);
    expect(q.rebateCents).toBeGreaterThan(0);
    s = payOff(s, q.totalCents, later.date).state;
    s = withEntry(s, writeOffAdjustment(s.entries, later.date));
    // Only the money paid is recovery; the rebate undid the deferral of income never earned.
    const p = writeOffPosition(s.entries);
    expect(p).toMatchObject({ recoveredCents: q.totalCents, owedCents: 0 });
    // Daily rounding can put the straight-line rebate a few centavos past what the write-off reversed:
    // that much was earned and expensed, so its loss is taken back (decision 063's catch-up).
    expect(lossBefore - p.lossCents).toBeGreaterThanOrEqual(0);
    expect(lossBefore - p.lossCents).toBeLessThan(100);
    expect(profit(s.entries) - profitBefore).toBe(-q.totalCents);
    expect(balanceOf(s.entries, 'rebate:interest')).toBe(q.rebateCents);
  });

  it('refuses a loan that owes nothing', () => {
    const s = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const paid = repay(s, totalOwed(s), '2026-01-06').state;
    expect(() => writeOffEntry(paid.entries, '2026-01-06', 'x')).toThrow(LoanRuleError);
  });

  it('the policy writes off at the configured days past due', () => {
    expect(dueForWriteOff(179, 180)).toBe(false);
    expect(dueForWriteOff(180, 180)).toBe(true);
  });
});

const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('cob' as const), days: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('repay' as const), permille: fc.integer({ min: 1, max: 1_000 }) }),
  fc.record({ kind: fc.constant('waive' as const), permille: fc.integer({ min: 1, max: 1_000 }) }),
  fc.record({ kind: fc.constant('payoff' as const) }),
);

describe('write-off properties', () => {
  it('written off and recovered, the ledger balances and the contra nets every receivable to nil', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(FLEX_91, PLUS_180),
        fc.integer({ min: 0, max: 200 }),
        fc.array(stepArb, { maxLength: 15 }),
        (product, daysBefore, steps) => {
          const start = '2026-01-05';
          let { s, date } = daysLater(disburse(product, product.minAmountCents, start, 'new'), start, daysBefore);
          if (totalOwed(s) === 0) return;
          s = withEntry(s, writeOffEntry(s.entries, date, 'property'));
          let collectedAfter = 0;
          for (const step of steps) {
            if (step.kind === 'cob') ({ s, date } = daysLater(s, date, step.days));
            else if (step.kind === 'repay') {
              if (totalOwed(s) === 0) continue;
              const amount = Math.max(1, Math.floor((totalOwed(s) * step.permille) / 1_000));
              s = repay(s, amount, date).state;
              collectedAfter += amount;
              s = withEntry(s, writeOffAdjustment(s.entries, date));
            } else if (step.kind === 'payoff') {
              const q = payoffQuote(s, date);
              if (!q.allowed || q.totalCents === 0) continue;
              s = payOff(s, q.totalCents, date).state;
              collectedAfter += q.totalCents;
              s = withEntry(s, writeOffAdjustment(s.entries, date));
            } else {
              const owed = penaltyOutstanding(s);
              if (owed === 0) continue;
              s = waivePenalty(s, Math.max(1, Math.floor((owed * step.permille) / 1_000)), date, 'p').state;
              s = withEntry(s, writeOffAdjustment(s.entries, date));
            }
            for (const e of s.entries) assertBalanced(e);
            expect(sumAll(s.entries)).toBe(0);
            // writeOffPosition asserts the contra nets each receivable to nil.
            const p = writeOffPosition(s.entries);
            expect(p.lossCents).toBeGreaterThanOrEqual(0);
            expect(p.recoveredCents).toBeGreaterThanOrEqual(0);
            // Recoveries are money received, and nothing else: waivers and rebates are not (decision 085).
            expect(p.recoveredCents).toBe(collectedAfter);
            for (const b of BUCKETS) expect(balanceOf(s.entries, `loss:${b}`)).toBeGreaterThanOrEqual(0);
            for (const b of BUCKETS)
              expect(balanceOf(s.entries, `receivable:${b}`) + balanceOf(s.entries, `written_off:${b}`)).toBe(0);
            // No income is earned on it any more, so unearned income stays reversed.
            expect(balanceOf(s.entries, 'unearned:interest') + balanceOf(s.entries, 'unearned:fee')).toBe(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
