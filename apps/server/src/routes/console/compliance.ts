// The compliance officer's filings (decision 119): the monthly credit data for the Credit Information
// Corporation; and anti-money laundering (decision 125): sanctions lists, the alert queue, the reports and the
// monitoring thresholds. Thin: the services build, validate, store and audit; only compliance (or an admin) calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amlAlertParamsSchema,
  amlAlertResponseSchema,
  amlAssignRequestSchema,
  amlBackTestRequestSchema,
  amlBackTestResponseSchema,
  amlBorrowerParamsSchema,
  amlBorrowerRiskResponseSchema,
  amlDecideRequestSchema,
  amlListResponseSchema,
  amlNoteRequestSchema,
  amlOverviewResponseSchema,
  amlReportRequestSchema,
  amlThresholdsRequestSchema,
  amlThresholdsSchema,
  amlUploadListRequestSchema,
  envelopeSchema,
  cicCorrectRequestSchema,
  cicGenerateRequestSchema,
  cicOverviewResponseSchema,
  cicSubmissionParamsSchema,
  cicSubmissionResponseSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const bureau = app.creditBureau;
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

  await app.register(amlRoutes, { prefix: '/aml' });
};

/** The UN consolidated list is a few megabytes of XML. */
const LIST_BODY_LIMIT = 32 * 1024 * 1024;

const amlRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);
  const compliance = { preHandler: requireRole('compliance') };
  const alert = { params: amlAlertParamsSchema, response: { 200: amlAlertResponseSchema } };

  app.get('/', { ...compliance, schema: { tags, response: { 200: amlOverviewResponseSchema } } }, async () =>
    ok(await app.aml.overview()),
  );

  app.post(
    '/lists',
    {
      ...compliance,
      bodyLimit: LIST_BODY_LIMIT,
      schema: { tags, body: amlUploadListRequestSchema, response: { 200: amlListResponseSchema } },
    },
    async (request) => ok(await app.aml.uploadList(actor(request), request.body.xml)),
  );

  app.post(
    '/alerts/:id/notes',
    { ...compliance, schema: { tags, body: amlNoteRequestSchema, ...alert } },
    async (request) => ok(await app.aml.addNote(actor(request), request.params.id, request.body.body)),
  );

  app.post(
    '/alerts/:id/assign',
    { ...compliance, schema: { tags, body: amlAssignRequestSchema, ...alert } },
    async (request) => ok(await app.aml.assign(actor(request), request.params.id, request.body.assignee)),
  );

  app.post(
    '/alerts/:id/decision',
    { ...compliance, schema: { tags, body: amlDecideRequestSchema, ...alert } },
    async (request) =>
      ok(await app.aml.decide(actor(request), request.params.id, request.body.decision, request.body.reason)),
  );

  // A POST, as the console's other exports (its download helper carries the CSRF header); audited.
  app.post(
    '/reports.csv',
    { ...compliance, schema: { tags, body: amlReportRequestSchema } },
    async (request, reply) => {
      const file = await app.aml.report(actor(request), request.body.type);
      reply.type('text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.header('cache-control', 'no-store');
      return file.content;
    },
  );

  app.post(
    '/thresholds',
    {
      ...compliance,
      schema: { tags, body: amlThresholdsRequestSchema, response: { 200: envelopeSchema(amlThresholdsSchema) } },
    },
    async (request) => ok(await app.aml.setThresholds(actor(request), request.body.thresholds, request.body.reason)),
  );

  app.post(
    '/back-test',
    { ...compliance, schema: { tags, body: amlBackTestRequestSchema, response: { 200: amlBackTestResponseSchema } } },
    async (request) => ok(await app.aml.backTest(request.body.thresholds)),
  );

  app.get(
    '/borrowers/:orderNo/risk',
    {
      ...compliance,
      schema: { tags, params: amlBorrowerParamsSchema, response: { 200: amlBorrowerRiskResponseSchema } },
    },
    async (request) => ok(await app.aml.riskOf(request.params.orderNo)),
  );
};

export default complianceRoutes;
