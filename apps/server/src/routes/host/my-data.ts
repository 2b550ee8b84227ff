// The borrower's "My data" (RA 10173, decision 126): the overview, the complete export as JSON or PDF, requests
// (access, correction, erasure, objection) and marketing consent. Only the caller's own data is ever read;
// the export is never cached, and nothing personal goes in a URL.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  marketingConsentBodySchema,
  MY_DATA_PATHS,
  myDataResponseSchema,
  myRequestResponseSchema,
  privacyRequestBodySchema,
} from '@lendwell/contracts';
import { borrowerOf } from '../../plugins/app/auth.js';
import { myDataPdf } from '../../documents/my-data-pdf.js';
import { commonQuerySchema, ok } from '../common.js';

const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.privacyDesk;
  const schema = { tags: ['host'], security: [{ session: [] }], querystring: commonQuerySchema };
  const guarded = { onRequest: app.requireBorrower };

  app.get(
    MY_DATA_PATHS.overview,
    { ...guarded, schema: { ...schema, response: { 200: myDataResponseSchema } } },
    async (request) => ok(await desk.overview(borrowerOf(request).userId)),
  );

  app.get(MY_DATA_PATHS.exportJson, { ...guarded, schema }, async (request, reply) => {
    const data = await desk.exportFor(borrowerOf(request).userId, 'json');
    reply.header('content-disposition', `attachment; filename="my-data-${data.generatedOn}.json"`);
    reply.header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  });

  app.get(MY_DATA_PATHS.exportPdf, { ...guarded, schema }, async (request, reply) => {
    const data = await desk.exportFor(borrowerOf(request).userId, 'pdf');
    reply.header('content-disposition', `attachment; filename="my-data-${data.generatedOn}.pdf"`);
    reply.header('cache-control', 'no-store');
    return reply.type('application/pdf').send(Buffer.from(await myDataPdf(data)));
  });

  app.post(
    MY_DATA_PATHS.requests,
    { ...guarded, schema: { ...schema, body: privacyRequestBodySchema, response: { 200: myRequestResponseSchema } } },
    async (request) => ok(await desk.fileRequest(borrowerOf(request).userId, request.body)),
  );

  app.post(
    MY_DATA_PATHS.marketing,
    { ...guarded, schema: { ...schema, body: marketingConsentBodySchema, response: { 200: myDataResponseSchema } } },
    async (request) => ok(await desk.setMarketing(borrowerOf(request).userId, request.body.agreed)),
  );
};

export default myDataRoutes;
