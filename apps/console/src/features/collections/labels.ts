// The words staff read for the states of a loan in collections (never the codes the server sends).
export const bucketLabel = (b: string) => (b === '90+' ? 'Over 90 days' : `${b} days`);

/** A roll state: current, a days-past-due bucket, or closed (left the book). */
export const stateLabel = (s: string) =>
  s === 'current' ? 'Current' : s === 'closed' ? 'Paid off or closed' : `${bucketLabel(s)} past due`;

export const GROUND_LABEL: Record<string, string> = {
  within_hours: 'Within contact hours (6:00 AM–10:00 PM Manila time)',
  over_60_days: 'More than 60 days past due: the hours do not bind',
  written_consent: 'Outside the hours, on the borrower’s written consent',
};
