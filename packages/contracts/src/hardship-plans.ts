// Hardship plans (decision 128): a payment plan, restructure or settlement on a due or overdue loan. The borrower
// asks for offers, picks one and accepts it with an SMS code; a collector proposes one from the console. Each
// offer carries its new schedule and total cost; the figures are centavos, shown to people in pesos.
import { z } from 'zod';
import { envelopeSchema } from './common.js';

const int = () => z.number().int();
const isoDay = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });

const PLAN_KIND_KEYS = ['payment_plan', 'restructure', 'settlement'] as const;
export const planKindSchema = z.enum(PLAN_KIND_KEYS, { error: 'must be a payment plan, restructure or settlement' });
export type PlanKindKey = z.infer<typeof planKindSchema>;

export const PLAN_STATUS_KEYS = [
  'offered',
  'awaiting_approval',
  'in_force',
  'completed',
  'broken',
  'lapsed',
  'withdrawn',
] as const;
export const planStatusSchema = z.enum(PLAN_STATUS_KEYS, {
  error: 'must be offered, awaiting_approval, in_force, completed, broken, lapsed or withdrawn',
});
export type PlanStatusKey = z.infer<typeof planStatusSchema>;

/** What the borrower (or collector) asks for: which plan, from when, in how many payments. */
export const planRequestSchema = z.object({
  kind: planKindSchema,
  firstDueOn: isoDay,
  installmentCount: z.coerce
    .number({ error: 'must be a number of payments' })
    .int({ error: 'must be a whole number of payments' })
    .default(1),
});
export type PlanRequestBody = z.infer<typeof planRequestSchema>;

export const planOffersQuerySchema = z.object({
  firstDueOn: isoDay,
  installmentCount: z.coerce.number({ error: 'must be a number of payments' }).int().min(2).max(6).default(3),
});

const planInstallmentSchema = z.object({ seq: int(), dueOn: z.string(), amountCents: int() });

const planOfferSchema = z.object({
  kind: planKindSchema,
  installments: z.array(planInstallmentSchema),
  /** Late charges owed on the loan as a whole, paid with the first payment. */
  loanChargesCents: int(),
  owedCents: int(),
  newChargesCents: int(),
  discountCents: int(),
  totalToPayCents: int(),
  payByOn: z.string(),
});
export type PlanOfferView = z.infer<typeof planOfferSchema>;

const planSchema = z.object({
  id: int(),
  status: planStatusSchema,
  offer: planOfferSchema,
  offeredOn: z.string(),
  /** Whether a collector proposed it (else the borrower asked for it). */
  byCollector: z.boolean(),
});
export type PlanView = z.infer<typeof planSchema>;

/** The order page's plan card: the open or latest plan, and why no plan can be asked for now (null: it can). */
const planStandingSchema = z.object({
  plan: planSchema.nullable(),
  refusal: z.string().nullable(),
  /** The business date the offers are made on (Manila), from which the borrower picks the first payment date. */
  businessDate: z.string(),
});
export const planStandingResponseSchema = envelopeSchema(planStandingSchema);
export type PlanStanding = z.infer<typeof planStandingSchema>;

/** Offers for the dates and count asked; a kind the rules refuse comes with its reason instead. */
const planOffersSchema = z.object({
  offers: z.array(planOfferSchema),
  refused: z.array(z.object({ kind: planKindSchema, reason: z.string() })),
});
export const planOffersResponseSchema = envelopeSchema(planOffersSchema);
export type PlanOffers = z.infer<typeof planOffersSchema>;

export const planResponseSchema = envelopeSchema(planSchema);

export const planAcceptSchema = z.object({
  planId: int(),
  smsCode: z
    .string({ error: 'Enter the SMS code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit SMS code'),
});
export type PlanAccept = z.infer<typeof planAcceptSchema>;

export const planCodeSentResponseSchema = envelopeSchema(
  z.object({ resendAfterSeconds: int(), expiresInSeconds: int() }),
);

export const planOrderParamsSchema = z.object({ orderId: z.coerce.number().int().positive() });
