// Collections (decision 069): assignments, contacts and promises to pay.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orders } from './loans.js';
import { users } from './core.js';
import { staffUsers } from './staff.js';

/** Collections (decision 069): which collector works an overdue loan; one collector per loan. */
export const collectionAssignments = pgTable(
  'collection_assignments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** The bucket the loan was dealt in and the rule that dealt it; null rule: a person assigned it (0059). */
    bucket: text('bucket'),
    rule: text('rule'),
  },
  (t) => [index('collection_assignments_staff_idx').on(t.staffId)],
);

/** A collector's contact with a borrower: channel, outcome and notes, with the days past due at the time. */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    channel: text('channel').notNull(),
    outcome: text('outcome').notNull(),
    notes: text('notes').notNull().default(''),
    daysPastDue: integer('days_past_due').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the contact was allowed (hours, over 60 days, written consent); null before migration 0032. */
    ground: text('ground'),
  },
  (t) => [
    index('collection_contacts_order_idx').on(t.orderId, t.at),
    check('collection_contacts_channel_known', sql`${t.channel} in ('call', 'sms', 'email', 'visit')`),
  ],
);

/** A promise to pay: kept when payments made since it reach its amount by its date, broken after. */
export const promisesToPay = pgTable(
  'promises_to_pay',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    promisedOn: date('promised_on', { mode: 'string' }).notNull(),
    madeOn: date('made_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The bucket the loan was in when the promise was made (0059, decision 127). */
    bucket: text('bucket'),
  },
  (t) => [
    index('promises_to_pay_order_idx').on(t.orderId, t.status),
    index('promises_to_pay_promised_idx').on(t.promisedOn),
    check('promises_to_pay_amount_positive', sql`${t.amountCents} > 0`),
    check('promises_to_pay_status_known', sql`${t.status} in ('open', 'kept', 'broken')`),
  ],
);

// ─── Bucket snapshots for roll rates (0031) and written consents (0032), decisions 081–082 ───

export const collectionBucketSnapshots = pgTable(
  'collection_bucket_snapshots',
  {
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    daysPastDue: integer('days_past_due').notNull(),
    outstandingCents: bigint('outstanding_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'collection_bucket_snapshots_pk', columns: [t.businessDate, t.orderId] }),
    check('collection_bucket_snapshots_dpd', sql`${t.daysPastDue} >= 0`),
    // The vintage curves' first day 30+ days past due per loan (migration 0036, decision 085).
    index('collection_bucket_snapshots_dpd30_idx')
      .on(t.orderId, t.businessDate)
      .where(sql`${t.daysPastDue} >= 30`),
  ],
);

export const contactConsents = pgTable(
  'contact_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    signerName: text('signer_name').notNull(),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    documentKey: text('document_key').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => staffUsers.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => staffUsers.id),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('contact_consents_user_idx').on(t.userId, t.kind),
    check('contact_consents_kind_known', sql`${t.kind} in ('contact_other_hours')`),
  ],
);

// ─── The worklist (0059, decision 127): assignment rules per bucket, the contact cap, collectors away ───

export const collectionAssignmentRules = pgTable(
  'collection_assignment_rules',
  {
    bucket: text('bucket').primaryKey(),
    strategy: text('strategy').notNull().default('round_robin'),
    /** The most loans a collector carries in all buckets; null: no limit. */
    capacity: integer('capacity'),
    excludeOpenComplaints: boolean('exclude_open_complaints').notNull().default(true),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('collection_assignment_rules_bucket_known', sql`${t.bucket} in ('1-7', '8-30', '31-60', '61-90', '90+')`),
    check('collection_assignment_rules_strategy_known', sql`${t.strategy} in ('round_robin', 'least_loaded')`),
    check('collection_assignment_rules_capacity_positive', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
  ],
);

/** One row: the collections settings an admin sets (the daily contact cap per borrower). */
export const collectionSettings = pgTable(
  'collection_settings',
  {
    id: integer('id').primaryKey().default(1),
    dailyContactCap: integer('daily_contact_cap').notNull().default(3),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('collection_settings_one_row', sql`${t.id} = 1`),
    check('collection_settings_cap_range', sql`${t.dailyContactCap} between 1 and 20`),
  ],
);

/** A collector marked away gets no new loans, and their loans are dealt to the others. */
export const collectorAvailability = pgTable('collector_availability', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffUsers.id),
  away: boolean('away').notNull().default(false),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
