// The append-only audit log: who did what to which object, with the object before and after.
// Rows are only ever inserted; the database refuses UPDATE, DELETE and TRUNCATE (migration 0007).
// Money movements and credit decisions also carry their order, borrower and amount in columns of their own
// (migration 0045, decision 107), so the console finds them by order or borrower through an index.
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { auditLog, kycProfiles, orders, users } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type AuditEntry = {
  actor: string;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  /** The order concerned; read from a target `order:<no>` when not given. */
  orderNo?: string | null;
  /** The order's borrower; looked up from the order when not given. */
  borrowerId?: number | null;
  /** The money moved or decided, in centavos; read from the entry's `after.amountCents` when not given. */
  amountCents?: number | null;
};
export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = {
  actor?: string;
  action?: string;
  target?: string;
  actorLike?: string;
  targetLike?: string;
  /** An order number: its entries by column, and those written before 0045 by their target. */
  orderNo?: string;
  /** The borrowers whose entries are wanted (a search by name or phone resolved to ids); empty matches none. */
  borrowerIds?: number[];
  fromDay?: string;
  toDay?: string;
  beforeId?: number;
  limit?: number;
};

const ORDER_TARGET = /^order:(.+)$/;

/** An ILIKE pattern matching `text` anywhere, its wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The order an entry names: given, or the target's `order:<no>`. */
export function orderNoOfEntry(entry: Pick<AuditEntry, 'orderNo' | 'target'>): string | null {
  if (entry.orderNo) return entry.orderNo;
  return entry.target ? (ORDER_TARGET.exec(entry.target)?.[1] ?? null) : null;
}

/** The amount an entry moved: given, or the integer `amountCents` its `after` recorded. */
export function amountOfEntry(entry: Pick<AuditEntry, 'amountCents' | 'after'>): number | null {
  if (entry.amountCents !== undefined && entry.amountCents !== null) return entry.amountCents;
  const after = entry.after as { amountCents?: unknown } | null | undefined;
  return typeof after?.amountCents === 'number' && Number.isInteger(after.amountCents) ? after.amountCents : null;
}

export function createAuditRepository(db: Database) {
  function where(filter: AuditFilter): SQL | undefined {
    const parts: SQL[] = [];
    if (filter.actor) parts.push(eq(auditLog.actor, filter.actor));
    if (filter.action) parts.push(eq(auditLog.action, filter.action));
    if (filter.target) parts.push(eq(auditLog.target, filter.target));
    if (filter.actorLike) parts.push(ilike(auditLog.actor, contains(filter.actorLike)));
    if (filter.targetLike) parts.push(ilike(auditLog.target, contains(filter.targetLike)));
    if (filter.orderNo)
      parts.push(
        or(
          eq(auditLog.orderNo, filter.orderNo),
          eq(auditLog.target, `order:${filter.orderNo}`),
          eq(auditLog.target, filter.orderNo),
        )!,
      );
    if (filter.borrowerIds)
      parts.push(filter.borrowerIds.length ? inArray(auditLog.borrowerId, filter.borrowerIds) : eq(auditLog.id, -1));
    // A Manila day runs from its midnight at +08:00 to the next one.
    if (filter.fromDay) parts.push(gte(auditLog.at, new Date(`${filter.fromDay}T00:00:00+08:00`)));
    if (filter.toDay) parts.push(lt(auditLog.at, new Date(Date.parse(`${filter.toDay}T00:00:00+08:00`) + 86_400_000)));
    if (filter.beforeId) parts.push(lt(auditLog.id, filter.beforeId));
    return parts.length ? and(...parts) : undefined;
  }

  return {
    async append(entry: AuditEntry, tx: Database | Transaction = db): Promise<void> {
      const orderNo = orderNoOfEntry(entry);
      let borrowerId = entry.borrowerId ?? null;
      if (orderNo && borrowerId === null) {
        // Through tx: inside a transaction every query must use it (PGlite has one connection).
        const [row] = await tx
          .select({ userId: orders.userId })
          .from(orders)
          .where(eq(orders.orderNo, orderNo))
          .limit(1);
        borrowerId = row?.userId ?? null;
      }
      await tx.insert(auditLog).values({
        actor: entry.actor,
        action: entry.action,
        target: entry.target ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        orderNo,
        borrowerId,
        amountCents: amountOfEntry(entry),
      });
    },

    /**
     * Newest first; `beforeId` pages back. `actor`, `action` and `target` match exactly; the console's
     * search matches part of an actor or target (`actorLike`, `targetLike`), an order, borrowers and a
     * range of Manila days.
     */
    async list(filter: AuditFilter = {}): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(where(filter))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit ?? 100);
    },

    /**
     * The borrowers a search names: by their whole mobile number (E.164), or by part of the full name their
     * certify answers give. At most `limit`, so a one-letter name cannot make the search unbounded.
     */
    async borrowersMatching(who: { phone: string } | { name: string }, limit = 500): Promise<number[]> {
      if ('phone' in who) {
        const rows = await db.select({ id: users.id }).from(users).where(eq(users.phone, who.phone)).limit(limit);
        return rows.map((r) => r.id);
      }
      const pattern = contains(who.name);
      const rows = await db
        .select({ id: kycProfiles.userId })
        .from(kycProfiles)
        .where(sql`${kycProfiles.basic} ->> 'fullName' ilike ${pattern}`)
        .limit(limit);
      return rows.map((r) => r.id);
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
