// Stored answers of money-moving POSTs by key (docs/decisions/019-idempotency.md).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createIdempotencyRepository(db: Database) {
  const where = (userId: number, scope: string, keyHash: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.keyHash, keyHash));
  return {
    /** Takes the key; false when another request holds or has used it (the primary key decides). */
    async claim(userId: number, scope: string, keyHash: string, requestHash: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ userId, scope, keyHash, requestHash })
        .onConflictDoNothing()
        .returning({ keyHash: idempotencyKeys.keyHash });
      return rows.length === 1;
    },
    async find(userId: number, scope: string, keyHash: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(where(userId, scope, keyHash));
      return row;
    },
    async complete(userId: number, scope: string, keyHash: string, response: unknown) {
      await db
        .update(idempotencyKeys)
        .set({ response })
        .where(and(where(userId, scope, keyHash), isNull(idempotencyKeys.response)));
    },
    /** Frees a key whose request failed, so a corrected retry may use it. */
    async release(userId: number, scope: string, keyHash: string) {
      await db.delete(idempotencyKeys).where(and(where(userId, scope, keyHash), isNull(idempotencyKeys.response)));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    idempotencyRepository: IdempotencyRepository;
  }
}

export default repositoryPlugin('idempotencyRepository', (app) => createIdempotencyRepository(app.db));
