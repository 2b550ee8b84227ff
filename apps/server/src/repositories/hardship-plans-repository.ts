// The rows of hardship plans (decision 128). Plain functions over an executor, so the loan service's payment
// posting reads a settlement in force and ends plans in its own transaction, under the order's lock.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { hardshipPlans } from '../db/schema.js';
import type { PlanOffer } from '../domain/loan/hardship-plans.js';

type Executor = Database | Transaction;
export type PlanRow = typeof hardshipPlans.$inferSelect;
const OPEN_PLAN_STATUSES = ['offered', 'awaiting_approval', 'in_force'] as const;

export const offerOf = (row: PlanRow) => row.offer as PlanOffer;

/** The loan's open plan (offered, awaiting approval or in force), if any. */
export async function openPlanOf(ex: Executor, orderId: number): Promise<PlanRow | undefined> {
  const [row] = await ex
    .select()
    .from(hardshipPlans)
    .where(and(eq(hardshipPlans.orderId, orderId), inArray(hardshipPlans.status, [...OPEN_PLAN_STATUSES])))
    .limit(1);
  return row;
}

/** The loan's latest plan, whatever its state. */
export async function latestPlanOf(ex: Executor, orderId: number): Promise<PlanRow | undefined> {
  const [row] = await ex
    .select()
    .from(hardshipPlans)
    .where(eq(hardshipPlans.orderId, orderId))
    .orderBy(desc(hardshipPlans.id))
    .limit(1);
  return row;
}

/** The settlement in force on a loan: what a payment must meet, and by when. */
export async function settlementInForce(ex: Executor, orderId: number): Promise<PlanOffer | null> {
  const row = await openPlanOf(ex, orderId);
  return row && row.kind === 'settlement' && row.status === 'in_force' ? offerOf(row) : null;
}

/** A settled loan's plan in force is completed (paid as agreed). */
export async function completePlans(ex: Executor, orderId: number, today: string) {
  await ex
    .update(hardshipPlans)
    .set({ status: 'completed', endedOn: today })
    .where(and(eq(hardshipPlans.orderId, orderId), eq(hardshipPlans.status, 'in_force')));
}

/** Moves a plan from one state to another, only from the state it was read in; false when it had moved on. */
export async function movePlan(
  ex: Executor,
  id: number,
  from: PlanRow['status'],
  values: Partial<typeof hardshipPlans.$inferInsert> & { status: PlanRow['status'] },
): Promise<boolean> {
  const rows = await ex
    .update(hardshipPlans)
    .set(values)
    .where(and(eq(hardshipPlans.id, id), eq(hardshipPlans.status, from)))
    .returning({ id: hardshipPlans.id });
  return rows.length === 1;
}
