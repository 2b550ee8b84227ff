// Password-login throttles (decision 031): one row per key, and every decision is one statement,
// so a concurrent burst of guesses is counted exactly — the count is taken before the password is
// checked, and a key at its limit answers no row until its lock ends.
import { and, eq, gte, isNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { loginThrottles } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';
import type { ThrottlePolicy } from '../domain/login-throttle.js';

export function createLoginThrottleRepository(db: Database) {
  const t = loginThrottles;
  return {
    /**
     * Counts one attempt and answers true when it may be checked; false while the key is locked or
     * its attempts are all in flight. An ended lock, or failures older than `forgetBefore`, start afresh.
     */
    async claim(key: string, policy: ThrottlePolicy, now: Date, forgetBefore: Date): Promise<boolean> {
      const fresh = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${now.toISOString()}::timestamptz)
        or (${t.lockedUntil} is null and ${t.updatedAt} < ${forgetBefore.toISOString()}::timestamptz))`;
      const rows = await db
        .insert(t)
        .values({ key, attempts: 1, locks: 0, lockedUntil: null, updatedAt: now })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            attempts: sql`case when ${fresh} then 1 else ${t.attempts} + 1 end`,
            lockedUntil: sql`case when ${fresh} then null else ${t.lockedUntil} end`,
            updatedAt: now,
          },
          setWhere: sql`${fresh} or (${t.lockedUntil} is null and ${t.attempts} < ${policy.attempts})`,
        })
        .returning({ attempts: t.attempts });
      return rows.length === 1;
    },

    /** Gives back an attempt that was counted but never checked (another key refused the login). */
    async release(key: string): Promise<void> {
      await db
        .update(t)
        .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
        .where(and(eq(t.key, key), isNull(t.lockedUntil)));
    },

    /** A wrong password: at the limit the key locks for base × 2^locks. Answers the lock's end, if one began. */
    async fail(key: string, policy: ThrottlePolicy, now: Date): Promise<Date | null> {
      const seconds = sql`least(${policy.baseLockSeconds}::float8 * power(2, least(${t.locks}, 30)), ${policy.maxLockSeconds}::float8)`;
      const [row] = await db
        .update(t)
        .set({
          lockedUntil: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${seconds})`,
          locks: sql`${t.locks} + 1`,
          updatedAt: now,
        })
        .where(and(eq(t.key, key), isNull(t.lockedUntil), gte(t.attempts, policy.attempts)))
        .returning({ lockedUntil: t.lockedUntil });
      if (!row) await db.update(t).set({ updatedAt: now }).where(eq(t.key, key));
      return row?.lockedUntil ?? null;
    },

    async succeed(key: string): Promise<void> {
      await db.update(t).set({ attempts: 0, locks: 0, lockedUntil: null }).where(eq(t.key, key));
    },

    /** The end of a running lock on any of the keys, for the refusal's wording. */
    async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: t.lockedUntil })
        .from(t)
        .where(or(...keys.map((k) => eq(t.key, k))));
      const ends = rows.map((r) => r.lockedUntil?.getTime() ?? 0).filter((ms) => ms > now.getTime());
      return ends.length ? new Date(Math.max(...ends)) : null;
    },

    /** Forgets a key and every key under it (`key:…`): an admin's unlock. */
    async clear(key: string): Promise<void> {
      await db.delete(t).where(or(eq(t.key, key), like(t.key, `${key}:%`)));
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottleRepository: LoginThrottleRepository;
  }
}

export default repositoryPlugin('loginThrottleRepository', (app) => createLoginThrottleRepository(app.db));
