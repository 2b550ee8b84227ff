import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { checkProductCaps, isCovered, lateChargeCeiling, rolloverTotalCostRefusal } from './compliance.js';
import { FLEX_91, PLUS_180 } from './demo-products.js';
import { chargedByBucket } from './ledger.js';
import { disburse, rollOver, rolloverQuote } from './loan.js';
import { validateProduct } from './product.js';

describe('cap policy for covered loans', () => {
  it('accepts the demo products', () => {
    expect(validateProduct(FLEX_91)).toEqual([]);
    expect(checkProductCaps(FLEX_91)).toEqual([]);
    expect(checkProductCaps(PLUS_180)).toEqual([]);
  });

  it('covers loans up to PHP 10,000 and four months only', () => {
    expect(isCovered(1_000_000, 124)).toBe(true);
    expect(isCovered(1_000_001, 91)).toBe(false);
    expect(isCovered(500_000, 180)).toBe(false);
  });

  it('names the rule a product breaks', () => {
    const greedy = { ...FLEX_91, monthlyInterestRateBps: 700, serviceFeeBps: 2_000, defaultPenaltyNewCents: 100_000 };
    const rules = checkProductCaps(greedy).map((v) => [v.rule, v.field]);
    expect(rules).toEqual(
      expect.arrayContaining([
        ['nominal-interest', 'monthlyInterestRateBps'],
        ['effective-interest', 'serviceFeeBps'],
        ['late-penalty', 'defaultPenaltyNewCents'],
      ]),
    );
    expect(checkProductCaps(greedy)[0]!.message).toMatch(/6% a month/);
  });

  it('tells staff the figures in pesos and percent, never centavos or basis points', () => {
    const greedy = {
      ...FLEX_91,
      monthlyInterestRateBps: 700,
      serviceFeeBps: 2_000,
      defaultPenaltyNewCents: 100_000,
      overdueTiers: [...FLEX_91.overdueTiers, { ...FLEX_91.overdueTiers[0]!, monthlyRateBps: 650 }],
    };
    const messages = checkProductCaps(greedy).map((v) => v.message);
    expect(messages).toContainEqual(expect.stringMatching(/: this product charges 7\.00% a month$/));
    expect(messages).toContainEqual(expect.stringMatching(/: a loan of ₱[\d,]+\.\d\d would cost \d+\.\d\d% a month$/));
    expect(messages).toContainEqual(
      expect.stringMatching(
        /: the ₱1,000\.00 penalty plus the first month's overdue interest is more than 5% of the ₱[\d,]+\.\d\d due$/,
      ),
    );
    expect(messages).toContainEqual(expect.stringMatching(/: overdue tier \d charges 6\.50% a month$/));
    for (const m of messages) expect(m).not.toMatch(/bps|centavos|\d{5}/);
  });

  it('does not apply to a product whose loans are never covered', () => {
    expect(checkProductCaps({ ...PLUS_180, monthlyInterestRateBps: 900 })).toEqual([]);
    expect(checkProductCaps({ ...FLEX_91, capPolicy: false, monthlyInterestRateBps: 900 })).toEqual([]);
  });

  it('lets late charges grow by 5 % of the amount due per started month', () => {
    expect(lateChargeCeiling(100_000, 1)).toBe(5_000);
    expect(lateChargeCeiling(100_000, 30)).toBe(5_000);
    expect(lateChargeCeiling(100_000, 31)).toBe(10_000);
  });

  it('refuses a term outside the loan terms (91 to 365 days)', () => {
    expect(validateProduct({ ...FLEX_91, periodDays: 60 }).map((i) => i.field)).toContain('periodDays');
  });
});

describe('the rollover caps (SEC MC 14 s.2025, decision 117)', () => {
  it('refuses at save a rollover fee that breaks the nominal monthly cap for its extension period', () => {
    // 100 % for 91 days is about 33 % a month: the issue's example of what was accepted at save.
    const whole = checkProductCaps({ ...FLEX_91, rolloverFeeBps: 10_000 });
    expect(whole.map((v) => [v.rule, v.field])).toEqual(
      expect.arrayContaining([
        ['nominal-interest', 'rolloverFeeBps'],
        ['effective-interest', 'rolloverFeeBps'],
      ]),
    );
    expect(whole.find((v) => v.field === 'rolloverFeeBps')!.message).toMatch(
      /6% a month .*: a rollover fee of 100\.00% for an extension of 91 days is 32\.97% a month$/,
    );
    // 18.20 % for 91 days is exactly 6 % a month: the most the nominal cap allows.
    expect(checkProductCaps({ ...FLEX_91, rolloverFeeBps: 1_820 })).toEqual([]);
    expect(checkProductCaps({ ...FLEX_91, rolloverFeeBps: 1_821 }).map((v) => v.field)).toEqual(['rolloverFeeBps']);
  });

  it('refuses at save a rollover fee whose effective monthly rate breaks the cap on a short extension', () => {
    // Monthly periods on a covered term: 6 % is within the nominal cap, and as a fee paid upfront it costs about 6.2 % effective.
    const monthly = { ...FLEX_91, periods: 3, periodDays: 31, monthlyInterestRateBps: 300, serviceFeeBps: 0 };
    const feeRules = (fee: number) =>
      checkProductCaps({ ...monthly, rolloverFeeBps: fee }).filter((v) => v.field === 'rolloverFeeBps');
    expect(feeRules(600)).toEqual([]);
    const steep = feeRules(1_300);
    expect(steep.map((v) => v.rule)).toEqual(['nominal-interest', 'effective-interest']);
    expect(steep[1]!.message).toMatch(
      /12% a month .*: a rollover fee of 13\.00% for an extension of 31 days would cost/,
    );
    for (const v of steep) expect(v.message).not.toMatch(/bps|centavos/);
  });

  it('leaves a product whose loans are never covered to its own terms', () => {
    expect(checkProductCaps({ ...PLUS_180, rolloverFeeBps: 10_000 })).toEqual([]);
  });

  it('refuses the rollover that would take lifetime charges past 100 % of the principal, with a sentence', () => {
    const principal = 500_000;
    let s = disburse(FLEX_91, principal, '2026-01-01', 'new');
    let date = '2026-01-01';
    let rollovers = 0;
    for (;;) {
      date = addDays(date, 10);
      const q = rolloverQuote(s, date);
      if (!q.allowed) {
        expect(q.reason).toMatch(
          /^This loan cannot be extended: with the ₱600\.00 extension fee, its charges would come to ₱[\d,]+\.\d\d, more than the ₱5,000\.00 borrowed \(total cost must not exceed 100% of the principal/,
        );
        expect(() => rollOver(s, q.amountCents, date)).toThrow(q.reason!);
        break;
      }
      s = rollOver(s, q.amountCents, date).state;
      rollovers += 1;
    }
    // Interest ₱606.67 and the ₱250 upfront fee, then ₱600 a rollover: six fit under ₱5,000, the seventh does not.
    expect(rollovers).toBe(6);
    const charged = chargedByBucket(s.entries);
    expect(charged.interest + charged.fee + 25_000).toBeLessThanOrEqual(principal);
  });

  it('states the refusal only when the ceiling is passed, not reached', () => {
    expect(rolloverTotalCostRefusal(100_000, 90_000, 10_000)).toBeNull();
    expect(rolloverTotalCostRefusal(100_000, 90_000, 10_001)).toMatch(/₱1,000\.00 borrowed/);
  });
});
