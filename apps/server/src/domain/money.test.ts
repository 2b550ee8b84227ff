import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBps,
  bps,
  cents,
  divRoundHalfUp,
  MoneyInvariantError,
  roundHalfUp,
  splitEvenly,
  sum,
  type Bps,
  type Cents,
} from './money.js';

describe('money', () => {
  it('rounds half up, symmetric for negatives', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(roundHalfUp(100_000, 91 * 400, 30 * 10_000)).toBe(12_133);
    expect(applyBps(199, 50)).toBe(1);
  });
  it('splits evenly without losing a centavo', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 60 }), (total, parts) => {
        const split = splitEvenly(total, parts);
        return sum(split) === total && Math.max(...split) - Math.min(...split) <= 1;
      }),
    );
  });
  it('refuses fractional centavos', () => {
    expect(() => splitEvenly(10.5, 2)).toThrow(/whole centavos/);
  });
});

describe('Cents and Bps', () => {
  it('are built by checked constructors that refuse a fraction or an unsafe integer', () => {
    expect(cents(-150)).toBe(-150);
    expect(bps(250)).toBe(250);
    expect(() => cents(1.5)).toThrow(MoneyInvariantError);
    expect(() => cents(Number.MAX_SAFE_INTEGER + 1)).toThrow(MoneyInvariantError);
    expect(() => bps(12.5, 'monthlyInterestRateBps')).toThrow('monthlyInterestRateBps must be whole basis points');
  });

  it('do not mix: an amount is not a rate and a rate is not an amount (checked by the typecheck)', () => {
    const amount: Cents = cents(10_000);
    const rate: Bps = bps(300);
    // @ts-expect-error a rate passed where an amount is expected
    const wrongAmount: Cents = rate;
    // @ts-expect-error an amount passed where a rate is expected
    expect(applyBps(amount, amount)).toBe(10_000);
    expect(wrongAmount).toBe(300);
    expect(applyBps(amount, rate)).toBe(300);
  });
});
