// Agreement templates (admin): the lender's clauses of each agreement, versioned. A save adds a
// version; orders keep the version in force when they were made (decision 024).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agreementPositionParamsSchema,
  agreementPreviewResponseSchema,
  agreementTemplateListResponseSchema,
  agreementTemplateSavedResponseSchema,
  agreementTemplateVersionsResponseSchema,
  agreementTemplatePreviewSchema,
  agreementTemplateSaveSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';
import { consoleMerchantId } from './merchant.js';

const tags = ['console'];

const agreementTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole());

  app.get('/', { schema: { tags, response: { 200: agreementTemplateListResponseSchema } } }, async () =>
    ok({ items: await app.templateActions.agreementTemplates(await consoleMerchantId(app)) }),
  );

  app.get(
    '/:position/versions',
    {
      schema: {
        tags,
        params: agreementPositionParamsSchema,
        response: { 200: agreementTemplateVersionsResponseSchema },
      },
    },
    async (request) =>
      ok({ items: await app.templateActions.agreementHistory(await consoleMerchantId(app), request.params.position) }),
  );

  app.post(
    '/:position',
    {
      schema: {
        tags,
        params: agreementPositionParamsSchema,
        body: agreementTemplateSaveSchema,
        response: { 200: agreementTemplateSavedResponseSchema },
      },
    },
    async (request) =>
      ok(
        await app.templateActions.saveAgreement(
          actorOf(request.staff!),
          await consoleMerchantId(app),
          request.params.position,
          request.body.clauses,
          request.body.baseVersion,
        ),
      ),
  );

  // Renders without saving; the console shows the HTML in a sandboxed frame.
  app.post(
    '/:position/preview',
    {
      schema: {
        tags,
        params: agreementPositionParamsSchema,
        body: agreementTemplatePreviewSchema,
        response: { 200: agreementPreviewResponseSchema },
      },
    },
    async (request) =>
      ok({
        html: await app.templateActions.previewAgreement(
          await consoleMerchantId(app),
          request.params.position,
          request.body.clauses,
        ),
      }),
  );
};

export default agreementTemplateRoutes;
