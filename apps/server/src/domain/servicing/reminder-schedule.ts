// Which reminder a loan gets on a business date: the product's schedule is a list of day offsets
// from the next unpaid due date (-3 = three days before, 0 = on the day, 7 = a week after).
import { daysBetween } from '../calendar.js';

export type ReminderStep = 'before' | 'due' | 'after';
export const REMINDER_STEPS: readonly ReminderStep[] = ['before', 'due', 'after'];

/** The schedule when a product has none of its own: 3 and 1 days before, on the day, 1, 3 and 7 days after. */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [-3, -1, 0, 1, 3, 7];
export const DEFAULT_REMINDERS_PER_DAY = 2;
/** Bounds a schedule may use: a month either side of the due date. */
export const REMINDER_OFFSET_MIN = -30;
export const REMINDER_OFFSET_MAX = 90;

export const stepOf = (offsetDays: number): ReminderStep =>
  offsetDays < 0 ? 'before' : offsetDays === 0 ? 'due' : 'after';

/** The offset due on `businessDate` for a loan whose next unpaid installment is due `dueOn`, or null. */
export function reminderOffsetOn(offsets: readonly number[], dueOn: string, businessDate: string): number | null {
  const offset = daysBetween(dueOn, businessDate);
  return offsets.includes(offset) ? offset : null;
}

/** A schedule as stored: distinct offsets within bounds, sorted. Returns a sentence when it is not. */
export function checkReminderOffsets(offsets: readonly number[]): string | null {
  if (offsets.length === 0) return 'choose at least one day';
  if (offsets.length > 12) return 'at most 12 reminders per due date';
  for (const o of offsets) {
    if (!Number.isInteger(o) || o < REMINDER_OFFSET_MIN || o > REMINDER_OFFSET_MAX)
      return `each day must be between ${-REMINDER_OFFSET_MIN} days before and ${REMINDER_OFFSET_MAX} days after the due date`;
  }
  if (new Set(offsets).size !== offsets.length) return 'each day may appear once';
  return null;
}

export const describeOffset = (offsetDays: number): string =>
  offsetDays === 0
    ? 'on the due date'
    : `${Math.abs(offsetDays)} day${Math.abs(offsetDays) === 1 ? '' : 's'} ${offsetDays < 0 ? 'before' : 'after'}`;
