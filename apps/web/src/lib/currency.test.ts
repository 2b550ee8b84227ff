import { beforeEach, describe, expect, it } from 'vitest';
import { currencyFlag, money } from './currency';
import { captureLaunchParams } from './session-params';

describe('currencyFlag', () => {
  beforeEach(() => sessionStorage.clear());

  it("takes the page's real over the brand's", () => {
    expect(currencyFlag('1', 0)).toBe(1);
    expect(currencyFlag('0', 1)).toBe(0);
  });

  it("falls back to the brand's when the page has none or a malformed one", () => {
    expect(currencyFlag(undefined, 1)).toBe(1);
    expect(currencyFlag('yes', 0)).toBe(0);
  });

  it('formats with the symbol of the address (₹ for real=1, ₱ otherwise)', () => {
    window.history.replaceState(null, '', '/repay?orderId=1&real=1');
    captureLaunchParams();
    expect(money(123456)).toBe('₹1,234.56');
    window.history.replaceState(null, '', '/repay?orderId=1&real=0');
    expect(money(123456)).toBe('₱1,234.56');
  });
});
