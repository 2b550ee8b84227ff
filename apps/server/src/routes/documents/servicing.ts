// Receipts and statements for the borrower (decision 060): the host app and the borrower pages list an
// order's documents through the session (another's order answers not found); the documents
// themselves open through short-lived signed links (services/servicing-documents.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hostOrderDocumentsParamsSchema,
  servicingDocumentLinksResponseSchema,
  servicingDocumentQuerySchema,
  SERVICING_PATHS,
} from '@lendwell/contracts';
import { borrowerOf } from '../../plugins/app/auth.js';
import { notFound } from '../../lib/errors.js';
import { commonQuerySchema, ok } from '../common.js';

const servicingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SERVICING_PATHS.hostOrderDocuments,
    {
      onRequest: app.requireBorrower,
      schema: {
        tags: ['host'],
        security: [{ session: [] }],
        params: hostOrderDocumentsParamsSchema,
        querystring: commonQuerySchema,
        response: { 200: servicingDocumentLinksResponseSchema },
      },
    },
    async (request) => {
      const order = await app.ordersRepository.findForUser(borrowerOf(request).userId, request.params.orderId);
      if (!order) throw notFound('order');
      return ok(await app.servicingDocuments.linksFor(order));
    },
  );

  app.get(
    SERVICING_PATHS.document,
    { schema: { tags: ['documents'], querystring: servicingDocumentQuerySchema } },
    async (request, reply) => {
      const doc = await app.servicingDocuments.render(request.query.t);
      if (!doc) throw notFound('document (the link has expired; open it again from the app)');
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      if (doc.type === 'pdf') {
        reply.header('content-disposition', `attachment; filename="${doc.name}"`);
        return reply.type('application/pdf').send(Buffer.from(doc.body));
      }
      return reply.type('text/html; charset=utf-8').send(doc.body);
    },
  );
};

export default servicingDocumentRoutes;
