// Which loans a member of staff may see (decision 069, widened by decision 103): a collector works only
// the loans assigned to them, on every console route that shows a loan or its borrower; every other
// role that may reach such a route sees all. Repositories put the answer into their query, so a loan
// outside the scope is never read (never fetched and then hidden).

/** The collector whose assigned loans alone `staff` may see, or null when `staff` may see every loan. */
export function assignedCollectorOf(staff: { id: number; role: string }): number | null {
  return staff.role === 'collector' ? staff.id : null;
}
