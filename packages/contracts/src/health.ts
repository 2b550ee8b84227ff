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
