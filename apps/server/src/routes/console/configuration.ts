// The console's Configuration section under /api/console/config (decision 023), admin only. Thin:
// validate, call configActions (which audits every change), wrap. Deletes are POSTs like every
// other console change, so the CSRF check covers them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleActiveSchema,
  consoleBankFormItemResponseSchema,
  consoleBankFormListResponseSchema,
  consoleChannelListResponseSchema,
  consoleChannelSavedResponseSchema,
  consoleComplaintTypeListResponseSchema,
  consoleComplaintTypeSavedResponseSchema,
  consoleContactInfoResponseSchema,
  consoleContactInfoSavedResponseSchema,
  consoleDeletedResponseSchema,
  consoleGuideResponseSchema,
  consoleProductActiveResponseSchema,
  consoleProductListResponseSchema,
  consoleProductResponseSchema,
  consoleBankFormItemSchema,
  consoleChannelSaveSchema,
  consoleComplaintTypeCreateSchema,
  consoleComplaintTypeUpdateSchema,
  consoleContactInfoSchema,
  consoleGuideSaveSchema,
  consoleProductChangeSchema,
  idSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const idParams = z.object({ id: idSchema });
const guideParams = z.object({ id: idSchema, guideId: idSchema });
const tags = ['console-config'];
const deleted = { 200: consoleDeletedResponseSchema };
const bankFormItem = { 200: consoleBankFormItemResponseSchema };
const complaintTypeSaved = { 200: consoleComplaintTypeSavedResponseSchema };

const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here changes what borrowers see or are charged: admin only, checked before the body is.
  app.addHook('preValidation', requireRole());
  const actions = app.configActions;
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);

  // Products: a save writes a new version through the compliance guard.
  app.get('/products', { schema: { tags, response: { 200: consoleProductListResponseSchema } } }, async () =>
    ok({ items: await actions.listProducts() }),
  );
  app.post(
    '/products/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: consoleProductChangeSchema,
        response: { 200: consoleProductResponseSchema, 202: proposedResponseSchema },
      },
    },
    // Proposed for a second admin when the setting asks (decision 123), against the version in force.
    async (request, reply) => {
      const { id } = request.params;
      const { reason, ...terms } = request.body;
      // Saving the terms in force changes nothing and stays one click.
      const { versionId, sentence } = await actions.describeProductChange(id, terms);
      if (sentence) {
        const payload = { productId: id, versionId, terms };
        const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'product_change', payload, reason);
        if (proposed) return reply.code(202).send(ok(proposed));
      }
      return ok(await actions.saveProduct(actor(request), id, terms));
    },
  );
  app.post(
    '/products/:id/active',
    {
      schema: {
        tags,
        params: idParams,
        body: consoleActiveSchema,
        response: { 200: consoleProductActiveResponseSchema },
      },
    },
    async (request) => ok(await actions.setProductActive(actor(request), request.params.id, request.body.isActive)),
  );

  // Payment channels and their instructions.
  app.get('/channels', { schema: { tags, response: { 200: consoleChannelListResponseSchema } } }, async () =>
    ok({ items: await actions.listChannels() }),
  );
  app.post(
    '/channels/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: consoleChannelSaveSchema,
        response: { 200: consoleChannelSavedResponseSchema },
      },
    },
    async (request) => ok(await actions.saveChannel(actor(request), request.params.id, request.body)),
  );
  app.post(
    '/channels/:id/guides',
    { schema: { tags, params: idParams, body: consoleGuideSaveSchema, response: { 200: consoleGuideResponseSchema } } },
    async (request) => ok(await actions.saveGuide(actor(request), request.params.id, null, request.body)),
  );
  app.post(
    '/channels/:id/guides/:guideId',
    {
      schema: {
        tags,
        params: guideParams,
        body: consoleGuideSaveSchema,
        response: { 200: consoleGuideResponseSchema },
      },
    },
    async (request) =>
      ok(await actions.saveGuide(actor(request), request.params.id, request.params.guideId, request.body)),
  );
  app.post('/guides/:id/delete', { schema: { tags, params: idParams, response: deleted } }, async (request) =>
    ok(await actions.deleteGuide(actor(request), request.params.id)),
  );

  // The bank form's items.
  app.get('/bank-form', { schema: { tags, response: { 200: consoleBankFormListResponseSchema } } }, async () =>
    ok({ items: await actions.listBankForm() }),
  );
  app.post(
    '/bank-form',
    { schema: { tags, body: consoleBankFormItemSchema, response: bankFormItem } },
    async (request) => ok(await actions.saveBankFormItem(actor(request), null, request.body)),
  );
  app.post(
    '/bank-form/:id',
    { schema: { tags, params: idParams, body: consoleBankFormItemSchema, response: bankFormItem } },
    async (request) => ok(await actions.saveBankFormItem(actor(request), request.params.id, request.body)),
  );
  app.post('/bank-form/:id/delete', { schema: { tags, params: idParams, response: deleted } }, async (request) =>
    ok(await actions.deleteBankFormItem(actor(request), request.params.id)),
  );

  // Complaint types, two levels.
  app.get(
    '/complaint-types',
    { schema: { tags, response: { 200: consoleComplaintTypeListResponseSchema } } },
    async () => ok({ items: await actions.listComplaintTypes() }),
  );
  app.post(
    '/complaint-types',
    { schema: { tags, body: consoleComplaintTypeCreateSchema, response: complaintTypeSaved } },
    async (request) => ok(await actions.createComplaintType(actor(request), request.body)),
  );
  app.post(
    '/complaint-types/:id',
    { schema: { tags, params: idParams, body: consoleComplaintTypeUpdateSchema, response: complaintTypeSaved } },
    async (request) => ok(await actions.updateComplaintType(actor(request), request.params.id, request.body)),
  );
  app.post('/complaint-types/:id/delete', { schema: { tags, params: idParams, response: deleted } }, async (request) =>
    ok(await actions.deleteComplaintType(actor(request), request.params.id)),
  );

  // Customer-service contacts.
  app.get('/contact-info', { schema: { tags, response: { 200: consoleContactInfoResponseSchema } } }, async () =>
    ok(await actions.contactInfo()),
  );
  app.post(
    '/contact-info',
    { schema: { tags, body: consoleContactInfoSchema, response: { 200: consoleContactInfoSavedResponseSchema } } },
    async (request) => ok(await actions.saveContactInfo(actor(request), request.body)),
  );
};

export default configurationRoutes;
