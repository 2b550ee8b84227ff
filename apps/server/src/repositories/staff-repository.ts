// Staff accounts and their sessions. Session ids are 256 random bits; only their SHA-256 is stored.
import { staffRoleSchema } from '@lendwell/contracts';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { staffSessions, staffUsers } from '../db/schema.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import { repositoryPlugin } from './repository-plugin.js';

/** Last-seen is written at most this often, so a busy console costs a write a minute, not one a request. */
const TOUCH_EVERY_MS = 60_000;

// One list of roles: the contract's. The database's check constraint lists the same names.
export const STAFF_ROLES = staffRoleSchema.options;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type StaffRow = typeof staffUsers.$inferSelect;
export type StaffIdentity = { id: number; email: string; name: string; role: StaffRole; tokenHash: string };

export function createStaffRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
      return row;
    },

    async insert(
      values: { email: string; name: string; role: StaffRole; passwordHash: string },
      ex: Database | Transaction = db,
    ): Promise<StaffRow | undefined> {
      const [row] = await ex
        .insert(staffUsers)
        .values({ ...values, email: values.email.trim().toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Every account for the staff page; never the password hash. */
    async list() {
      const rows = await db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
          isActive: staffUsers.isActive,
          lockedUntil: staffUsers.lockedUntil,
          failedLogins: staffUsers.failedLogins,
          createdAt: staffUsers.createdAt,
        })
        .from(staffUsers)
        .orderBy(asc(staffUsers.id));
      return rows.map((r) => ({
        ...r,
        role: r.role as StaffRole,
        lockedUntil: r.lockedUntil?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async findById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      return row;
    },

    async update(
      id: number,
      values: { role?: StaffRole; isActive?: boolean; failedLogins?: number; lockedUntil?: Date | null },
      ex: Database | Transaction = db,
    ): Promise<StaffRow | undefined> {
      const [row] = await ex.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning();
      return row;
    },

    /** Ends every open session of an account: a new role or a deactivation takes effect at once. */
    async revokeSessionsOf(staffId: number, now: Date, ex: Database | Transaction = db): Promise<void> {
      await ex
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
      return row?.n ?? 0;
    },

    /** For the console's staff page only: the login throttles (decision 031) decide who may try. */
    async recordFailure(id: number, lockedUntil: Date | null): Promise<void> {
      await db
        .update(staffUsers)
        .set({
          failedLogins: sql`${staffUsers.failedLogins} + 1`,
          ...(lockedUntil ? { lockedUntil } : {}),
        })
        .where(eq(staffUsers.id, id));
    },

    async resetFailures(id: number): Promise<void> {
      await db.update(staffUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(staffUsers.id, id));
    },

    async createSession(staffId: number, ttlHours: number, now: Date) {
      const sessionId = randomToken(32);
      const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
      await db
        .insert(staffSessions)
        .values({ tokenHash: sha256(sessionId), staffId, expiresAt, createdAt: now, lastSeenAt: now });
      return { sessionId, expiresAt };
    },

    /**
     * The live session for an id, or 'idle' when it went unused longer than `idleMinutes` (decision 102):
     * each use slides the limit, and last-seen is written at most once a minute so most reads stay reads.
     */
    async resolveSession(
      sessionId: string,
      now: Date,
      idleMinutes: number,
    ): Promise<StaffIdentity | 'idle' | undefined> {
      const tokenHash = sha256(sessionId);
      const [row] = await db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
          lastSeenAt: sql<Date>`coalesce(${staffSessions.lastSeenAt}, ${staffSessions.createdAt})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
        })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            eq(staffUsers.isActive, true),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      if (row.lastSeenAt.getTime() <= now.getTime() - idleMinutes * 60_000) return 'idle';
      const staleBefore = new Date(now.getTime() - TOUCH_EVERY_MS);
      if (row.lastSeenAt < staleBefore) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: now })
          .where(
            and(
              eq(staffSessions.tokenHash, tokenHash),
              or(isNull(staffSessions.lastSeenAt), lt(staffSessions.lastSeenAt, staleBefore)),
            ),
          );
      }
      return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole, tokenHash };
    },

    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staffRepository: StaffRepository;
  }
}

export default repositoryPlugin('staffRepository', (app) => createStaffRepository(app.db));
