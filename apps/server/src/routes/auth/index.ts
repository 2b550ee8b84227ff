// Login endpoints the native host calls; the web app itself never sees a code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  sendLoginCodeRequestSchema,
  sendLoginCodeResponseSchema,
} from '@lendwell/contracts';
import { commonQuerySchema, ok } from '../common.js';

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/send-code',
    {
      schema: {
        tags: ['auth', 'host'],
        querystring: commonQuerySchema,
        body: sendLoginCodeRequestSchema,
        response: { 200: sendLoginCodeResponseSchema },
      },
    },
    async (request) => ok(await app.auth.sendLoginCode(request.body.phone, request.query.merchantNumber)),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth', 'host'],
        querystring: commonQuerySchema,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { phone, code, deviceId } = request.body;
      return ok(await app.auth.login(phone, code, deviceId ?? request.query.deviceId, request.query.merchantNumber));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.requireBorrower,
      schema: { tags: ['auth', 'host'], security: [{ session: [] }], response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      if (request.borrower) await app.sessionsRepository.revoke(request.borrower.tokenHash, app.clock.now());
      return ok(null);
    },
  );
};
export default auth;
