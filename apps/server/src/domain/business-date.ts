// The business date is a calendar date in the lender's time zone, not a UTC instant.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** True for a real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The business date: the override when one is set (sandbox), else today's date in the time zone. */
export function businessDate(now: Date, timeZone: string, overrideDate: string | null): string {
  if (overrideDate !== null) {
    if (!isIsoDate(overrideDate)) throw new Error(`business date override is not a date: ${overrideDate}`);
    return overrideDate;
  }
  return calendarDateIn(now, timeZone);
}
