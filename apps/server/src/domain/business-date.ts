// The business date is a calendar date in the lender's time zone, not a UTC instant.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// One formatter per time zone, made on first use and kept: building an Intl.DateTimeFormat loads the zone's rules
// from ICU, about 100 µs, while formatting with a built one takes about 5 µs (decision 096). Every request that
// needs the business date without a sandbox override asks for it, some several times. A formatter holds only its
// options, so sharing one changes no answer; the lender configures one zone, so the map stays as small as its
// callers' zones. The last date formatted in each zone is kept with its UTC second: every zone's offset is a whole
// number of seconds, so the calendar date cannot change within one, and a second's other calls reuse it.
const formatters = new Map<string, { format: Intl.DateTimeFormat; second: number; date: string }>();

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  let zone = formatters.get(timeZone);
  if (zone?.second === second) return zone.date;
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zone = { format, second: Number.NaN, date: '' };
    formatters.set(timeZone, zone);
  }
  const parts = zone.format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  // An invalid instant never gets here: formatToParts throws for it above, so nothing is kept for it.
  zone.second = second;
  zone.date = date;
  return date;
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
