// Regulatory filings (decision 119): the monthly credit data submitted to the Credit Information Corporation;
// and anti-money laundering (decision 125): sanctions lists, screenings, risk ratings, monitoring thresholds
// and the alert queue, every table kept five years (no row deleted; a trigger refuses it, migration 0057).
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.js';
import { orders } from './loans.js';

/**
 * One generated CIC file for a month: the first, or a correction of an earlier one (a higher version). The
 * file itself is sealed (it carries ID and mobile numbers); its SHA-256 is what was handed to the CIC.
 */
export const cicSubmissions = pgTable(
  'cic_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The month reported, `YYYY-MM`. */
    month: text('month').notNull(),
    version: integer('version').notNull(),
    /** The submission a correction replaces. */
    correctsId: bigint('corrects_id', { mode: 'number' }),
    correctionReason: text('correction_reason'),
    /** generated, submitted, or corrected (a later version replaced it). */
    status: text('status').notNull(),
    fileSha256: text('file_sha256').notNull(),
    contentSealed: text('content_sealed').notNull(),
    subjectCount: integer('subject_count').notNull(),
    contractCount: integer('contract_count').notNull(),
    installmentCount: integer('installment_count').notNull(),
    /** Contracts at month end by status word. */
    contractsByStatus: jsonb('contracts_by_status').$type<Record<string, number>>().notNull(),
    problems: jsonb('problems').$type<{ record: string; field: string; problem: string }[]>().notNull(),
    generatedBy: text('generated_by').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedBy: text('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cic_submissions_month_version_uq').on(t.month, t.version),
    check('cic_submissions_status_known', sql`${t.status} in ('generated', 'submitted', 'corrected')`),
    check('cic_submissions_month_form', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** A sanctions list as uploaded (UN Security Council consolidated list format); screened once the job ran. */
export const amlSanctionsLists = pgTable('aml_sanctions_lists', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  source: text('source').notNull(),
  fileSha256: text('file_sha256').notNull(),
  /** The list's own dateGenerated attribute, as published. */
  generatedOn: text('generated_on'),
  entryCount: integer('entry_count').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  /** When every borrower was screened against this list (the screening job); null while it waits. */
  screenedAt: timestamp('screened_at', { withTimezone: true }),
  screenedCount: integer('screened_count'),
});

/** One listed individual: the names (primary and aliases) normalised for matching, and the dates of birth. */
export const amlSanctionsEntries = pgTable(
  'aml_sanctions_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => amlSanctionsLists.id),
    referenceNumber: text('reference_number').notNull(),
    fullName: text('full_name').notNull(),
    names: jsonb('names').$type<string[]>().notNull(),
    /** `YYYY-MM-DD` or `YYYY`, as the list gives them. */
    birthDates: jsonb('birth_dates').$type<string[]>().notNull(),
    listedOn: text('listed_on'),
  },
  (t) => [index('aml_sanctions_entries_list_idx').on(t.listId)],
);

/** A borrower screened against a list: clear, or the matches found. Append-only. */
export const amlScreenings = pgTable(
  'aml_screenings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => amlSanctionsLists.id),
    /** onboarding, change or list-update. */
    trigger: text('trigger').notNull(),
    result: text('result').notNull(),
    matches: jsonb('matches').$type<unknown[]>().notNull(),
    screenedAt: timestamp('screened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('aml_screenings_user_idx').on(t.userId, t.id),
    check('aml_screenings_result_known', sql`${t.result} in ('clear', 'match')`),
  ],
);

/** A borrower's customer risk rating with its reasons; the newest row is the rating, the rest its history. */
export const amlRiskRatings = pgTable(
  'aml_risk_ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    rating: text('rating').notNull(),
    score: integer('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    trigger: text('trigger').notNull(),
    ratedBy: text('rated_by').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('aml_risk_ratings_user_idx').on(t.userId, t.id),
    check('aml_risk_ratings_rating_known', sql`${t.rating} in ('low', 'medium', 'high')`),
  ],
);

/** Each version of the monitoring thresholds, with who changed them and why; the newest is in force. */
export const amlRuleSettings = pgTable('aml_rule_settings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  thresholds: jsonb('thresholds').$type<Record<string, number>>().notNull(),
  reason: text('reason').notNull(),
  changedBy: text('changed_by').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An alert for the compliance officer: a sanctions match, a monitoring rule, or a covered transaction. */
export const amlAlerts = pgTable(
  'aml_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    rule: text('rule').notNull(),
    /** One alert per rule and pattern: a repeated run raises nothing twice. */
    dedupeKey: text('dedupe_key').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    raisedOn: date('raised_on', { mode: 'string' }).notNull(),
    /** Five Philippine working days after the alert was raised (the STR or CTR deadline). */
    reportDueOn: date('report_due_on', { mode: 'string' }).notNull(),
    raisedBy: text('raised_by').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('open'),
    assignedTo: text('assigned_to'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('aml_alerts_dedupe_uq').on(t.dedupeKey),
    index('aml_alerts_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    check('aml_alerts_status_known', sql`${t.status} in ('open', 'filed', 'closed')`),
  ],
);

/** A case note on an alert. Append-only. */
export const amlAlertNotes = pgTable(
  'aml_alert_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => amlAlerts.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_alert_notes_alert_idx').on(t.alertId, t.id)],
);
