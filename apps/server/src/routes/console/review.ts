// Loan review triage in the console (decision 109): a reviewer claims an application or assigns it to another
// reviewer; admins set the review SLA and the rejection categories. The queue itself is `/loans/review`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderNoParamsSchema,
  reviewAssignSchema,
  reviewClaimResponseSchema,
  reviewReleaseResponseSchema,
  reviewSettingsResponseSchema,
  reviewSettingsSaveSchema,
  staffNamesResponseSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const tags = ['console'];

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const triage = app.reviewTriage;

  app.post(
    '/orders/:orderNo/claim',
    {
      preHandler: requireRole('reviewer'),
      schema: { tags, params: orderNoParamsSchema, response: { 200: reviewClaimResponseSchema } },
    },
    async (request) => ok(await triage.claim(request.staff!, actorOf(request.staff!), request.params.orderNo)),
  );

  // A claim given back (decision 113): by its holder, or by an admin when the holder is away.
  app.post(
    '/orders/:orderNo/release-claim',
    {
      preHandler: requireRole('reviewer'),
      schema: { tags, params: orderNoParamsSchema, response: { 200: reviewReleaseResponseSchema } },
    },
    async (request) => ok(await triage.release(request.staff!, actorOf(request.staff!), request.params.orderNo)),
  );

  app.post(
    '/orders/:orderNo/assign',
    {
      preHandler: requireRole('reviewer'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: reviewAssignSchema,
        response: { 200: reviewClaimResponseSchema },
      },
    },
    async (request) => ok(await triage.assign(actorOf(request.staff!), request.params.orderNo, request.body.staffId)),
  );

  app.get(
    '/loans/review/reviewers',
    { preHandler: requireRole('reviewer'), schema: { tags, response: { 200: staffNamesResponseSchema } } },
    async () => ok({ items: await triage.reviewers() }),
  );

  // Every staff member's name, for any signed-in role: the console shows who did something by name, where the
  // records keep the actor as staff:<id>:<email> (decision 109). Names only; the staff page keeps the rest.
  app.get('/staff-names', { schema: { tags, response: { 200: staffNamesResponseSchema } } }, async () =>
    ok({ items: (await app.staffRepository.list()).map((s) => ({ id: s.id, name: s.name })) }),
  );

  // The SLA and categories: any reviewer reads them (the queue carries them too); only an admin saves.
  app.get(
    '/review-settings',
    { preHandler: requireRole('reviewer'), schema: { tags, response: { 200: reviewSettingsResponseSchema } } },
    async () => ok(await triage.settings()),
  );

  app.post(
    '/review-settings',
    {
      preHandler: requireRole(),
      schema: { tags, body: reviewSettingsSaveSchema, response: { 200: reviewSettingsResponseSchema } },
    },
    async (request) => ok(await triage.saveSettings(actorOf(request.staff!), request.body)),
  );
};

export default reviewRoutes;
