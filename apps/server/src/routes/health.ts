import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@lendwell/contracts';
import { ping } from '../db/client.js';

const startedAt = Date.now();

const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthResponseSchema } } }, async () => {
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
  });
};
export default health;
