// The complaint desk's queue and its staff-only work (decision 054): the list with sub-type,
// owner and deadline, assignment, and internal notes. Answers stay in index.ts (staffActions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complaintAssignedResponseSchema,
  complaintNoteAddedResponseSchema,
  complaintNotesResponseSchema,
  complaintOwnersResponseSchema,
  consoleComplaintListResponseSchema,
  consoleComplaintNoteSchema,
  consoleComplaintOwnerSchema,
  consoleComplaintQuerySchema,
  idSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { addComplaintNote, assignComplaint, complaintNotesOf, listComplaints } from '../../services/complaint-desk.js';
import { ok } from '../common.js';

const tags = ['console'];
const idParams = z.object({ id: idSchema });

const complaintDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/complaints',
    {
      preHandler: requireRole('agent'),
      schema: { tags, querystring: consoleComplaintQuerySchema, response: { 200: consoleComplaintListResponseSchema } },
    },
    async (request) => ok({ items: await listComplaints(app, request.query, request.staff!.id) }),
  );

  // Who may own a complaint: active agents and admins.
  app.get(
    '/complaint-owners',
    { preHandler: requireRole('agent'), schema: { tags, response: { 200: complaintOwnersResponseSchema } } },
    async () => ok({ items: await app.consoleRepository.complaintOwners() }),
  );

  app.post(
    '/complaints/:id/owner',
    {
      preHandler: requireRole('agent'),
      schema: {
        tags,
        params: idParams,
        body: consoleComplaintOwnerSchema,
        response: { 200: complaintAssignedResponseSchema },
      },
    },
    async (request) => ok(await assignComplaint(app, actorOf(request.staff!), request.params.id, request.body.staffId)),
  );

  app.get(
    '/complaints/:id/notes',
    {
      preHandler: requireRole('agent'),
      schema: { tags, params: idParams, response: { 200: complaintNotesResponseSchema } },
    },
    async (request) => ok({ items: await complaintNotesOf(app, request.params.id) }),
  );

  app.post(
    '/complaints/:id/notes',
    {
      preHandler: requireRole('agent'),
      schema: {
        tags,
        params: idParams,
        body: consoleComplaintNoteSchema,
        response: { 200: complaintNoteAddedResponseSchema },
      },
    },
    async (request) =>
      ok(await addComplaintNote(app, actorOf(request.staff!), request.staff!.id, request.params.id, request.body.text)),
  );
};

export default complaintDeskRoutes;
