// The agent's answer to a complaint: the type filter's options, an image re-encoded like a borrower's, start and
// answer. The queue, owners and notes are complaint-desk.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  complaintImageResponseSchema,
  complaintStatusResponseSchema,
  complaintTypeOptionsResponseSchema,
  consoleAnswerSchema,
  idSchema,
} from '@lendwell/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { readImageUpload, storeEvidenceImage } from '../../services/evidence-images.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const idParams = z.object({ id: idSchema });
const tags = ['console'];

const complaintAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);

  // The type filter's options: the lender's top-level complaint types.
  app.get(
    '/complaint-types',
    { preHandler: requireRole('agent'), schema: { tags, response: { 200: complaintTypeOptionsResponseSchema } } },
    async () => {
      const merchant = await app.usersRepository.resolveMerchant();
      const types = merchant ? await app.complaintsRepository.types(merchant.id) : [];
      return ok({
        items: types.filter((t) => t.parentValue === null).map((t) => ({ value: t.value, title: t.title })),
      });
    },
  );

  // An image for an answer: checked and re-encoded like a borrower's, filed under the complaint's owner
  // so the borrower's app may show it; the answer then names its key.
  app.post(
    '/complaints/:id/images',
    {
      preHandler: requireRole('agent'),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: complaintImageResponseSchema },
      },
    },
    async (request) => {
      const complaint = await app.complaintsRepository.findById(request.params.id);
      if (!complaint) throw notFound('complaint');
      const key = await storeEvidenceImage(app, complaint.userId, await readImageUpload(request, 'image'), 'image');
      return ok({ key, url: app.files.signedUrl(key) });
    },
  );

  app.post(
    '/complaints/:id/start',
    {
      preHandler: requireRole('agent'),
      schema: { tags, params: idParams, response: { 200: complaintStatusResponseSchema } },
    },
    async (request) => ok(await app.staffActions.startComplaint(actor(request), request.params.id)),
  );

  app.post(
    '/complaints/:id/answer',
    {
      preHandler: requireRole('agent'),
      schema: { tags, params: idParams, body: consoleAnswerSchema, response: { 200: complaintStatusResponseSchema } },
    },
    async (request) =>
      ok(
        await app.staffActions.answerComplaint(
          actor(request),
          request.params.id,
          request.body.text,
          request.body.imageKeys,
        ),
      ),
  );
};

export default complaintAnswerRoutes;
