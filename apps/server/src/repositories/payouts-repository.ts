// Payout claims and their states (decisions 022 and 040): one row per order, claimed before the
// provider is called. requested → pending → succeeded | failed, and succeeded → returned. Every move
// is one guarded UPDATE naming the states it may leave, so a replayed callback or a second
// reconciler changes nothing. Limits per lender (payout_settings) and hold releases live here too.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql, sum, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  journalEntries,
  journalLines,
  orders,
  payoutCases,
  payoutHoldReleases,
  payouts,
  payoutSettings,
  users,
} from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';
import { NO_WEBHOOKS, webhooksOf, type WebhookSink } from './webhook-sink.js';
import type { PayoutView } from '../domain/payouts/words.js';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutState = 'requested' | 'pending' | 'succeeded' | 'failed' | 'returned';
export type PayoutSettingsRow = typeof payoutSettings.$inferSelect;
export type PayoutCaseRow = typeof payoutCases.$inferSelect;
export type PayoutCaseKind = 'late_success' | 'paid_twice';
type Executor = Database | Transaction;

/** States in which money may be on its way or gone: they count against the daily limit and block a new claim. */
export const LIVE_STATES: PayoutState[] = ['requested', 'pending', 'succeeded'];

type PayoutViewTuple = [status: PayoutView['status'], channel: string, rebind: boolean, reason: string];

/** What a borrower's page says of an order's payout (its state, rail, and whether to bind another account), as one column. */
export const payoutViewColumn = (orderId: SQL | Placeholder) =>
  sql<PayoutViewTuple | string | null>`(select json_build_array(p.status, p.channel, p.rebind, p.reason)
    from ${payouts} p where p.order_id = ${orderId})`;

/** The payout view from payoutViewColumn's read; null before any payout. */
export function payoutViewFrom(read: PayoutViewTuple | string | null): PayoutView | null {
  if (read === null) return null;
  // JSON comes back parsed on PostgreSQL; PGlite may hand it over as text.
  const [status, channel, rebind, reason] = typeof read === 'string' ? (JSON.parse(read) as PayoutViewTuple) : read;
  return { status, channel, rebind, reason };
}

export function createPayoutsRepository(db: Database, webhooks: WebhookSink = NO_WEBHOOKS) {
  let findQuery: ReturnType<typeof prepareFind> | undefined;
  const prepareFind = () =>
    db
      .select()
      .from(payouts)
      .where(eq(payouts.orderId, sql.placeholder('orderId')))
      .prepare('payout_of_order');
  return {
    /**
     * Claims the order's payout in one statement: a first attempt, or another after a failure or a
     * return. Answers null when a payout is requested, pending or succeeded, so two callers never both pay.
     */
    async claim(
      orderId: number,
      values: {
        provider: string;
        amountCents: number;
        actor: string;
        merchantId?: number;
        accountId?: number | null;
        channel?: string;
        requestedOn?: string;
      },
      ex: Executor = db,
    ): Promise<PayoutRow | null> {
      const fresh = {
        reason: '',
        reference: null,
        providerStatus: '',
        rebind: false,
        settledAt: null,
        settledOn: null,
        returnedAt: null,
      };
      const [row] = await ex
        .insert(payouts)
        .values({ orderId, ...values, status: 'requested' })
        .onConflictDoUpdate({
          target: payouts.orderId,
          set: {
            ...values,
            ...fresh,
            status: 'requested',
            attempt: sql`${payouts.attempt} + 1`,
            updatedAt: sql`now()`,
          },
          setWhere: inArray(payouts.status, ['failed', 'returned']),
        })
        .returning();
      return row ?? null;
    },

    async find(orderId: number, ex: Executor = db): Promise<PayoutRow | undefined> {
      // On the pool, a named statement built once (the loan page reads it); in a transaction, built on its connection.
      const [row] =
        ex === db
          ? await (findQuery ??= prepareFind()).execute({ orderId })
          : await ex.select().from(payouts).where(eq(payouts.orderId, orderId));
      return row;
    },

    /**
     * Moves one attempt from one of `from` to `to`; undefined when the row is elsewhere already (a
     * replay, a later attempt, or another settler first). The only way a payout's state changes.
     */
    async move(
      orderId: number,
      attempt: number,
      from: PayoutState[],
      to: PayoutState,
      set: Partial<
        Pick<PayoutRow, 'reference' | 'reason' | 'providerStatus' | 'rebind' | 'settledAt' | 'settledOn' | 'returnedAt'>
      > = {},
      ex: Executor = db,
    ): Promise<PayoutRow | undefined> {
      const [row] = await ex
        .update(payouts)
        .set({ ...set, status: to, updatedAt: sql`now()` })
        .where(and(eq(payouts.orderId, orderId), eq(payouts.attempt, attempt), inArray(payouts.status, from)))
        .returning();
      // The host hears of money sent, refused or sent back in the move's transaction (decision 120). No free
      // text: a provider's reason may quote the account; `needsNewAccount` says what the borrower must do.
      if (row && to !== 'requested' && to !== 'pending')
        await webhooks.recordEvent(ex, {
          type: to === 'succeeded' ? 'payout.sent' : 'payout.failed',
          orderId,
          data: {
            attempt: row.attempt,
            amountCents: row.amountCents,
            payoutStatus: to,
            needsNewAccount: row.rebind,
            settledOn: row.settledOn,
          },
        });
      return row;
    },

    /** Kept for the earlier callers: a refusal of the current attempt. */
    async failed(orderId: number, reason: string, ex: Executor = db): Promise<void> {
      await ex
        .update(payouts)
        .set({ status: 'failed', reason, updatedAt: sql`now()` })
        .where(and(eq(payouts.orderId, orderId), inArray(payouts.status, ['requested', 'pending'])));
    },

    /** Releases a requested or pending claim as failed; undefined when it is no longer in flight. */
    async releasePending(orderId: number, reason: string, ex: Executor = db): Promise<PayoutRow | undefined> {
      const [row] = await ex
        .update(payouts)
        .set({ status: 'failed', reason, updatedAt: sql`now()` })
        .where(and(eq(payouts.orderId, orderId), inArray(payouts.status, ['requested', 'pending'])))
        .returning();
      return row;
    },

    /** Payouts in flight whose last change is older than `before`, oldest first, with their order number. */
    async stale(before: Date, limit = 200) {
      return db
        .select({ payout: payouts, orderNo: orders.orderNo })
        .from(payouts)
        .innerJoin(orders, eq(orders.id, payouts.orderId))
        .where(and(inArray(payouts.status, ['requested', 'pending']), lt(payouts.updatedAt, before)))
        .orderBy(asc(payouts.updatedAt))
        .limit(limit);
    },

    /** Finance's view: payouts by state, newest first, with the order number and the borrower's phone. */
    async list(states: PayoutState[], limit = 200) {
      return db
        .select({
          orderNo: orders.orderNo,
          phone: users.phone,
          status: payouts.status,
          attempt: payouts.attempt,
          amountCents: payouts.amountCents,
          channel: payouts.channel,
          provider: payouts.provider,
          reference: payouts.reference,
          reason: payouts.reason,
          rebind: payouts.rebind,
          updatedAt: payouts.updatedAt,
          settledOn: payouts.settledOn,
          returnedAt: payouts.returnedAt,
        })
        .from(payouts)
        .innerJoin(orders, eq(orders.id, payouts.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(inArray(payouts.status, states))
        .orderBy(desc(payouts.updatedAt))
        .limit(limit);
    },

    /** What a lender has paid or has on its way on a business date (the daily limit counts this). */
    async committedOn(merchantId: number, businessDate: string, ex: Executor = db): Promise<number> {
      const [row] = await ex
        .select({ total: sum(payouts.amountCents) })
        .from(payouts)
        .where(
          and(
            eq(payouts.merchantId, merchantId),
            eq(payouts.requestedOn, businessDate),
            inArray(payouts.status, LIVE_STATES),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /**
     * Payouts known to have left on a business date, from the ledger (for the provider's report): every
     * booking's cash line, including bookings a later return undid, since that money did leave that day.
     */
    async settledOn(businessDate: string): Promise<{ count: number; amountCents: number }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, total: sum(journalLines.amountCents) })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(
          and(
            // Everything the provider paid out for us that day: loans, overpayments (decision 104) and refunds of borrower credit.
            inArray(journalEntries.kind, ['disbursement', 'overpayment', 'credit_refund']),
            eq(journalEntries.businessDate, businessDate),
            eq(journalLines.account, 'cash'),
          ),
        );
      return { count: Number(row?.count ?? 0), amountCents: -Number(row?.total ?? 0) };
    },

    async paidToAccount(accountId: number): Promise<boolean> {
      const rows = await db
        .select({ orderId: payouts.orderId })
        .from(payouts)
        .where(and(eq(payouts.accountId, accountId), eq(payouts.status, 'succeeded')))
        .limit(1);
      return rows.length > 0;
    },

    // ─── Cases: money paid for an attempt recorded as failed (decision 104) ───

    /** Opens the case of one attempt; undefined when that attempt has one already (a replay). */
    async openCase(
      values: {
        orderId: number;
        attempt: number;
        kind: PayoutCaseKind;
        amountCents: number;
        reference: string;
        note: string;
        openedBy: string;
      },
      ex: Executor = db,
    ): Promise<PayoutCaseRow | undefined> {
      const [row] = await ex.insert(payoutCases).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The order's unresolved case, if any: while there is one the order is not paid out again. */
    async openCaseOf(orderId: number, ex: Executor = db): Promise<PayoutCaseRow | undefined> {
      const [row] = await ex
        .select()
        .from(payoutCases)
        .where(and(eq(payoutCases.orderId, orderId), isNull(payoutCases.resolvedAt)))
        .orderBy(asc(payoutCases.id))
        .limit(1);
      return row;
    },

    async caseById(id: number, ex: Executor = db): Promise<(PayoutCaseRow & { orderNo: string }) | undefined> {
      const [row] = await ex
        .select({ c: payoutCases, orderNo: orders.orderNo })
        .from(payoutCases)
        .innerJoin(orders, eq(orders.id, payoutCases.orderId))
        .where(eq(payoutCases.id, id));
      return row ? { ...row.c, orderNo: row.orderNo } : undefined;
    },

    /** Finance's list: open cases first (oldest first), then the latest resolved ones. */
    async listCases(open: boolean, limit = 200) {
      return db
        .select({
          id: payoutCases.id,
          orderNo: orders.orderNo,
          attempt: payoutCases.attempt,
          kind: payoutCases.kind,
          amountCents: payoutCases.amountCents,
          reference: payoutCases.reference,
          note: payoutCases.note,
          openedBy: payoutCases.openedBy,
          openedAt: payoutCases.openedAt,
          resolvedBy: payoutCases.resolvedBy,
          resolvedAt: payoutCases.resolvedAt,
          resolution: payoutCases.resolution,
        })
        .from(payoutCases)
        .innerJoin(orders, eq(orders.id, payoutCases.orderId))
        .where(open ? isNull(payoutCases.resolvedAt) : isNotNull(payoutCases.resolvedAt))
        .orderBy(open ? asc(payoutCases.openedAt) : desc(payoutCases.resolvedAt))
        .limit(limit);
    },

    /** Resolves an open case; undefined when it was resolved already. */
    async resolveCase(id: number, actor: string, resolution: string, ex: Executor = db) {
      const [row] = await ex
        .update(payoutCases)
        .set({ resolvedBy: actor, resolvedAt: sql`now()`, resolution })
        .where(and(eq(payoutCases.id, id), isNull(payoutCases.resolvedAt)))
        .returning();
      return row;
    },

    // ─── Limits per lender ───

    async settings(merchantId: number, ex: Executor = db): Promise<PayoutSettingsRow> {
      await ex.insert(payoutSettings).values({ merchantId }).onConflictDoNothing();
      const [row] = await ex.select().from(payoutSettings).where(eq(payoutSettings.merchantId, merchantId));
      return row!;
    },

    /** Locks the lender's settings row: claims of one lender queue here, so the daily limit holds under a burst. */
    async lockSettings(tx: Transaction, merchantId: number): Promise<PayoutSettingsRow> {
      await tx.insert(payoutSettings).values({ merchantId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(payoutSettings)
        .where(eq(payoutSettings.merchantId, merchantId))
        .for('update');
      return row!;
    },

    async updateSettings(
      merchantId: number,
      values: { dailyLimitCents: number | null; holdHours: number; updatedBy: string },
      ex: Executor = db,
    ): Promise<PayoutSettingsRow> {
      await ex.insert(payoutSettings).values({ merchantId }).onConflictDoNothing();
      const [row] = await ex
        .update(payoutSettings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(payoutSettings.merchantId, merchantId))
        .returning();
      return row!;
    },

    async holdReleased(accountId: number): Promise<boolean> {
      const rows = await db
        .select({ accountId: payoutHoldReleases.accountId })
        .from(payoutHoldReleases)
        .where(eq(payoutHoldReleases.accountId, accountId));
      return rows.length > 0;
    },

    /** False when the hold on this account was released already. */
    async releaseHold(accountId: number, actor: string, reason: string, ex: Executor = db): Promise<boolean> {
      const rows = await ex
        .insert(payoutHoldReleases)
        .values({ accountId, actor, reason })
        .onConflictDoNothing()
        .returning();
      return rows.length > 0;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    payoutsRepository: PayoutsRepository;
  }
}

export default repositoryPlugin('payoutsRepository', (app) => createPayoutsRepository(app.db, webhooksOf(app)));
