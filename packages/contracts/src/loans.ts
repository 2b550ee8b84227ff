// Loan confirm, push, order details and the data behind the repayment pages. Amounts are centavos.
import { z } from 'zod';
import { envelopeSchema, idSchema, numeric, optionalIdSchema, optionalNumeric } from './common.js';
import { creditAnswerSchema } from './credit.js';

const centsNumber = z
  .number({ error: 'must be a number' })
  .int('must be whole centavos')
  .positive('must be more than zero')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');
const centsSchema = numeric(centsNumber);

/** productId, or the spec's alias product_id; the route answers 'productId: is required' without either. */
const productIdFields = { productId: optionalIdSchema, product_id: optionalIdSchema };
const withProductId = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, ...productIdFields });

export function pickProductId(v: {
  productId?: number | undefined;
  product_id?: number | undefined;
}): number | undefined {
  return v.productId ?? v.product_id;
}

export const textValueSchema = z.object({ text: z.string(), value: z.string() });
export type TextValue = z.infer<typeof textValueSchema>;

export const loanConfirmRequestSchema = withProductId({ amount: optionalNumeric(centsNumber) });

export const agreementLinkSchema = z.object({ title: z.string(), position: z.number().int() });

export const truthInLendingSchema = z.object({
  amountFinancedCents: z.number().int(),
  financeChargeCents: z.number().int(),
  netProceedsCents: z.number().int(),
  totalRepaymentCents: z.number().int(),
  nominalMonthlyRateBps: z.number().int(),
  effectiveMonthlyRateBps: z.number().int(),
  effectiveYearlyRateBps: z.number().int(),
  capsApply: z.boolean(),
});
export type TruthInLending = z.infer<typeof truthInLendingSchema>;

export const loanConfirmSchema = z.object({
  /** The borrower's own limit for this product (decision 057), when known. */
  creditLimitCents: z.number().int().nullable().optional(),
  productId: z.number().int(),
  comProductLogo: z.string(),
  comProductName: z.string(),
  amount: z.number().int(),
  periods: z.number().int(),
  termUnit: z.number().int(),
  termDays: z.number().int(),
  details: z.array(textValueSchema),
  repay_plans: z.array(
    z.object({ title: z.string(), description: z.string(), amount: z.number().int(), pay_time: z.string() }),
  ),
  firstPayTime: z.string(),
  firstPeriodDay: z.number().int(),
  pRateDsc: z.string(),
  sendSms: z.number().int(),
  isPopType: z.number().int(),
  popTitle: z.string(),
  popContent: z.string(),
  /** 'en' when a Filipino reader gets the lender's untranslated English popup (decision 132). */
  popLang: z.literal('en').optional(),
  popAgreementUrl: z.string(),
  agreements: z.array(agreementLinkSchema),
  truthInLending: truthInLendingSchema,
  amountRange: z.object({ minCents: z.number().int(), maxCents: z.number().int(), stepCents: z.number().int() }),
});
export type LoanConfirm = z.infer<typeof loanConfirmSchema>;
export const loanConfirmResponseSchema = envelopeSchema(loanConfirmSchema);

export const loanPushRequestSchema = withProductId({
  amount: centsSchema,
  periods: numeric(z.number({ error: 'must be a number' }).int().positive()),
  termUnit: numeric(z.number({ error: 'must be a number' }).int().positive()),
});
export const loanPushResponseSchema = envelopeSchema(
  z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    lendDetailsUrl: z.string(),
    created: z.boolean(),
    /**
     * True when the borrower already has another loan open: nothing was applied for, orderId is that
     * loan's, and the page says why instead of opening it silently (decision 050).
     */
    blocked: z.boolean(),
    /** The open loan's product name when blocked, else ''. */
    openProductName: z.string(),
  }),
);

export const orderQuerySchema = withProductId({ orderId: idSchema });

export const recommendedProductSchema = z.object({
  productId: z.number().int(),
  logo: z.string(),
  name: z.string(),
  buttonText: z.string(),
  flag: z.number().int(),
  range: z.string(),
  rangeDescription: z.string(),
  rate: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** 'en' when the tags and range text are the lender's untranslated English for a Filipino reader (decision 132). */
  tagsLang: z.literal('en').optional(),
});
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>;

export const orderDetailsSchema = z.object({
  /** The credit decision's answer (decision 057): a decline's reason category and reapply date. */
  creditAnswer: creditAnswerSchema.nullable().optional(),
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  orderStatus: z.number().int(),
  noticeStatusText: z.string(),
  noticeDesText: z.string(),
  recProducts: z.array(recommendedProductSchema),
  productName: z.string(),
  productLogo: z.string(),
  userOrderDetail: z.object({ detail: z.array(textValueSchema) }),
  inside: z.number().int(),
  h5Url: z.string(),
  isDelay: z.number().int(),
  telephone: z.string(),
  isScore: z.number().int(),
  playeduL: z.string(),
  reyMsg: z.string(),
  KindTipsMsg: z.string(),
  cardNeedPop: z.number().int(),
  cardPopTitle: z.string(),
  cardPopMsg: z.string(),
  amountDueCents: z.number().int(),
  daysPastDue: z.number().int(),
  /** Money the borrower paid beyond the debt, held for them until finance refunds it (0 when none). */
  creditCents: z.number().int(),
  /** That credit in a sentence with pesos, empty when there is none. */
  creditText: z.string(),
  /**
   * False while the borrower has a loan open (the page says to repay first) or must wait after a decline or a
   * rejection (the page says from when): no loan is offered then (decision 142).
   */
  canApply: z.boolean(),
  /** While the borrower must wait after a decline or a rejection (decision 138), the date they may apply again. */
  reapplyOn: z.string().nullable().optional(),
  /** The payout failed or came back: the page reads as a failure, with a way to bind another account. */
  payoutFailed: z.boolean(),
  /**
   * Approved, and the borrower has not said where to send the money (decision 129): the page asks for the
   * account (the bank-card prompt, in the borrower's language) instead of promising the money.
   */
  payoutAccountMissing: z.boolean().optional(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
export const orderDetailsResponseSchema = envelopeSchema(orderDetailsSchema);

const repayChannelSchema = z.object({ name: z.string(), logo: z.string(), channel_number: z.string() });
const defDetailSchema = z.object({
  payCode: z.string(),
  logo: z.string(),
  title: z.string(),
  /**
   * The lender's instructions by group title, in the borrower's language (decision 132); an instruction the
   * lender has not translated comes in English, marked `lang: 'en'`.
   */
  payNotice: z.record(
    z.string(),
    z.array(z.object({ name: z.string(), step: z.array(z.string()), lang: z.literal('en').optional() })),
  ),
  /** What this code collects: a code belongs to one purpose and amount (decision 050); 0 when none. */
  amountCents: z.number().int().nonnegative(),
});

/** A detail row; a money row also carries its centavos, so the page formats it with its own symbol. */
const planRowSchema = textValueSchema.extend({ amountCents: z.number().int().optional() });
export type PlanRow = z.infer<typeof planRowSchema>;

/** One installment after disbursement and its state on today's business date (decision 050). */
export const scheduleRowSchema = z.object({
  seq: z.number().int(),
  dueOn: z.string(),
  amountCents: z.number().int(),
  owedCents: z.number().int(),
  progress: z.enum(['paid', 'overdue', 'due', 'upcoming']),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

const planCommon = {
  orderId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productLogo: z.string(),
  repayDate: z.string(),
  repayList: z.array(repayChannelSchema),
  noticeMsg: z.string(),
  defDetail: defDetailSchema,
  isShowReyTop: z.number().int(),
};

export const installmentPlanSchema = z.object({
  ...planCommon,
  repayAmount: z.number().int(),
  detail: z.array(planRowSchema),
  schedule: z.array(scheduleRowSchema),
});
export type InstallmentPlan = z.infer<typeof installmentPlanSchema>;
export const installmentPlanResponseSchema = envelopeSchema(installmentPlanSchema);

export const rolloverPlanSchema = z.object({
  ...planCommon,
  allowed: z.boolean(),
  reason: z.string(),
  nextRepayDate: z.string(),
  delayInfo: z.object({ title: z.string(), delayAmount: z.number().int() }),
  /** The spec's 'as above': the same detail rows as the installment page. */
  detail: z.array(planRowSchema),
  repayPlan: z.array(z.object({ remark: z.string(), title: z.string(), amount: z.number().int(), time: z.string() })),
});
export type RolloverPlan = z.infer<typeof rolloverPlanSchema>;
export const rolloverPlanResponseSchema = envelopeSchema(rolloverPlanSchema);

export const loanTermsSectionSchema = z.object({ title: z.string(), paragraphs: z.array(z.string()) });
export const loanTermsResponseSchema = envelopeSchema(
  z.object({
    lender: z.object({ legalName: z.string(), secRegistrationNo: z.string(), certificateOfAuthorityNo: z.string() }),
    /** With lang=fil: the sections are a Filipino reading version, and this line says the English is official (decision 132). */
    readingNotice: z.string().optional(),
    products: z.array(
      z.object({ productId: z.number().int(), name: z.string(), sections: z.array(loanTermsSectionSchema) }),
    ),
  }),
);
export type LoanTermsResponse = z.infer<typeof loanTermsResponseSchema>;

export const emptyResponseSchema = envelopeSchema(z.null());

const starsSchema = numeric(
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 5')
    .max(5, 'must be 1 to 5'),
);
/**
 * The spec sends score 5 for every rating of 4 stars or more, and only the score: the order is the page's
 * `orderId`, which its client carries in the query (decision 118). Our web app also sends it in the body.
 */
export const googleScoreRequestSchema = z.object({
  orderId: optionalIdSchema,
  score: starsSchema.refine((v) => v === 5, 'must be 5'),
});
export const orderScoreRequestSchema = z.object({ orderId: idSchema, score: starsSchema });
