// Payment account binding (spec: card-init, bind-card-new, bind-card-change) on the generic form.
import { z } from 'zod';
import { envelopeSchema, numeric, optionalIdSchema } from './common.js';

export * from './form-engine.js';

const optionSchema = z.object({ name: z.string(), type: z.string() });
export const formItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cate: z.enum(['text', 'citySelect', 'day', 'enum', 'words', 'email', 'date', 'placeSelect']),
  value: z.string(),
  note: z.array(optionSchema),
  inputType: z.enum(['text', 'number', 'bankCard', 'phone', 'channel', 'name']),
  cardTypeMi: z.number().int(),
  channelNumber: z.string().nullable(),
  required: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  secret: z.boolean(),
  masked: z.string(),
  lang: z.literal('en').optional(),
});

export const cardInitRequestSchema = z.object({ product_id: optionalIdSchema, productId: optionalIdSchema });

export const cardInitSchema = z.object({
  items: z.array(formItemSchema),
  cardTypes: z.array(z.object({ cardType: z.number().int(), title: z.string() })),
  cardType: z.number().int(),
  channelNumber: z.string(),
  /** The account bound now, masked, or null. */
  current: z
    .object({ cardType: z.number().int(), channelNumber: z.string(), masked: z.string(), institution: z.string() })
    .nullable(),
  /** How a citySelect value is written and where its options come from (CITY_SELECT_FORMAT). */
  citySelect: z.object({ optionsPath: z.string(), valueFormat: z.string() }),
});
export type CardInit = z.infer<typeof cardInitSchema>;
export const cardInitResponseSchema = envelopeSchema(cardInitSchema);

/** The SMS code that confirms replacing a bound account (decision 032): 6 digits. */
export const bindCardVerifyCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code we sent by SMS');

/** Field codes map to values; the fixed fields say which tab and channel were chosen. */
export const bindCardRequestSchema = z
  .looseObject({
    cardType: numeric(z.number({ error: 'must be a number' }).int().positive()),
    channelNumber: z.string().trim().max(20).optional(),
    product_id: optionalIdSchema,
    productId: optionalIdSchema,
    /** Required when the save replaces the account bound now (POST /api/bind-card-code sends it). */
    verifyCode: bindCardVerifyCodeSchema.optional(),
  })
  .transform((body) => {
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) {
      if (['cardType', 'channelNumber', 'product_id', 'productId', 'verifyCode'].includes(k)) continue;
      if (typeof v === 'string' || typeof v === 'number') values[k] = String(v);
    }
    return {
      cardType: body.cardType,
      channelNumber: body.channelNumber,
      productId: body.productId ?? body.product_id,
      verifyCode: body.verifyCode,
      values,
    };
  });

/** POST /api/bind-card-code: sends the borrower the code that confirms a new payout account. */
export const bindCardCodeResponseSchema = envelopeSchema(
  z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
);
export const bindCardResponseSchema = envelopeSchema(
  z.object({ accountId: z.number().int(), masked: z.string(), institution: z.string(), replaced: z.boolean() }),
);

const place = z.object({ label: z.string(), value: z.string() });
/** Region → province → city; a citySelect value is the three codes joined by '|'. */
export const cityOptionsResponseSchema = envelopeSchema(
  z.object({ options: z.array(place.extend({ children: z.array(place.extend({ children: z.array(place) })) })) }),
);
export type CityOption = { label: string; value: string; children?: CityOption[] };
