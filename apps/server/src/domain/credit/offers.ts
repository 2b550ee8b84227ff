// What the lender's products offer one borrower right now (decisions 130 and 142): the one rule behind the
// order page's other loans, the joint-login market and the host's home list. Pure: the route reads the
// borrower's standing (an open loan, a wait after a decline or a rejection, their limit) and presents the result.

/** Where the borrower stands, in the order the rule asks: an open loan first, then a wait, then the limit. */
export type Standing =
  /**
   * A loan is in progress, of this product when the caller knows it: one loan at a time (decision 050). The
   * limit, when the caller asked it, still caps what the greyed products show.
   */
  | { kind: 'loanOpen'; productId: number | null; limitCents: number | null }
  /** Declined or rejected, and the date they may apply again is still ahead (decision 138). */
  | { kind: 'waiting'; reapplyOn: string }
  /** Free to apply; `limitCents` is null when the engine cannot tell a limit yet (profile not complete). */
  | { kind: 'free'; limitCents: number | null };

type Offerable = { id: number; config: { minAmountCents: number; maxAmountCents: number } };

export type Offer<P extends Offerable> = {
  product: P;
  /** The range the borrower is offered: the product's least amount up to its most, capped at their limit. */
  minCents: number;
  maxCents: number;
  /** 'apply' is an offer; the others show the product greyed with why (the spec's flag 0). */
  state: 'apply' | 'inProgress' | 'repayFirst';
};

/**
 * The products offered to a borrower, in the products' order.
 * - With a loan open, the same products and ranges, none to apply for (the open one reads "in progress").
 * - While they must wait, nothing: a list of loans they cannot take is no offer, and every screen that shows the
 *   list says from when they may apply again instead (decision 142).
 * - Otherwise each product up to the limit; a product whose least amount is above the limit is left out (with no
 *   limit known, the products' own ranges).
 * Invariant: an offer's `maxCents` never exceeds the limit when there is one, and `minCents <= maxCents`.
 */
export function offersFor<P extends Offerable>(products: readonly P[], standing: Standing): Offer<P>[] {
  if (standing.kind === 'waiting') return [];
  const limit = standing.limitCents ?? Infinity;
  return products
    .filter((product) => product.config.minAmountCents <= limit)
    .map((product) => ({
      product,
      minCents: product.config.minAmountCents,
      maxCents: Math.min(product.config.maxAmountCents, limit),
      state: standing.kind === 'free' ? 'apply' : product.id === standing.productId ? 'inProgress' : 'repayFirst',
    }));
}
