import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { paymentChannels, paymentGuides } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createPaymentChannelsRepository(db: Database) {
  return {
    async list(merchantId: number) {
      return db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.isActive, true)))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    },

    // ─── Configuration (the console): every channel, and the payment instructions per channel ───

    async listAll(merchantId: number) {
      return db
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.merchantId, merchantId))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    },

    async find(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)));
      return row;
    },

    async update(
      merchantId: number,
      id: number,
      values: Pick<ChannelRow, 'name' | 'logoUrl' | 'sort' | 'isActive'>,
      ex: Database | Transaction = db,
    ) {
      const [row] = await ex
        .update(paymentChannels)
        .set(values)
        .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)))
        .returning();
      return row;
    },

    async guides(merchantId: number) {
      return db
        .select()
        .from(paymentGuides)
        .where(eq(paymentGuides.merchantId, merchantId))
        .orderBy(asc(paymentGuides.sort), asc(paymentGuides.id));
    },

    async findGuide(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(paymentGuides)
        .where(and(eq(paymentGuides.merchantId, merchantId), eq(paymentGuides.id, id)));
      return row;
    },

    /** Undefined when the channel already has an instruction of that name. */
    async insertGuide(values: typeof paymentGuides.$inferInsert, ex: Database | Transaction = db) {
      const [row] = await ex.insert(paymentGuides).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Undefined when another instruction of the same channel has that name. */
    async updateGuide(
      merchantId: number,
      id: number,
      values: Pick<
        GuideRow,
        'groupTitle' | 'name' | 'steps' | 'groupTitleFil' | 'nameFil' | 'stepsFil' | 'imageUrl' | 'sort'
      >,
      ex: Database | Transaction = db,
    ) {
      // Reads on the executor too: inside a PGlite transaction a query on db would wait forever.
      const [current] = await ex
        .select()
        .from(paymentGuides)
        .where(and(eq(paymentGuides.merchantId, merchantId), eq(paymentGuides.id, id)));
      if (!current) return undefined;
      const clash = await ex
        .select({ id: paymentGuides.id })
        .from(paymentGuides)
        .where(
          and(
            eq(paymentGuides.merchantId, merchantId),
            eq(paymentGuides.channelNumber, current.channelNumber),
            eq(paymentGuides.name, values.name),
            ne(paymentGuides.id, id),
          ),
        );
      if (clash.length > 0) return undefined;
      const [row] = await ex.update(paymentGuides).set(values).where(eq(paymentGuides.id, id)).returning();
      return row;
    },

    async deleteGuide(merchantId: number, id: number, ex: Database | Transaction = db) {
      const [row] = await ex
        .delete(paymentGuides)
        .where(and(eq(paymentGuides.merchantId, merchantId), eq(paymentGuides.id, id)))
        .returning();
      return row;
    },
  };
}

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type GuideRow = typeof paymentGuides.$inferSelect;

export type PaymentChannelsRepository = ReturnType<typeof createPaymentChannelsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentChannelsRepository: PaymentChannelsRepository;
  }
}

export default repositoryPlugin('paymentChannelsRepository', (app) => createPaymentChannelsRepository(app.db));
