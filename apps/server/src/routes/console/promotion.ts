// Promotion landing configuration (admin): templates with their funnel, create, edit, activate or
// deactivate, and the merchant's mobile rule (decisions 021 and 024). Every change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consolePromotionTemplateResponseSchema,
  promotionSettingsResponseSchema,
  promotionSettingsSaveSchema,
  promotionTemplateListResponseSchema,
  promotionTemplateActiveSchema,
  promotionTemplateParamsSchema,
  promotionTemplateSaveSchema,
} from '@lendwell/contracts';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';
import { consoleMerchantId } from './merchant.js';

const tags = ['console'];

const promotionConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole());
  const actions = app.templateActions;

  app.get('/templates', { schema: { tags, response: { 200: promotionTemplateListResponseSchema } } }, async () =>
    ok({ items: await actions.promotionTemplates(await consoleMerchantId(app)) }),
  );

  app.post(
    '/templates',
    { schema: { tags, body: promotionTemplateSaveSchema, response: { 200: consolePromotionTemplateResponseSchema } } },
    async (request) =>
      ok(await actions.createPromotionTemplate(actorOf(request.staff!), await consoleMerchantId(app), request.body)),
  );

  app.post(
    '/templates/:id',
    {
      schema: {
        tags,
        params: promotionTemplateParamsSchema,
        body: promotionTemplateSaveSchema,
        response: { 200: consolePromotionTemplateResponseSchema },
      },
    },
    async (request) =>
      ok(
        await actions.savePromotionTemplate(
          actorOf(request.staff!),
          await consoleMerchantId(app),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/templates/:id/active',
    {
      schema: {
        tags,
        params: promotionTemplateParamsSchema,
        body: promotionTemplateActiveSchema,
        response: { 200: consolePromotionTemplateResponseSchema },
      },
    },
    async (request) =>
      ok(
        await actions.setPromotionTemplateActive(
          actorOf(request.staff!),
          await consoleMerchantId(app),
          request.params.id,
          request.body.isActive,
        ),
      ),
  );

  app.get('/settings', { schema: { tags, response: { 200: promotionSettingsResponseSchema } } }, async () =>
    ok(await actions.promotionSettings(await consoleMerchantId(app))),
  );

  app.post(
    '/settings',
    { schema: { tags, body: promotionSettingsSaveSchema, response: { 200: promotionSettingsResponseSchema } } },
    async (request) =>
      ok(
        await actions.savePromotionSettings(
          actorOf(request.staff!),
          await consoleMerchantId(app),
          request.body.mobilePattern,
        ),
      ),
  );
};

export default promotionConsoleRoutes;
