// SEC MC 18 s.2019: a lender contacts a borrower only between 6:00 AM and 10:00 PM Philippine time,
// whatever the server's own time zone. One rule for reminders (SMS) and collectors (calls, messages).

export const CONTACT_TIME_ZONE = 'Asia/Manila';
/** First minute of the day a contact is allowed (06:00) and the first minute it no longer is (22:00). */
export const CONTACT_FROM_MINUTE = 6 * 60;
export const CONTACT_UNTIL_MINUTE = 22 * 60;
/** Beyond this many days past due the hours no longer bind (the circular's exception). */
export const CONTACT_HOURS_WAIVED_AFTER_DPD = 60;

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: CONTACT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Manila at `instant` (0–1439). */
export function manilaMinuteOfDay(instant: Date): number {
  const parts = formatter.formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value);
  return hour * 60 + minute;
}

/** True when `instant` falls within 06:00–22:00 Manila time (22:00 itself is outside). */
export function withinContactHours(instant: Date): boolean {
  const minute = manilaMinuteOfDay(instant);
  return minute >= CONTACT_FROM_MINUTE && minute < CONTACT_UNTIL_MINUTE;
}

/**
 * Whether a collector may contact this borrower now: within the hours, or any time once the loan is
 * more than 60 days past due or the borrower consented in writing to other hours.
 */
export function contactAllowed(instant: Date, daysPastDue: number, writtenConsent: boolean): boolean {
  return withinContactHours(instant) || daysPastDue > CONTACT_HOURS_WAIVED_AFTER_DPD || writtenConsent;
}
