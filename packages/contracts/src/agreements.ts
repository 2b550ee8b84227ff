// Agreements (spec scene 3): the list on the confirm page and a link to each rendered document.
import { z } from 'zod';
import { envelopeSchema, numeric, optionalIdSchema, optionalNumeric } from './common.js';

const productIdFields = { productId: optionalIdSchema, product_id: optionalIdSchema };

export const contractListQuerySchema = z.object({
  ...productIdFields,
  scene: numeric(
    z
      .number({ error: 'must be a number' })
      .int()
      .refine((v) => v === 3, 'must be 3 (the loan confirm scene)'),
  ),
});
export const contractListResponseSchema = envelopeSchema(
  z.object({ data: z.array(z.object({ title: z.string(), position: z.number().int() })) }),
);

export const contractJumpQuerySchema = contractListQuerySchema.extend({
  position: numeric(z.number({ error: 'must be a number' }).int('must be a whole number')),
  /** The order the document is for; before applying (the confirm page) it is left out. */
  orderId: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), optionalIdSchema),
  /** The amount being confirmed, in centavos, when there is no order yet (defaults to the product's). */
  amount: optionalNumeric(z.number({ error: 'must be a number' }).int().positive()),
});
export const contractJumpResponseSchema = envelopeSchema(z.object({ contract_url: z.string(), title: z.string() }));

export const agreementDocumentQuerySchema = z.object({
  t: z.string().min(10, 'is not a valid document link').max(2048),
});
