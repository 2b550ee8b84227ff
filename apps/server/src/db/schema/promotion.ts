// Promotion landings: settings, templates, captcha challenges, the funnel and attributions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { merchants, users } from './core.js';

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
    /** The headline and subtitle as a Filipino reader reads them (decision 132); empty: the English, marked. */
    headlineFil: text('headline_fil').notNull().default(''),
    subtitleFil: text('subtitle_fil').notNull().default(''),
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
