// The append-only audit log: who did what to which object, with the object before and after.
// Rows are only ever inserted; the database refuses UPDATE, DELETE and TRUNCATE (migration 0007).
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type AuditEntry = { actor: string; action: string; target?: string | null; before?: unknown; after?: unknown };
export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditRepository(db: Database) {
  return {
    async append(entry: AuditEntry, tx: Database | Transaction = db): Promise<void> {
      await tx.insert(auditLog).values({
        actor: entry.actor,
        action: entry.action,
        target: entry.target ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Newest first; `beforeId` pages back. */
    async list(
      filter: { actor?: string; action?: string; target?: string; beforeId?: number; limit?: number } = {},
    ): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (filter.actor) where.push(eq(auditLog.actor, filter.actor));
      if (filter.action) where.push(eq(auditLog.action, filter.action));
      if (filter.target) where.push(eq(auditLog.target, filter.target));
      if (filter.beforeId) where.push(lt(auditLog.id, filter.beforeId));
      return db
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit ?? 100);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

export default repositoryPlugin('auditRepository', (app) => createAuditRepository(app.db));
