// Dates as the spec shows them: YYYY-MM-DD, optionally HH:MM:SS, always in Manila time.

export const TIME_ZONE = 'Asia/Manila';

// Each formatter is built once, on first use, and reused: building an Intl.DateTimeFormat loads the zone's rules
// (about 100 µs on a server core, more on a phone), formatting with a built one about 5 µs (decision 096). A list of
// fifty dates used to build fifty. A formatter holds only its options, so sharing one changes no text.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(name: 'date' | 'dateTime' | 'time'): Intl.DateTimeFormat {
  let format = formatters.get(name);
  if (!format) {
    const date = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const options: Intl.DateTimeFormatOptions =
      name === 'date' ? date : name === 'dateTime' ? { ...date, ...time, second: '2-digit' } : time;
    format = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, ...options });
    formatters.set(name, format);
  }
  return format;
}

const dateParts = (instant: Date, withTime: boolean) =>
  formatter(withTime ? 'dateTime' : 'date').formatToParts(instant);

/** YYYY-MM-DD (or YYYY-MM-DD HH:MM:SS) in Manila time. A bare ISO date is shown as is. */
export function formatDate(value: string | Date, withTime = false): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const parts = dateParts(instant, withTime);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  return withTime ? `${date} ${get('hour')}:${get('minute')}:${get('second')}` : date;
}

/** YYYY-MM-DD HH:MM:SS in Manila time. */
export const formatDateTime = (value: string | Date) => formatDate(value, true);

/** HH:MM (24-hour) in Manila time, the clock staff and borrowers read: '14:05'. */
export function formatManilaTime(value: string | Date): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const parts = formatter('time').formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')}`;
}

/**
 * When a wait ends, as a person reads it: 'in 15 minutes (at 14:05 Manila time)'; a wait of a day or
 * more names the Manila date too. Never a UTC timestamp.
 */
export function describeUntil(until: Date, now: Date): string {
  const seconds = Math.max(0, (until.getTime() - now.getTime()) / 1000);
  const at = formatManilaTime(until);
  const sameDay = formatDate(until) === formatDate(now);
  const clock = sameDay ? `${at} Manila time` : `${formatDate(until)} ${at} Manila time`;
  if (seconds < 60) return `in ${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes === 1 ? '1 minute' : `${minutes} minutes`} (at ${clock})`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours === 1 ? '1 hour' : `${hours} hours`} (at ${clock})`;
}
