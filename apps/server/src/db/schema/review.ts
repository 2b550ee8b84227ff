// Loan review triage (decision 109): the SLA and rejection categories admins set, reviewers' claims, and the
// category each rejection was filed under.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './loans.js';
import { staffUsers } from './staff.js';

/** One row (id 1); absent until an admin first saves, when the defaults of domain/review/triage.ts apply. */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: integer('id').primaryKey().default(1),
    slaHours: integer('sla_hours').notNull(),
    rejectionCategories: jsonb('rejection_categories').$type<string[]>().notNull(),
    /** Each category as a Filipino reader reads it (decision 132); a category missing here is shown in English. */
    rejectionCategoriesFil: jsonb('rejection_categories_fil').$type<Record<string, string>>().notNull().default({}),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_settings_one_row', sql`${t.id} = 1`),
    check('review_settings_sla_positive', sql`${t.slaHours} between 1 and 2160`),
  ],
);

/** Who has an application under review. The order is the key: of two claims at once, one inserts. */
export const reviewClaims = pgTable(
  'review_claims',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    /** The actor who claimed it, or who assigned it to the holder. */
    claimedBy: text('claimed_by').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_claims_staff_idx').on(t.staffId)],
);

/** A rejection's category (from the configured list) beside its free text, for reporting. */
export const reviewRejections = pgTable(
  'review_rejections',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    category: text('category').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the borrower may apply again, fixed at the rejection (decision 138); null on rejections before it. */
    reapplyOn: date('reapply_on', { mode: 'string' }),
  },
  (t) => [index('review_rejections_category_idx').on(t.category)],
);
