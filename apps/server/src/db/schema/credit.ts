// Credit decisions (decision 057, migration 0021, decision 057).
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './core.js';
import { orders } from './loans.js';

/** Versioned rule sets: one draft at a time, one live; a published version is never edited (trigger). */
export const creditRuleSets = pgTable('credit_rule_sets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  version: integer('version').notNull().unique('credit_rule_sets_version_uq'),
  /** draft | live | retired */
  status: text('status').notNull(),
  config: jsonb('config').notNull(),
  note: text('note').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  publishedBy: text('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/** One decision per application, with its inputs and every rule's result; append-only (trigger). */
export const creditDecisions = pgTable(
  'credit_decisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique('credit_decisions_order_uq')
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ruleSetVersion: integer('rule_set_version').notNull(),
    inputs: jsonb('inputs').notNull(),
    result: jsonb('result').notNull(),
    outcome: text('outcome').notNull(),
    band: text('band'),
    score: integer('score').notNull(),
    limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
    reasonCategory: text('reason_category'),
    reapplyOn: date('reapply_on', { mode: 'string' }),
    flagged: boolean('flagged').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_decisions_user_idx').on(t.userId), index('credit_decisions_decided_idx').on(t.decidedAt)],
);

/** A reviewer's change of an automatic outcome, with the reason; append-only (trigger), also in the audit log. */
export const creditOverrides = pgTable(
  'credit_overrides',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    decisionId: bigint('decision_id', { mode: 'number' })
      .notNull()
      .references(() => creditDecisions.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    actor: text('actor').notNull(),
    fromOutcome: text('from_outcome').notNull(),
    toOutcome: text('to_outcome').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_overrides_order_idx').on(t.orderId)],
);

/** The first account to present an identity (an ID number's keyed hash) owns it: one borrower per ID. */
export const creditIdentities = pgTable(
  'credit_identities',
  {
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'credit_identities_pk', columns: [t.kind, t.fingerprint] })],
);

/**
 * The lender's block list: keyed hashes of ID numbers, phones or devices that are declined. Removal
 * keeps the entry with who and why (migration 0030); one active entry per number.
 */
export const creditBlockList = pgTable(
  'credit_block_list',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** What staff read instead of the number: its kind and last four characters. */
    hint: text('hint').notNull().default(''),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
    removedReason: text('removed_reason'),
  },
  (t) => [
    uniqueIndex('credit_block_list_active_uq')
      .on(t.kind, t.fingerprint)
      .where(sql`${t.removedAt} is null`),
    check(
      'credit_block_list_removal_whole',
      sql`(${t.removedAt} is null) = (${t.removedBy} is null) and (${t.removedAt} is null) = (${t.removedReason} is null)`,
    ),
  ],
);
