// What a load balancer asks an instance: /api/health/live (the process answers) and
// /api/health/ready (it takes traffic: the database answers and it is not draining). On SIGTERM the
// server drains: ready turns 503 so the proxy stops sending, in-flight requests finish, then it closes.
// An instance started with ROLE=worker answers only these probes and /metrics.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, probeResponseSchema } from '@lendwell/contracts';
import { ping } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the instance as leaving: readiness answers 503 from now on. */
    beginDrain: () => void;
  }
}

const WORKER_PATHS = /^\/(api\/health(\/(live|ready))?|metrics)(\?|$)/;

const probes: FastifyPluginAsyncZod = async (app) => {
  let draining = false;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  const role = app.config.role;
  // While draining, every answer ends its connection, so a proxy stops reusing ours before we close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get(
    '/api/health/live',
    { schema: { tags: ['system'], response: { 200: probeResponseSchema } }, logLevel: 'warn' },
    async () => ({ code: 0, message: 'success', data: { status: 'ok' as const, role } }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: { tags: ['system'], response: { 200: probeResponseSchema, 503: probeResponseSchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      if (draining)
        return reply
          .status(503)
          .send({ code: ErrorCode.internal, message: 'draining', data: { status: 'draining', role } });
      try {
        await ping(app.db);
      } catch {
        return reply
          .status(503)
          .send({ code: ErrorCode.internal, message: 'database unavailable', data: { status: 'unavailable', role } });
      }
      return { code: 0, message: 'success', data: { status: 'ok' as const, role } };
    },
  );

  if (role === 'worker')
    app.addHook('onRequest', async (request, reply) => {
      if (!WORKER_PATHS.test(request.url))
        return reply
          .status(404)
          .send({ code: ErrorCode.notFound, message: 'this instance runs jobs only', data: null });
    });
};

export default fp(probes, { name: 'instance-role', dependencies: ['database'] });
