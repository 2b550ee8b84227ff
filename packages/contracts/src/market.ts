// The recommended-products market: event/save, and the joint-login-failure page with its click
// statistics and target links.
import { z } from 'zod';
import { envelopeSchema, idSchema, numeric, optionalIdSchema, optionalNumeric } from './common.js';
import { recommendedProductSchema } from './loans.js';

const optionalInt = optionalNumeric(
  z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(1_000_000),
);

export const eventSaveRequestSchema = z.object({
  productId: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), optionalIdSchema),
  moduleId: numeric(
    z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be positive').max(1_000_000),
  ),
  positionId: optionalInt,
});
export const eventCountsQuerySchema = z.object({
  from: z.iso.date('must be a date like 2026-11-01').optional(),
  to: z.iso.date('must be a date like 2026-11-30').optional(),
});
/** Taps of one module, position and product. */
export const eventCountRowSchema = z.object({
  moduleId: z.number().int(),
  positionId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  count: z.number().int(),
});
export const eventCountsResponseSchema = envelopeSchema(z.array(eventCountRowSchema));

export const failureNoticeRequestSchema = z.object({
  /** Why the joint login failed, as the host reports it (e.g. expired, rejected, unavailable). */
  reason: z.string().max(40).optional(),
});
export const failureNoticeResponseSchema = envelopeSchema(
  z.object({ noticeMessage: z.string(), errMessage: z.string(), recProducts: z.array(recommendedProductSchema) }),
);

export const productClickRequestSchema = z.object({ productId: idSchema, position: optionalInt });
export const targetLinkRequestSchema = z.object({ productId: idSchema });
export const targetLinkResponseSchema = envelopeSchema(z.object({ url: z.string() }));
