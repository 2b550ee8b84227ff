// Payments reported by reference (UTR) and finance's decision on each. A report waits; only a
// finance match (console, audited) posts it to the loan, through the loan service.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { orders, users, utrReports } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type UtrRow = typeof utrReports.$inferSelect;
type Executor = Database | Transaction;

/** At most this many reports of one borrower may wait for finance at once. */
export const MAX_WAITING_UTR_REPORTS = 3;

export class UtrRefused extends Error {
  constructor(
    readonly field: 'utr' | 'orderId',
    message: string,
  ) {
    super(message);
  }
}

export function createUtrRepository(db: Database) {
  return {
    /**
     * Records a report. The waiting count, the reference check and the insert run under the
     * borrower's and the reference's locks, so a burst cannot exceed the limit or report one
     * reference twice (the unique index is the last line).
     */
    async report(values: {
      userId: number;
      orderId: number;
      payType: string;
      utr: string;
      amountCents: number;
      paidOn: string;
    }): Promise<UtrRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7340204, ${values.userId}::int)`);
        // The reference's own lock, always taken second, so two borrowers reporting one reference queue up.
        await tx.execute(sql`select pg_advisory_xact_lock(7340205, hashtext(${`${values.payType}:${values.utr}`}))`);
        const waiting = await tx
          .select({ id: utrReports.id })
          .from(utrReports)
          .where(and(eq(utrReports.userId, values.userId), eq(utrReports.status, 'reported')));
        const [taken] = await tx
          .select({ id: utrReports.id })
          .from(utrReports)
          .where(
            and(
              eq(utrReports.payType, values.payType),
              eq(utrReports.utr, values.utr),
              sql`${utrReports.status} <> 'rejected'`,
            ),
          );
        if (taken) throw new UtrRefused('utr', 'this reference was already reported');
        if (waiting.length >= MAX_WAITING_UTR_REPORTS)
          throw new UtrRefused(
            'utr',
            `you already have ${MAX_WAITING_UTR_REPORTS} payments waiting to be checked; wait for finance to confirm them`,
          );
        const [row] = await tx.insert(utrReports).values(values).returning();
        return row!;
      });
    },

    async listForUser(userId: number, orderId?: number): Promise<(UtrRow & { orderNo: string })[]> {
      const rows = await db
        .select({ report: utrReports, orderNo: orders.orderNo })
        .from(utrReports)
        .innerJoin(orders, eq(orders.id, utrReports.orderId))
        .where(and(eq(utrReports.userId, userId), orderId ? eq(utrReports.orderId, orderId) : undefined))
        .orderBy(desc(utrReports.id));
      return rows.map((r) => ({ ...r.report, orderNo: r.orderNo }));
    },

    /** The finance desk's list, newest first, with the order number and the borrower's phone. */
    async list(status?: string) {
      const rows = await db
        .select({ report: utrReports, orderNo: orders.orderNo, phone: users.phone })
        .from(utrReports)
        .innerJoin(orders, eq(orders.id, utrReports.orderId))
        .innerJoin(users, eq(users.id, utrReports.userId))
        .where(status ? eq(utrReports.status, status) : inArray(utrReports.status, ['reported', 'matched', 'rejected']))
        .orderBy(desc(utrReports.id))
        .limit(200);
      return rows.map((r) => ({ ...r.report, orderNo: r.orderNo, phone: r.phone }));
    },

    async find(id: number, ex: Executor = db): Promise<UtrRow | undefined> {
      const [row] = await ex.select().from(utrReports).where(eq(utrReports.id, id));
      return row;
    },

    /** Moves a waiting report to matched or rejected; false when it was no longer waiting (someone decided first). */
    async decide(
      ex: Executor,
      id: number,
      status: 'matched' | 'rejected',
      actor: string,
      reason: string,
      at: Date,
    ): Promise<boolean> {
      const rows = await ex
        .update(utrReports)
        .set({ status, reason, decidedBy: actor, decidedAt: at })
        .where(and(eq(utrReports.id, id), eq(utrReports.status, 'reported')))
        .returning({ id: utrReports.id });
      return rows.length === 1;
    },
  };
}

export type UtrRepository = ReturnType<typeof createUtrRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    utrRepository: UtrRepository;
  }
}

export default repositoryPlugin('utrRepository', (app) => createUtrRepository(app.db));
