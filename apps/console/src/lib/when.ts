// Times, dates and counts as staff read them: one way for each (decision 109, which replaced decision 096's six
// shapes). A moment reads "Nov 28, 2026, 2:41 AM Manila": always in Manila time, the lender's business clock,
// whatever zone the laptop is set to, and labelled so. A calendar date (a business date such as a due date,
// stored as 2026-12-03) reads "Dec 3, 2026": it is already a Manila date, so no zone applies. Each formatter is
// built once and kept: `toLocaleString` with options builds a new Intl formatter on every call, which loads the
// zone's rules each time, about 100 µs, and a table called it once per row (decision 096).

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

let moments: Intl.DateTimeFormat | undefined;
let manilaDays: Intl.DateTimeFormat | undefined;
let calendarDays: Intl.DateTimeFormat | undefined;

const instantOf = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** `at` (an ISO timestamp or a Date) as "Nov 28, 2026, 2:41 AM Manila"; '' for an invalid time. */
export function when(at: string | Date): string {
  const instant = instantOf(at);
  if (Number.isNaN(instant.getTime())) return '';
  moments ??= new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
  return `${moments.format(instant)} Manila`;
}

/**
 * A calendar date as "Dec 3, 2026": a business date (2026-12-03) as it is, or the Manila date of a timestamp;
 * '' for neither, so a missing date can fall back (`day(x) || '—'`).
 */
export function day(at: string | Date | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  if (typeof at === 'string' && ISO_DATE.test(at)) {
    const noon = new Date(`${at}T12:00:00Z`);
    if (Number.isNaN(noon.getTime())) return '';
    calendarDays ??= new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', dateStyle: 'medium' });
    return calendarDays.format(noon);
  }
  const instant = instantOf(at);
  if (Number.isNaN(instant.getTime())) return '';
  manilaDays ??= new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium' });
  return manilaDays.format(instant);
}

let counts: Intl.NumberFormat | undefined;

/** A whole count with thousands separators: 12,345. */
export function count(n: number): string {
  counts ??= new Intl.NumberFormat('en-PH');
  return counts.format(n);
}

/** A wait in whole hours as staff read it: "5 hours", "1 day 3 hours", "6 days". */
export function waited(hours: number): string {
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days === 0) return unit(rest, 'hour');
  return rest === 0 ? unit(days, 'day') : `${unit(days, 'day')} ${unit(rest, 'hour')}`;
}
