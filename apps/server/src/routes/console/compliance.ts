// The compliance officer's filings (decision 119): the monthly credit data for the Credit Information
// Corporation. Thin: the service builds, validates, stores and audits; only compliance (or an admin) calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cicCorrectRequestSchema,
  cicGenerateRequestSchema,
  cicOverviewResponseSchema,
  cicSubmissionParamsSchema,
  cicSubmissionResponseSchema,
} from '@lendwell/contracts';
import { createCreditBureau } from '../../services/credit-bureau.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const bureau = createCreditBureau(app);
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);
  const compliance = { preHandler: requireRole('compliance') };

  app.get('/cic', { ...compliance, schema: { tags, response: { 200: cicOverviewResponseSchema } } }, async () =>
    ok(await bureau.overview()),
  );

  app.post(
    '/cic',
    { ...compliance, schema: { tags, body: cicGenerateRequestSchema, response: { 200: cicSubmissionResponseSchema } } },
    async (request) => ok(await bureau.generate(actor(request), request.body.month)),
  );

  app.get(
    '/cic/:id/file.txt',
    { ...compliance, schema: { tags, params: cicSubmissionParamsSchema } },
    async (request, reply) => {
      const file = await bureau.download(actor(request), request.params.id);
      reply.type('text/plain; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.header('cache-control', 'no-store');
      return file.content;
    },
  );

  app.post(
    '/cic/:id/submitted',
    {
      ...compliance,
      schema: { tags, params: cicSubmissionParamsSchema, response: { 200: cicSubmissionResponseSchema } },
    },
    async (request) => ok(await bureau.markSubmitted(actor(request), request.params.id)),
  );

  app.post(
    '/cic/:id/correction',
    {
      ...compliance,
      schema: {
        tags,
        params: cicSubmissionParamsSchema,
        body: cicCorrectRequestSchema,
        response: { 200: cicSubmissionResponseSchema },
      },
    },
    async (request) => ok(await bureau.correct(actor(request), request.params.id, request.body.reason)),
  );
};

export default complianceRoutes;
