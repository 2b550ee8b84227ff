// calc-emi's rule: any amount on the product's steps, any installment count whose term the loan
// terms and caps allow; only the product's own term is offered.
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo-products.js';
import { quoteEmi } from './emi.js';
import { quote } from './quote.js';

const flex = DEMO_PRODUCTS.find((p) => p.code === 'FLEX91')!;

describe('quoteEmi', () => {
  it('matches the quote engine on the product’s own term', () => {
    const r = quoteEmi(flex, 500_000, flex.periods, '2026-01-05');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.quote.offered).toBe(true);
    expect(r.quote.totalRepaymentCents).toBe(quote(flex, 500_000, '2026-01-05').totalRepaymentCents);
    expect(r.quote.emiCents).toBe(r.quote.totalRepaymentCents);
  });

  it('quotes another allowed term without offering it', () => {
    const r = quoteEmi(flex, 500_000, 3, '2026-01-05');
    expect(r).toMatchObject({ ok: true, quote: { periods: 3, termDays: 273, offered: false } });
  });

  it('refuses terms outside 91 to 365 days and amounts off the steps', () => {
    expect(quoteEmi(flex, 500_000, 5, '2026-01-05')).toEqual({
      ok: false,
      problem: { field: 'periods', message: 'a term of 455 days is not allowed (91 to 365 days)' },
    });
    expect(quoteEmi(flex, 500_001, 1, '2026-01-05')).toMatchObject({ ok: false, problem: { field: 'amount' } });
  });
});
