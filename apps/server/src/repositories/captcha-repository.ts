// Image captcha challenges, by the SHA-256 of their sid. Every state change is one conditional
// UPDATE, so two requests racing with the same answer cannot both pass.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { captchaChallenges } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type CaptchaChallenge = typeof captchaChallenges.$inferSelect;

export function createCaptchaRepository(db: Database) {
  return {
    async create(sidHash: string, expiresAt: Date, now: Date): Promise<void> {
      // Housekeeping rides along: challenges an hour past expiry are of no use to anyone.
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(now.getTime() - 3_600_000)));
      await db.insert(captchaChallenges).values({ sidHash, expiresAt });
    },

    async find(sidHash: string): Promise<CaptchaChallenge | undefined> {
      const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.sidHash, sidHash)).limit(1);
      return row;
    },

    /** A new picture: a new answer, unused, expiring afresh. False when the sid is unknown or drawn too often. */
    async redraw(
      sidHash: string,
      answerHash: string,
      expiresAt: Date,
      maxDraws: number,
      sandboxAnswer: string | null = null,
    ): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({
          answerHash,
          sandboxAnswer,
          expiresAt,
          draws: sql`${captchaChallenges.draws} + 1`,
          phone: null,
          sendUsedAt: null,
          registerUsedAt: null,
        })
        .where(and(eq(captchaChallenges.sidHash, sidHash), lt(captchaChallenges.draws, maxDraws)))
        .returning({ sidHash: captchaChallenges.sidHash });
      return rows.length === 1;
    },

    /** Spends the answer on an SMS send for this phone and keeps it for that phone's registration. */
    async spendOnSend(sidHash: string, phone: string, now: Date, keepUntil: Date): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({ sendUsedAt: now, phone, expiresAt: keepUntil })
        .where(
          and(
            eq(captchaChallenges.sidHash, sidHash),
            isNull(captchaChallenges.sendUsedAt),
            gt(captchaChallenges.expiresAt, now),
          ),
        )
        .returning({ sidHash: captchaChallenges.sidHash });
      return rows.length === 1;
    },

    async spendOnRegister(sidHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({ registerUsedAt: now })
        .where(
          and(
            eq(captchaChallenges.sidHash, sidHash),
            isNull(captchaChallenges.registerUsedAt),
            gt(captchaChallenges.expiresAt, now),
          ),
        )
        .returning({ sidHash: captchaChallenges.sidHash });
      return rows.length === 1;
    },

    /** A wrong answer ends the picture for both steps: the next try needs a new one. */
    async burn(sidHash: string, now: Date): Promise<void> {
      await db
        .update(captchaChallenges)
        .set({ sendUsedAt: now, registerUsedAt: now, expiresAt: now })
        .where(and(eq(captchaChallenges.sidHash, sidHash), gt(captchaChallenges.expiresAt, now)));
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    captchaRepository: CaptchaRepository;
  }
}

export default repositoryPlugin('captchaRepository', (app) => createCaptchaRepository(app.db));
