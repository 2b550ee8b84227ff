// Login endpoints the native host calls; the web app itself never sees a code.
import { borrowerOf } from '../../plugins/app/auth.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutAllResponseSchema,
  logoutResponseSchema,
  sendLoginCodeRequestSchema,
  sendLoginCodeResponseSchema,
} from '@lendwell/contracts';
import { commonQuerySchema, ok } from '../common.js';
import { BODY_LIMITS } from '../../lib/body-limits.js';

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/send-code',
    {
      preHandler: app.limit('sms'),
      // A phone number and a device id; a larger body is refused before it is read (decision 101).
      bodyLimit: BODY_LIMITS.codeBytes,
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
      preHandler: app.limit('code-check'),
      bodyLimit: BODY_LIMITS.codeBytes,
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

  // "Log out everywhere": a lost phone or a shared device; every session of the borrower ends, this one too.
  app.post(
    '/api/auth/logout-all',
    {
      preHandler: app.requireBorrower,
      schema: { tags: ['auth'], security: [{ session: [] }], response: { 200: logoutAllResponseSchema } },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const ended = await app.sessionsRepository.revokeAllOf(borrower.userId, app.clock.now());
      request.log.info({ userId: borrower.userId, ended }, 'borrower logged out everywhere');
      return ok(null);
    },
  );
};
export default auth;
