// The business clock: the wall clock in production, settable in sandbox so a loan can age in minutes.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { businessClock } from '../db/schema.js';
import { businessDate } from '../domain/business-date.js';
import { repositoryPlugin } from './repository-plugin.js';

/** The sandbox's override of the business date (null: the wall clock's date), as one column of a read. */
export const overrideDateColumn = () =>
  sql<string | null>`(select ${businessClock.overrideDate} from ${businessClock} limit 1)`.mapWith(
    businessClock.overrideDate,
  );

export function createClockRepository(db: Database, timeZone: string, wallClock: () => Date = () => new Date()) {
  // Read by nearly every request that shows money: built once and named.
  let overrideQuery: ReturnType<typeof prepareOverride> | undefined;
  const prepareOverride = () =>
    db
      .select({ overrideDate: overrideDateColumn() })
      .from(sql`(select 1) as one`)
      .prepare('business_clock');
  return {
    now: wallClock,
    timeZone,
    async overrideDate(): Promise<string | null> {
      const [row] = await (overrideQuery ??= prepareOverride()).execute();
      return row?.overrideDate ?? null;
    },
    /** The business date under an override already read (overrideDateColumn), e.g. with a page's other reads. */
    businessDateWith(overrideDate: string | null): string {
      return businessDate(wallClock(), timeZone, overrideDate);
    },
    async show() {
      const overrideDate = await this.overrideDate();
      const now = wallClock();
      return {
        businessDate: businessDate(now, timeZone, overrideDate),
        wallClock: now.toISOString(),
        overridden: overrideDate !== null,
        timeZone,
      };
    },
    /** Sets (or with null clears) the sandbox override; callers check the mode. */
    async setOverride(date: string | null): Promise<void> {
      await db
        .insert(businessClock)
        .values({ id: 1, overrideDate: date })
        .onConflictDoUpdate({ target: businessClock.id, set: { overrideDate: date, updatedAt: sql`now()` } });
    },
  };
}

export type ClockRepository = ReturnType<typeof createClockRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clock: ClockRepository;
  }
}

export default repositoryPlugin('clock', (app) => createClockRepository(app.db, app.config.timeZone));
