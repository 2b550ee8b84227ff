// A quote for any amount and number of installments of a product (the host's calc-emi): the
// product's own terms with the installment count replaced, held to the same loan-term and cap
// rules a product must meet. Nothing is created; apply still accepts only the product's own term.
import type { Cents } from '../money.js';
import { checkProductCaps } from './compliance.js';
import { termDaysOf, validateProduct, type Product } from './product.js';
import { checkAmount, quote, type Quote } from './quote.js';
import { installmentTotal } from './schedule.js';

export type EmiQuote = Quote & { emiCents: Cents; offered: boolean };
export type EmiProblem = { field: 'amount' | 'periods'; message: string };

/** The product as it would be with `periods` installments of its own length. */
export const withPeriods = (product: Product, periods: number): Product => ({ ...product, periods });

/**
 * Quotes `principalCents` over `periods` installments as of `today`. Refuses an amount off the
 * product's range or step, and a term the loan terms or the cap policy would not allow.
 */
export function quoteEmi(
  product: Product,
  principalCents: Cents,
  periods: number,
  today: string,
): { ok: true; quote: EmiQuote } | { ok: false; problem: EmiProblem } {
  const amount = checkAmount(product, principalCents);
  if (amount) return { ok: false, problem: amount };
  const variant = withPeriods(product, periods);
  if (periods !== product.periods) {
    const days = termDaysOf(variant);
    const issue = validateProduct(variant).find((i) => i.field === 'periods' || i.field === 'periodDays');
    if (issue)
      return {
        ok: false,
        problem: { field: 'periods', message: `a term of ${days} days is not allowed (91 to 365 days)` },
      };
    const cap = checkProductCaps(variant, today)[0];
    if (cap)
      return { ok: false, problem: { field: 'periods', message: `a term of ${days} days breaks the cap rules` } };
  }
  const q = quote(variant, principalCents, today);
  const first = q.installments[0];
  return {
    ok: true,
    quote: { ...q, emiCents: first ? installmentTotal(first) : 0, offered: periods === product.periods },
  };
}
