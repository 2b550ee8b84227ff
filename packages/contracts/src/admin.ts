// Admin API used by the operator CLI (and later the back-office console).
import { z } from 'zod';
import { envelopeSchema, phMobileSchema, numeric } from './common.js';
import { sessionSchema } from './auth.js';
import { smsMessageSchema } from './sandbox.js';

/** Operator impersonation (decision 032): every use is audited with its reason; production needs ALLOW_OPERATOR_SESSIONS. */
export const createSessionRequestSchema = z.object({
  phone: phMobileSchema,
  reason: z.string().trim().min(5, 'must say why, in at least 5 characters').max(500).optional(),
});
export const createSessionResponseSchema = envelopeSchema(sessionSchema.extend({ phone: z.string() }));

export const adminOutboxQuerySchema = z.object({
  phone: phMobileSchema.optional(),
  limit: numeric(z.number({ error: 'must be a number' }).int().min(1).max(200).default(20)),
});
export const adminOutboxResponseSchema = envelopeSchema(z.object({ items: z.array(smsMessageSchema) }));

export const clockSchema = z.object({
  businessDate: z.string(),
  wallClock: z.string(),
  overridden: z.boolean(),
  timeZone: z.string(),
});
export type Clock = z.infer<typeof clockSchema>;
export const clockResponseSchema = envelopeSchema(clockSchema);

export const orderNoParamsSchema = z.object({ orderNo: z.string().min(4).max(40) });
export const orderDecisionSchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500) });
export const orderDecisionOptionalSchema = z.object({ reason: z.string().trim().max(500).optional() });
export const adminPaymentSchema = z.object({
  amountCents: numeric(z.number({ error: 'must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER)),
  purpose: z.enum(['repay', 'rollover', 'payoff']).default('repay'),
  /** The payment's reference; the same reference never posts twice. */
  reference: z.string().trim().min(4).max(80),
});
export const clockSetSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-31')
    .nullable(),
});
export const cobRunSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-31')
    .optional(),
});
export const adminAnyResponseSchema = envelopeSchema(z.unknown());
