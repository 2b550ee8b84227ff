// Console settlements (decision 070): finance uploads the payment provider's
// settlement report, reads the imports and works through the exceptions queue; each resolution is
// audited. The sandbox provider's report for a day downloads here too (sandbox mode only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  settlementExceptionsResponseSchema,
  settlementImportsResponseSchema,
  settlementResolvedResponseSchema,
  settlementUploadedResponseSchema,
  sandboxSettlementQuerySchema,
  settlementExceptionParamsSchema,
  settlementExceptionQuerySchema,
  settlementResolveSchema,
  settlementUploadSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { notFound } from '../../lib/errors.js';
import { ok } from '../common.js';

const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const settlements = app.settlements;
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);
  const finance = { preHandler: requireRole('finance') };

  app.post(
    '/',
    { ...finance, schema: { tags, body: settlementUploadSchema, response: { 200: settlementUploadedResponseSchema } } },
    async (request) => ok(await settlements.importFile(actor(request), request.body)),
  );

  app.get('/', { ...finance, schema: { tags, response: { 200: settlementImportsResponseSchema } } }, async () =>
    ok(await settlements.imports()),
  );

  app.get(
    '/exceptions',
    {
      ...finance,
      schema: {
        tags,
        querystring: settlementExceptionQuerySchema,
        response: { 200: settlementExceptionsResponseSchema },
      },
    },
    async (request) => ok(await settlements.exceptions(request.query.status)),
  );

  app.post(
    '/exceptions/:id/resolve',
    {
      ...finance,
      schema: {
        tags,
        params: settlementExceptionParamsSchema,
        body: settlementResolveSchema,
        response: { 200: settlementResolvedResponseSchema },
      },
    },
    async (request) => ok(await settlements.resolve(actor(request), request.params.id, request.body.note)),
  );

  app.get(
    '/sandbox.csv',
    { ...finance, schema: { tags, querystring: sandboxSettlementQuerySchema } },
    async (request, reply) => {
      if (!app.payments.providers.sandbox) throw notFound('sandbox settlement report');
      reply.type('text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="sandbox-settlement-${request.query.date}.csv"`);
      return settlements.sandboxReport(request.query.date);
    },
  );
};

export default settlementRoutes;
