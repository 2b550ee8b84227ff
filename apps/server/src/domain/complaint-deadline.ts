// The complaint desk's deadline (SEC MC 18, decision 054): the borrower is promised an answer
// within three working days of filing. One rule, used by the desk's list and its overdue filter.
import { addWorkingDays } from './working-days.js';
import { daysBetween } from './calendar.js';

export const COMPLAINT_ANSWER_WORKING_DAYS = 3;

export type ComplaintClock = {
  /** The day the complaint was filed, in Manila. */
  filedOn: string;
  /** The day it was answered, in Manila, or null while open. */
  answeredOn: string | null;
  /** Today's business date. */
  today: string;
};

export type ComplaintDeadline = {
  dueOn: string;
  /** Open and past its deadline. */
  overdue: boolean;
  /** Whole calendar days past the deadline while open (0 otherwise). */
  daysOverdue: number;
  /** Answered after its deadline. */
  answeredLate: boolean;
};

/** The deadline of a complaint and where it stands against it. */
export function complaintDeadline({ filedOn, answeredOn, today }: ComplaintClock): ComplaintDeadline {
  const dueOn = addWorkingDays(filedOn, COMPLAINT_ANSWER_WORKING_DAYS);
  const overdue = answeredOn === null && today > dueOn;
  return {
    dueOn,
    overdue,
    daysOverdue: overdue ? daysBetween(dueOn, today) : 0,
    answeredLate: answeredOn !== null && answeredOn > dueOn,
  };
}
