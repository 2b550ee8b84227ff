// Age on a business date, from an ISO birth date. The loan terms require an applicant over 18; the
// law's age of majority is 18, so an 18th birthday on or before today qualifies.

export const MIN_BORROWER_AGE = 18;
/** Birth dates earlier than this many years are treated as typing mistakes. */
export const MAX_BORROWER_AGE = 100;

/** Whole years between two ISO dates (yyyy-mm-dd); a 29 February birthday turns over on 1 March in common years. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

export type BirthDateCheck = { ok: true; age: number } | { ok: false; message: string };

/** The 18-year rule and a sanity bound, as a sentence the borrower reads. */
export function checkBirthDate(birthDate: string, today: string): BirthDateCheck {
  if (birthDate > today) return { ok: false, message: 'cannot be in the future' };
  const age = ageOn(birthDate, today);
  if (age < MIN_BORROWER_AGE) return { ok: false, message: `you must be ${MIN_BORROWER_AGE} or older to borrow` };
  if (age > MAX_BORROWER_AGE) return { ok: false, message: 'check the year' };
  return { ok: true, age };
}
