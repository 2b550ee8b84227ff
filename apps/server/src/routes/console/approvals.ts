// Approvals (decision 106) under /api/console/approvals: the proposals a staff member made or may decide by
// role, the menu's count, approve and reject, and the per-action settings (admin; a change is itself proposed
// and needs another admin). Every staff member may read the settings: the one-click screens ask for a reason where
// an action will wait for a second person.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalCountResponseSchema,
  approvalDecisionSchema,
  approvalRejectionSchema,
  approvalSettingChangeSchema,
  approvalSettingsResponseSchema,
  idSchema,
  proposalListResponseSchema,
  proposalResponseSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { requireRole } from '../../services/staff-auth.js';
import { AppError } from '../../lib/errors.js';
import { ErrorCode } from '@lendwell/contracts';
import { ok } from '../common.js';

const tags = ['console'];
const idParams = z.object({ id: idSchema });

const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: proposalListResponseSchema } } }, async (request) =>
    ok({ items: await app.approvals.list(request.staff!) }),
  );

  app.get('/count', { schema: { tags, response: { 200: approvalCountResponseSchema } } }, async (request) =>
    ok({ count: await app.approvals.countFor(request.staff!) }),
  );

  app.post(
    '/:id/approve',
    { schema: { tags, params: idParams, body: approvalDecisionSchema, response: { 200: proposalResponseSchema } } },
    async (request) => ok(await app.approvals.approve(request.params.id, request.staff!, request.body.note)),
  );

  app.post(
    '/:id/reject',
    { schema: { tags, params: idParams, body: approvalRejectionSchema, response: { 200: proposalResponseSchema } } },
    async (request) => ok(await app.approvals.reject(request.params.id, request.staff!, request.body.note)),
  );

  app.get('/settings', { schema: { tags, response: { 200: approvalSettingsResponseSchema } } }, async () =>
    ok({ items: await app.approvals.settings() }),
  );

  // A settings change always waits for another admin (decision 106).
  app.post(
    '/settings',
    {
      preHandler: requireRole(),
      schema: { tags, body: approvalSettingChangeSchema, response: { 202: proposedResponseSchema } },
    },
    async (request, reply) => {
      const { reason, ...payload } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'approval_settings', payload, reason);
      // approval_settings is always two people, so a proposal is always made.
      if (!proposed) throw new AppError(ErrorCode.conflict, 'approval settings must be proposed');
      return reply.code(202).send(ok(proposed));
    },
  );
};

export default approvalRoutes;
