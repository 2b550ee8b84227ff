// Hardship plans (decision 128): a payment plan, restructure or settlement offered on a due or overdue loan,
// accepted by the borrower with an SMS code, approved by a second person where the settings ask, in force
// until paid, broken or lapsed. The offer (schedule and cost) is kept as it was shown.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './loans.js';

export const hardshipPlans = pgTable(
  'hardship_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('offered'),
    /** The offer as shown: installments, owed, new charges, discount, total, pay-by date (domain PlanOffer). */
    offer: jsonb('offer').notNull(),
    offeredOn: date('offered_on', { mode: 'string' }).notNull(),
    /** Who started it: `borrower:<id>` or the collector's staff actor. */
    offeredBy: text('offered_by').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    approvalId: bigint('approval_id', { mode: 'number' }),
    inForceOn: date('in_force_on', { mode: 'string' }),
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hardship_plans_order_idx').on(t.orderId, t.id),
    // One open plan per loan: a new offer withdraws the one before (the service does, in its transaction).
    uniqueIndex('hardship_plans_one_open')
      .on(t.orderId)
      .where(sql`${t.status} in ('offered', 'awaiting_approval', 'in_force')`),
    check('hardship_plans_kind_known', sql`${t.kind} in ('payment_plan', 'restructure', 'settlement')`),
    check(
      'hardship_plans_status_known',
      sql`${t.status} in ('offered', 'awaiting_approval', 'in_force', 'completed', 'broken', 'lapsed', 'withdrawn')`,
    ),
  ],
);
