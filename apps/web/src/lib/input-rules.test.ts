import { describe, expect, it } from 'vitest';
import { digitsOnly, formatBankCard, formatPhone, parseMoneyToCents, sanitizeMoneyInput } from './input-rules';

describe('input rules', () => {
  it('keeps digits only, up to a limit', () => {
    expect(digitsOnly('09a17-12 3', 5)).toBe('09171');
  });
  it('shows phones 3-4-4 and stops at 11 digits', () => {
    expect(formatPhone('091712345678999')).toBe('091 7123 4567');
    expect(formatPhone('0917')).toBe('091 7');
  });
  it('groups bank cards by four', () => {
    expect(formatBankCard('1234567890123')).toBe('1234 5678 9012 3');
  });
  it('money keyboard: one point, two decimals, max length', () => {
    expect(sanitizeMoneyInput('12.345')).toBe('12.34');
    expect(sanitizeMoneyInput('1.2.3')).toBe('1.23');
    expect(sanitizeMoneyInput('.5')).toBe('0.5');
    expect(sanitizeMoneyInput('007')).toBe('7');
    expect(sanitizeMoneyInput('123456', 4)).toBe('1234');
  });
  it('parses typed money into centavos exactly', () => {
    expect(parseMoneyToCents('1234.5')).toBe(123450);
    expect(parseMoneyToCents('0.29')).toBe(29);
    expect(parseMoneyToCents('')).toBeNull();
  });
});
