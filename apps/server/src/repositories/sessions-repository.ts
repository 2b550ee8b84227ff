import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import { repositoryPlugin } from './repository-plugin.js';

/** Last-seen is written at most this often, so a busy session costs a write a minute, not one a request. */
const TOUCH_EVERY_MS = 60_000;

export type ActiveSession = { userId: number; merchantId: number; tokenHash: string; phone: string };

/**
 * Every authenticated request looks its session up, so the statement is built once (not per request) and,
 * on PostgreSQL, named: each connection parses and plans it once (decision 083).
 */
function prepareResolve(db: Database) {
  const lastSeen = sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`;
  return db
    .select({
      userId: sessions.userId,
      merchantId: users.merchantId,
      phone: users.phone,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
        sql`${lastSeen} > ${sql.placeholder('idleSince')}::timestamptz`,
      ),
    )
    .limit(1)
    .prepare('session_resolve');
}

export function createSessionsRepository(db: Database) {
  let resolveQuery: ReturnType<typeof prepareResolve> | undefined;
  return {
    /** Issues a new 256-bit session id; only its hash is stored, so the id is returned once. */
    async create(userId: number, ttlHours: number, now: Date, deviceId?: string) {
      const sessionId = randomToken(32);
      const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
      await db
        .insert(sessions)
        .values({ tokenHash: sha256(sessionId), userId, deviceId, expiresAt, createdAt: now, lastSeenAt: new Date() });
      return { sessionId, expiresAt };
    },

    /**
     * The live session for an id: not revoked, not past its expiry (business clock `now`), and used
     * within the idle limit (wall clock: idleness is real time even when the sandbox clock moves).
     * Last-seen is written at most once a minute, so most reads stay reads.
     */
    async resolve(sessionId: string, now: Date, idleHours: number): Promise<ActiveSession | undefined> {
      const tokenHash = sha256(sessionId);
      const wallNow = new Date();
      const idleSince = new Date(wallNow.getTime() - idleHours * 3_600_000);
      resolveQuery ??= prepareResolve(db);
      const [row] = await resolveQuery.execute({
        tokenHash,
        now: now.toISOString(),
        idleSince: idleSince.toISOString(),
      });
      if (!row) return undefined;
      const staleBefore = new Date(wallNow.getTime() - TOUCH_EVERY_MS);
      if (!row.lastSeenAt || row.lastSeenAt < staleBefore) {
        await db
          .update(sessions)
          .set({ lastSeenAt: wallNow })
          .where(
            and(
              eq(sessions.tokenHash, tokenHash),
              or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, staleBefore)),
            ),
          );
      }
      return { userId: row.userId, merchantId: row.merchantId, phone: row.phone, tokenHash };
    },

    /** Ends every live session of a borrower ("log out everywhere"); answers how many ended. */
    async revokeAllOf(userId: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now, revokedWhy: 'everywhere' })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now, revokedWhy: 'logout' }).where(eq(sessions.tokenHash, tokenHash));
    },

    /**
     * Whether a session id that no longer resolves was ended by "log out everywhere" on another device
     * (decision 139). Read only when a request's session fails, so a live request never pays for it.
     */
    async endedEverywhere(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ why: sessions.revokedWhy })
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(sessionId)));
      return row?.why === 'everywhere';
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default repositoryPlugin('sessionsRepository', (app) => createSessionsRepository(app.db));
