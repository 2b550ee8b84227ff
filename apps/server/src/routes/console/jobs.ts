// Scheduled jobs' recent runs (admin, read-only; decision 067): which job ran when, on the queue that
// every instance shares, with its retries and its result or error.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobRunsResponseSchema } from '@lendwell/contracts';
import { requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    { preHandler: requireRole(), schema: { tags: ['console'], response: { 200: jobRunsResponseSchema } } },
    async () => ok({ runs: await app.jobQueue.history(50) }),
  );
};

export default jobRoutes;
