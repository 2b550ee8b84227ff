import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactAllowed, manilaMinuteOfDay, withinContactHours } from './contact-hours.js';

// Manila keeps UTC+8 all year (no daylight saving), which gives an independent oracle.
const manilaHourOracle = (instant: Date) => (instant.getUTCHours() + 8) % 24;

describe('contact hours', () => {
  it('opens at 06:00 and closes at 22:00 Manila time', () => {
    expect(withinContactHours(new Date('2026-04-05T21:59:59Z'))).toBe(false); // 05:59 Manila
    expect(withinContactHours(new Date('2026-04-05T22:00:00Z'))).toBe(true); // 06:00
    expect(withinContactHours(new Date('2026-04-06T13:59:59Z'))).toBe(true); // 21:59
    expect(withinContactHours(new Date('2026-04-06T14:00:00Z'))).toBe(false); // 22:00
  });

  it('agrees with UTC+8 for any instant, whatever the server time zone', () => {
    const zones = ['UTC', 'America/Los_Angeles', 'Asia/Manila', 'Pacific/Kiritimati', 'Europe/Berlin'];
    const saved = process.env.TZ;
    try {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date('2020-01-01T00:00:00Z'),
            max: new Date('2035-12-31T23:59:59Z'),
            noInvalidDate: true,
          }),
          fc.constantFrom(...zones),
          (instant, zone) => {
            process.env.TZ = zone;
            const hour = manilaHourOracle(instant);
            expect(Math.floor(manilaMinuteOfDay(instant) / 60)).toBe(hour);
            expect(withinContactHours(instant)).toBe(hour >= 6 && hour < 22);
          },
        ),
        { numRuns: 500 },
      );
    } finally {
      process.env.TZ = saved;
    }
  });

  it('lets a collector call at night only beyond 60 days past due or with written consent', () => {
    const night = new Date('2026-04-06T15:30:00Z'); // 23:30 Manila
    expect(contactAllowed(night, 60, false)).toBe(false);
    expect(contactAllowed(night, 61, false)).toBe(true);
    expect(contactAllowed(night, 3, true)).toBe(true);
    expect(contactAllowed(new Date('2026-04-06T02:00:00Z'), 3, false)).toBe(true);
  });
});
