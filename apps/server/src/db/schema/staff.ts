// Back-office staff, their sessions, the audit log, and the shared rate-limit and login-throttle counters.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Back-office staff (decision 024). Passwords are argon2id hashes; repeated failures lock the account. */
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
      sql`${t.role} in ('agent', 'reviewer', 'finance', 'admin', 'risk', 'collector', 'collections_supervisor', 'compliance')`,
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
    /** Slid by each request, written at most once a minute; idle past STAFF_SESSION_IDLE_MINUTES ends it (0042). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff and operator action. Append-only: a trigger (migration 0007) refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `staff:<id>:<email>`, `operator` (the CLI's admin token), `job:<name>`, `provider:<name>` or `engine:credit`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What was acted on, e.g. `order:LW2026…`, `complaint:12`. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The order a money movement or decision concerns, its borrower and the amount (migration 0045, decision 107). */
    orderNo: text('order_no'),
    borrowerId: bigint('borrower_id', { mode: 'number' }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.target),
    index('audit_log_actor_idx').on(t.actor, t.id),
    index('audit_log_order_idx').on(t.orderNo, t.id),
    index('audit_log_borrower_idx').on(t.borrowerId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
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
