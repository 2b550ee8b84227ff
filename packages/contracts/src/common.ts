// Shared shapes every area uses: the response envelope, codes and the session params a host puts in the page URL.
import { z } from 'zod';
import { normalizePhMobile } from './constants.js';

export * from './constants.js';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.union([z.number().int(), z.string()]),
    message: z.string(),
    data,
  });

export type Envelope<T> = { code: number | string; message: string; data: T };

export const errorEnvelopeSchema = z.object({
  code: z.union([z.number().int(), z.string()]),
  message: z.string(),
  data: z.null(),
});

/** A positive integer id arriving as a number or numeric string (form bodies carry strings). */
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER);

/** product_id is the spec's alias of productId; both spellings are accepted and productId wins. */
export const productIdParamSchema = z
  .object({ productId: idSchema.optional(), product_id: idSchema.optional() })
  .transform(({ productId, product_id }) => ({ productId: productId ?? product_id }));

export const phMobileSchema = z
  .string({ error: 'is required' })
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizePhMobile(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a Philippine mobile number like 09171234567' });
      return z.NEVER;
    }
    return normalized;
  });

/** A body whose fields are all optional: an empty POST (no body at all) parses as {}. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);
