import { describe, expect, it } from 'vitest';
import { offersFor } from './offers.js';

const product = (id: number, minAmountCents: number, maxAmountCents: number) => ({
  id,
  config: { minAmountCents, maxAmountCents },
});
const FLEX = product(1, 100_000, 1_000_000);
const PLUS = product(2, 600_000, 2_500_000);

describe('what the products offer a borrower', () => {
  it('caps every range at the limit and leaves out a product whose least amount is above it', () => {
    expect(offersFor([FLEX, PLUS], { kind: 'free', limitCents: 500_000 })).toEqual([
      { product: FLEX, minCents: 100_000, maxCents: 500_000, state: 'apply' },
    ]);
    // At exactly the least amount the product is still offered, with a range of one amount.
    expect(offersFor([PLUS], { kind: 'free', limitCents: 600_000 })).toEqual([
      { product: PLUS, minCents: 600_000, maxCents: 600_000, state: 'apply' },
    ]);
  });

  it('offers the products’ own ranges when no limit is known yet', () => {
    expect(offersFor([FLEX, PLUS], { kind: 'free', limitCents: null }).map((o) => [o.minCents, o.maxCents])).toEqual([
      [100_000, 1_000_000],
      [100_000 * 6, 2_500_000],
    ]);
  });

  it('offers nothing to a borrower who must wait', () => {
    expect(offersFor([FLEX, PLUS], { kind: 'waiting', reapplyOn: '2027-01-28' })).toEqual([]);
  });

  it('with a loan open, shows the products up to the limit and offers none to apply for', () => {
    expect(offersFor([FLEX, PLUS], { kind: 'loanOpen', productId: 2, limitCents: null }).map((o) => o.state)).toEqual([
      'repayFirst',
      'inProgress',
    ]);
    expect(offersFor([FLEX, PLUS], { kind: 'loanOpen', productId: 1, limitCents: 500_000 })).toEqual([
      { product: FLEX, minCents: 100_000, maxCents: 500_000, state: 'inProgress' },
    ]);
  });
});
