import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { totalCostCeiling } from './compliance.js';
import { FLEX_91, PLUS_180 } from './demo-products.js';
import {
  applyPlan,
  fallBack,
  PLAN_RULES,
  planBroken,
  planOffer,
  planRefusal,
  settle,
  settlementDiscount,
} from './hardship-plans.js';
import { assertBalanced, outstandingByBucket } from './ledger.js';
import { closeDays, costSoFar, disburse, type LoanRuleError, OrderStatus, repay, statusOn, totalOwed } from './loan.js';
import { installmentTotal } from './schedule.js';

/** Flex 91 of PHP 5,000 from 2026-01-05, due 2026-04-06, closed through 2026-04-16: ten days overdue. */
function overdueFlex() {
  return closeDays(disburse(FLEX_91, 500_000, '2026-01-05', 'new'), '2026-01-05', '2026-04-16').state;
}
const TODAY = '2026-04-16';

describe('planOffer', () => {
  it('a payment plan spreads what is behind over new installments and adds no charge', () => {
    const state = overdueFlex();
    expect(state.status).toBe(OrderStatus.overdue);
    const offer = planOffer(state, TODAY, { kind: 'payment_plan', firstDueOn: '2026-04-20', installmentCount: 3 });
    expect(offer.installments.map((i) => i.dueOn)).toEqual(['2026-04-20', '2026-05-05', '2026-05-20']);
    expect(offer.installments.map((i) => i.seq)).toEqual([2, 3, 4]);
    expect(offer.newChargesCents).toBe(0);
    expect(offer.totalToPayCents).toBe(totalOwed(state));
    const scheduled = offer.installments.reduce((n, i) => n + installmentTotal(i), 0);
    expect(scheduled + offer.loanChargesCents).toBe(offer.owedCents);
  });

  it('a restructure extends the term with interest within the lifetime cap', () => {
    const state = overdueFlex();
    const offer = planOffer(state, TODAY, { kind: 'restructure', firstDueOn: '2026-05-01', installmentCount: 3 });
    expect(offer.installments.at(-1)!.dueOn).toBe('2026-06-30');
    expect(offer.newChargesCents).toBeGreaterThan(0);
    expect(costSoFar(state) + offer.newChargesCents).toBeLessThanOrEqual(totalCostCeiling(500_000));
    expect(offer.totalToPayCents).toBe(offer.owedCents + offer.newChargesCents);
  });

  it('a settlement waives the late charges for payment by a date within 14 days', () => {
    const state = overdueFlex();
    const offer = planOffer(state, TODAY, { kind: 'settlement', firstDueOn: '2026-04-25', installmentCount: 1 });
    const owed = outstandingByBucket(state.entries);
    expect(offer.discountCents).toBe(owed.penalty + owed.overdue_interest);
    expect(offer.totalToPayCents).toBe(offer.owedCents - offer.discountCents);
    expect(() =>
      planOffer(state, TODAY, { kind: 'settlement', firstDueOn: addDays(TODAY, 15), installmentCount: 1 }),
    ).toThrow(/from tomorrow to 14 days/);
  });

  it('refuses a loan that is not behind, a past date and too many payments, naming the field', () => {
    const fresh = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    expect(planRefusal(fresh, '2026-01-10')).toMatch(/due or overdue/);
    const state = overdueFlex();
    const bad = (firstDueOn: string, installmentCount: number) => {
      try {
        planOffer(state, TODAY, { kind: 'payment_plan', firstDueOn, installmentCount });
      } catch (error) {
        return (error as LoanRuleError).rule;
      }
      return null;
    };
    expect(bad(TODAY, 3)).toBe('firstDueOn');
    expect(bad('2026-04-20', PLAN_RULES.maxInstallments + 1)).toBe('installmentCount');
  });

  it('keeps the installments not yet due of a longer loan, in date order', () => {
    const state = closeDays(disburse(PLUS_180, 1_200_000, '2026-01-05', 'new'), '2026-01-05', '2026-02-10').state;
    const offer = planOffer(state, '2026-02-10', {
      kind: 'payment_plan',
      firstDueOn: '2026-02-20',
      installmentCount: 2,
    });
    // Installment 1 (due 2026-02-04) is spread over two; installments 2..6 keep their dates.
    expect(offer.installments).toHaveLength(7);
    const dates = offer.installments.map((i) => i.dueOn);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('applyPlan, settle and the fallback', () => {
  it('a plan in force moves the receivables in one balanced entry and the loan is no longer overdue', () => {
    const state = overdueFlex();
    const offer = planOffer(state, TODAY, { kind: 'restructure', firstDueOn: '2026-05-01', installmentCount: 3 });
    const { state: next, entries } = applyPlan(state, offer, TODAY);
    expect(entries).toHaveLength(1);
    assertBalanced(entries[0]!);
    expect(totalOwed(next)).toBe(offer.totalToPayCents);
    expect(next.status).toBe(OrderStatus.repaying);
    expect(next.installments).toEqual(offer.installments);
  });

  it('refuses an offer the loan has moved away from', () => {
    const state = overdueFlex();
    const offer = planOffer(state, TODAY, { kind: 'payment_plan', firstDueOn: '2026-04-20', installmentCount: 2 });
    const paid = repay(state, 100_000, TODAY).state;
    expect(() => applyPlan(paid, offer, TODAY)).toThrow(/changed since this offer/);
  });

  it('a settlement paid in full by its date waives the discount and settles the loan; late or short it does not', () => {
    const state = overdueFlex();
    const offer = planOffer(state, TODAY, { kind: 'settlement', firstDueOn: '2026-04-25', installmentCount: 1 });
    expect(settle(state, offer, offer.totalToPayCents - 1, TODAY)).toBeNull();
    expect(settle(state, offer, offer.totalToPayCents, '2026-04-26')).toBeNull();
    // Late charges keep running until the payment; the discount takes them too.
    const later = closeDays(state, TODAY, '2026-04-20').state;
    const done = settle(later, offer, offer.totalToPayCents, '2026-04-20')!;
    expect(done.state.status).toBe(OrderStatus.settled);
    for (const e of done.entries) assertBalanced(e);
    expect(settlementDiscount(later, '2026-04-25')).toBeGreaterThan(offer.discountCents);
    // Nothing is charged after the payment in full.
    expect(closeDays(done.state, '2026-04-20', '2026-06-30').entries).toEqual([]);
  });

  it('a plan installment unpaid ten days after its date breaks the plan; the rest falls due', () => {
    const state = overdueFlex();
    const offer = planOffer(state, TODAY, { kind: 'payment_plan', firstDueOn: '2026-04-20', installmentCount: 3 });
    const inForce = applyPlan(state, offer, TODAY).state;
    const seqs = offer.installments.map((i) => i.seq);
    expect(planBroken(inForce, seqs, '2026-04-29')).toBe(false);
    expect(planBroken(inForce, seqs, '2026-04-30')).toBe(true);
    const fallen = fallBack(inForce, '2026-04-30');
    expect(fallen.installments.every((i) => i.dueOn <= '2026-04-30')).toBe(true);
    expect(statusOn(fallen, '2026-05-01').status).toBe(OrderStatus.overdue);
  });
});
