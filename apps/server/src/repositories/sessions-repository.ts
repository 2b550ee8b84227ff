import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import { repositoryPlugin } from './repository-plugin.js';

export type ActiveSession = { userId: number; merchantId: number; tokenHash: string; phone: string };

export function createSessionsRepository(db: Database) {
  return {
    /** Issues a new 256-bit session id; only its hash is stored, so the id is returned once. */
    async create(userId: number, ttlHours: number, now: Date, deviceId?: string) {
      const sessionId = randomToken(32);
      const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
      await db.insert(sessions).values({ tokenHash: sha256(sessionId), userId, deviceId, expiresAt, createdAt: now });
      return { sessionId, expiresAt };
    },

    async resolve(sessionId: string, now: Date): Promise<ActiveSession | undefined> {
      const tokenHash = sha256(sessionId);
      const [row] = await db
        .select({ userId: sessions.userId, merchantId: users.merchantId, phone: users.phone })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row ? { ...row, tokenHash } : undefined;
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
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
