import { z } from 'zod';
import { envelopeSchema } from './common.js';

export const healthResponseSchema = envelopeSchema(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    mode: z.enum(['sandbox', 'production']),
    uptimeSeconds: z.number().int().nonnegative(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Liveness and readiness for a load balancer (decision 067): ready is false while the instance drains. */
export const probeResponseSchema = envelopeSchema(
  z.object({
    status: z.enum(['ok', 'draining', 'unavailable']),
    role: z.enum(['web', 'worker', 'all']),
  }),
);
export type ProbeResponse = z.infer<typeof probeResponseSchema>;

/** One run of a scheduled job, as the console's operations page shows it (decision 067). */
export const jobRunSchema = z.object({
  id: z.string(),
  job: z.string(),
  state: z.string(),
  retries: z.number().int().nonnegative(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  output: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;
export const jobRunsResponseSchema = envelopeSchema(z.object({ runs: z.array(jobRunSchema) }));
export type JobRunsResponse = z.infer<typeof jobRunsResponseSchema>;
