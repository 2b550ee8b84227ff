// The append-only audit log: who did what to which object, with the object before and after.
// Rows are only ever inserted; the database refuses UPDATE, DELETE and TRUNCATE (migration 0007).
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
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

    /**
     * Newest first; `beforeId` pages back. `actor`, `action` and `target` match exactly; the console's
     * search matches part of an actor or target (`actorLike`, `targetLike`) and a range of Manila days.
     */
    async list(
      filter: {
        actor?: string;
        action?: string;
        target?: string;
        actorLike?: string;
        targetLike?: string;
        fromDay?: string;
        toDay?: string;
        beforeId?: number;
        limit?: number;
      } = {},
    ): Promise<AuditRow[]> {
      const where: SQL[] = [];
      const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      if (filter.actor) where.push(eq(auditLog.actor, filter.actor));
      if (filter.action) where.push(eq(auditLog.action, filter.action));
      if (filter.target) where.push(eq(auditLog.target, filter.target));
      if (filter.actorLike) where.push(ilike(auditLog.actor, contains(filter.actorLike)));
      if (filter.targetLike) where.push(ilike(auditLog.target, contains(filter.targetLike)));
      // A Manila day runs from its midnight at +08:00 to the next one.
      if (filter.fromDay) where.push(gte(auditLog.at, new Date(`${filter.fromDay}T00:00:00+08:00`)));
      if (filter.toDay)
        where.push(lt(auditLog.at, new Date(Date.parse(`${filter.toDay}T00:00:00+08:00`) + 86_400_000)));
      if (filter.beforeId) where.push(lt(auditLog.id, filter.beforeId));
      return db
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit ?? 100);
    },

    /** The actions ever logged, for the console's filter. */
    async actions(): Promise<string[]> {
      const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
      return rows.map((r) => r.action);
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
