// Products and their versions, orders, installments, the loan ledger, status history and agreement templates.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Product } from '../../domain/loan/product.js';
import { RECOGNITION_ACCOUNTS } from '../../domain/loan/accrual.js';
import { createdAt } from './columns.js';
import { merchants, users } from './core.js';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    /** The terms in force; every change writes a new product_versions row and points here. */
    currentVersionId: integer('current_version_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('products_merchant_code_uq').on(t.merchantId, t.code)],
);

/** Immutable terms of a product at a point in time; an order keeps the version it was priced with. */
export const productVersions = pgTable('product_versions', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  /** The engine's Product (domain/loan/product.ts), checked by validateProduct and the cap policy. */
  config: jsonb('config').$type<Product>().notNull(),
  createdAt: createdAt(),
});

/** Overdue interest tiers of a version, as rows so the close of business can join them. */
export const productVersionTiers = pgTable(
  'product_version_tiers',
  {
    productVersionId: integer('product_version_id')
      .notNull()
      .references(() => productVersions.id),
    fromDay: integer('from_day').notNull(),
    toDay: integer('to_day'),
    monthlyRateBps: integer('monthly_rate_bps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productVersionId, t.fromDay] })],
);

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productVersionId: integer('product_version_id')
      .notNull()
      .references(() => productVersions.id),
    /** The spec's codes: 21 review, 110 rejected, 151 disbursing, 170 repaying, 174 due, 180 overdue, 200 settled. */
    status: integer('status').notNull(),
    clientKind: text('client_kind').notNull(),
    principalCents: bigint('principal_cents', { mode: 'number' }).notNull(),
    periods: integer('periods').notNull(),
    periodDays: integer('period_days').notNull(),
    /** The one-time default penalty for this borrower (new or repeat), fixed when the order is made. */
    penaltyCents: bigint('penalty_cents', { mode: 'number' }).notNull(),
    capsApply: boolean('caps_apply').notNull(),
    dueSoonDays: integer('due_soon_days').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    disbursedOn: date('disbursed_on', { mode: 'string' }),
    settledOn: date('settled_on', { mode: 'string' }),
    penaltyApplied: boolean('penalty_applied').notNull().default(false),
    rolloverCount: integer('rollover_count').notNull().default(0),
    daysPastDue: integer('days_past_due').notNull().default(0),
    lastCobDate: date('last_cob_date', { mode: 'string' }),
    /** Set when a payout failed so the borrower is asked to bind another account (spec cardNeedPop). */
    cardNeedPop: integer('card_need_pop').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_active_idx')
      .on(t.status)
      .where(sql`${t.status} in (170, 174, 180)`),
    check('orders_principal_positive', sql`${t.principalCents} > 0`),
  ],
);

export const installments = pgTable(
  'installments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    seq: integer('seq').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    originalDueOn: date('original_due_on', { mode: 'string' }).notNull(),
    principalCents: bigint('principal_cents', { mode: 'number' }).notNull(),
    interestCents: bigint('interest_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.seq] })],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // An existing order: checked once per insert statement by the trigger journal_entries_order_exists,
    // and orders are never removed or renumbered (migration 0037, decision 089).
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** Set only when the business date's journal was already closed: the open day it was posted on (decision 115). */
    postedOn: date('posted_on', { mode: 'string' }),
    memo: text('memo'),
    actor: text('actor').notNull(),
    /** A payment reference or request key: one posting per key, ever. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_entries_order_idx').on(t.orderId),
    // Only entries that carry a reference are indexed (migration 0037); nulls never conflicted.
    uniqueIndex('journal_entries_reference_uq')
      .on(t.reference)
      .where(sql`${t.reference} is not null`),
    // The close of business posts at most one penalty and one overdue-interest entry per order and day.
    uniqueIndex('journal_entries_cob_uq')
      .on(t.orderId, t.businessDate, t.kind)
      .where(sql`${t.kind} in ('penalty', 'overdue_interest')`),
    check('journal_entries_posted_after_value', sql`${t.postedOn} is null or ${t.postedOn} > ${t.businessDate}`),
    // The daily journal and the books of a date read entries by posting date (decision 115).
    index('journal_entries_posted_idx').on(sql`coalesce(${t.postedOn}, ${t.businessDate})`),
  ],
);

// The income-recognition accounts as one SQL array literal, written identically in the order index's
// predicate and in the reads that use it: PostgreSQL uses a partial index only where a query's conditions
// prove its predicate, and an identical condition always does (a `like 'receivable:%'` does not).
const RECOGNITION_LITERAL = `'{${RECOGNITION_ACCOUNTS.join(',')}}'::text[]`;

/**
 * The condition every read of journal lines by `order_id` carries (decision 095), `alias` naming the
 * lines: journal_lines_order_idx leaves out the income-recognition lines (the daily accrual's four lines
 * per loan, most of the journal), so it costs nothing on the accrual's millions of lines. A read that
 * needs those lines finds them through the order's entries (journal_entries_order_idx, then
 * journal_lines_entry_idx). Without it a read is still right, but scans every line.
 */
export const indexedByOrder = (alias: string) => sql.raw(`${alias}.account <> all (${RECOGNITION_LITERAL})`);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    account: text('account').notNull(),
    installmentSeq: integer('installment_seq'),
    /** Debit positive, credit negative; the lines of an entry sum to zero. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  // A line names an existing entry of its own order: checked once per insert statement by the trigger
  // journal_lines_balanced, not by a foreign key per line (migration 0037, decision 089).
  (t) => [
    // Income-recognition lines are left out (migration 0041, decision 095; see indexedByOrder).
    index('journal_lines_order_idx')
      .on(t.orderId, t.account)
      .where(sql.raw(`account <> all (${RECOGNITION_LITERAL})`)),
    index('journal_lines_entry_idx').on(t.entryId),
  ],
);

/**
 * Entries a statement left unbalanced (written line by line), summed whole at commit by a deferred
 * constraint trigger and removed; the statement-level trigger journal_lines_balanced records them
 * (migration 0035, decision 085). Empty outside a transaction.
 */
export const journalBalanceChecks = pgTable('journal_balance_checks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  entryIds: bigint('entry_ids', { mode: 'number' }).array().notNull(),
});

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const cobRuns = pgTable('cob_runs', {
  businessDate: date('business_date', { mode: 'string' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  ordersTouched: integer('orders_touched').notNull().default(0),
});

/**
 * The lender's clauses of an agreement (position 1–3), versioned: a save adds a row, nothing is
 * changed. An order's documents render the version in force when it was created (decision 024).
 */
export const agreementTemplateVersions = pgTable(
  'agreement_template_versions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    position: integer('position').notNull(),
    /** 1, 2, 3… per merchant and position; the unique index makes two parallel saves conflict. */
    version: integer('version').notNull(),
    /** [{ heading, paragraphs: string[] }], plain text, escaped when rendered. */
    clauses: jsonb('clauses').notNull().$type<{ heading: string; paragraphs: string[] }[]>(),
    /** `staff:<id>:<email>`, `operator` or `seed`. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_template_versions_uq').on(t.merchantId, t.position, t.version),
    check('agreement_template_versions_position_known', sql`${t.position} in (1, 2, 3)`),
  ],
);
