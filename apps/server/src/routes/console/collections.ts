// The collections workspace (issue 18 part 2, decision 069): thin routes over services/collections.ts.
// Collectors, collections supervisors and admin enter; a collector's every route is limited to the
// loans assigned to them (another's answers 404); assignment and figures are the supervisor's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAnyResponseSchema,
  collectionsAssignByRuleSchema,
  collectionsAssignSchema,
  collectionsContactSchema,
  collectionsPromiseSchema,
  collectionsQueueQuerySchema,
  orderNoParamsSchema,
} from '@lendwell/contracts';
import { createCollectionsService, type CollectionsViewer } from '../../services/collections.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const tags = ['console'];

const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('collector', 'collections_supervisor'));
  const service = createCollectionsService(
    app.db,
    app.auditRepository,
    () => app.loans.businessDate(),
    () => new Date(),
  );
  const viewer = (request: { staff?: { id: number; email: string; role: string } }): CollectionsViewer => ({
    id: request.staff!.id,
    role: request.staff!.role,
    actor: actorOf(request.staff!),
  });
  const supervisor = requireRole('collections_supervisor');

  app.get(
    '/queue',
    { schema: { tags, querystring: collectionsQueueQuerySchema, response: { 200: adminAnyResponseSchema } } },
    async (request) => ok({ items: await service.queue(viewer(request), request.query.bucket) }),
  );

  app.get(
    '/loans/:orderNo',
    { schema: { tags, params: orderNoParamsSchema, response: { 200: adminAnyResponseSchema } } },
    async (request) => ok(await service.loan(viewer(request), request.params.orderNo)),
  );

  app.post(
    '/loans/:orderNo/contacts',
    {
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: collectionsContactSchema,
        response: { 200: adminAnyResponseSchema },
      },
    },
    async (request) => ok(await service.logContact(viewer(request), request.params.orderNo, request.body)),
  );

  app.post(
    '/loans/:orderNo/promises',
    {
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: collectionsPromiseSchema,
        response: { 200: adminAnyResponseSchema },
      },
    },
    async (request) => ok(await service.promise(viewer(request), request.params.orderNo, request.body)),
  );

  app.post(
    '/loans/:orderNo/assign',
    {
      preHandler: supervisor,
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: collectionsAssignSchema,
        response: { 200: adminAnyResponseSchema },
      },
    },
    async (request) => ok(await service.assign(viewer(request), request.params.orderNo, request.body.staffId)),
  );

  app.post(
    '/assign-by-rule',
    {
      preHandler: supervisor,
      schema: { tags, body: collectionsAssignByRuleSchema, response: { 200: adminAnyResponseSchema } },
    },
    async (request) => ok(await service.assignByRule(viewer(request), request.body.bucket)),
  );

  app.get(
    '/collectors',
    { preHandler: supervisor, schema: { tags, response: { 200: adminAnyResponseSchema } } },
    async () => ok({ items: await service.collectors() }),
  );

  app.get(
    '/figures',
    { preHandler: supervisor, schema: { tags, response: { 200: adminAnyResponseSchema } } },
    async () => ok(await service.figures()),
  );
};

export default collectionsRoutes;
