import { describe, expect, it } from 'vitest';
import { checkDailyLimit, checkNewAccountHold } from './limits.js';

describe('daily payout limit', () => {
  it('allows up to the limit exactly and refuses in words beyond it', () => {
    expect(checkDailyLimit({ dailyLimitCents: null, committedCents: 9e9, amountCents: 100 })).toEqual({ ok: true });
    expect(checkDailyLimit({ dailyLimitCents: 1_000_000, committedCents: 525_000, amountCents: 475_000 }).ok).toBe(
      true,
    );
    const refused = checkDailyLimit({ dailyLimitCents: 1_000_000, committedCents: 525_001, amountCents: 475_000 });
    expect(refused).toEqual({
      ok: false,
      reason: expect.stringContaining("today's payout limit of ₱10,000.00 would be exceeded: ₱5,250.01"),
    });
    expect(!refused.ok && refused.reason).toContain('₱4,749.99 is left');
  });
});

describe('hold on a newly changed account', () => {
  const boundAt = new Date('2026-11-22T00:00:00Z');
  const base = { replacedAnother: true, boundAt, holdHours: 24, released: false, paidBefore: false };
  it('holds the first payout to a replacement account for the configured hours', () => {
    const held = checkNewAccountHold({ ...base, now: new Date('2026-11-22T23:59:00Z') });
    expect(held.ok).toBe(false);
    expect(held.until?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(!held.ok && held.reason).toMatch(/changed less than 24 hours ago.*held until 2026-11-23 08:00 Manila time/);
    expect(checkNewAccountHold({ ...base, now: new Date('2026-11-23T00:00:00Z') }).ok).toBe(true);
  });
  it('does not hold a first account, a released hold, a paid account or a zero-hour setting', () => {
    const now = new Date('2026-11-22T01:00:00Z');
    expect(checkNewAccountHold({ ...base, now, replacedAnother: false }).ok).toBe(true);
    expect(checkNewAccountHold({ ...base, now, released: true }).ok).toBe(true);
    expect(checkNewAccountHold({ ...base, now, paidBefore: true }).ok).toBe(true);
    expect(checkNewAccountHold({ ...base, now, holdHours: 0 }).ok).toBe(true);
  });
});
