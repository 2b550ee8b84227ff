import { describe, expect, it } from 'vitest';
import { choicesWithinLimit } from './amount-choices';

const steps = [100_000, 200_000, 300_000, 500_000, 1_000_000];

describe('the amount slider stops at the borrower limit', () => {
  it('offers the steps up to a ₱5,000 limit, not the product ₱10,000', () => {
    expect(choicesWithinLimit(steps, 500_000)).toEqual([100_000, 200_000, 300_000, 500_000]);
    expect(Math.max(...choicesWithinLimit(steps, 450_000))).toBe(300_000);
  });

  it('offers every step while the limit is unknown', () => {
    expect(choicesWithinLimit(steps, null)).toEqual(steps);
    expect(choicesWithinLimit(steps, undefined)).toEqual(steps);
  });

  it('keeps the smallest step when the limit is below all of them', () => {
    expect(choicesWithinLimit(steps, 50_000)).toEqual([100_000]);
  });
});
