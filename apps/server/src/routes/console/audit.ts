// The audit log under /api/console/audit (admin): read-only here and in the database. The search filters by
// borrower, order, actor, action and Manila days, and the same filters download as CSV (decision 107). The
// console posts its search, because a borrower's mobile number never goes in a URL; the GET page takes the
// filters that may.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditActionsResponseSchema,
  auditPageResponseSchema,
  consoleAuditQuerySchema,
  consoleAuditSearchPageSchema,
  consoleAuditSearchSchema,
} from '@lendwell/contracts';
import { requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const tags = ['console'];

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.auditSearch;

  app.get(
    '/audit',
    {
      preHandler: requireRole(),
      schema: { tags, querystring: consoleAuditQuerySchema, response: { 200: auditPageResponseSchema } },
    },
    async (request) => ok(await search.page(request.query)),
  );

  app.post(
    '/audit/search',
    {
      preHandler: requireRole(),
      schema: { tags, body: consoleAuditSearchPageSchema, response: { 200: auditPageResponseSchema } },
    },
    async (request) => ok(await search.page(request.body)),
  );

  app.get(
    '/audit/actions',
    { preHandler: requireRole(), schema: { tags, response: { 200: auditActionsResponseSchema } } },
    async () => ok({ items: await app.auditRepository.actions() }),
  );

  // A download of every entry the search matches, a page at a time.
  app.post(
    '/audit.csv',
    { preHandler: requireRole(), schema: { tags, body: consoleAuditSearchSchema } },
    async (request, reply) => {
      const csv = await search.csv(request.body);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
};

export default auditRoutes;
