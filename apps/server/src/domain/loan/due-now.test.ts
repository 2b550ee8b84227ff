// What is due now, by bucket, and the installment schedule (decision 050): the repayment page's
// header and rows come from one rule, and each installment shows its own state.
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { FLEX_91, PLUS_180 } from './demo-products.js';
import { BUCKETS } from './product.js';
import { amountDueNow, amountDueNowByBucket, closeOfBusiness, disburse, installmentSchedule, repay } from './loan.js';

const sum = (r: Record<string, number>) => BUCKETS.reduce((n, b) => n + (r[b] ?? 0), 0);

describe('amountDueNowByBucket', () => {
  const plus = disburse(PLUS_180, 1_000_000, '2026-01-05', 'new');

  it('Plus 180 before the first date: the rows add up to the first installment, not the whole loan', () => {
    const today = '2026-01-10';
    const rows = amountDueNowByBucket(plus, today);
    const first = plus.installments[0]!;
    expect(sum(rows)).toBe(amountDueNow(plus, today).cents);
    expect(rows.principal).toBe(first.principalCents);
    expect(rows.interest).toBe(first.interestCents);
    expect(rows.principal).toBeLessThan(1_000_000);
  });

  it('adds the late charges of the loan to the installments past due', () => {
    let s = plus;
    const firstDue = plus.installments[0]!.dueOn;
    for (let d = addDays(firstDue, 1); d <= addDays(firstDue, 3); d = addDays(d, 1)) s = closeOfBusiness(s, d).state;
    const today = addDays(firstDue, 3);
    const rows = amountDueNowByBucket(s, today);
    expect(rows.penalty).toBeGreaterThan(0);
    expect(sum(rows)).toBe(amountDueNow(s, today).cents);
  });

  it('Flex 91 (one installment): the rows are the whole loan', () => {
    const flex = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    expect(sum(amountDueNowByBucket(flex, '2026-02-01'))).toBe(560_667);
  });
});

describe('installmentSchedule', () => {
  const plus = disburse(PLUS_180, 1_000_000, '2026-01-05', 'new');

  it('lists every installment: the next one due, the rest upcoming', () => {
    const rows = installmentSchedule(plus, '2026-01-10');
    expect(rows).toHaveLength(plus.installments.length);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]!.progress).toBe('due');
    expect(rows.slice(1).every((r) => r.progress === 'upcoming')).toBe(true);
    expect(rows.reduce((n, r) => n + r.owedCents, 0)).toBe(rows.reduce((n, r) => n + r.amountCents, 0));
  });

  it('marks a paid installment paid and one past its date overdue', () => {
    const first = plus.installments[0]!;
    const paid = repay(plus, first.principalCents + first.interestCents + first.feeCents, first.dueOn).state;
    const afterSecond = addDays(plus.installments[1]!.dueOn, 2);
    const rows = installmentSchedule(paid, afterSecond);
    expect(rows[0]!.progress).toBe('paid');
    expect(rows[0]!.owedCents).toBe(0);
    expect(rows[1]!.progress).toBe('overdue');
  });
});
