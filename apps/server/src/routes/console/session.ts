// The staff session: log in (rate-limited, JSON only), log out, and who am I with the CSRF token after a reload.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleNothingResponseSchema, staffLoginRequestSchema, staffMeResponseSchema } from '@lendwell/contracts';
import { ok } from '../common.js';
import { BODY_LIMITS } from '../../lib/body-limits.js';

const tags = ['console'];

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      preHandler: app.limit('staff-login'),
      bodyLimit: BODY_LIMITS.codeBytes,
      schema: { tags, body: staffLoginRequestSchema, response: { 200: staffMeResponseSchema } },
    },
    async (request, reply) => {
      const result = await app.staffAuth.login(request.body.email, request.body.password, reply, request.ip);
      // The address's count is of wrong passwords: a staff member who logs in gives theirs back.
      await app.giveBack('staff-login', request);
      return ok({ staff: result.staff, csrfToken: result.csrfToken });
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: consoleNothingResponseSchema } } }, async (request, reply) => {
    await app.staffAuth.logout(request, reply);
    return ok(null);
  });

  // The page reads its CSRF token here after a reload (the cookie survives, page memory does not).
  app.get('/me', { schema: { tags, response: { 200: staffMeResponseSchema } } }, async (request) => {
    const { id, email, name, role } = request.staff!;
    return ok({ staff: { id, email, name, role }, csrfToken: request.csrfToken! });
  });
};

export default sessionRoutes;
