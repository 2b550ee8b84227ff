import { describe, expect, it } from 'vitest';
import { businessDate, calendarDateIn, isIsoDate } from './business-date.js';

describe('business date', () => {
  it('uses Manila time, which is UTC+8', () => {
    // 16:30 UTC on the 21st is already 00:30 on the 22nd in Manila.
    expect(calendarDateIn(new Date('2026-11-21T16:30:00Z'), 'Asia/Manila')).toBe('2026-11-22');
    expect(calendarDateIn(new Date('2026-11-21T15:59:59Z'), 'Asia/Manila')).toBe('2026-11-21');
  });
  it('keeps each time zone apart when formatters are reused (decision 096)', () => {
    const instant = new Date('2026-11-21T20:00:00Z');
    for (let i = 0; i < 3; i++) {
      expect(calendarDateIn(instant, 'Asia/Manila')).toBe('2026-11-22');
      expect(calendarDateIn(instant, 'America/Los_Angeles')).toBe('2026-11-21');
      expect(calendarDateIn(instant, 'UTC')).toBe('2026-11-21');
    }
    // The date kept for a second is never carried into the next one, across Manila's midnight (16:00 UTC) and
    // across a midnight in a zone with daylight saving time (Los Angeles, UTC-7 in June).
    expect(calendarDateIn(new Date('2026-11-21T15:59:59.000Z'), 'Asia/Manila')).toBe('2026-11-21');
    expect(calendarDateIn(new Date('2026-11-21T15:59:59.999Z'), 'Asia/Manila')).toBe('2026-11-21');
    expect(calendarDateIn(new Date('2026-11-21T16:00:00.000Z'), 'Asia/Manila')).toBe('2026-11-22');
    expect(calendarDateIn(new Date('2026-06-15T06:59:59.999Z'), 'America/Los_Angeles')).toBe('2026-06-14');
    expect(calendarDateIn(new Date('2026-06-15T07:00:00.000Z'), 'America/Los_Angeles')).toBe('2026-06-15');
    expect(() => calendarDateIn(new Date(Number.NaN), 'Asia/Manila')).toThrow(RangeError);
    expect(() => calendarDateIn(new Date(Number.NaN), 'Asia/Manila')).toThrow(RangeError);
    // A zone ICU does not know is refused every time, and nothing is kept for it.
    expect(() => calendarDateIn(instant, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => calendarDateIn(instant, 'Mars/Olympus')).toThrow(RangeError);
  });
  it('prefers a valid override', () => {
    expect(businessDate(new Date('2026-11-22T00:00:00Z'), 'Asia/Manila', '2027-01-31')).toBe('2027-01-31');
  });
  it('rejects impossible dates', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(() => businessDate(new Date(), 'Asia/Manila', '2026-13-01')).toThrow(/not a date/);
  });
});
