// Repayment through payment providers: generate-vcode (collections), the payment guide, and the
// payway bank-card flow (repayment-way, -commit, -confirm, -huichao). Amounts are centavos.
import { z } from 'zod';
import { envelopeSchema, idSchema, numeric, optionalIdSchema, optionalNumeric } from './common.js';

const centsSchema = numeric(
  z
    .number({ error: 'must be a number' })
    .int('must be whole centavos')
    .positive('must be more than zero')
    .max(Number.MAX_SAFE_INTEGER, 'is too large'),
);
const flagNumber = z.number({ error: 'must be 0 or 1' }).int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1');

export const generateVcodeRequestSchema = z.object({
  productId: optionalIdSchema,
  product_id: optionalIdSchema,
  orderId: idSchema,
  amount: centsSchema,
  channelNumber: z.string({ error: 'is required' }).trim().min(1, 'is required').max(16),
  /** 1 for the rollover (delay) payment. */
  isDelay: optionalNumeric(flagNumber),
});
export type GenerateVcodeRequest = z.infer<typeof generateVcodeRequestSchema>;

export const generateVcodeSchema = z.object({
  paymentNo: z.string(),
  /** Where the borrower goes next: the provider's checkout, or our pay-code page. */
  payUrl: z.string(),
  method: z.enum(['redirect', 'paycode', 'qr']),
  payCode: z.string(),
  expiresAt: z.string(),
  amount: z.number().int(),
});
export type GenerateVcode = z.infer<typeof generateVcodeSchema>;
export const generateVcodeResponseSchema = envelopeSchema(generateVcodeSchema);

/** Marks English that a Filipino reader gets because the lender has not translated it (decision 132). */
const markedEnglish = z.literal('en').optional();
/** An instruction in the reader's language; `lang: 'en'` when it is the untranslated English (decision 132). */
export const paymentGuideItemSchema = z.object({
  name: z.string(),
  step: z.array(z.string()),
  image: z.string(),
  lang: markedEnglish,
});
export const paymentGuideSchema = z.object({
  channels: z.array(
    z.object({
      channelNumber: z.string(),
      name: z.string(),
      logo: z.string(),
      kind: z.string(),
      groups: z.array(z.object({ title: z.string(), lang: markedEnglish, items: z.array(paymentGuideItemSchema) })),
    }),
  ),
});
export type PaymentGuide = z.infer<typeof paymentGuideSchema>;
export const paymentGuideResponseSchema = envelopeSchema(paymentGuideSchema);

export const paymentStatusSchema = z.object({
  paymentNo: z.string(),
  status: z.string(),
  amount: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export const paymentStatusResponseSchema = envelopeSchema(paymentStatusSchema);

// ─── Payway (bank card with an SMS code) ────────────────────────────────────────────────

export const repaymentWayRequestSchema = z.object({ orderId: idSchema });
export const bankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  cardNo: z.string(),
  bankCode: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const repaymentWaySchema = z.object({
  /** 1 when the alternative (redirect) repayment is offered. */
  alipay: z.number().int(),
  repayToken: z.string(),
  bankCards: z.array(bankCardSchema),
  amount: z.number().int(),
  productId: z.number().int(),
  orderId: z.number().int(),
});
export type RepaymentWay = z.infer<typeof repaymentWaySchema>;
export const repaymentWayResponseSchema = envelopeSchema(repaymentWaySchema);

export const repaymentCommitRequestSchema = z.object({
  amount: centsSchema,
  bankName: z.string().trim().max(120).optional().default(''),
  cardId: idSchema,
  /** Shown masked by repayment-way; the server charges the bound card by cardId, never by this. */
  cardNo: z.string().max(40).optional().default(''),
  couponId: optionalIdSchema.transform((v) => v ?? null),
  orderId: idSchema,
  repayToken: z.string({ error: 'is required' }).trim().min(16, 'is not a valid token').max(128),
  bankCode: z.string().trim().max(40).optional().default(''),
  /** 1 asks for a (new) SMS code for this commit. */
  sendMsg: optionalNumeric(flagNumber).transform((v) => v ?? 1),
});
export const repaymentCommitSchema = z.object({ needValid: z.number().int(), repayRecordId: z.number().int() });
export type RepaymentCommit = z.infer<typeof repaymentCommitSchema>;
export const repaymentCommitResponseSchema = envelopeSchema(repaymentCommitSchema);

export const repaymentConfirmRequestSchema = z.object({
  orderId: idSchema,
  verifyCode: z.string({ error: 'is required' }).trim().min(6, 'enter the correct verification code').max(12),
  repaymentRecordId: idSchema,
});
export const repaymentConfirmSchema = z.object({
  status: z.string(),
  orderId: z.number().int(),
  productId: z.number().int(),
});
export const repaymentConfirmResponseSchema = envelopeSchema(repaymentConfirmSchema);

export const repaymentHuichaoRequestSchema = z.object({
  userId: optionalIdSchema,
  orderId: idSchema,
  amount: centsSchema,
});
export const repaymentHuichaoResponseSchema = envelopeSchema(z.object({ url: z.string(), paymentNo: z.string() }));

// ─── Admin ─────────────────────────────────────────────────────────────────────────────

export const reconcileRequestSchema = z.object({
  /** Also query payments that have not yet expired. */
  all: z.boolean().optional().default(false),
});
export const paymentNoParamsSchema = z.object({ paymentNo: z.string().min(4).max(40) });
