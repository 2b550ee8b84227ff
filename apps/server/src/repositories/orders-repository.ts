// Orders, their schedules and their ledgers. State is rebuilt from rows for the engine, and what
// the engine returns is written back in the caller's transaction.
import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  collectionAssignments,
  indexedByOrder,
  installments,
  journalEntries,
  journalLines,
  orderRatings,
  orders,
  orderStatusHistory,
} from '../db/schema.js';
import type { Entry, Line } from '../domain/loan/ledger.js';
import { OrderStatus, type LoanState } from '../domain/loan/loan.js';
import { assertTransition } from '../domain/loan/order-status.js';
import type { Product } from '../domain/loan/product.js';
import { repositoryPlugin } from './repository-plugin.js';
import { NO_WEBHOOKS, webhooksOf, type WebhookSink } from './webhook-sink.js';
import { orderStatusName } from '@lendwell/contracts';
import { liveEntries } from '../domain/payouts/reversal.js';
import { writeOffAdjustmentStatement } from '../jobs/write-offs.js';
import { suspenseReleaseStatement } from '../jobs/non-accrual.js';

export type OrderRow = typeof orders.$inferSelect;
type Executor = Database | Transaction;

export const OPEN_STATUSES = [
  OrderStatus.underReview,
  OrderStatus.disbursing,
  OrderStatus.repaying,
  OrderStatus.due,
  OrderStatus.overdue,
];

const byOrder = sql.placeholder('orderId');

/**
 * What the lender holds for the borrower on an order: the credit balance of its borrower_credit account
 *. The one home of the rule: credit refunds and applications read it through
 * `creditHeld`, the loan page with the page's other small facts.
 */
export const creditHeldCents = (orderId: SQL | Placeholder | number) =>
  sql<string>`(select coalesce(-sum(l.amount_cents), 0) from ${journalLines} l
    where l.order_id = ${orderId} and l.account = 'borrower_credit' and ${indexedByOrder('l')})`;

/**
 * The order (of the statement's `orders`) is assigned to this collector: the one condition through which a
 * collector's console reads fetch a loan (decision 103), so another's loan is never read.
 */
export const assignedTo = (collectorId: number): SQL =>
  sql`exists (select 1 from ${collectionAssignments} where ${collectionAssignments.orderId} = ${orders.id}
    and ${collectionAssignments.staffId} = ${collectorId})`;

/**
 * The reads every borrower order screen and every payment makes. Built with placeholders and named: on the
 * pool they are built once and each PostgreSQL connection parses and plans them once (decision
 * 088); in a transaction they are built per call on the transaction's connection, as any other statement.
 */
// The engine's state of one order, read in one statement: its schedule, entries and lines as compact JSON
// arrays (one round trip and one result instead of three, and no per-cell column mapping).
type ScheduleTuple = [seq: number, dueOn: string, principalCents: number, interestCents: number, feeCents: number];
type EntryTuple = [id: number, kind: string, businessDate: string, memo: string | null];
type LineTuple = [entryId: number, account: string, installmentSeq: number | null, amountCents: number];

/** A borrower's own order by its id: another borrower's order is not found (every borrower order screen). */
export const ownOrder = (orderId: SQL | Placeholder, userId: SQL | Placeholder) =>
  and(eq(orders.id, orderId), eq(orders.userId, userId));

/** The engine's state of one order as three compact JSON arrays: its schedule, entries and lines. */
export const stateColumns = (orderId: SQL | Placeholder) => ({
  schedule: sql<ScheduleTuple[] | string>`(select coalesce(json_agg(json_build_array(i.seq, i.due_on, i.principal_cents,
          i.interest_cents, i.fee_cents) order by i.seq), '[]') from ${installments} i where i.order_id = ${orderId})`,
  entries: sql<EntryTuple[] | string>`(select coalesce(json_agg(json_build_array(e.id, e.kind, e.business_date, e.memo)
          order by e.id), '[]') from ${journalEntries} e where e.order_id = ${orderId})`,
  // Every line, the income-recognition ones too, so by the order's entries (decision 095).
  lines: sql<LineTuple[] | string>`(select coalesce(json_agg(json_build_array(l.entry_id, l.account, l.installment_seq,
          l.amount_cents) order by l.id), '[]') from ${journalEntries} e join ${journalLines} l on l.entry_id = e.id
          where e.order_id = ${orderId})`,
});
export type StateRead = {
  schedule: ScheduleTuple[] | string;
  entries: EntryTuple[] | string;
  lines: LineTuple[] | string;
};

/**
 * The loan page's small facts: the borrower's rating of the order, the credit held on it and whether the
 * borrower has any open order (read with the page's other reads, loan-page-repository.ts).
 */
export const pageFactColumns = (orderId: SQL | Placeholder, userId: SQL | Placeholder) => ({
  rating: sql<number | null>`(select r.score from ${orderRatings} r where r.order_id = ${orderId})`,
  creditHeld: creditHeldCents(orderId),
  hasOpenOrder: sql<boolean>`exists (select 1 from ${orders} o where o.user_id = ${userId}
          and o.status in (${sql.raw(OPEN_STATUSES.join(', '))}))`,
});

/** The page facts as the page uses them. */
export const pageFactsFrom = (read: { rating: number | null; creditHeld: string | number; hasOpenOrder: boolean }) => ({
  rating: read.rating,
  creditHeldCents: Number(read.creditHeld),
  hasOpenOrder: Boolean(read.hasOpenOrder),
});

// JSON arrays come back parsed on PostgreSQL; PGlite may hand json over as text.
const parsedJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The engine's state of a disbursed order, from its row and the state columns' read. */
export function stateFromRead(order: OrderRow, product: Product, read: StateRead): LoanState {
  if (!order.disbursedOn) throw new Error(`order ${order.orderNo} is not disbursed`);
  const schedule = parsedJson(read.schedule);
  const entryRows = parsedJson(read.entries).map(([id, kind, businessDate, memo]) => ({
    id,
    kind,
    businessDate,
    memo,
  }));
  const byEntry = new Map<number, Line[]>();
  for (const [entryId, account, installmentSeq, amountCents] of parsedJson(read.lines)) {
    const list = byEntry.get(entryId) ?? [];
    list.push({ account: account as Line['account'], installmentSeq, amountCents });
    byEntry.set(entryId, list);
  }
  return {
    product: {
      ...product,
      defaultPenaltyNewCents: order.penaltyCents,
      defaultPenaltyRepeatCents: order.penaltyCents,
    },
    principalCents: order.principalCents,
    clientKind: order.clientKind as LoanState['clientKind'],
    disbursedOn: order.disbursedOn,
    installments: schedule.map(([seq, dueOn, principalCents, interestCents, feeCents]) => ({
      seq,
      dueOn,
      principalCents,
      interestCents,
      feeCents,
    })),
    // A booking undone by a returned payout is void for the engine (decision 040).
    entries: liveEntries(entryRows).map((e) => ({
      kind: e.kind as Entry['kind'],
      businessDate: e.businessDate,
      lines: byEntry.get(e.id) ?? [],
      ...(e.memo ? { memo: e.memo } : {}),
    })),
    penaltyApplied: order.penaltyApplied,
    rolloverCount: order.rolloverCount,
    status: order.status as LoanState['status'],
    daysPastDue: order.daysPastDue,
  };
}

function orderStatements(ex: Executor) {
  return {
    findForUser: ex
      .select()
      .from(orders)
      .where(ownOrder(byOrder, sql.placeholder('userId')))
      .prepare('order_for_user'),
    rating: ex
      .select({ score: orderRatings.score })
      .from(orderRatings)
      .where(eq(orderRatings.orderId, byOrder))
      .prepare('order_rating'),
    openOrder: ex
      .select()
      .from(orders)
      .where(and(eq(orders.userId, sql.placeholder('userId')), inArray(orders.status, OPEN_STATUSES)))
      .orderBy(desc(orders.id))
      .limit(1)
      .prepare('open_order_of_user'),
    state: ex
      .select(stateColumns(byOrder))
      .from(sql`(select 1) as one`)
      .prepare('order_state'),
  };
}

export function createOrdersRepository(db: Database, webhooks: WebhookSink = NO_WEBHOOKS) {
  let poolStatements: ReturnType<typeof orderStatements> | undefined;
  const statements = (ex: Executor) => (ex === db ? (poolStatements ??= orderStatements(db)) : orderStatements(ex));
  return {
    async findForUser(userId: number, orderId: number): Promise<OrderRow | undefined> {
      const [row] = await statements(db).findForUser.execute({ orderId, userId });
      return row;
    },

    /** The product an order was taken on, by the order's id (links back to the order's page). */
    async productIdOf(orderId: number): Promise<number | undefined> {
      const [row] = await db.select({ productId: orders.productId }).from(orders).where(eq(orders.id, orderId));
      return row?.productId;
    },

    /** The borrower's rating of a settled order, if given. */
    async ratingOf(orderId: number): Promise<number | null> {
      const [row] = await statements(db).rating.execute({ orderId });
      return row?.score ?? null;
    },

    /** Records the first rating of an order; a second one is ignored (the prompt shows once). */
    async rate(orderId: number, userId: number, score: number): Promise<boolean> {
      const rows = await db
        .insert(orderRatings)
        .values({ orderId, userId, score })
        .onConflictDoNothing()
        .returning({ orderId: orderRatings.orderId });
      return rows.length > 0;
    },

    async findByNo(orderNo: string, ex: Executor = db, forUpdate = false): Promise<OrderRow | undefined> {
      const q = ex.select().from(orders).where(eq(orders.orderNo, orderNo));
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },

    /** The order by number if it is assigned to the collector (decision 103); any order when collectorId is null. */
    async findByNoFor(orderNo: string, collectorId: number | null): Promise<OrderRow | undefined> {
      const byNo = eq(orders.orderNo, orderNo);
      const [row] = await db
        .select()
        .from(orders)
        .where(collectorId === null ? byNo : and(byNo, assignedTo(collectorId)));
      return row;
    },

    async openOrderOf(userId: number, ex: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await statements(ex).openOrder.execute({ userId });
      return row;
    },

    async hasSettledOrder(userId: number, ex: Executor = db): Promise<boolean> {
      const rows = await ex
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, OrderStatus.settled)))
        .limit(1);
      return rows.length > 0;
    },

    async listForUser(userId: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id));
    },

    /**
     * Inserts an order; answers null when its order number is already taken (numbers are random, so
     * two can meet), without aborting the caller's transaction, so the caller draws another.
     */
    async insert(ex: Executor, values: typeof orders.$inferInsert): Promise<OrderRow | null> {
      const [row] = await ex.insert(orders).values(values).onConflictDoNothing({ target: orders.orderNo }).returning();
      return row ?? null;
    },

    async update(ex: Executor, orderId: number, values: Partial<typeof orders.$inferInsert>) {
      await ex.update(orders).set(values).where(eq(orders.id, orderId));
    },

    /** Serialises one borrower's applications (a transaction-level lock). */
    async lockBorrower(ex: Executor, userId: number) {
      await ex.execute(sql`select pg_advisory_xact_lock(7340203, ${userId}::int)`);
    },

    async referencePosted(ex: Executor, reference: string): Promise<boolean> {
      const rows = await ex
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(eq(journalEntries.reference, `${reference}#0`))
        .limit(1);
      return rows.length > 0;
    },

    async recordStatus(
      ex: Executor,
      orderId: number,
      from: number | null,
      to: number,
      businessDate: string,
      actor: string,
      reason: string,
    ) {
      // No move outside the order status table is ever written (decision 143).
      assertTransition(from, to);
      await ex
        .insert(orderStatusHistory)
        .values({ orderId, fromStatus: from, toStatus: to, businessDate, actor, reason });
      // Every order status change passes here: the host is told in the same transaction (decision 120).
      await webhooks.recordEvent(ex, {
        type: 'order.status_changed',
        orderId,
        data: {
          fromStatus: from,
          fromStatusName: from === null ? null : orderStatusName(from),
          toStatus: to,
          toStatusName: orderStatusName(to),
          businessDate,
        },
      });
    },

    async setStatus(
      ex: Executor,
      order: OrderRow,
      to: number,
      businessDate: string,
      actor: string,
      reason: string,
      extra: Partial<typeof orders.$inferInsert> = {},
    ) {
      assertTransition(order.status, to);
      await ex
        .update(orders)
        .set({ status: to, ...extra })
        .where(eq(orders.id, order.id));
      await this.recordStatus(ex, order.id, order.status, to, businessDate, actor, reason);
    },

    /** Rebuilds the engine's state of a disbursed order from its rows. */
    async loadState(ex: Executor, order: OrderRow, product: Product): Promise<LoanState> {
      if (!order.disbursedOn) throw new Error(`order ${order.orderNo} is not disbursed`);
      const [read] = await statements(ex).state.execute({ orderId: order.id });
      return stateFromRead(order, product, read!);
    },

    /** Writes entries the engine produced; a reference already posted makes the insert fail (unique). */
    async appendEntries(ex: Executor, orderId: number, entries: readonly Entry[], actor: string, reference?: string) {
      for (const [i, e] of entries.entries()) {
        const [row] = await ex
          .insert(journalEntries)
          .values({
            orderId,
            kind: e.kind,
            businessDate: e.businessDate,
            memo: e.memo,
            actor,
            reference: reference ? `${reference}#${i}` : null,
          })
          .returning({ id: journalEntries.id });
        if (e.lines.length > 0) {
          await ex.insert(journalLines).values(
            e.lines.map((l) => ({
              entryId: row!.id,
              orderId,
              account: l.account,
              installmentSeq: l.installmentSeq,
              amountCents: l.amountCents,
            })),
          );
        }
      }
      // On a written-off loan the contra account follows the receivables: collections are recoveries (decision 078).
      const last = entries.at(-1);
      const undoRecovery = entries.some((e) => e.kind === 'payment_reversal');
      if (last) await ex.execute(writeOffAdjustmentStatement(last.businessDate, actor, [orderId], { undoRecovery }));
      // Income held in suspense on non-accrual that is no longer owed (collected, waived) is income again on the
      // event's date, in its transaction (decision 135).
      if (last) await ex.execute(suspenseReleaseStatement(last.businessDate, actor, orderId, reference));
    },

    async insertSchedule(ex: Executor, orderId: number, state: LoanState) {
      await ex.insert(installments).values(state.installments.map((i) => ({ orderId, ...i, originalDueOn: i.dueOn })));
    },

    /** Drops the schedule of a booking a returned payout undid (decision 040); a new booking writes its own. */
    async clearSchedule(ex: Executor, orderId: number) {
      await ex.delete(installments).where(eq(installments.orderId, orderId));
    },

    async updateDueDates(ex: Executor, orderId: number, state: LoanState) {
      for (const i of state.installments) {
        await ex
          .update(installments)
          .set({ dueOn: i.dueOn })
          .where(and(eq(installments.orderId, orderId), eq(installments.seq, i.seq)));
      }
    },

    async schedule(orderId: number) {
      return db.select().from(installments).where(eq(installments.orderId, orderId)).orderBy(asc(installments.seq));
    },

    async postings(orderId: number) {
      return (
        db
          .select({
            entryId: journalEntries.id,
            kind: journalEntries.kind,
            businessDate: journalEntries.businessDate,
            memo: journalEntries.memo,
            actor: journalEntries.actor,
            account: journalLines.account,
            installmentSeq: journalLines.installmentSeq,
            amountCents: journalLines.amountCents,
          })
          .from(journalLines)
          .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
          // By the order's entries: the order index leaves out income-recognition lines (decision 095).
          .where(eq(journalEntries.orderId, orderId))
          .orderBy(asc(journalLines.id))
      );
    },

    async history(orderId: number) {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
  }
}

export default repositoryPlugin('ordersRepository', (app) => createOrdersRepository(app.db, webhooksOf(app)));
