// Loan review triage (decision 109): the queue's age, SLA mark, band, score and claim; claiming (atomic: the
// claim is the order's one row, so of two reviewers claiming at once one wins) and assigning; the SLA and the
// rejection categories admins set; the guard that only the holder of a claimed application decides it, and the
// category a rejection is filed under. Every change is audited with its actor.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type ReviewItem, type ReviewQueueItem, type ReviewSettings } from '@lendwell/contracts';
import { AppError, invalid, notFound } from '../lib/errors.js';
import type { Transaction } from '../db/client.js';
import { OrderStatus } from '../domain/loan/loan.js';
import {
  DEFAULT_REVIEW_SETTINGS,
  claimExpiresAt,
  isClaimLapsed,
  isPastSla,
  releaseProblem,
  onBusinessClock,
  rejectionCategoriesFilOf,
  rejectionCategoriesProblem,
  reviewAgeHours,
} from '../domain/review/triage.js';
import { configuredIn, type Lang } from '../lib/borrower-words/index.js';
import type { ClaimRow } from '../repositories/review-repository.js';

export type Reviewer = { id: number; email: string };

const claimView = (row: Pick<ClaimRow, 'staffId' | 'staffName' | 'claimedAt'>, slaHours: number) => ({
  staffId: row.staffId,
  staffName: row.staffName,
  claimedAt: row.claimedAt.toISOString(),
  expiresAt: claimExpiresAt(row.claimedAt, slaHours).toISOString(),
});

export function createReviewTriage(app: FastifyInstance) {
  const repo = app.reviewRepository;
  const audit = app.auditRepository;

  async function settings(tx?: Transaction): Promise<ReviewSettings> {
    const saved = await repo.settings(tx);
    return (
      saved ?? {
        slaHours: DEFAULT_REVIEW_SETTINGS.slaHours,
        rejectionCategories: [...DEFAULT_REVIEW_SETTINGS.rejectionCategories],
        rejectionCategoriesFil: { ...DEFAULT_REVIEW_SETTINGS.rejectionCategoriesFil },
      }
    );
  }

  /** The order locked, under review, inside tx; refused in words otherwise. */
  async function orderUnderReview(tx: Transaction, orderNo: string) {
    const order = await app.ordersRepository.findByNo(orderNo, tx, true);
    if (!order) throw notFound('order');
    if (order.status !== OrderStatus.underReview)
      throw new AppError(ErrorCode.conflict, `Application ${orderNo} is no longer under review.`);
    return order;
  }

  /**
   * The order's claim unless it has lapsed (decision 113). A lapsed one is removed here, inside the caller's
   * transaction, and audited under the system, so the next reviewer finds the application free.
   */
  async function liveClaim(tx: Transaction, orderId: number, orderNo: string, slaHours: number) {
    const holder = await repo.claimOf(orderId, tx);
    if (!holder || !isClaimLapsed(holder.claimedAt, slaHours, app.clock.now())) return holder;
    await repo.release(orderId, tx);
    await audit.append(
      {
        actor: 'system:review-claims',
        action: 'review.claim_lapsed',
        target: `order:${orderNo}`,
        before: { staffId: holder.staffId, claimedAt: holder.claimedAt.toISOString() },
        after: { slaHours },
      },
      tx,
    );
    return undefined;
  }

  return {
    settings: () => settings(),

    /**
     * A rejection's category as the borrower reads it: the Filipino an admin set for it, else the lender's
     * English, marked so the page can say it is English (decision 132).
     */
    async categoryIn(
      lang: Lang,
      category: string | null | undefined,
    ): Promise<{ reviewCategory: string | null; reviewCategoryLang?: 'en' }> {
      if (!category) return { reviewCategory: category ?? null };
      const fil = lang === 'fil' ? (await settings()).rejectionCategoriesFil[category] : undefined;
      const { text, lang: marked } = configuredIn(lang, { text: category }, fil ? { text: fil } : null);
      return marked ? { reviewCategory: text, reviewCategoryLang: marked } : { reviewCategory: text };
    },

    async saveSettings(actor: string, input: ReviewSettings): Promise<ReviewSettings> {
      const rejectionCategories = input.rejectionCategories.map((c) => c.trim()).filter((c) => c !== '');
      const problem = rejectionCategoriesProblem(rejectionCategories);
      if (problem) throw invalid('rejectionCategories', problem);
      const filipino = rejectionCategoriesFilOf(rejectionCategories, input.rejectionCategoriesFil ?? {});
      if ('problem' in filipino) throw invalid('rejectionCategoriesFil', filipino.problem);
      const next = { slaHours: input.slaHours, rejectionCategories, rejectionCategoriesFil: filipino.map };
      return app.db.transaction(async (tx) => {
        const before = await settings(tx);
        await repo.saveSettings(next, actor, tx);
        await audit.append({ actor, action: 'config.review.save', target: 'review_settings', before, after: next }, tx);
        return next;
      });
    },

    /** The review queue's rows with their age against the SLA, band, score and claim. */
    async queue(items: ReviewItem[]): Promise<{ items: ReviewQueueItem[]; settings: ReviewSettings }> {
      const [current, clock, facts] = await Promise.all([
        settings(),
        app.clock.show(),
        repo.triageFacts(items.map((i) => i.orderNo)),
      ]);
      const now = new Date(clock.wallClock);
      const byNo = new Map(facts.map((f) => [f.orderNo, f]));
      return {
        settings: current,
        items: items.flatMap((item) => {
          const fact = byNo.get(item.orderNo);
          if (!fact) return [];
          const ageHours = reviewAgeHours({
            submittedAt: fact.createdAt,
            appliedOn: item.appliedOn,
            now,
            businessDate: clock.businessDate,
            timeZone: clock.timeZone,
          });
          return [
            {
              ...item,
              submittedAt: onBusinessClock(fact.createdAt, item.appliedOn, clock.timeZone).toISOString(),
              ageHours,
              pastSla: isPastSla(ageHours, current.slaHours),
              band: fact.band,
              score: fact.score,
              // A lapsed claim reads as none (decision 113): anyone may claim the application again.
              claim:
                fact.claimStaffId !== null &&
                fact.claimStaffName !== null &&
                fact.claimedAt !== null &&
                !isClaimLapsed(fact.claimedAt, current.slaHours, now)
                  ? claimView(
                      { staffId: fact.claimStaffId, staffName: fact.claimStaffName, claimedAt: fact.claimedAt },
                      current.slaHours,
                    )
                  : null,
            },
          ];
        }),
      };
    },

    /** Active reviewers (and admins), whom an application may be assigned to. */
    async reviewers() {
      const staff = await app.staffRepository.list();
      return staff
        .filter((s) => s.isActive && (s.role === 'reviewer' || s.role === 'admin'))
        .map((s) => ({ id: s.id, name: s.name }));
    },

    /**
     * Claims an application for the reviewer. One insert that does nothing when the order has a claim: of two
     * reviewers claiming at once, one stores theirs and the other is told who has it. Claiming one's own again
     * changes nothing.
     */
    async claim(reviewer: Reviewer, actor: string, orderNo: string) {
      return app.db.transaction(async (tx) => {
        const order = await orderUnderReview(tx, orderNo);
        const { slaHours } = await settings(tx);
        await liveClaim(tx, order.id, orderNo, slaHours);
        const won = await repo.tryClaim(order.id, reviewer.id, actor, tx);
        const holder = await repo.claimOf(order.id, tx);
        if (!holder) throw new Error(`claim of order ${order.id} vanished inside its transaction`);
        if (!won && holder.staffId !== reviewer.id)
          throw new AppError(ErrorCode.conflict, `${holder.staffName} has already claimed application ${orderNo}.`);
        if (won)
          await audit.append(
            {
              actor,
              action: 'review.claim',
              target: `order:${orderNo}`,
              before: null,
              after: { staffId: reviewer.id },
            },
            tx,
          );
        return { orderNo, claim: claimView(holder, slaHours) };
      });
    },

    /**
     * Gives an application back to the open queue (decision 113): its holder may, or an admin; audited with the
     * actor and whose claim it was.
     */
    async release(releaser: Reviewer & { role: string }, actor: string, orderNo: string) {
      return app.db.transaction(async (tx) => {
        const order = await orderUnderReview(tx, orderNo);
        const holder = await liveClaim(tx, order.id, orderNo, (await settings(tx)).slaHours);
        if (!holder) throw new AppError(ErrorCode.conflict, `Application ${orderNo} is not claimed.`);
        const problem = releaseProblem(holder, releaser);
        if (problem) throw new AppError(ErrorCode.forbidden, problem);
        await repo.release(order.id, tx);
        await audit.append(
          {
            actor,
            action: 'review.release',
            target: `order:${orderNo}`,
            before: { staffId: holder.staffId },
            after: null,
          },
          tx,
        );
        return { orderNo, released: true as const };
      });
    },

    /** Gives an application to a reviewer (any reviewer or admin may), whoever had it; audited with both. */
    async assign(actor: string, orderNo: string, staffId: number) {
      const target = await app.staffRepository.findById(staffId);
      if (!target || !target.isActive || (target.role !== 'reviewer' && target.role !== 'admin'))
        throw invalid('staffId', 'must name an active reviewer', {
          sentence: 'An application can only be assigned to an active reviewer.',
        });
      return app.db.transaction(async (tx) => {
        const order = await orderUnderReview(tx, orderNo);
        const before = await repo.claimOf(order.id, tx);
        await repo.assign(order.id, staffId, actor, tx);
        const holder = await repo.claimOf(order.id, tx);
        if (!holder) throw new Error(`assignment of order ${order.id} vanished inside its transaction`);
        const { slaHours } = await settings(tx);
        await audit.append(
          {
            actor,
            action: 'review.assign',
            target: `order:${orderNo}`,
            before: before ? { staffId: before.staffId } : null,
            after: { staffId },
          },
          tx,
        );
        return { orderNo, claim: claimView(holder, slaHours) };
      });
    },

    /** Inside a decision's transaction: refused when another reviewer holds the application (a lapsed claim holds nothing). */
    async guardDecision(tx: Transaction, orderId: number, orderNo: string, reviewerId: number | undefined) {
      if (reviewerId === undefined) return;
      const holder = await liveClaim(tx, orderId, orderNo, (await settings(tx)).slaHours);
      if (holder && holder.staffId !== reviewerId)
        throw new AppError(
          ErrorCode.conflict,
          `${holder.staffName} has claimed application ${orderNo}; assign it to yourself before deciding it.`,
        );
    },

    /** The category as configured (matched regardless of case), or a refusal naming the field. */
    async rejectionCategory(category: string): Promise<string> {
      const { rejectionCategories } = await settings();
      const found = rejectionCategories.find(
        (c) => c.toLocaleLowerCase('en') === category.trim().toLocaleLowerCase('en'),
      );
      if (!found)
        throw invalid('category', `must be one of: ${rejectionCategories.join(', ')}`, {
          sentence: 'Please choose a rejection category from the list.',
        });
      return found;
    },

    recordRejection: repo.recordRejection,
  };
}

export type ReviewTriage = ReturnType<typeof createReviewTriage>;

declare module 'fastify' {
  interface FastifyInstance {
    reviewTriage: ReviewTriage;
  }
}

export default fp(
  async (app) => {
    app.decorate('reviewTriage', createReviewTriage(app));
  },
  {
    name: 'reviewTriage',
    dependencies: ['reviewRepository', 'auditRepository', 'ordersRepository', 'staffRepository', 'clock'],
  },
);
