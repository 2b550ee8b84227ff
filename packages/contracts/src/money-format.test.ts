import { describe, expect, it } from 'vitest';
import { formatMoney, parsePesos } from './money-format';

describe('parsePesos', () => {
  it('reads whole pesos, decimals and grouping without rounding', () => {
    expect(parsePesos('12')).toBe(1200);
    expect(parsePesos('0.1')).toBe(10);
    expect(parsePesos('1,234.56')).toBe(123456);
    expect(parsePesos(' ₱ 45.07 ')).toBe(4507);
    // 0.29 * 100 is 28.999… in floating point; the parser never multiplies a float.
    expect(parsePesos('0.29')).toBe(29);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1,23', '12,3456', '1e3', '99999999999999999']) expect(parsePesos(bad)).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    for (const cents of [0, 5, 99, 100, 123456, 100000000]) expect(parsePesos(formatMoney(cents))).toBe(cents);
  });
});
