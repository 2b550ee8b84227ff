// Fakes the wall clock (Date only) to a moment inside or outside the collection contact hours (6:00 AM to
// 10:00 PM Manila, decision 069), choosing the moment nearest the real time. Files that use it build with a long staff idle limit. A staff session lives 12 hours
// from its login at the real time, so a jump to a fixed hour of "today" expired it whenever that hour was
// more than 12 hours ahead (the tests failed between 22:00 and 03:00 UTC); the nearest moment of an 8-hour
// night or a 16-hour day is never more than 8 hours away.
import { vi } from 'vitest';

const HOUR = 3_600_000;

/** The instant in [from, to) hours UTC of some day that is nearest to now, 5 minutes inside the window. */
function nearestWithin(fromUtcHour: number, toUtcHour: number): Date {
  const now = Date.now();
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  let best = now;
  let bestDistance = Infinity;
  for (const dayOffset of [-1, 0, 1]) {
    const start = today + dayOffset * 24 * HOUR + fromUtcHour * HOUR + 5 * 60_000;
    const end = today + dayOffset * 24 * HOUR + toUtcHour * HOUR - 5 * 60_000;
    const candidate = Math.min(Math.max(now, start), end);
    if (Math.abs(candidate - now) < bestDistance) {
      best = candidate;
      bestDistance = Math.abs(candidate - now);
    }
  }
  return new Date(best);
}

/** Night in Manila (10:00 PM to 6:00 AM, 14:00 to 22:00 UTC): contact needs a ground other than the hours. */
export function atManilaNight() {
  const at = nearestWithin(14, 22);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** Day in Manila (6:00 AM to 10:00 PM, 22:00 the day before to 14:00 UTC): contact within the hours. */
export function atManilaDay() {
  const at = nearestWithin(-2, 14);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
