import { describe, expect, it } from 'vitest';
import { describeWait, lockSeconds, STAFF_LOGIN_THROTTLE } from './login-throttle.js';

describe('login throttle rules', () => {
  it('doubles each lock up to the ceiling', () => {
    const p = STAFF_LOGIN_THROTTLE.accountAndAddress;
    expect([0, 1, 2, 3, 6, 7, 40].map((n) => lockSeconds(p, n))).toEqual([60, 120, 240, 480, 3600, 3600, 3600]);
    expect(lockSeconds(STAFF_LOGIN_THROTTLE.account, 5)).toBe(900);
    expect(() => lockSeconds(p, -1)).toThrow(RangeError);
  });

  it('the account-wide lock is shorter and later than the per-address one', () => {
    const { account, accountAndAddress } = STAFF_LOGIN_THROTTLE;
    expect(account.attempts).toBeGreaterThan(accountAndAddress.attempts);
    expect(account.maxLockSeconds).toBeLessThan(accountAndAddress.maxLockSeconds);
  });

  it('says waits in words', () => {
    expect([5, 60, 61, 3600, 5400].map(describeWait)).toEqual([
      '5 seconds',
      '1 minute',
      '2 minutes',
      '1 hour',
      '2 hours',
    ]);
  });
});
