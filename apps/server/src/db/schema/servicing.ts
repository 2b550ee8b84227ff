// Servicing (issue 18): reminder settings and messages, reminders, official receipts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { merchants, users } from './core.js';
import { orders, products } from './loans.js';

/** A product's reminder schedule (issue 18): day offsets from the due date, and a daily cap per borrower. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id),
    offsetsDays: jsonb('offsets_days').$type<number[]>().notNull(),
    maxPerDay: integer('max_per_day').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_max_per_day', sql`${t.maxPerDay} between 1 and 10`)],
);

/**
 * Versions of the borrower-facing message templates (reminders by step, collectors' call scripts):
 * every save is a new row, the highest version is in force, nothing is edited (issue 18).
 */
export const messageTemplateVersions = pgTable(
  'message_template_versions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** reminder:before | reminder:due | reminder:after | script:<name>. */
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('message_template_versions_uq').on(t.merchantId, t.kind, t.version)],
);

/**
 * Reminders sent, one per order, business date and schedule step (the unique key makes a re-run or
 * a second server send nothing twice). They are also the borrower's inbox in the host app.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    offsetDays: integer('offset_days').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    templateVersion: integer('template_version').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('sending'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminders_once_uq').on(t.orderId, t.businessDate, t.offsetDays),
    index('reminders_user_idx').on(t.userId, t.businessDate),
    check('reminders_status_known', sql`${t.status} in ('sending', 'sent', 'failed')`),
  ],
);

/** The last official receipt number per lender; its row lock makes numbers gap-free (decision 061). */
export const receiptCounters = pgTable('receipt_counters', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  lastNo: bigint('last_no', { mode: 'number' }).notNull(),
});

/**
 * Official receipts, one per posted payment, numbered in the posting's own transaction. A reversed
 * payment keeps its receipt, marked reversed (never deleted or renumbered).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    receiptNo: bigint('receipt_no', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The posting's reference (pay:<payment_no>, UTR<id>, …): one receipt per posting. */
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    byBucket: jsonb('by_bucket').$type<Record<string, number>>().notNull(),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    uniqueIndex('receipts_no_uq').on(t.merchantId, t.receiptNo),
    uniqueIndex('receipts_reference_uq').on(t.reference),
    index('receipts_order_idx').on(t.orderId),
    check('receipts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
