// The Variant API of confirm variant 2: short, obfuscated field names over the same domain as the
// loan confirm V3, success code '00'. docs/variant-api.md is the field mapping.
import { z } from 'zod';
import { envelopeSchema, idSchema, numeric, optionalNumeric } from './common.js';

const amountField = optionalNumeric(
  z.number({ error: 'must be a number' }).int('must be whole centavos').positive('must be more than zero'),
);

/** confirm-data: pk productId, ja amount in centavos (optional). */
export const variantConfirmRequestSchema = z.object({ pk: idSchema, ja: amountField });
export const variantConfirmSchema = z.object({
  pk: z.number().int(),
  ja: z.number().int(),
  lg: z.string(),
  nm: z.string(),
  rd: z.string(),
  pr: z.number().int(),
  un: z.number().int(),
  td: z.number().int(),
  rt: z.string(),
  dt: z.array(z.object({ k: z.string(), v: z.string() })),
  pl: z.array(z.object({ t: z.string(), d: z.string(), a: z.number().int(), w: z.string() })),
  bt: z.string(),
  /** 'en' when bt is the lender's untranslated English for a Filipino reader (decision 132); so are pm.l and pu. */
  bl: z.literal('en').optional(),
  pm: z.object({ s: z.number().int(), m: z.string(), b: z.string(), l: z.literal('en').optional() }),
  ip: z.number().int(),
  pt: z.string(),
  pc: z.string(),
  pu: z.literal('en').optional(),
  tl: z.object({
    af: z.number().int(),
    fc: z.number().int(),
    np: z.number().int(),
    tr: z.number().int(),
    em: z.number().int(),
    ey: z.number().int(),
  }),
});
export type VariantConfirm = z.infer<typeof variantConfirmSchema>;
export const variantConfirmResponseSchema = envelopeSchema(variantConfirmSchema);

const sceneField = numeric(
  z
    .number({ error: 'must be a number' })
    .int()
    .refine((v) => v === 3, 'must be 3 (the loan confirm scene)'),
);
export const variantAgreementListQuerySchema = z.object({ pk: idSchema, sc: sceneField });
export const variantAgreementListResponseSchema = envelopeSchema(
  z.array(z.object({ t: z.string(), p: z.number().int() })),
);
export const variantAgreementJumpQuerySchema = variantAgreementListQuerySchema.extend({
  p: numeric(z.number({ error: 'must be a number' }).int('must be a whole number')),
  ja: amountField,
});
export const variantAgreementJumpResponseSchema = envelopeSchema(z.object({ u: z.string() }));

/** loan push: amount, period, unit and the order key (one key per confirm page, so a retry is harmless). */
export const variantPushRequestSchema = z.object({
  pk: idSchema,
  ja: numeric(z.number({ error: 'must be a number' }).int('must be whole centavos').positive('must be more than zero')),
  pd: numeric(z.number({ error: 'must be a number' }).int().positive()),
  un: numeric(z.number({ error: 'must be a number' }).int().positive()),
  ok: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
});
export const variantPushResponseSchema = envelopeSchema(
  // bk: 1 when another loan is open and nothing was applied for (oi is that loan); bn: its product's name.
  z.object({ oi: z.number().int(), ju: z.string(), bk: z.number().int(), bn: z.string() }),
);
