// Servicing (decision 060): reminder settings and messages, reminders, official receipts.
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
import type { Invoice } from '../../domain/servicing/invoice.js';
import { createdAt } from './columns.js';
import { merchants, users } from './core.js';
import { orders, products } from './loans.js';

/** A product's reminder schedule (decision 060): day offsets from the due date, and a daily cap per borrower. */
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
 * every save is a new row, the highest version is in force, nothing is edited (decision 060).
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

/**
 * The SMS notices of a loan's way to the money (decision 129): approval, money sent, and the daily reminder to
 * add a payout account. Claimed (the unique key) before the SMS goes, so a re-run or a second server sends
 * nothing twice; the row keeps what was sent, never the phone number.
 */
export const borrowerNotices = pgTable(
  'borrower_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** 'once' for an event notice, the business date for the daily account reminder. */
    eventKey: text('event_key').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('sending'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('borrower_notices_once_uq').on(t.orderId, t.kind, t.eventKey),
    check('borrower_notices_kind_known', sql`${t.kind} in ('approved', 'payout_sent', 'account_reminder')`),
    check('borrower_notices_status_known', sql`${t.status} in ('sending', 'sent', 'failed')`),
  ],
);

/** The last official receipt number per lender; its row lock makes numbers gap-free (decision 061). */
export const receiptCounters = pgTable('receipt_counters', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  lastNo: bigint('last_no', { mode: 'number' }).notNull(),
});

/** The last invoice serial per lender; updated in the payment's transaction, so serials have no gaps (decision 117). */
export const invoiceCounters = pgTable('invoice_counters', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  lastNo: bigint('last_no', { mode: 'number' }).notNull(),
});

/**
 * The document of each posted payment, numbered in the posting's own transaction: an official receipt
 * before the switch date, an invoice from it on (decision 117). A reversed payment keeps its document,
 * marked reversed (never deleted or renumbered).
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
    documentKind: text('document_kind').$type<'official_receipt' | 'invoice'>().notNull().default('official_receipt'),
    /** The invoice serial, gap-free per lender; null on an official receipt. */
    invoiceNo: bigint('invoice_no', { mode: 'number' }),
    /** The invoice's fields as issued (domain/servicing/invoice.ts), what the PDF prints and the sender transmits. */
    invoice: jsonb('invoice').$type<Invoice>(),
    /** The electronic transmission, an outbox the sender job works (decision 117). */
    transmissionStatus: text('transmission_status').$type<'pending' | 'sent' | 'failed'>(),
    transmissionAttempts: integer('transmission_attempts').notNull().default(0),
    transmissionNextAt: timestamp('transmission_next_at', { withTimezone: true }),
    transmissionReference: text('transmission_reference'),
    transmissionError: text('transmission_error'),
  },
  (t) => [
    uniqueIndex('receipts_no_uq').on(t.merchantId, t.receiptNo),
    uniqueIndex('receipts_invoice_no_uq').on(t.merchantId, t.invoiceNo),
    index('receipts_transmission_due_idx')
      .on(t.transmissionNextAt)
      .where(sql`${t.transmissionStatus} = 'pending'`),
    check('receipts_document_kind', sql`${t.documentKind} in ('official_receipt', 'invoice')`),
    check(
      'receipts_invoice_fields',
      sql`(${t.documentKind} = 'invoice') = (${t.invoiceNo} is not null and ${t.invoice} is not null and ${t.transmissionStatus} is not null)`,
    ),
    check('receipts_transmission_status', sql`${t.transmissionStatus} in ('pending', 'sent', 'failed')`),
    uniqueIndex('receipts_reference_uq').on(t.reference),
    index('receipts_order_idx').on(t.orderId),
    check('receipts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
