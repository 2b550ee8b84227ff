// Complaints and what borrowers tap: complaint types, uploaded evidence, complaints, notes, events, ratings.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
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
import { staffUsers } from './staff.js';

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
    /** The title in Filipino (decision 132); empty when the lender has not translated it. */
    titleFil: text('title_fil').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('complaint_types_uq').on(t.merchantId, t.parentValue, t.value)],
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
