import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { otpCodes } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type OtpPurpose = 'login' | 'register' | 'bind-card' | 'hardship-plan';

export function createOtpRepository(db: Database) {
  return {
    /**
     * Runs `work` holding a transaction lock on this phone and purpose, so the per-phone send rules
     * (one a minute, five an hour) are checked and counted as one step by concurrent requests.
     */
    async underPhoneLock<T>(
      merchantId: number,
      phone: string,
      purpose: OtpPurpose,
      work: (tx: Transaction) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${merchantId}:${phone}:${purpose}`}))`);
        return work(tx);
      });
    },

    async recentCreatedAt(
      merchantId: number,
      phone: string,
      purpose: OtpPurpose,
      since: Date,
      ex: Database | Transaction = db,
    ): Promise<Date[]> {
      const rows = await ex
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

    async insert(
      row: {
        merchantId: number;
        phone: string;
        purpose: OtpPurpose;
        codeHash: string;
        createdAt: Date;
        expiresAt: Date;
      },
      ex: Database | Transaction = db,
    ) {
      await ex.insert(otpCodes).values(row);
    },

    /**
     * Counts one guess against the phone's newest live code and answers the code to compare with,
     * in one statement: a code past its limit is not returned, so a burst of concurrent guesses
     * can never check more than `maxAttempts` (PostgreSQL re-reads the row's attempts under the
     * row lock before each UPDATE applies). Undefined when there is no live code left to guess.
     */
    async claimAttempt(
      merchantId: number,
      phone: string,
      purpose: OtpPurpose,
      now: Date,
      maxAttempts: number,
    ): Promise<{ id: number; codeHash: string; attempts: number } | undefined> {
      const newest = db
        .select({ id: otpCodes.id })
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
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.id, sql`(${newest})`),
            lt(otpCodes.attempts, maxAttempts),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, now),
          ),
        )
        .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
      return row;
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
