// The console shows the borrower's own documents (decision 061): the same receipts and statement,
// through the same signed links, for the roles that answer borrowers about their payments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleReversalSchema,
  orderNoParamsSchema,
  paymentReversedResponseSchema,
  servicingDocumentLinksResponseSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { REVERSAL_REASON_TEXT, reversePostedPayment } from '../../services/payment-reversals.js';
import { notFound } from '../../lib/errors.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const consoleServicingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:orderNo/documents',
    {
      preHandler: requireRole('agent', 'finance', 'reviewer', 'collections_supervisor'),
      schema: {
        tags: ['console'],
        params: orderNoParamsSchema,
        response: { 200: servicingDocumentLinksResponseSchema },
      },
    },
    async (request) => {
      const order = await app.ordersRepository.findByNo(request.params.orderNo);
      if (!order) throw notFound('order');
      return ok(await app.servicingDocuments.linksFor(order));
    },
  );

  // Finance reverses a posted payment with a reason (decision 062); audited in the same transaction. Proposed
  // for a second person instead when the setting asks (202 with the proposal, decision 106).
  app.post(
    '/orders/:orderNo/reversals',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags: ['console'],
        params: orderNoParamsSchema,
        body: consoleReversalSchema,
        response: { 200: paymentReversedResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const input = { orderNo: request.params.orderNo, ...request.body };
      const why = `${REVERSAL_REASON_TEXT[input.reason]}${input.note ? `: ${input.note}` : ''}`;
      const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'payment_reversal', input, why);
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await reversePostedPayment(app, input, actorOf(request.staff!)));
    },
  );
};

export default consoleServicingDocumentRoutes;
