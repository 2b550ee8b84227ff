// Payout claims: one row per order, claimed before the provider is called (see the payouts table).
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { payouts } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type PayoutRow = typeof payouts.$inferSelect;

export function createPayoutsRepository(db: Database) {
  return {
    /**
     * Claims the order's payout in one statement: a first attempt, or another after a failure. Answers
     * null when a payout is already pending or succeeded, so two callers can never both pay.
     */
    async claim(
      orderId: number,
      values: { provider: string; amountCents: number; actor: string },
    ): Promise<PayoutRow | null> {
      const [row] = await db
        .insert(payouts)
        .values({ orderId, ...values, status: 'pending' })
        .onConflictDoUpdate({
          target: payouts.orderId,
          set: {
            ...values,
            status: 'pending',
            attempt: sql`${payouts.attempt} + 1`,
            reason: '',
            reference: null,
            updatedAt: sql`now()`,
          },
          setWhere: eq(payouts.status, 'failed'),
        })
        .returning();
      return row ?? null;
    },

    async find(orderId: number): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.orderId, orderId));
      return row;
    },

    async succeeded(orderId: number, reference: string): Promise<void> {
      await db
        .update(payouts)
        .set({ status: 'succeeded', reference, updatedAt: sql`now()` })
        .where(eq(payouts.orderId, orderId));
    },

    async failed(orderId: number, reason: string, ex: Database | Transaction = db): Promise<void> {
      await ex
        .update(payouts)
        .set({ status: 'failed', reason, updatedAt: sql`now()` })
        .where(eq(payouts.orderId, orderId));
    },

    /** Releases a pending claim as failed; false when it is no longer pending (it finished meanwhile). */
    async releasePending(
      orderId: number,
      reason: string,
      ex: Database | Transaction = db,
    ): Promise<PayoutRow | undefined> {
      const [row] = await ex
        .update(payouts)
        .set({ status: 'failed', reason, updatedAt: sql`now()` })
        .where(and(eq(payouts.orderId, orderId), eq(payouts.status, 'pending')))
        .returning();
      return row;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    payoutsRepository: PayoutsRepository;
  }
}

export default repositoryPlugin('payoutsRepository', (app) => createPayoutsRepository(app.db));
