// Books (decision 063): accrual runs, general-ledger accounts and mappings, periods, settlement imports.
// Migrations 0024 and 0040 also add journal_entries_accrual_uq (journal_entries, in loans.ts): one 'accrual' entry
// per order and date.
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orders } from './loans.js';

/** The dates the accrual step of the close of business has finished (decision 063). */
export const accrualRuns = pgTable('accrual_runs', {
  businessDate: date('business_date', { mode: 'string' }).primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  ordersSeen: integer('orders_seen').notNull().default(0),
});

/** The lender's general-ledger accounts (decision 064); control accounts are tied to the loan sub-ledger. */
export const glAccounts = pgTable(
  'gl_accounts',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    control: boolean('control').notNull().default(false),
  },
  (t) => [check('gl_accounts_kind_known', sql`${t.kind} in ('asset', 'liability', 'equity', 'income', 'expense')`)],
);

/** Which general-ledger account each ledger account posts to (admin sets it, audited). */
export const glMappings = pgTable('gl_mappings', {
  ledgerAccount: text('ledger_account').primaryKey(),
  glCode: text('gl_code')
    .notNull()
    .references(() => glAccounts.code),
  updatedBy: text('updated_by').notNull().default('seed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Closed months (decision 065): append-only, and a trigger on journal_entries posts anything dated in
 * one on the first open day instead, with the date it was for in the memo.
 */
export const ledgerPeriods = pgTable('ledger_periods', {
  month: date('month', { mode: 'string' }).primaryKey(),
  closedThrough: date('closed_through', { mode: 'string' }).notNull(),
  closedBy: text('closed_by').notNull(),
  reason: text('reason').notNull().default(''),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Closed business days (decision 115, migration 0050): append-only, each with its journal as exported,
 * byte for byte; a trigger on journal_entries posts anything dated on or before the last one on the day after.
 */
export const journalDays = pgTable('journal_days', {
  businessDate: date('business_date', { mode: 'string' }).primaryKey(),
  lines: integer('lines').notNull(),
  csv: text('csv').notNull(),
  csvSha256: text('csv_sha256').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment provider's settlement report as finance imported it (decision 070). */
export const settlementImports = pgTable(
  'settlement_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes: the same file imported twice is the same import. */
    fileSha256: text('file_sha256').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    importedBy: text('imported_by').notNull(),
    lineCount: integer('line_count').notNull(),
    matchedCount: integer('matched_count').notNull(),
    /** The refused rows: line number and reason. */
    refusals: jsonb('refusals').$type<{ lineNo: number; reason: string }[]>().notNull(),
    settledCents: bigint('settled_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** Refunded lines' amounts (decision 116): settled − refunded − fees is the net. */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** Lines an earlier import already carried (same reference, date and status): not counted again. */
    repeatedCount: integer('repeated_count').notNull().default(0),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('settlement_imports_file_uq').on(t.provider, t.fileSha256)],
);

/** A difference between a settlement report and our payments, in the queue finance works through. */
export const settlementExceptions = pgTable(
  'settlement_exceptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => settlementImports.id),
    kind: text('kind').notNull(),
    paymentNo: text('payment_no').notNull(),
    providerRef: text('provider_ref'),
    lineNo: integer('line_no'),
    ourAmountCents: bigint('our_amount_cents', { mode: 'number' }),
    theirAmountCents: bigint('their_amount_cents', { mode: 'number' }),
    /** The line's settlement date: the value date a payment resolved by posting gets (decision 116). */
    settledOn: date('settled_on', { mode: 'string' }),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('settlement_exceptions_queue_idx').on(t.status, t.id),
    index('settlement_exceptions_import_idx').on(t.importId),
    check(
      'settlement_exceptions_kind',
      sql`${t.kind} in ('not_posted', 'not_settled', 'amount_differs', 'refunded', 'refund_unreceived')`,
    ),
    check('settlement_exceptions_status', sql`${t.status} in ('open', 'resolved')`),
  ],
);

/** Every settlement line once, by the provider's reference, date and status (decision 116). */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => settlementImports.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    settledOn: date('settled_on', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    paymentNo: text('payment_no').notNull(),
    lineNo: integer('line_no').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('settlement_lines_ref_uq').on(t.provider, t.providerRef, t.settledOn, t.status),
    index('settlement_lines_payment_idx').on(t.provider, t.paymentNo),
    check('settlement_lines_status_known', sql`${t.status} in ('settled', 'refunded')`),
  ],
);

/**
 * The company's own journal (decision 116): postings that belong to no loan, each one debit and one credit of
 * the same amount (balanced by construction). Append-only; one posting per reference; a trigger moves a
 * posting dated in a closed month to the first open day, as journal_entries does, and one dated on a closed
 * day is posted on the first open day (posted_on, decision 115; migration 0055).
 */
export const booksPostings = pgTable(
  'books_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** Set only when the business date's journal was already closed: the open day it was posted on (decision 115). */
    postedOn: date('posted_on', { mode: 'string' }),
    kind: text('kind').notNull(),
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    memo: text('memo').notNull(),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('books_postings_reference_uq').on(t.reference),
    index('books_postings_date_idx').on(t.businessDate),
    index('books_postings_posted_idx').on(sql`coalesce(${t.postedOn}, ${t.businessDate})`),
    check('books_postings_kind_known', sql`${t.kind} in ('collection', 'uncollection', 'settlement', 'funding')`),
    check('books_postings_amount_positive', sql`${t.amountCents} > 0`),
    check('books_postings_two_accounts', sql`${t.debitAccount} <> ${t.creditAccount}`),
    check('books_postings_posted_after_value', sql`${t.postedOn} is null or ${t.postedOn} > ${t.businessDate}`),
  ],
);

/** Money put into the disbursement account (decision 116): capital or a draw on a credit line, maker-checked. */
export const fundings = pgTable(
  'fundings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    fundedOn: date('funded_on', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    bookedBy: text('booked_by').notNull(),
    approvedBy: text('approved_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fundings_reference_uq').on(t.source, t.bankReference),
    check('fundings_source_known', sql`${t.source} in ('capital', 'credit_line')`),
    check('fundings_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// ─── Write-offs, loss rates and accrual positions (decisions 078 and 079) ───────────

/** A loan written off (decision 078): one row per order, the rule that wrote it off and who. */
export const loanWriteOffs = pgTable(
  'loan_write_offs',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    rule: text('rule').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    principalCents: bigint('principal_cents', { mode: 'number' }).notNull(),
    chargesCents: bigint('charges_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('loan_write_offs_rule_known', sql`${t.rule} in ('days_past_due', 'decision')`)],
);

/** The write-off threshold and loss rates per ageing bucket (bps), versioned: the newest is in force. */
export const booksPolicies = pgTable(
  'books_policies',
  {
    version: integer('version').primaryKey(),
    writeOffDays: integer('write_off_days').notNull(),
    /** Days past due from which new income is held in suspense (decision 135, migration 0062); null is off. */
    nonAccrualDays: integer('non_accrual_days'),
    lossRates: jsonb('loss_rates').$type<Record<string, number>>().notNull(),
    createdBy: text('created_by').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('books_policies_write_off_days', sql`${t.writeOffDays} between 30 and 1000`),
    check(
      'books_policies_non_accrual_days',
      sql`${t.nonAccrualDays} is null or (${t.nonAccrualDays} between 1 and 999 and ${t.nonAccrualDays} < ${t.writeOffDays})`,
    ),
  ],
);

/** The accrual step's running position per order, kept by a trigger on journal_lines (decision 079). */
export const accrualPositions = pgTable('accrual_positions', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id),
  contractInterestCents: bigint('contract_interest_cents', { mode: 'number' }).notNull().default(0),
  contractFeeCents: bigint('contract_fee_cents', { mode: 'number' }).notNull().default(0),
  deferredInterestCents: bigint('deferred_interest_cents', { mode: 'number' }).notNull().default(0),
  deferredFeeCents: bigint('deferred_fee_cents', { mode: 'number' }).notNull().default(0),
  earnedInterestCents: bigint('earned_interest_cents', { mode: 'number' }).notNull().default(0),
  earnedFeeCents: bigint('earned_fee_cents', { mode: 'number' }).notNull().default(0),
});
