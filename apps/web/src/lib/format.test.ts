import { describe, expect, it } from 'vitest';
import { currencySymbol, formatCents, formatDate, formatMoney } from './format';

describe('money formatting', () => {
  it('divides centavos by 100 with two decimals and groups thousands', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456789)).toBe('1,234,567.89');
    expect(formatCents(-1050)).toBe('-10.50');
  });
  it('stays exact beyond float precision', () => {
    expect(formatCents(9007199254740993n)).toBe('90,071,992,547,409.93');
  });
  it('uses the peso unless real equals 1', () => {
    expect(currencySymbol(1)).toBe('₹');
    expect(currencySymbol('1')).toBe('₹');
    expect(currencySymbol(0)).toBe('₱');
    expect(formatMoney(250000)).toBe('₱2,500.00');
    expect(formatMoney(-99, 1)).toBe('-₹0.99');
  });
});

describe('date formatting', () => {
  it('shows Manila dates, optionally with time', () => {
    expect(formatDate('2026-11-21T16:30:05Z')).toBe('2026-11-22');
    expect(formatDate('2026-11-21T16:30:05Z', true)).toBe('2026-11-22 00:30:05');
    expect(formatDate('2026-12-01')).toBe('2026-12-01');
    expect(formatDate('not a date')).toBe('');
  });
});
