// Loan review and disbursement: the reviewer's queue with each application's quote as of today, approve and
// reject; finance's approved orders, the payout and a stuck payout marked failed (decisions 109, 113, 129).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PayoutDestinationView,
  disburseResponseSchema,
  orderDecisionResponseSchema,
  payoutMarkedFailedResponseSchema,
  reviewListResponseSchema,
  reviewQueueResponseSchema,
  consoleRejectionSchema,
  consoleDecisionSchema,
  optionalBody,
  orderNoParamsSchema,
  type ReviewItem,
  proposalReasonSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { quote } from '../../domain/loan/quote.js';
import { OrderStatus } from '../../domain/loan/loan.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { borrowerFacts } from '../../services/console-people.js';
import { ok } from '../common.js';

const tags = ['console'];

const loanDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);

  // A sandbox that pays borrowers with no account to its notional wallet shows that wallet as where the money
  // goes, so the desk offers Pay out as the server allows it (decision 129); anywhere else, null is "waiting".
  const payoutsConfig = app.config.payouts;
  const sandboxWallet: PayoutDestinationView | null =
    payoutsConfig.provider === 'sandbox' && payoutsConfig.walletWithoutAccount === true
      ? {
          kind: 'wallet',
          institutionName: 'Sandbox wallet',
          channelName: '',
          accountMasked: 'no account bound',
          holderName: null,
        }
      : null;

  async function withQuotes(status: number): Promise<ReviewItem[]> {
    const rows = await app.consoleRepository.ordersByStatus(status);
    const today = await app.loans.businessDate();
    const people = await borrowerFacts(
      app,
      rows.map((r) => r.userId),
    );
    return Promise.all(
      rows.map(async (row) => {
        const product = await app.productsRepository.findVersion(row.productVersionId);
        const q = product ? quote(product, row.principalCents, today) : null;
        return {
          orderNo: row.orderNo,
          status: row.status,
          appliedOn: row.appliedOn,
          phone: row.phone,
          productCode: row.productCode,
          productName: row.productName,
          principalCents: row.principalCents,
          netProceedsCents: q?.netProceedsCents ?? 0,
          totalRepaymentCents: q?.totalRepaymentCents ?? 0,
          termDays: q?.termDays ?? 0,
          firstPayOn: q?.firstPayOn ?? '',
          cardNeedPop: row.cardNeedPop,
          borrowerName: people.get(row.userId)?.fullName ?? null,
          destination: people.get(row.userId)?.destination ?? sandboxWallet,
          payout: row.payoutStatus
            ? {
                status: row.payoutStatus as NonNullable<ReviewItem['payout']>['status'],
                attempt: row.payoutAttempt ?? 1,
                reason: row.payoutReason ?? '',
              }
            : null,
        };
      }),
    );
  }

  // Loan review (reviewer): applications under review (21) with their quote as of today, their age against the
  // review SLA, band, score and claim (decision 109).
  app.get(
    '/loans/review',
    { preHandler: requireRole('reviewer'), schema: { tags, response: { 200: reviewQueueResponseSchema } } },
    async () => ok(await app.reviewTriage.queue(await withQuotes(OrderStatus.underReview))),
  );

  app.post(
    '/orders/:orderNo/approve',
    {
      preHandler: requireRole('reviewer'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: orderDecisionResponseSchema },
      },
    },
    async (request) =>
      ok(
        await app.staffActions.approve(actor(request), request.params.orderNo, request.body.reason, request.staff!.id),
      ),
  );

  app.post(
    '/orders/:orderNo/reject',
    {
      preHandler: requireRole('reviewer'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleRejectionSchema,
        response: { 200: orderDecisionResponseSchema },
      },
    },
    async (request) =>
      ok(
        await app.staffActions.reject(actor(request), request.params.orderNo, request.body.reason, {
          category: request.body.category,
          reviewerId: request.staff!.id,
        }),
      ),
  );

  // Disbursement (finance): approved orders (151) and the payout.
  app.get(
    '/disbursements',
    { preHandler: requireRole('finance'), schema: { tags, response: { 200: reviewListResponseSchema } } },
    async () => ok({ items: await withQuotes(OrderStatus.disbursing) }),
  );

  app.post(
    '/orders/:orderNo/disburse',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: optionalBody(proposalReasonSchema),
        response: { 200: disburseResponseSchema, 202: proposedResponseSchema },
      },
    },
    // Proposed for a second person instead when the setting asks (202, decision 113).
    async (request, reply) => {
      const { orderNo } = request.params;
      const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'payout', { orderNo }, request.body.reason);
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.staffActions.disburse(actor(request), orderNo));
    },
  );

  // A payout stuck as pending (the provider never answered, or the server stopped while waiting):
  // finance checks with the provider, then records that it did not go through, so it can be retried.
  app.post(
    '/orders/:orderNo/payout-failed',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: payoutMarkedFailedResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const { reason } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'payout_mark_failed',
        { orderNo, reason },
        reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.staffActions.markPayoutFailed(actor(request), orderNo, reason));
    },
  );
};

export default loanDecisionRoutes;
