// The one Drizzle schema, used by PGlite and PostgreSQL alike. Money columns are integer centavos.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import type { Product } from '../domain/loan/product.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  merchantNumber: text('merchant_number').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** E.164, e.g. +639171234567. */
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_merchant_phone_uq').on(t.merchantId, t.phone)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the 256-bit session id; the id itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Touched at most once a minute; a session idle longer than SESSION_IDLE_HOURS ends (migration 0012). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    /** HMAC of the code with the app secret, so a database leak does not leak live codes. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone_idx').on(t.merchantId, t.phone, t.purpose, t.createdAt)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    gateway: text('gateway').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

export const contactInfo = pgTable('contact_info', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  email: text('email').notNull(),
  messagingAccount: text('messaging_account').notNull(),
  telephone: text('telephone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A single row. A null override means the business date follows the wall clock. */
export const businessClock = pgTable(
  'business_clock',
  {
    id: integer('id').primaryKey().default(1),
    overrideDate: date('override_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('business_clock_single_row', sql`${t.id} = 1`)],
);

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
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    actor: text('actor').notNull(),
    /** A payment reference or request key: one posting per key, ever. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_entries_order_idx').on(t.orderId),
    uniqueIndex('journal_entries_reference_uq').on(t.reference),
    // The close of business posts at most one penalty and one overdue-interest entry per order and day.
    uniqueIndex('journal_entries_cob_uq')
      .on(t.orderId, t.businessDate, t.kind)
      .where(sql`${t.kind} in ('penalty', 'overdue_interest')`),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    account: text('account').notNull(),
    installmentSeq: integer('installment_seq'),
    /** Debit positive, credit negative; the lines of an entry sum to zero. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('journal_lines_order_idx').on(t.orderId, t.account), index('journal_lines_entry_idx').on(t.entryId)],
);

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

export const complaintTypes = pgTable(
  'complaint_types',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    value: integer('value').notNull(),
    /** Null for a top-level problem type; otherwise the value of its parent type. */
    parentValue: integer('parent_value'),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('complaint_types_uq').on(t.merchantId, t.parentValue, t.value)],
);

export type BankFormOption = { name: string; type: string };

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
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    uniqueIndex('bank_accounts_one_current_uq')
      .on(t.userId)
      .where(sql`${t.isCurrent}`),
    index('bank_accounts_hash_idx').on(t.accountHash),
  ],
);

/** Evidence images: re-encoded, stored under unguessable keys outside the web root. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

/** A borrower's complaint: submitted → in progress → answered → rated. */
export const complaints = pgTable(
  'complaints',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no'),
    problemType: integer('problem_type').notNull(),
    problemSonType: integer('problem_son_type'),
    detail: text('detail').notNull(),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('submitted'),
    disposeDetail: text('dispose_detail').notNull().default(''),
    disposeImageKeys: jsonb('dispose_image_keys').$type<string[]>().notNull().default([]),
    score: integer('score'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** The staff member who owns the complaint at the desk (migration 0019), or null while unassigned. */
    ownerStaffId: integer('owner_staff_id').references((): AnyPgColumn => staffUsers.id),
  },
  (t) => [
    index('complaints_user_idx').on(t.userId, t.createdAt),
    index('complaints_owner_idx').on(t.ownerStaffId),
    check('complaints_detail_len', sql`char_length(${t.detail}) between 1 and 200`),
  ],
);

/** The spec's event/save: which module and position a borrower tapped (30 = borrow again). */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    productId: integer('product_id'),
    moduleId: integer('module_id').notNull(),
    positionId: integer('position_id'),
    createdAt: createdAt(),
  },
  (t) => [index('events_module_idx').on(t.merchantId, t.moduleId, t.createdAt)],
);

/** A settled order's service rating; one per order, so the prompt shows once. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    score: integer('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('order_ratings_score_range', sql`${t.score} between 1 and 5`)],
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
    // One live collection per order and purpose: a second tap answers the first (issue 13, defect 10).
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
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_guides_uq').on(t.merchantId, t.channelNumber, t.name)],
);

/** Promotion settings per merchant (docs/decisions/021-promotion-registration.md). */
export const promotionSettings = pgTable('promotion_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** RegExp source the landing checks mobile numbers with; the spec's 1[3-9] rule rejects every PH number. */
  mobilePattern: text('mobile_pattern').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A promotion landing page (the spec's channel template), addressed by ?templateId=. */
export const promotionTemplates = pgTable(
  'promotion_templates',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    headline: text('headline').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    downloadUrl: text('download_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotion_templates_merchant_name_uq').on(t.merchantId, t.name)],
);

/** Image captcha challenges. The sid and the answer are stored hashed; each answer works once per step. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    sidHash: text('sid_hash').primaryKey(),
    /** HMAC of the lower-cased answer; null until the first picture is drawn. */
    answerHash: text('answer_hash'),
    draws: integer('draws').notNull().default(0),
    /** The phone whose code this captcha unlocked; register must name the same phone. */
    phone: text('phone'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sendUsedAt: timestamp('send_used_at', { withTimezone: true }),
    registerUsedAt: timestamp('register_used_at', { withTimezone: true }),
    /** Sandbox only: the plain answer, so e2e tests on any instance can read the picture (migration 0012). */
    sandboxAnswer: text('sandbox_answer'),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/** The landing's funnel: visit, click, code_sent, register; one row each, counted per template. */
export const promotionEvents = pgTable(
  'promotion_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    templateId: integer('template_id').references(() => promotionTemplates.id),
    kind: text('kind').notNull(),
    userFrom: text('user_from'),
    clientType: text('client_type'),
    pageType: text('page_type'),
    utmTag: text('utm_tag'),
    appFrom: text('app_from'),
    /** E.164 when the event names a phone (click, code_sent, register). */
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_events_template_idx').on(t.templateId, t.kind),
    check('promotion_events_kind_known', sql`${t.kind} in ('visit', 'click', 'code_sent', 'register')`),
  ],
);

/** Where a borrower who registered on a landing came from; one row per borrower. */
export const userAttributions = pgTable('user_attributions', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  templateId: integer('template_id').references(() => promotionTemplates.id),
  inviteCode: text('invite_code'),
  utmTag: text('utm_tag'),
  userFrom: text('user_from'),
  appFrom: text('app_from'),
  appName: text('app_name'),
  deviceId: text('device_id'),
  userName: text('user_name'),
  createdAt: createdAt(),
});

/** Back-office staff (issue 9). Passwords are argon2id hashes; repeated failures lock the account. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'staff_users_role_known',
      sql`${t.role} in ('agent', 'reviewer', 'finance', 'admin', 'risk', 'collector', 'collections_supervisor')`,
    ),
  ],
);

/** Staff sessions, apart from borrowers': only the SHA-256 of the cookie's 256-bit id is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff and operator action. Append-only: a trigger (migration 0007) refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `staff:<id>:<email>` or `operator` (the CLI's admin token). */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What was acted on, e.g. `order:LW2026…`, `complaint:12`. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.target),
    index('audit_log_actor_idx').on(t.actor, t.id),
  ],
);

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
 * A borrower's certify (KYC) answers, one row per borrower (decision 033): each step's fields as
 * saved, with when. The ID number is sealed like account numbers (AES-256-GCM) and only its last
 * four characters are kept readable; the ID photo and selfie are stored files named by key.
 */
export const kycProfiles = pgTable('kyc_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  basic: jsonb('basic').$type<Record<string, string>>(),
  basicSavedAt: timestamp('basic_saved_at', { withTimezone: true }),
  personal: jsonb('personal').$type<Record<string, string>>(),
  personalSavedAt: timestamp('personal_saved_at', { withTimezone: true }),
  job: jsonb('job').$type<Record<string, string>>(),
  jobSavedAt: timestamp('job_saved_at', { withTimezone: true }),
  ext: jsonb('ext').$type<Record<string, string>>(),
  extSavedAt: timestamp('ext_saved_at', { withTimezone: true }),
  idType: text('id_type'),
  idNumberEncrypted: text('id_number_encrypted'),
  idLast4: text('id_last4'),
  idSavedAt: timestamp('id_saved_at', { withTimezone: true }),
  idFrontKey: text('id_front_key'),
  selfieKey: text('selfie_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Refunds of borrower credit, paid out by finance (issue 13, defect 10): at most one pending per order. */
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
/** Rate-limit windows shared by every server instance (migration 0012, decision 030). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/** Password-login failures per account and address, and per account, with growing locks (decision 031). */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  locks: integer('locks').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

// ─── Credit decisions (issue 17, migration 0021, decision 057) ───

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

/** The lender's block list: keyed hashes of ID numbers, phones or devices that are declined. */
export const creditBlockList = pgTable(
  'credit_block_list',
  {
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'credit_block_list_pk', columns: [t.kind, t.fingerprint] })],
);

/** Internal notes on a complaint (migration 0019): staff only, never shown to the borrower. Append-only. */
export const complaintNotes = pgTable(
  'complaint_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaint_notes_complaint_idx').on(t.complaintId, t.id),
    check('complaint_notes_body_len', sql`char_length(${t.body}) between 1 and 1000`),
  ],
);
// ─── Books (issue 19) ─────────────────────────────────────────────────────────────────────
// Migration 0024 also adds journal_entries_accrual_uq: one 'accrual' entry per order and date.

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
/** A product's reminder schedule (issue 18): day offsets from the due date, and a daily cap per borrower. */
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
 * every save is a new row, the highest version is in force, nothing is edited (issue 18).
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

/** The last official receipt number per lender; its row lock makes numbers gap-free (decision 061). */
export const receiptCounters = pgTable('receipt_counters', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  lastNo: bigint('last_no', { mode: 'number' }).notNull(),
});

/**
 * Official receipts, one per posted payment, numbered in the posting's own transaction. A reversed
 * payment keeps its receipt, marked reversed (never deleted or renumbered).
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
  },
  (t) => [
    uniqueIndex('receipts_no_uq').on(t.merchantId, t.receiptNo),
    uniqueIndex('receipts_reference_uq').on(t.reference),
    index('receipts_order_idx').on(t.orderId),
    check('receipts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Collections (issue 18, decision 069): which collector works an overdue loan; one collector per loan. */
export const collectionAssignments = pgTable(
  'collection_assignments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collection_assignments_staff_idx').on(t.staffId)],
);

/** A collector's contact with a borrower: channel, outcome and notes, with the days past due at the time. */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    channel: text('channel').notNull(),
    outcome: text('outcome').notNull(),
    notes: text('notes').notNull().default(''),
    daysPastDue: integer('days_past_due').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_contacts_order_idx').on(t.orderId, t.at),
    check('collection_contacts_channel_known', sql`${t.channel} in ('call', 'sms', 'email', 'visit')`),
  ],
);

/** A promise to pay: kept when payments made since it reach its amount by its date, broken after. */
export const promisesToPay = pgTable(
  'promises_to_pay',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    promisedOn: date('promised_on', { mode: 'string' }).notNull(),
    madeOn: date('made_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('promises_to_pay_order_idx').on(t.orderId, t.status),
    check('promises_to_pay_amount_positive', sql`${t.amountCents} > 0`),
    check('promises_to_pay_status_known', sql`${t.status} in ('open', 'kept', 'broken')`),
  ],
);

/** A payment provider's settlement report as finance imported it (issue 19 part 3, decision 070). */
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
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('settlement_exceptions_queue_idx').on(t.status, t.id),
    index('settlement_exceptions_import_idx').on(t.importId),
    check('settlement_exceptions_kind', sql`${t.kind} in ('not_posted', 'not_settled', 'amount_differs', 'refunded')`),
    check('settlement_exceptions_status', sql`${t.status} in ('open', 'resolved')`),
  ],
);

// ─── Write-offs, loss rates and accrual positions (issue 19, decisions 078 and 079) ───────────

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
    lossRates: jsonb('loss_rates').$type<Record<string, number>>().notNull(),
    createdBy: text('created_by').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('books_policies_write_off_days', sql`${t.writeOffDays} between 30 and 1000`)],
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
