import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { otpCodes } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type OtpPurpose = 'login' | 'register';

export function createOtpRepository(db: Database) {
  return {
    async recentCreatedAt(merchantId: number, phone: string, purpose: OtpPurpose, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.merchantId, merchantId),
            eq(otpCodes.phone, phone),
            eq(otpCodes.purpose, purpose),
            gt(otpCodes.createdAt, since),
          ),
        );
      return rows.map((r) => r.createdAt);
    },

    async insert(row: {
      merchantId: number;
      phone: string;
      purpose: OtpPurpose;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(otpCodes).values(row);
    },

    /** The newest unconsumed, unexpired code for this phone and purpose. */
    async latestLive(merchantId: number, phone: string, purpose: OtpPurpose, now: Date) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.merchantId, merchantId),
            eq(otpCodes.phone, phone),
            eq(otpCodes.purpose, purpose),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a failed attempt and answers the new total, atomically. */
    async addAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** Marks a code used; false when another request consumed it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    otpRepository: OtpRepository;
  }
}

export default repositoryPlugin('otpRepository', (app) => createOtpRepository(app.db));
