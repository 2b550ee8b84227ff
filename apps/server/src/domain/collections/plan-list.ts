// The Plans tab (decision 141): which date a listed hardship plan is waiting on. Pure: the service hands in the
// plan's status, its offer's dates and, for a plan in force, the first date the loan still owes something on.

type PlanDates = {
  status: string;
  kind: string;
  /** The offer's first new installment date (a settlement: its pay-by date). */
  firstDueOn: string;
  payByOn: string;
  /** For a plan in force: the earliest installment of the loan that still owes something (null: none). */
  nextOwedOn: string | null;
};

/**
 * The next date that matters for a plan: an offer not yet in force waits for its first date (it lapses then,
 * decision 128); a settlement in force for its pay-by date; a payment plan or restructure in force for the
 * next installment still owed; an ended plan for nothing.
 */
export function planNextOn(plan: PlanDates): string | null {
  if (plan.status === 'offered' || plan.status === 'awaiting_approval') return plan.firstDueOn;
  if (plan.status !== 'in_force') return null;
  return plan.kind === 'settlement' ? plan.payByOn : plan.nextOwedOn;
}
