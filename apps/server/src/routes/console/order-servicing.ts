// Servicing an order from the console: look it up (a collector only their own, decision 103), waive a penalty,
// refund or apply borrower credit, mark a refund failed; money moves proposed for a second person when the
// approval settings ask (decision 106).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleOrderDetailResponseSchema,
  creditRefundFailedResponseSchema,
  creditRefundResponseSchema,
  creditApplicationResponseSchema,
  creditTargetsResponseSchema,
  consoleCreditApplicationSchema,
  penaltyWaiverResponseSchema,
  consoleDecisionSchema,
  consoleWaiverSchema,
  optionalBody,
  orderNoParamsSchema,
  proposalReasonSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { assignedCollectorOf } from '../../domain/collections/visibility.js';
import { ok } from '../common.js';

const tags = ['console'];

const orderServicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);

  // A penalty waiver (finance): posted to the ledger with its reason, and audited; above the setting's
  // threshold it is proposed for a second person instead (202, decision 106).
  app.post(
    '/orders/:orderNo/waive-penalty',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleWaiverSchema,
        response: { 200: penaltyWaiverResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const { amountCents, reason } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'penalty_waiver',
        { orderNo, amountCents, reason },
        reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.staffActions.waivePenalty(actor(request), orderNo, amountCents, reason));
    },
  );

  // Any role may look an order up (customer service explains, review and finance check); a collector only
  // one assigned to them, another answering as not found (decision 103).
  app.get(
    '/orders/:orderNo',
    { schema: { tags, params: orderNoParamsSchema, response: { 200: consoleOrderDetailResponseSchema } } },
    async (request) => {
      const shown = await app.loans.show(request.params.orderNo, assignedCollectorOf(request.staff!));
      return ok({ ...shown, credit: await app.creditRefunds.summary(shown.order.id) });
    },
  );

  // Borrower credit (finance): paid back out once through the payout adapter, audited;
  // proposed for a second person instead when the setting asks (202 with the proposal, decision 106).
  app.post(
    '/orders/:orderNo/refund-credit',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: optionalBody(proposalReasonSchema),
        response: { 200: creditRefundResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'credit_refund',
        { orderNo },
        request.body.reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.creditRefunds.refund(actor(request), orderNo));
    },
  );

  // Borrower credit applied to another open order of the same borrower (finance, decision 084): the
  // orders it may go to, then the application, once per request id, audited.
  app.get(
    '/orders/:orderNo/credit-targets',
    {
      preHandler: requireRole('finance'),
      schema: { tags, params: orderNoParamsSchema, response: { 200: creditTargetsResponseSchema } },
    },
    async (request) => ok(await app.creditApplications.targets(request.params.orderNo)),
  );
  app.post(
    '/orders/:orderNo/apply-credit',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleCreditApplicationSchema,
        response: { 200: creditApplicationResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const { reason, ...input } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'credit_application',
        { orderNo, ...input },
        reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.creditApplications.apply(actor(request), orderNo, input));
    },
  );

  // A refund stuck in progress (no answer from the provider): finance checks, then records it as failed.
  app.post(
    '/orders/:orderNo/refund-failed',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: creditRefundFailedResponseSchema },
      },
    },
    async (request) =>
      ok(await app.creditRefunds.markFailed(actor(request), request.params.orderNo, request.body.reason)),
  );
};

export default orderServicingRoutes;
