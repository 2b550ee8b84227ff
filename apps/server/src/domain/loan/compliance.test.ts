import { describe, expect, it } from 'vitest';
import { checkProductCaps, isCovered, lateChargeCeiling } from './compliance.js';
import { FLEX_91, PLUS_180 } from './demo-products.js';
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

  it('tells staff the figures in pesos and percent, never centavos or basis points (issue 14)', () => {
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
