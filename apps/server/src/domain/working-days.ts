// Philippine working days (decision 054): the complaint desk promises an answer within three
// working days of filing (SEC MC 18). Weekends and the nationwide holidays fixed by law (RA 9492 as
// amended: regular holidays and the usual special non-working days, Holy Week from Easter) are not
// working days. Holidays proclaimed year by year (Eid'l Fitr, Eid'l Adha, Chinese New Year, a moved
// Heroes' Day) are not known in advance and so are not counted: a deadline may then fall a day early,
// never late.
import { addDays } from './calendar.js';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as an ISO date. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last Monday of August (National Heroes Day). */
function lastMondayOfAugust(year: number): string {
  const last = new Date(Date.UTC(year, 7, 31));
  const back = (last.getUTCDay() + 6) % 7; // days since Monday
  return `${year}-08-${String(31 - back).padStart(2, '0')}`;
}

const FIXED = [
  '01-01',
  '04-09',
  '05-01',
  '06-12',
  '08-21',
  '11-01',
  '11-30',
  '12-08',
  '12-24',
  '12-25',
  '12-30',
  '12-31',
];

/** The nationwide non-working holidays of a year known in advance, as ISO dates. */
export function philippineHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  return new Set([
    ...FIXED.map((md) => `${year}-${md}`),
    addDays(easter, -3), // Maundy Thursday
    addDays(easter, -2), // Good Friday
    addDays(easter, -1), // Black Saturday
    lastMondayOfAugust(year),
  ]);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** True for a Monday to Friday that is not a holiday. */
export function isWorkingDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !philippineHolidays(Number(date.slice(0, 4))).has(date);
}

/** The n-th working day after `date` (n ≥ 1): filed on a Friday, 3 working days is the Wednesday after. */
export function addWorkingDays(date: string, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a whole number of at least 1, got ${n}`);
  let day = date;
  for (let counted = 0; counted < n;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
}

/** Working days from a to b, both exclusive of a: 0 when b is not after a. */
export function workingDaysBetween(a: string, b: string): number {
  let count = 0;
  for (let day = addDays(a, 1); day <= b; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}
