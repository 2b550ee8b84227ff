// Payments, payway repay tokens and the payment guide. Status changes are guarded in SQL so a
// payment only moves forward (pending → completed | failed | expired | cancelled | review) and a
// completed one never changes again, whatever order callbacks arrive in.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { bankAccounts, paymentChannels, paymentGuides, payments, repayTokens } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type PaymentRow = typeof payments.$inferSelect;
type Executor = Database | Transaction;

export function createPaymentsRepository(db: Database) {
  return {
    async insert(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof payments.$inferInsert>) {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    async byNo(paymentNo: string, ex: Executor = db): Promise<PaymentRow | undefined> {
      const [row] = await ex.select().from(payments).where(eq(payments.paymentNo, paymentNo));
      return row;
    },

    /** The caller's payment, or nothing (also when it belongs to someone else). */
    async forUser(userId: number, id: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return row;
    },

    /**
     * The order's open collection for a purpose, if any (pending; perhaps past its expiry). The
     * database keeps at most one (payments_live_collection_uq).
     */
    async openCollection(orderId: number, purpose: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.purpose, purpose),
            eq(payments.status, 'pending'),
            inArray(payments.method, ['paycode', 'qr', 'redirect']),
          ),
        )
        .limit(1);
      return row;
    },

    /** Inserts a collection unless the order already has one open for the purpose: then null (the index decides). */
    async insertCollection(values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The newest live pay code of an order: the installment page's default payment. */
    /** The newest live pay code of an order for one purpose (repay or rollover). */
    async latestPayCode(orderId: number, purpose: string, now: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.purpose, purpose),
            eq(payments.status, 'pending'),
            eq(payments.method, 'paycode'),
            sql`${payments.expiresAt} > ${now}`,
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },

    /**
     * Claims a payment for posting inside the posting transaction: pending (or review) → completed.
     * False when it was already completed — a replay, or a concurrent callback that won.
     */
    async claimCompleted(
      tx: Transaction,
      id: number,
      providerRef: string,
      now: Date,
      paidOn: string | null = null,
    ): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ status: 'completed', providerRef, completedAt: now, postedAt: now, paidOn })
        .where(
          and(eq(payments.id, id), inArray(payments.status, ['pending', 'review', 'expired', 'failed', 'cancelled'])),
        )
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** A final state other than completed; only from pending, so it never undoes a completion. */
    async close(id: number, status: 'failed' | 'expired' | 'cancelled' | 'review', message: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status, message })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** Pending collections past their expiry (or all pending ones), oldest first. */
    async pendingForReconcile(now: Date, all: boolean, limit = 200): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), all ? undefined : lte(payments.expiresAt, now)))
        .orderBy(asc(payments.expiresAt))
        .limit(limit);
    },

    async listForOrder(orderId: number): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
    },

    async recordOtp(id: number, otpHash: string, now: Date) {
      await db.update(payments).set({ otpHash, otpSentAt: now, otpAttempts: 0 }).where(eq(payments.id, id));
    },

    /**
     * Counts one check of the SMS code before it is compared, and answers the code to compare with;
     * undefined once the limit is reached or the code is gone. One statement, so a concurrent burst
     * never compares more than `maxAttempts` guesses (decision 031).
     */
    async claimOtpAttempt(
      id: number,
      maxAttempts: number,
    ): Promise<{ otpHash: string; otpSentAt: Date; attempts: number } | undefined> {
      const [row] = await db
        .update(payments)
        .set({ otpAttempts: sql`${payments.otpAttempts} + 1` })
        .where(
          and(
            eq(payments.id, id),
            sql`${payments.otpHash} is not null`,
            sql`${payments.otpSentAt} is not null`,
            sql`${payments.otpAttempts} < ${maxAttempts}`,
            eq(payments.status, 'pending'),
          ),
        )
        .returning({ otpHash: payments.otpHash, otpSentAt: payments.otpSentAt, attempts: payments.otpAttempts });
      return row?.otpHash && row.otpSentAt
        ? { otpHash: row.otpHash, otpSentAt: row.otpSentAt, attempts: row.attempts }
        : undefined;
    },

    /** Spends the SMS code once: the first confirm takes it; a concurrent second one gets false. */
    async consumeOtp(id: number): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ otpHash: null })
        .where(and(eq(payments.id, id), sql`${payments.otpHash} is not null`, eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    // ─── Repay tokens ───

    async issueToken(tokenHash: string, userId: number, orderId: number, expiresAt: Date) {
      await db.insert(repayTokens).values({ tokenHash, userId, orderId, expiresAt });
    },

    async findToken(tokenHash: string) {
      const [row] = await db.select().from(repayTokens).where(eq(repayTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks a token used; false when it was already spent. */
    async spendToken(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(repayTokens)
        .set({ usedAt: now })
        .where(and(eq(repayTokens.tokenHash, tokenHash), isNull(repayTokens.usedAt)))
        .returning({ tokenHash: repayTokens.tokenHash });
      return rows.length === 1;
    },

    // ─── Cards (the bound accounts of the bank feature) ───

    /** Every account the borrower has bound, newest first, one per account number. */
    async cardsOf(userId: number) {
      const rows = await db
        .select()
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.userId, userId),
            // An account a payout was refused on (the borrower was asked to rebind) is not offered to pay from
            // (decision 072): it would only fail again.
            isNull(bankAccounts.refusedAt),
          ),
        )
        .orderBy(desc(bankAccounts.isCurrent), desc(bankAccounts.id));
      const seen = new Set<string>();
      return rows.filter((r) => (seen.has(r.accountHash) ? false : (seen.add(r.accountHash), true)));
    },

    async cardOf(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)));
      return row;
    },

    // ─── Channels and guides ───

    async channel(merchantId: number, channelNumber: string) {
      const [row] = await db
        .select()
        .from(paymentChannels)
        .where(
          and(
            eq(paymentChannels.merchantId, merchantId),
            eq(paymentChannels.channelNumber, channelNumber),
            eq(paymentChannels.isActive, true),
          ),
        );
      return row;
    },

    async guides(merchantId: number, channelNumber?: string) {
      return db
        .select()
        .from(paymentGuides)
        .where(
          and(
            eq(paymentGuides.merchantId, merchantId),
            channelNumber ? eq(paymentGuides.channelNumber, channelNumber) : undefined,
          ),
        )
        .orderBy(asc(paymentGuides.sort), asc(paymentGuides.id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
  }
}

export default repositoryPlugin('paymentsRepository', (app) => createPaymentsRepository(app.db));
