// The promotion landing's public API (spec section 7) under /api/v2/h5 (docs/routes.md). Open to
// anyone, so every call is limited per IP, and every send or register needs a fresh image captcha.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captchaQuerySchema,
  channelTemplateQuerySchema,
  channelTemplateResponseSchema,
  getSidResponseSchema,
  getSmsRequestSchema,
  getSmsResponseSchema,
  PROMOTION_API_PREFIX,
  registerRequestSchema,
  registerResponseSchema,
  trackQuerySchema,
  trackResponseSchema,
} from '@lendwell/contracts';
import { ok } from '../common.js';
import { langOf } from '../../lib/borrower-words/index.js';

const promotion: FastifyPluginAsyncZod = async (app) => {
  // Limits shared by every instance (decision 030): generous for people behind one carrier NAT, tight for scripts.
  const pages = app.limit('promotion-page');
  const tracking = app.limit('promotion-track');
  const captchas = app.limit('promotion-captcha');
  const sends = app.limit('sms');
  const registers = app.limit('code-check');
  const tags = ['promotion'];

  app.get(
    `${PROMOTION_API_PREFIX}/channel/channel-template`,
    {
      preHandler: pages,
      schema: { tags, querystring: channelTemplateQuerySchema, response: { 200: channelTemplateResponseSchema } },
    },
    async (request) => ok(await app.promotion.template(request.query.templateId, langOf(request))),
  );

  for (const kind of ['visit', 'click'] as const) {
    app.get(
      `${PROMOTION_API_PREFIX}/promotion/track-${kind}`,
      { preHandler: tracking, schema: { tags, querystring: trackQuerySchema, response: { 200: trackResponseSchema } } },
      async (request) => {
        await app.promotion.track(kind, request.query);
        return ok(null);
      },
    );
  }

  app.get(
    `${PROMOTION_API_PREFIX}/promotion/get-sid`,
    { preHandler: captchas, schema: { tags, response: { 200: getSidResponseSchema } } },
    async () => ok(await app.promotion.newSid()),
  );

  app.get(
    `${PROMOTION_API_PREFIX}/promotion/captcha`,
    { preHandler: captchas, schema: { tags, querystring: captchaQuerySchema } },
    async (request, reply) => {
      const png = await app.promotion.drawCaptcha(request.query.sid);
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
  );

  app.post(
    `${PROMOTION_API_PREFIX}/promotion/get-sms`,
    { preHandler: sends, schema: { tags, body: getSmsRequestSchema, response: { 200: getSmsResponseSchema } } },
    async (request) => ({
      code: 0,
      message: 'The verification code has been sent to your phone.',
      data: await app.promotion.sendCode(request.body),
    }),
  );

  app.post(
    `${PROMOTION_API_PREFIX}/promotion/register`,
    { preHandler: registers, schema: { tags, body: registerRequestSchema, response: { 200: registerResponseSchema } } },
    async (request) => {
      const { userId, downloadUrl, templateId } = await app.promotion.register(request.body);
      request.log.info({ userId, templateId }, 'borrower registered on a promotion landing');
      return { code: 0, message: 'registration successful', data: { downloadUrl, templateId } };
    },
  );
};
export default promotion;
