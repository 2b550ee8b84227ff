// Maker-checker (decision 106): proposals waiting for a second person, and the settings that say which
// actions need one.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One proposal: the exact request to run (`payload`), what it will do in a sentence in pesos, the maker
 * and reason, and, once decided, the checker, the note and what running it gave.
 */
export const approvalProposals = pgTable(
  'approval_proposals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    /** The object it acts on as the audit log names it (`order:LW…`, `approval-setting:write_off`). */
    target: text('target').notNull(),
    payload: jsonb('payload').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    summary: text('summary').notNull(),
    maker: text('maker').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('proposed'),
    checker: text('checker'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    result: jsonb('result'),
  },
  (t) => [
    index('approval_proposals_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'proposed'`),
    check('approval_proposals_status_known', sql`${t.status} in ('proposed', 'executed', 'rejected', 'expired')`),
    check('approval_proposals_decided_whole', sql`(${t.status} = 'proposed') = (${t.decidedAt} is null)`),
  ],
);

/** Per action: whether it needs a second person, and above which amount. No row: one person (today's behaviour). */
export const approvalSettings = pgTable('approval_settings', {
  action: text('action').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  thresholdCents: bigint('threshold_cents', { mode: 'number' }),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
