// Agreements (spec scene 3): the list on the confirm page and a link to each rendered document.
import { z } from 'zod';
import { envelopeSchema, idSchema } from './common.js';

const productIdFields = { productId: idSchema.optional(), product_id: idSchema.optional() };

export const contractListQuerySchema = z.object({
  ...productIdFields,
  scene: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .refine((v) => v === 3, 'must be 3 (the loan confirm scene)'),
});
export const contractListResponseSchema = envelopeSchema(
  z.object({ data: z.array(z.object({ title: z.string(), position: z.number().int() })) }),
);

export const contractJumpQuerySchema = contractListQuerySchema.extend({
  position: z.coerce.number({ error: 'must be a number' }).int('must be a whole number'),
  /** The order the document is for; before applying (the confirm page) it is left out. */
  orderId: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), idSchema.optional()),
  /** The amount being confirmed, in centavos, when there is no order yet (defaults to the product's). */
  amount: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: 'must be a number' }).int().positive().optional(),
  ),
});
export const contractJumpResponseSchema = envelopeSchema(z.object({ contract_url: z.string(), title: z.string() }));

export const agreementDocumentQuerySchema = z.object({
  t: z.string().min(10, 'is not a valid document link').max(2048),
});
