// The data protection officer's desk (decision 126): requests under RA 10173 with their due dates, decided with
// a reason; the breach register with its 72-hour clock and the NPC notification's content. The compliance
// officer is the designated DPO (no separate role); admins pass every role check (decision 022).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  breachBodySchema,
  breachListResponseSchema,
  breachNotifiedBodySchema,
  breachParamsSchema,
  breachResponseSchema,
  privacyDecisionBodySchema,
  privacyRequestListResponseSchema,
  privacyRequestParamsSchema,
  privacyRequestResponseSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const desk = app.privacyDesk;
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);
  const dpo = { preHandler: requireRole('compliance') };

  app.get('/requests', { ...dpo, schema: { tags, response: { 200: privacyRequestListResponseSchema } } }, async () =>
    ok(await desk.queue()),
  );

  app.post(
    '/requests/:id/decision',
    {
      ...dpo,
      schema: {
        tags,
        params: privacyRequestParamsSchema,
        body: privacyDecisionBodySchema,
        response: { 200: privacyRequestResponseSchema },
      },
    },
    async (request) =>
      ok(await desk.decide(actor(request), request.params.id, request.body.approve, request.body.reason)),
  );

  app.get('/breaches', { ...dpo, schema: { tags, response: { 200: breachListResponseSchema } } }, async () =>
    ok(await desk.breaches()),
  );

  app.post(
    '/breaches',
    { ...dpo, schema: { tags, body: breachBodySchema, response: { 200: breachResponseSchema } } },
    async (request) => ok(await desk.logBreach(actor(request), request.body)),
  );

  app.post(
    '/breaches/:id/notified',
    {
      ...dpo,
      schema: {
        tags,
        params: breachParamsSchema,
        body: breachNotifiedBodySchema,
        response: { 200: breachResponseSchema },
      },
    },
    async (request) => ok(await desk.markNotified(actor(request), request.params.id, request.body.whom)),
  );

  app.get(
    '/breaches/:id/notification.txt',
    { ...dpo, schema: { tags, params: breachParamsSchema } },
    async (request, reply) => {
      const text = await desk.breachNotice(actor(request), request.params.id);
      reply.type('text/plain; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="breach-${request.params.id}-notification.txt"`);
      reply.header('cache-control', 'no-store');
      return text;
    },
  );
};

export default privacyRoutes;
