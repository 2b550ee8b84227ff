// The lender, its borrowers, their sessions, one-time codes and certify (KYC) answers, and the business clock.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { ACCENTED, PLAIN } from '../../domain/order-search.js';

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
    /** The language the borrower last applied in ('en' or 'fil'): their SMS notices use it (decision 129). */
    language: text('language').notNull().default('en'),
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
    /** Why it ended: 'logout' on its own device, 'everywhere' from another (decision 139); null on older rows. */
    revokedWhy: text('revoked_why'),
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
  /** The full name folded for search (lowered, accents off), generated by the database (decision 108, domain/order-search.ts). */
  nameKey: text('name_key').generatedAlwaysAs(
    sql`lower(translate(coalesce(basic->>'fullName', ''), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`,
  ),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
