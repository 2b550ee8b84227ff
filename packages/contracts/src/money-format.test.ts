import { describe, expect, it } from 'vitest';
import { bpsToPercentText, centsToPesosText, formatBps, formatMoney, parseBps, parsePesos } from './money-format';

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
    for (const bad of ['', 'abc', '-5', '1.234', '1,23', '12,3456', '1e3', '99999999999999999'])
      expect(parsePesos(bad)).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    for (const cents of [0, 5, 99, 100, 123456, 100000000]) expect(parsePesos(formatMoney(cents))).toBe(cents);
  });
});

describe('parseBps', () => {
  it('reads a percentage as basis points without floating point', () => {
    expect(parseBps('5.5')).toBe(550);
    expect(parseBps('6')).toBe(600);
    expect(parseBps('0.25')).toBe(25);
    expect(parseBps(' 12.05 % ')).toBe(1205);
    // 0.29 * 100 is 28.999… in floating point; the parser never multiplies a float.
    expect(parseBps('0.29')).toBe(29);
    expect(parseBps('0')).toBe(0);
  });

  it('refuses what is not a rate', () => {
    for (const bad of ['', 'abc', '-5', '5.555', '5.', '.5', '1e2', '5,5', '1234567']) expect(parseBps(bad)).toBeNull();
  });

  it('round-trips with the text a form shows', () => {
    for (const bps of [0, 1, 10, 25, 99, 100, 550, 600, 1205, 10000]) expect(parseBps(bpsToPercentText(bps))).toBe(bps);
    expect(bpsToPercentText(550)).toBe('5.5');
    expect(parseBps(formatBps(562))).toBe(562);
  });
});

describe('centsToPesosText', () => {
  it('shows centavos as typed pesos and round-trips with parsePesos', () => {
    expect(centsToPesosText(500000)).toBe('5000');
    expect(centsToPesosText(123450)).toBe('1234.5');
    expect(centsToPesosText(5)).toBe('0.05');
    for (const cents of [0, 5, 10, 99, 100, 123456, 100000000]) expect(parsePesos(centsToPesosText(cents))).toBe(cents);
  });
});
