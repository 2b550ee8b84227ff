// The host API (decision 033): what a host app — the web host app or a native one — calls
// around the borrower pages: home, products, EMI quotes, the borrower's orders, the certify (KYC)
// steps, offline payments reported by reference (UTR), customer service and notices. Login and the
// SMS code are the auth area's routes (tagged 'host' in the OpenAPI document as well).
import { z } from 'zod';
import { envelopeSchema, idSchema } from './common.js';
import { formItemSchema } from './bank.js';
import { borrowerCreditSchema } from './credit.js';

/** Every host path (the server registers these; a client may build URLs from them). */
export const HOST_PATHS = {
  home: '/api/host/home',
  product: '/api/host/products/:productId',
  apply: '/api/host/products/:productId/apply',
  calcEmi: '/api/host/calc-emi',
  orders: '/api/host/orders',
  certify: '/api/host/certify',
  certifyStep: '/api/host/certify/:step',
  certifyImages: '/api/host/certify/images',
  barangays: '/api/host/places/barangays',
  payTypes: '/api/host/pay-types',
  utr: '/api/host/utr',
  customerService: '/api/host/customer-service/init',
  notices: '/api/host/notices',
} as const;

// ─── Shared pieces ───

/** Centavos arriving as a number or numeric string. */
const centsSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be whole centavos')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER);

export const hostTermChoiceSchema = z.object({
  periods: z.number().int(),
  periodDays: z.number().int(),
  termDays: z.number().int(),
});
export type HostTermChoice = z.infer<typeof hostTermChoiceSchema>;

export const hostProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  tags: z.array(z.string()),
  rangeDescription: z.string(),
  /** 'en' when the tags and range text are the lender's untranslated English for a Filipino reader (decision 132). */
  tagsLang: z.literal('en').optional(),
  minAmountCents: z.number().int(),
  maxAmountCents: z.number().int(),
  /** The most this borrower is offered: the product's maximum capped at their limit (decision 142). */
  offerMaxCents: z.number().int(),
  amountStepCents: z.number().int(),
  defaultAmountCents: z.number().int(),
  /** Amounts a picker may offer (min to max by step, thinned to at most 20 evenly spaced, max always included). */
  amountChoicesCents: z.array(z.number().int()),
  termChoices: z.array(hostTermChoiceSchema),
  monthlyInterestRateBps: z.number().int(),
  serviceFeeBps: z.number().int(),
  /** False while the borrower has an open order (one loan at a time). */
  mayApply: z.boolean(),
  /** Why not, as a sentence, or ''. */
  mayApplyReason: z.string(),
});
export type HostProduct = z.infer<typeof hostProductSchema>;

export const hostOrderSummarySchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** 21 under review, 110 rejected, 151 approved/disbursing, 170 repaying, 174 due, 180 overdue, 200 settled. */
  status: z.number().int(),
  statusText: z.string(),
  principalCents: z.number().int(),
  appliedOn: z.string(),
  disbursedOn: z.string().nullable(),
  settledOn: z.string().nullable(),
  /** Next installment due date and what is owed on it (null when nothing is due: not disbursed or settled). */
  nextDueOn: z.string().nullable(),
  nextDueCents: z.number().int().nullable(),
  /** The order page the host opens (a borrower page path with its query). */
  link: z.string(),
});
export type HostOrderSummary = z.infer<typeof hostOrderSummarySchema>;

export const hostNoticeSchema = z.object({
  /** Stable per notice, so a host may remember which were read. */
  id: z.string(),
  level: z.enum(['info', 'warning', 'danger']),
  title: z.string(),
  text: z.string(),
  /** A borrower page or host screen to open, or ''. */
  link: z.string(),
});
export type HostNotice = z.infer<typeof hostNoticeSchema>;

export const certifyStepNames = ['basic', 'personal', 'job', 'ext', 'id'] as const;
export type CertifyStepName = (typeof certifyStepNames)[number];

export const certifyProgressSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(certifyStepNames),
      title: z.string(),
      done: z.boolean(),
      savedAt: z.string().nullable(),
    }),
  ),
  /** The first step not done, or null when all are. */
  next: z.enum(certifyStepNames).nullable(),
  complete: z.boolean(),
  /** False once the borrower has applied for a loan: the data is then what the lender reviewed. */
  editable: z.boolean(),
  images: z.object({ idFront: z.boolean(), selfie: z.boolean() }),
});
export type CertifyProgress = z.infer<typeof certifyProgressSchema>;

// ─── GET /api/host/home ───

export const hostHomeSchema = z.object({
  products: z.array(hostProductSchema),
  /** The open order (under review, approved, repaying, due or overdue), or null. */
  currentOrder: hostOrderSummarySchema.nullable(),
  certify: certifyProgressSchema,
  notices: z.array(hostNoticeSchema),
  /** The borrower's limit and a decline's wait (decision 057). */
  credit: borrowerCreditSchema.optional(),
  /** The open order is approved and waits for the borrower's payout account (decision 129). */
  payoutAccountMissing: z.boolean().optional(),
});
export type HostHome = z.infer<typeof hostHomeSchema>;
export const hostHomeResponseSchema = envelopeSchema(hostHomeSchema);

// ─── POST /api/host/calc-emi ───

export const hostCalcEmiRequestSchema = z.object({
  productId: idSchema,
  amountCents: centsSchema,
  /** Number of installments (the product's period length is kept); defaults to the product's. */
  periods: z.coerce.number({ error: 'must be a number' }).int().positive().max(52).optional(),
});
export type HostCalcEmiRequest = z.input<typeof hostCalcEmiRequestSchema>;
export const hostEmiQuoteSchema = z.object({
  productId: z.number().int(),
  principalCents: z.number().int(),
  periods: z.number().int(),
  periodDays: z.number().int(),
  termDays: z.number().int(),
  /** What each installment asks for (the equal monthly instalment of a flat-rate loan; the last absorbs rounding). */
  emiCents: z.number().int(),
  installments: z.array(z.object({ seq: z.number().int(), dueOn: z.string(), totalCents: z.number().int() })),
  interestCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  netProceedsCents: z.number().int(),
  totalRepaymentCents: z.number().int(),
  /** The product's nominal interest a month; shown beside the effective rate, one wording everywhere. */
  nominalMonthlyBps: z.number().int(),
  effectiveMonthlyBps: z.number().int(),
  effectiveYearlyBps: z.number().int(),
  /** True when the term is one the product offers, so apply accepts it. */
  offered: z.boolean(),
});
export type HostEmiQuote = z.infer<typeof hostEmiQuoteSchema>;
export const hostCalcEmiResponseSchema = envelopeSchema(hostEmiQuoteSchema);

// ─── GET /api/host/products/:productId and POST /api/host/products/:productId/apply ───

export const hostProductParamsSchema = z.object({ productId: idSchema });
export const hostProductDetailSchema = hostProductSchema.extend({
  /** The quote of the default amount today, as calc-emi answers it. */
  quote: hostEmiQuoteSchema,
  /**
   * The borrower's limit on this product (their credit limit, at most the product's maximum), or null when it is
   * not known yet: the amount slider stops there (decision 129).
   */
  limitCents: z.number().int().nullable().optional(),
});
export type HostProductDetail = z.infer<typeof hostProductDetailSchema>;
export const hostProductDetailResponseSchema = envelopeSchema(hostProductDetailSchema);

export const hostApplyRequestSchema = z.object({
  amountCents: centsSchema,
  /** Number of installments; must be one of the product's term choices. Defaults to the product's. */
  periods: z.coerce.number({ error: 'must be a number' }).int().positive().max(52).optional(),
  /** The app's language: the borrower's SMS notices are written in it (decision 129). */
  language: z.enum(['en', 'fil'], { error: 'must be en or fil' }).optional(),
});
export type HostApplyRequest = z.input<typeof hostApplyRequestSchema>;
export const hostApplySchema = z.object({
  /** The confirm page with the chosen amount and term: the host opens it (with the session params appended). */
  confirmUrl: z.string(),
  productId: z.number().int(),
  amountCents: z.number().int(),
  periods: z.number().int(),
});
export type HostApply = z.infer<typeof hostApplySchema>;
export const hostApplyResponseSchema = envelopeSchema(hostApplySchema);

// ─── GET /api/host/orders ───

export const hostOrdersResponseSchema = envelopeSchema(z.object({ items: z.array(hostOrderSummarySchema) }));

// ─── Certify: GET /api/host/certify (progress), GET/POST /api/host/certify/:step, images ───

export const certifyStepParamsSchema = z.object({ step: z.enum(certifyStepNames) });

/** One step's server-driven form (the bank form's items, decision 013) with the saved values. */
export const certifyFormSchema = z.object({
  step: z.enum(certifyStepNames),
  title: z.string(),
  items: z.array(formItemSchema),
  editable: z.boolean(),
  savedAt: z.string().nullable(),
});
export type CertifyForm = z.infer<typeof certifyFormSchema>;
export const certifyFormResponseSchema = envelopeSchema(certifyFormSchema);
export const certifyProgressResponseSchema = envelopeSchema(certifyProgressSchema);

/** A step's values by item code (strings or numbers); unknown codes are ignored. */
export const certifySaveRequestSchema = z.record(z.string(), z.union([z.string().max(500), z.number()]));
export type CertifySaveRequest = z.input<typeof certifySaveRequestSchema>;
export const certifySaveResponseSchema = envelopeSchema(certifyProgressSchema);

export const certifyImageKinds = ['idFront', 'selfie'] as const;
export type CertifyImageKind = (typeof certifyImageKinds)[number];
/** POST /api/host/certify/images?kind=idFront|selfie, multipart with one file field named 'image'. */
export const certifyImageQuerySchema = z.object({
  kind: z.enum(certifyImageKinds, { error: 'must be idFront or selfie' }),
});
export const certifyImageResponseSchema = envelopeSchema(
  z.object({ kind: z.enum(certifyImageKinds), url: z.string(), progress: certifyProgressSchema }),
);

/** Barangays of one city or municipality (GET /api/host/places/barangays?city=PSGC). */
export const barangayQuerySchema = z.object({
  city: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'must be a PSGC city code'),
});
export const barangayOptionsResponseSchema = envelopeSchema(
  z.object({ options: z.array(z.object({ label: z.string(), value: z.string() })) }),
);

// ─── Pay types and UTR ───

export const hostPayTypesQuerySchema = z.object({ orderId: idSchema.optional() });
export const hostPayTypeSchema = z.object({
  /** 'online': a channel of ours (opens the repayment pages); 'utr': paid elsewhere, reported by reference. */
  kind: z.enum(['online', 'utr']),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  /** What the borrower does, in a sentence. */
  description: z.string(),
  /** For 'online': the borrower page to open (with the order), else ''. */
  link: z.string(),
});
export type HostPayType = z.infer<typeof hostPayTypeSchema>;
export const hostPayTypesResponseSchema = envelopeSchema(z.object({ items: z.array(hostPayTypeSchema) }));

export const utrStatusSchema = z.enum(['reported', 'matched', 'rejected']);
export type UtrStatus = z.infer<typeof utrStatusSchema>;

export const hostUtrRequestSchema = z.object({
  orderId: idSchema,
  /** The pay type's code the money went through (see pay-types, kind 'utr'). */
  payType: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40),
  /** The transaction reference on the borrower's receipt: 6 to 30 letters or digits. */
  utr: z
    .string({ error: 'is required' })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, 'must be 6 to 30 letters or digits, as on your receipt')),
  amountCents: centsSchema,
  /** The day it was paid (ISO date). */
  paidOn: z.string({ error: 'is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22'),
});
export type HostUtrRequest = z.input<typeof hostUtrRequestSchema>;

export const hostUtrReportSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  payType: z.string(),
  /** Masked except the last 4 characters. */
  utrMasked: z.string(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  status: utrStatusSchema,
  statusText: z.string(),
  reportedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The finance desk's reason when rejected, else ''. */
  reason: z.string(),
});
export type HostUtrReport = z.infer<typeof hostUtrReportSchema>;
export const hostUtrResponseSchema = envelopeSchema(hostUtrReportSchema);
export const hostUtrListQuerySchema = z.object({ orderId: idSchema.optional() });
export const hostUtrListResponseSchema = envelopeSchema(z.object({ items: z.array(hostUtrReportSchema) }));

// ─── Customer service and notices ───

export const hostCustomerServiceSchema = z.object({
  contact: z.object({ email: z.string(), smWa: z.string(), telephone: z.string() }),
  /** Service hours as a sentence. */
  hours: z.string(),
  questions: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
  /** Borrower pages for complaints. */
  links: z.object({ complaint: z.string(), complaintList: z.string() }),
});
export type HostCustomerService = z.infer<typeof hostCustomerServiceSchema>;
export const hostCustomerServiceResponseSchema = envelopeSchema(hostCustomerServiceSchema);

export const hostNoticesResponseSchema = envelopeSchema(z.object({ items: z.array(hostNoticeSchema) }));

// ─── Console: finance matches reported UTRs; the reviewer sees the borrower ───

export const consoleUtrQuerySchema = z.object({ status: utrStatusSchema.optional() });
export const consoleUtrIdParamsSchema = z.object({ id: idSchema });
export const consoleUtrDecisionSchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500) });
// What these routes answer is described in console/orders.ts.
