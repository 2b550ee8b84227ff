import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { events } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type EventInput = {
  merchantId: number;
  userId: number | null;
  productId: number | null;
  moduleId: number;
  positionId: number | null;
};

export function createEventsRepository(db: Database) {
  // Every tap of the borrower app writes one: built once and named.
  let recordQuery: ReturnType<typeof prepareRecord> | undefined;
  const prepareRecord = () =>
    db
      .insert(events)
      .values({
        merchantId: sql.placeholder('merchantId'),
        userId: sql.placeholder('userId'),
        productId: sql.placeholder('productId'),
        moduleId: sql.placeholder('moduleId'),
        positionId: sql.placeholder('positionId'),
      })
      .prepare('event_insert');
  return {
    async record(input: EventInput) {
      await (recordQuery ??= prepareRecord()).execute(input);
    },

    /** Taps per module, position and product in [from, to) (dates in Manila time), for operators. */
    async counts(merchantId: number, range: { from?: string; to?: string } = {}) {
      const day = sql`(${events.createdAt} at time zone 'Asia/Manila')::date`;
      const where = and(
        eq(events.merchantId, merchantId),
        range.from ? gte(day, sql`${range.from}::date`) : undefined,
        range.to ? lt(day, sql`${range.to}::date`) : undefined,
      );
      return db
        .select({
          moduleId: events.moduleId,
          positionId: events.positionId,
          productId: events.productId,
          count: count(),
        })
        .from(events)
        .where(where)
        .groupBy(events.moduleId, events.positionId, events.productId)
        .orderBy(events.moduleId, events.positionId, events.productId);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    eventsRepository: EventsRepository;
  }
}

export default repositoryPlugin('eventsRepository', (app) => createEventsRepository(app.db));
