import { describe, expect, it } from 'vitest';
import { keepingAmount, promiseStatus } from './promises.js';

describe('promises to pay (decision 127)', () => {
  it('is kept when the amount is paid, broken after the date, open before', () => {
    expect(promiseStatus(100_00, 100_00, '2026-05-01', '2026-05-03')).toBe('kept');
    expect(promiseStatus(100_00, 89_99, '2026-05-01', '2026-05-01')).toBe('open');
    expect(promiseStatus(100_00, 89_99, '2026-05-01', '2026-05-02')).toBe('broken');
  });

  it('is kept by part payments that together reach 90 % of the promise by its date', () => {
    expect(keepingAmount(1_000_00)).toBe(900_00);
    // ₱400 and ₱500 paid on two days before the date: ₱900 of ₱1,000 keeps it.
    expect(promiseStatus(1_000_00, 400_00 + 500_00, '2026-05-10', '2026-05-11')).toBe('kept');
    // One centavo short of 90 % after the date: broken, though most was paid.
    expect(promiseStatus(1_000_00, 899_99, '2026-05-10', '2026-05-11')).toBe('broken');
    // Still before the date, a part payment leaves it open.
    expect(promiseStatus(1_000_00, 500_00, '2026-05-10', '2026-05-10')).toBe('open');
  });

  it('rounds the keeping amount half up, so an odd promise needs its full 90 %', () => {
    expect(keepingAmount(1_05)).toBe(95); // 94.5 centavos rounds up
    expect(promiseStatus(1_05, 94, '2026-05-01', '2026-05-02')).toBe('broken');
    expect(promiseStatus(1_05, 95, '2026-05-01', '2026-05-02')).toBe('kept');
  });
});
