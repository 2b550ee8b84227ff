// Dates as the spec shows them: YYYY-MM-DD, optionally HH:MM:SS, always in Manila time.

export const TIME_ZONE = 'Asia/Manila';

const dateParts = (instant: Date, withTime: boolean) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' as const } : {}),
  }).formatToParts(instant);

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
