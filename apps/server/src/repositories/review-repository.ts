// Loan review triage (decision 109): the SLA and categories, claims and rejection categories. A claim is one
// insert that does nothing when the order already has one, so two reviewers claiming at once end with one holder.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { creditDecisions, orders, reviewClaims, reviewRejections, reviewSettings, staffUsers } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type ClaimRow = { orderId: number; staffId: number; staffName: string; claimedAt: Date };

export function createReviewRepository(db: Database) {
  const claimSelect = {
    orderId: reviewClaims.orderId,
    staffId: reviewClaims.staffId,
    staffName: staffUsers.name,
    claimedAt: reviewClaims.claimedAt,
  };

  return {
    async settings(ex: Database | Transaction = db) {
      const [row] = await ex
        .select({
          slaHours: reviewSettings.slaHours,
          rejectionCategories: reviewSettings.rejectionCategories,
          rejectionCategoriesFil: reviewSettings.rejectionCategoriesFil,
        })
        .from(reviewSettings)
        .where(eq(reviewSettings.id, 1));
      return row;
    },

    async saveSettings(
      values: { slaHours: number; rejectionCategories: string[]; rejectionCategoriesFil: Record<string, string> },
      actor: string,
      tx: Transaction,
    ) {
      await tx
        .insert(reviewSettings)
        .values({ id: 1, ...values, updatedBy: actor })
        .onConflictDoUpdate({ target: reviewSettings.id, set: { ...values, updatedBy: actor, updatedAt: sql`now()` } });
    },

    /** The queue's extra facts by order id: when it was submitted, its credit band and score, and its claim. */
    async triageFacts(orderNos: string[]) {
      if (orderNos.length === 0) return [];
      return db
        .select({
          orderNo: orders.orderNo,
          orderId: orders.id,
          createdAt: orders.createdAt,
          band: creditDecisions.band,
          score: creditDecisions.score,
          claimStaffId: reviewClaims.staffId,
          claimStaffName: staffUsers.name,
          claimedAt: reviewClaims.claimedAt,
        })
        .from(orders)
        .leftJoin(creditDecisions, eq(creditDecisions.orderId, orders.id))
        .leftJoin(reviewClaims, eq(reviewClaims.orderId, orders.id))
        .leftJoin(staffUsers, eq(staffUsers.id, reviewClaims.staffId))
        .where(inArray(orders.orderNo, orderNos));
    },

    async claimOf(orderId: number, ex: Database | Transaction = db): Promise<ClaimRow | undefined> {
      const [row] = await ex
        .select(claimSelect)
        .from(reviewClaims)
        .innerJoin(staffUsers, eq(staffUsers.id, reviewClaims.staffId))
        .where(eq(reviewClaims.orderId, orderId));
      return row;
    },

    /** Inserts the claim unless the order has one; true when this call's claim is the one stored. */
    async tryClaim(orderId: number, staffId: number, actor: string, tx: Transaction): Promise<boolean> {
      const inserted = await tx
        .insert(reviewClaims)
        .values({ orderId, staffId, claimedBy: actor })
        .onConflictDoNothing({ target: reviewClaims.orderId })
        .returning({ orderId: reviewClaims.orderId });
      return inserted.length === 1;
    },

    /** Gives the order to a reviewer, whoever had it. */
    async assign(orderId: number, staffId: number, actor: string, tx: Transaction): Promise<void> {
      await tx
        .insert(reviewClaims)
        .values({ orderId, staffId, claimedBy: actor })
        .onConflictDoUpdate({
          target: reviewClaims.orderId,
          set: { staffId, claimedBy: actor, claimedAt: sql`now()` },
        });
    },

    async release(orderId: number, tx: Transaction): Promise<void> {
      await tx.delete(reviewClaims).where(eq(reviewClaims.orderId, orderId));
    },

    async recordRejection(
      rejection: { orderId: number; category: string; reason: string; actor: string; reapplyOn: string },
      tx: Transaction,
    ) {
      await tx.insert(reviewRejections).values(rejection);
    },

    /** The borrower's latest rejection by a reviewer that named a date to apply again (decision 138), or null. */
    async latestRejectionWithDate(userId: number, ex: Database | Transaction = db) {
      const [row] = await ex
        .select({ category: reviewRejections.category, reapplyOn: reviewRejections.reapplyOn })
        .from(reviewRejections)
        .innerJoin(orders, eq(orders.id, reviewRejections.orderId))
        .where(and(eq(orders.userId, userId), isNotNull(reviewRejections.reapplyOn)))
        .orderBy(desc(reviewRejections.rejectedAt))
        .limit(1);
      return row ? { category: row.category, reapplyOn: row.reapplyOn! } : null;
    },

    async rejectionOf(orderId: number) {
      const [row] = await db.select().from(reviewRejections).where(eq(reviewRejections.orderId, orderId));
      return row;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reviewRepository: ReviewRepository;
  }
}

export default repositoryPlugin('reviewRepository', (app) => createReviewRepository(app.db));
