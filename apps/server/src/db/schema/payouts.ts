// Payout accounts and payouts: bank form, bound accounts, payouts, credit refunds, limits and holds.
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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { merchants, users } from './core.js';
import { orders } from './loans.js';

/** An option; nameFil is its Filipino (decision 132), absent when the name reads the same (a bank's name). */
export type BankFormOption = { name: string; type: string; nameFil?: string };

export const bankFormItems = pgTable(
  'bank_form_items',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** The title and placeholder in Filipino (decision 132); empty when the lender has not translated them. */
    titleFil: text('title_fil').notNull().default(''),
    subtitleFil: text('subtitle_fil').notNull().default(''),
    /** text, citySelect, day or enum, as the spec's form items. */
    cate: text('cate').notNull(),
    inputType: text('input_type').notNull().default('text'),
    /** 0 shows the item for every card type. */
    cardTypeMi: integer('card_type_mi').notNull().default(0),
    channelNumber: text('channel_number'),
    options: jsonb('options').$type<BankFormOption[]>().notNull().default([]),
    required: boolean('required').notNull().default(true),
    minLength: integer('min_length').notNull().default(0),
    maxLength: integer('max_length').notNull().default(64),
    /** Account numbers: stored encrypted with a keyed hash, shown masked. */
    secret: boolean('secret').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('bank_form_items_uq').on(t.merchantId, t.code, t.cardTypeMi)],
);

/** Bound payout accounts. A change keeps the old row (is_current false) as history. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    cardType: integer('card_type').notNull(),
    channelNumber: text('channel_number').notNull(),
    /** Bank or e-wallet option type chosen (e.g. BDO, 90011). */
    institution: text('institution').notNull(),
    /** Non-secret field values by code. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** Secret field values, AES-256-GCM with a key derived from the app secret. */
    secretsEncrypted: text('secrets_encrypted').notNull(),
    /** HMAC of the account number, to find the same account bound twice. */
    accountHash: text('account_hash').notNull(),
    last4: text('last4').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    source: text('source').notNull(),
    createdAt: createdAt(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Migration 0033: a payout to this account was refused (the borrower was asked to rebind); not offered to pay from. */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    uniqueIndex('bank_accounts_one_current_uq')
      .on(t.userId)
      .where(sql`${t.isCurrent}`),
    index('bank_accounts_hash_idx').on(t.accountHash),
  ],
);

/**
 * One payout per order (decision 022): the row is claimed before the provider is called, so a double
 * tap or a second staff member cannot pay the same loan twice. A failed payout may be claimed again
 * (attempt + 1); a succeeded one is never paid again, only booked if booking was interrupted.
 */
export const payouts = pgTable(
  'payouts',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    attempt: integer('attempt').notNull().default(1),
    reference: text('reference'),
    reason: text('reason').notNull().default(''),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Migration 0015 (decision 040): asynchronous states, the lender, the account paid and the rail.
    merchantId: integer('merchant_id'),
    accountId: bigint('account_id', { mode: 'number' }),
    /** instapay | pesonet | gcash | maya (domain/payouts/routing.ts). */
    channel: text('channel').notNull().default(''),
    /** The provider's own status letter, as last seen. */
    providerStatus: text('provider_status').notNull().default(''),
    /** A failure the borrower can fix by binding another account. */
    rebind: boolean('rebind').notNull().default(false),
    /** The business date of the claim: the daily limit counts by it. */
    requestedOn: date('requested_on', { mode: 'string' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The business date the money was known to have left: the day's total against the provider's report. */
    settledOn: date('settled_on', { mode: 'string' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_status_idx').on(t.status, t.updatedAt),
    index('payouts_merchant_day_idx').on(t.merchantId, t.requestedOn),
    check('payouts_status_known', sql`${t.status} in ('requested', 'pending', 'succeeded', 'failed', 'returned')`),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('payouts_succeeded_ref', sql`${t.status} <> 'succeeded' or ${t.reference} is not null`),
  ],
);

/**
 * Payout cases (decision 104): money the provider paid for an attempt we had recorded as failed. A
 * `late_success` booked the loan on that attempt; `paid_twice` found the loan booked by another attempt,
 * so the second payment is an overpayment the borrower owes. Finance resolves each one (audited); while
 * one is open the order is not paid out again. One case per attempt, so a replayed callback opens none.
 */
export const payoutCases = pgTable(
  'payout_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    attempt: integer('attempt').notNull(),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The provider's reference of the payment that arrived late. */
    reference: text('reference').notNull(),
    /** What the case found, in a sentence finance reads. */
    note: text('note').notNull().default(''),
    openedBy: text('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').notNull().default(''),
  },
  (t) => [
    uniqueIndex('payout_cases_attempt_uq').on(t.orderId, t.attempt),
    index('payout_cases_open_idx')
      .on(t.orderId)
      .where(sql`${t.resolvedAt} is null`),
    check('payout_cases_kind_known', sql`${t.kind} in ('late_success', 'paid_twice')`),
    check('payout_cases_amount_positive', sql`${t.amountCents} > 0`),
    check('payout_cases_resolved_whole', sql`(${t.resolvedAt} is null) = (${t.resolvedBy} is null)`),
  ],
);

/** Refunds of borrower credit, paid out by finance: at most one pending per order. */
export const creditRefunds = pgTable(
  'credit_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    reference: text('reference'),
    reason: text('reason').notNull().default(''),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_refunds_pending_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    check('credit_refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('credit_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('credit_refunds_succeeded_ref', sql`${t.status} <> 'succeeded' or ${t.reference} is not null`),
  ],
);

/** Payout limits per lender (decision 041): a daily total and the hold on a newly changed account. */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    /** Null: no daily limit. */
    dailyLimitCents: bigint('daily_limit_cents', { mode: 'number' }),
    holdHours: integer('hold_hours').notNull().default(24),
    updatedBy: text('updated_by').notNull().default('seed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_settings_limit_positive', sql`${t.dailyLimitCents} is null or ${t.dailyLimitCents} > 0`),
    check('payout_settings_hold_range', sql`${t.holdHours} between 0 and 720`),
  ],
);

/** Finance released the first-payout hold on a newly changed account (audited). */
export const payoutHoldReleases = pgTable('payout_hold_releases', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => bankAccounts.id),
  actor: text('actor').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox payout provider's own books (decision 066): shared by every instance, so a callback, a
 * status query or a console drill answers the same whichever instance takes it.
 */
export const sandboxPayoutTxns = pgTable('sandbox_payout_txns', {
  txnId: text('txn_id').primaryKey(),
  /** The first answer to this transaction id, returned again on a repeated request. */
  answer: jsonb('answer').notNull(),
  reference: text('reference'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** P pending, S succeeded, F failed, R returned; null when refused at once (no transaction). */
  letter: text('letter'),
  message: text('message').notNull().default(''),
  /** What the "bank" will do when the delay has passed: S or F; null while held by hand. */
  outcome: text('outcome'),
  settleAt: timestamp('settle_at', { withTimezone: true }),
  settledOn: date('settled_on'),
  createdAt: createdAt(),
});

/**
 * Borrower credit applied to another open order of the same borrower (decision 084): written in
 * the transaction that posts it on both orders. The console's request id is unique: a retry applies once.
 */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id').notNull(),
    sourceOrderId: bigint('source_order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    targetOrderId: bigint('target_order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What went beyond the target's debt and stays as credit on the target. */
    targetCreditCents: bigint('target_credit_cents', { mode: 'number' }).notNull(),
    /** The target's status right after the application (settled when it paid everything). */
    targetStatus: integer('target_status').notNull(),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_applications_request_uq').on(t.requestId),
    index('credit_applications_source_idx').on(t.sourceOrderId),
    index('credit_applications_target_idx').on(t.targetOrderId),
    check('credit_applications_amount_positive', sql`${t.amountCents} > 0`),
    check('credit_applications_two_orders', sql`${t.sourceOrderId} <> ${t.targetOrderId}`),
  ],
);
