import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@lendwell/contracts';
import { ping } from '../db/client.js';

const startedAt = Date.now();

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    // A status probe, polled by uptime monitors as /api/health/live and /ready are by the proxy: like them it
    // writes no access line (a line every few seconds from each monitor says nothing), while a failure is still
    // logged as an error and /metrics still counts every request (decision 097).
    { schema: { tags: ['system'], response: { 200: healthResponseSchema } }, logLevel: 'warn' },
    async () => {
      await ping(app.db);
      return {
        code: 0,
        message: 'success',
        data: {
          status: 'ok' as const,
          database: app.dbKind,
          mode: app.config.mode,
          uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        },
      };
    },
  );
};
export default health;
