import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBps, divRoundHalfUp, roundHalfUp, splitEvenly, sum } from './money.js';

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
