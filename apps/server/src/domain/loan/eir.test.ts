import { describe, expect, it } from 'vitest';
import { effectiveRate } from './eir.js';

describe('effective interest rate', () => {
  it('is zero when nothing is charged', () => {
    expect(effectiveRate(100_000, [{ day: 30, amountCents: 100_000 }]).monthlyBps).toBe(0);
  });
  it('is the simple rate for one 30-day period', () => {
    // 1 000 received, 1 050 repaid after 30 days: 5 % a month.
    expect(effectiveRate(100_000, [{ day: 30, amountCents: 105_000 }]).monthlyBps).toBe(500);
  });
  it('compounds to a yearly figure', () => {
    // 1 % a month compounds to (1.01)^(365/30) − 1 ≈ 12.87 % a year.
    expect(effectiveRate(100_000, [{ day: 30, amountCents: 101_000 }]).yearlyBps).toBe(1287);
  });
});
