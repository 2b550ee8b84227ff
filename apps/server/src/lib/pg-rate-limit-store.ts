// A store for @fastify/rate-limit kept in PostgreSQL (decision 030), so every server instance counts
// against the same windows. One upsert both counts and answers the count: a burst cannot slip past.
import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one hit on a fixed window of `windowMs` (the database's clock), starting a new window when the last one ended. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const c = rateLimitCounters;
  const ended = sql`${c.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(c)
    .values({ key, count: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000}::float8)` })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        count: sql`case when ${ended} then 1 else ${c.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${c.windowEndsAt} end`,
      },
    })
    .returning({
      current: c.count,
      ttl: sql<string>`greatest(0, ceil(extract(epoch from (${c.windowEndsAt} - now())) * 1000))::bigint`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.current, ttl: Number(row.ttl) };
}

/** Gives back one hit of the key's live window (never below nothing); an ended window is left as it is. */
export async function giveBackHit(db: Database, key: string): Promise<void> {
  const c = rateLimitCounters;
  await db
    .update(c)
    .set({ count: sql`greatest(${c.count} - 1, 0)` })
    .where(sql`${c.key} = ${key} and ${c.windowEndsAt} > now()`);
}

/** A store class bound to one database, as the plugin wants a constructor. */
export function pgRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let hits = 0;
  class PgRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow?: number) {
      const windowMs = timeWindow ?? 60_000;
      // Housekeeping rides along now and then: windows an hour past their end count for nothing.
      if (++hits % 500 === 0) {
        void db
          .delete(rateLimitCounters)
          .where(lt(rateLimitCounters.windowEndsAt, sql`now() - interval '1 hour'`))
          .catch(() => undefined);
      }
      countHit(db, key, windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      // Keys carry their scope, so one table serves every route.
      return this;
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
