import { describe, expect, it } from 'vitest';
import { contactAllowance, nextAction, promiseStanding, promiseText, shortDay } from './worklist.js';

describe('worklist rows in words (decision 127)', () => {
  it('allows a contact within the hours and under the cap, and says why not otherwise', () => {
    expect(contactAllowance('within_hours', 0, 3)).toEqual({ allowed: true, reason: null });
    expect(contactAllowance('written_consent', 2, 3).allowed).toBe(true);
    expect(contactAllowance(null, 0, 3)).toEqual({
      allowed: false,
      reason: expect.stringMatching(/6:00 AM to 10:00 PM/),
    });
    expect(contactAllowance('within_hours', 3, 3)).toEqual({
      allowed: false,
      reason: 'Already contacted 3 times today; the daily limit is 3.',
    });
    expect(contactAllowance('within_hours', 1, 1).reason).toBe('Already contacted 1 time today; the daily limit is 1.');
  });

  it('holds routine contact while a promise runs and puts a broken one first', () => {
    const open = { status: 'open' as const, promisedOn: '2026-12-03', amountCents: 1_500_00 };
    expect(shortDay('2026-12-03')).toBe('3 Dec');
    expect(promiseText(open)).toBe('Promise open until 3 Dec: ₱1,500.00');
    expect(promiseStanding(open, '2026-12-01')).toBe('open');
    expect(nextAction(open, '2026-12-01', null)).toBe('Wait for the payment; no routine contact until 3 Dec.');
    const keptEarly = { ...open, status: 'kept' as const };
    expect(promiseStanding(keptEarly, '2026-12-02')).toBe('open');
    expect(promiseStanding(keptEarly, '2026-12-04')).toBe('kept');
    const broken = { ...open, status: 'broken' as const };
    expect(promiseStanding(broken, '2026-12-04')).toBe('broken');
    expect(promiseText(broken)).toBe('Promise broken: ₱1,500.00 was due 3 Dec');
    expect(nextAction(broken, '2026-12-04', null)).toMatch(/broken promise of ₱1,500.00 due 3 Dec/);
    expect(nextAction(null, '2026-12-04', 'no_answer')).toMatch(/not answered/);
    expect(nextAction(null, '2026-12-04', null)).toBe('Call and ask for a promise to pay.');
  });
});
