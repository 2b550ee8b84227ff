// The console shows the borrower's own documents (issue 18): the same receipts and statement,
// through the same signed links, for the roles that answer borrowers about their payments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleReversalSchema,
  orderNoParamsSchema,
  paymentReversedResponseSchema,
  servicingDocumentLinksResponseSchema,
} from '@lendwell/contracts';
import { reversePostedPayment } from '../../services/payment-reversals.js';
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

  // Finance reverses a posted payment with a reason (decision 062); audited in the same transaction.
  app.post(
    '/orders/:orderNo/reversals',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags: ['console'],
        params: orderNoParamsSchema,
        body: consoleReversalSchema,
        response: { 200: paymentReversedResponseSchema },
      },
    },
    async (request) =>
      ok(
        await reversePostedPayment(app, { orderNo: request.params.orderNo, ...request.body }, actorOf(request.staff!)),
      ),
  );
};

export default consoleServicingDocumentRoutes;
