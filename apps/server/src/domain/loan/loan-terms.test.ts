import { describe, expect, it } from 'vitest';
import { FLEX_91, PLUS_180 } from './demo-products.js';
import { loanTerms } from './loan-terms.js';

const text = (p: typeof FLEX_91) =>
  loanTerms(p, { legalName: 'Lendwell Lending Corporation' })
    .flatMap((s) => [s.title, ...s.paragraphs])
    .join('\n');

describe('loan terms from configuration', () => {
  it('states the configured figures of the covered product, and the caps', () => {
    const t = text(FLEX_91);
    expect(t).toContain('₱2,000.00 to ₱10,000.00');
    expect(t).toContain('Term: 91 calendar days, repaid in one payment');
    expect(t).toContain('Interest: 4.00% a month');
    expect(t).toContain('5.00% of the amount borrowed, deducted from the amount you receive');
    expect(t).toContain('₱40.00 for new clients or ₱30.00 for repeat clients');
    expect(t).toContain('3.00% a month for days 1 to 30; 2.00% a month for days 31 to 90; 1.00% a month from day 91');
    expect(t).toContain('never exceed the amount borrowed');
  });

  it("states the loan terms' penalties on the non-covered product, without the covered-loan caps", () => {
    const t = text(PLUS_180);
    expect(t).toContain('₱1,000.00 for new clients or ₱800.00 for repeat clients');
    expect(t).toContain('6 installments every 30 days');
    expect(t).not.toContain('never exceed the amount borrowed');
  });

  it('follows a changed configuration', () => {
    expect(text({ ...FLEX_91, monthlyInterestRateBps: 350 })).toContain('Interest: 3.50% a month');
  });
});
