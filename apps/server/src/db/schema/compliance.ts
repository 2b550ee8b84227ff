// Regulatory filings (decision 119): the monthly credit data submitted to the Credit Information Corporation.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
