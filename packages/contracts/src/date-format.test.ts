import { describe, expect, it } from 'vitest';
import { describeUntil, formatManilaTime } from './date-format.js';

describe('formatManilaTime', () => {
  it('reads the instant on Manila’s clock (UTC+8), not UTC', () => {
    expect(formatManilaTime(new Date('2026-11-23T02:05:00Z'))).toBe('10:05');
    expect(formatManilaTime('2026-11-23T16:30:00Z')).toBe('00:30');
    expect(formatManilaTime('not a date')).toBe('');
  });
});

describe('describeUntil', () => {
  const now = new Date('2026-11-23T02:00:00Z');
  const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('says a short wait in seconds', () => {
    expect(describeUntil(after(42), now)).toBe('in 42 seconds');
  });

  it('says minutes and the Manila time, never a UTC timestamp', () => {
    expect(describeUntil(after(15 * 60), now)).toBe('in 15 minutes (at 10:15 Manila time)');
    expect(describeUntil(after(61), now)).toBe('in 2 minutes (at 10:01 Manila time)');
    expect(describeUntil(after(60), now)).toBe('in 1 minute (at 10:01 Manila time)');
    expect(describeUntil(after(15 * 60), now)).not.toMatch(/Z|UTC|T\d/);
  });

  it('names the Manila date when the wait ends on another day', () => {
    const late = new Date('2026-11-23T15:30:00Z'); // 23:30 in Manila
    expect(describeUntil(new Date('2026-11-23T17:00:00Z'), late)).toBe('in 2 hours (at 2026-11-24 01:00 Manila time)');
  });
});
