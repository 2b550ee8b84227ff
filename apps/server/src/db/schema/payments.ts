// Repayments: channels and their guides, payments, idempotency keys, repay tokens, reported references (UTR).
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
import { createdAt } from './columns.js';
import { merchants, users } from './core.js';
import { orders } from './loans.js';
import { bankAccounts } from './payouts.js';

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channelNumber: text('channel_number').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    /** How the borrower pays: ewallet, otc (over the counter), bank, qr. */
    kind: text('kind').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_channels_merchant_number_uq').on(t.merchantId, t.channelNumber)],
);

/**
 * A borrower's payment through a provider (docs/decisions/018-payment-providers.md). payment_no is
 * our transaction id at the provider; the ledger posting uses the reference pay:<payment_no>, so
 * it lands at most once. Status only moves forward: pending → completed | failed | expired | cancelled.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentNo: text('payment_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** repay or rollover: what the engine does with the money. */
    purpose: text('purpose').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    channelNumber: text('channel_number').notNull(),
    /** redirect, paycode, qr (collections) or card (payway). */
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's own reference (Dragonpay refno); one reference posts once. */
    providerRef: text('provider_ref'),
    payUrl: text('pay_url').notNull().default(''),
    payCode: text('pay_code').notNull().default(''),
    qrData: text('qr_data').notNull().default(''),
    /** Payway: the bound account charged, and the HMAC of the SMS code (never the code). */
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).references(() => bankAccounts.id),
    otpHash: text('otp_hash'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpSentAt: timestamp('otp_sent_at', { withTimezone: true }),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set in the transaction that posts the payment to the ledger. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /** The business date the borrower paid, as the provider reports it: the payment's value date. */
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // One live collection per order and purpose: a second tap answers the first (decision 031).
    uniqueIndex('payments_live_collection_uq')
      .on(t.orderId, t.purpose)
      .where(sql`${t.status} = 'pending' and ${t.method} in ('paycode', 'qr', 'redirect')`),
    index('payments_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'payments_status_known',
      sql`${t.status} in ('pending', 'completed', 'failed', 'expired', 'cancelled', 'review')`,
    ),
    // A completed payment always carries the provider's reference.
    check('payments_completed_ref', sql`${t.status} <> 'completed' or ${t.providerRef} is not null`),
  ],
);

/**
 * Idempotency keys of money-moving POSTs (docs/decisions/019-idempotency.md): the first request
 * under a key stores its answer; a repeat with the same body gets it again, a different body a conflict.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    scope: text('scope').notNull(),
    /** SHA-256 of the key; repay tokens are secrets, so keys are never stored as sent. */
    keyHash: text('key_hash').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.keyHash] })],
);

/** Single-use tokens that payway's repayment-way hands out; repayment-commit spends one. */
export const repayTokens = pgTable('repay_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => orders.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The sandbox provider's own books: what it was asked to collect and what the payer did. */
export const sandboxProviderTxns = pgTable('sandbox_provider_txns', {
  txnId: text('txn_id').primaryKey(),
  refNo: text('ref_no').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  payCode: text('pay_code').notNull().default(''),
  /** S paid, P waiting, F failed, V voided (Dragonpay-style letters). */
  status: text('status').notNull().default('P'),
  callbackUrl: text('callback_url').notNull(),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The business date the payer paid on (what a real provider reports as its transaction date). */
  paidOn: date('paid_on', { mode: 'string' }),
});

/** Payment instructions per channel, shown in the guide and as pay-code notices (server configuration). */
export const paymentGuides = pgTable(
  'payment_guides',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channelNumber: text('channel_number').notNull(),
    groupTitle: text('group_title').notNull(),
    name: text('name').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    /** The same in Filipino (decision 132); empty when the lender has not translated it. */
    groupTitleFil: text('group_title_fil').notNull().default(''),
    nameFil: text('name_fil').notNull().default(''),
    stepsFil: jsonb('steps_fil').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_guides_uq').on(t.merchantId, t.channelNumber, t.name)],
);

/**
 * Payments the borrower made outside our rails and reported by reference (UTR). A report never
 * posts by itself: finance matches it against the statement in the console (which posts it to the
 * loan, audited) or rejects it with a reason. A live reference (not rejected) is unique per pay type.
 */
export const utrReports = pgTable(
  'utr_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    payType: text('pay_type').notNull(),
    utr: text('utr').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('reported'),
    reason: text('reason').notNull().default(''),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('utr_reports_order_idx').on(t.orderId),
    index('utr_reports_status_idx').on(t.status),
    uniqueIndex('utr_reports_live_utr_uq')
      .on(t.payType, t.utr)
      .where(sql`${t.status} <> 'rejected'`),
    check('utr_reports_status_known', sql`${t.status} in ('reported', 'matched', 'rejected')`),
    check('utr_reports_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
