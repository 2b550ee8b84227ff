// Data-subject rights and consent under RA 10173 (decision 126, migration 0058).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core.js';

/** The consent ledger: each notice shown, agreed or withdrawn, by whom and when. Append-only (a trigger refuses edits). */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** privacy_notice or marketing. */
    kind: text('kind').notNull(),
    noticeVersion: text('notice_version').notNull(),
    /** shown, agreed or withdrawn. */
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('privacy_consents_user_idx').on(t.userId, t.kind, t.id),
    check('privacy_consents_kind_known', sql`${t.kind} in ('privacy_notice', 'marketing')`),
    check('privacy_consents_action_known', sql`${t.action} in ('shown', 'agreed', 'withdrawn')`),
  ],
);

/** A borrower's request under the Act: access, correction (a field and its sealed new value), erasure or objection. */
export const dataSubjectRequests = pgTable(
  'data_subject_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    field: text('field'),
    valueSealed: text('value_sealed'),
    reason: text('reason').notNull().default(''),
    /** open, approved (an erasure waiting for the retention job), refused, or done. */
    status: text('status').notNull().default('open'),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('data_subject_requests_status_idx').on(t.status, t.dueOn),
    index('data_subject_requests_user_idx').on(t.userId, t.id),
    // One open request of a kind per borrower (corrections aside: each names its own field).
    uniqueIndex('data_subject_requests_one_open_uq')
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'open' AND ${t.kind} <> 'correction'`),
    check('data_subject_requests_kind_known', sql`${t.kind} in ('access', 'correction', 'erasure', 'objection')`),
    check('data_subject_requests_status_known', sql`${t.status} in ('open', 'approved', 'refused', 'done')`),
  ],
);

/** The breach register: what NPC Circular 16-03 asks a notification to say, and when the NPC and subjects were told. */
export const dataBreaches = pgTable(
  'data_breaches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
    nature: text('nature').notNull(),
    dataInvolved: text('data_involved').notNull(),
    subjectsAffected: integer('subjects_affected').notNull(),
    measuresTaken: text('measures_taken').notNull(),
    dpoContact: text('dpo_contact').notNull(),
    npcNotifiedAt: timestamp('npc_notified_at', { withTimezone: true }),
    subjectsNotifiedAt: timestamp('subjects_notified_at', { withTimezone: true }),
    loggedBy: text('logged_by').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('data_breaches_subjects_counted', sql`${t.subjectsAffected} >= 0`)],
);

/** What the retention job anonymised, per borrower and record category; a row per category makes a rerun a no-op. */
export const privacyErasures = pgTable(
  'privacy_erasures',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    erasedOn: date('erased_on', { mode: 'string' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).references(() => dataSubjectRequests.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'privacy_erasures_pk', columns: [t.userId, t.category] })],
);
