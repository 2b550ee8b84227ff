// Times and counts as staff read them. Times are always in Manila time, the lender's business clock, whatever
// zone the laptop is set to (several screens used to show the laptop's own). Each shape's formatter is built on
// first use and kept: `toLocaleString` with options builds a new Intl formatter on every call, which loads the
// zone's rules each time, about 100 µs, and a table called it once per row (decision 096).

const SHAPES = {
  /** 27/11/2026, 8:15:00 am: what `toLocaleString('en-PH')` shows by default. */
  full: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  /** Nov 27, 2026, 8:15 am */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  /** Nov 27, 2026, 8:15:00 am */
  seconds: { dateStyle: 'medium', timeStyle: 'medium' },
  /** Nov 27, 8:15 am: where a table has little room. */
  short: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Nov 27, 2026 */
  day: { dateStyle: 'medium' },
  /** 27/11/2026 */
  dayNumeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type WhenShape = keyof typeof SHAPES;

const formats = new Map<WhenShape, Intl.DateTimeFormat>();

/** `at` (an ISO timestamp or a Date) in Manila time, in one of the console's shapes; '' for an invalid time. */
export function when(at: string | Date, shape: WhenShape = 'full'): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return '';
  let format = formats.get(shape);
  if (!format) {
    format = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', ...SHAPES[shape] });
    formats.set(shape, format);
  }
  return format.format(instant);
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
