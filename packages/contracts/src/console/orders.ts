// The answers about one order in the console (and the operator CLI): the order explained (row, schedule,
// balances, quotes, postings, status history and, in the console, the borrower's credit), the borrower
// behind it, a payment reversal, and the payments borrowers reported by reference (decision 033). Each
// schema names exactly what its handler returns; timestamps the handlers return as Date use timestampSchema.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { timestampSchema } from '../console.js';
import { certifyProgressSchema, certifyStepNames, hostUtrReportSchema } from '../host.js';
import { balanceByBucketSchema } from './desk.js';

const int = () => z.number().int();

// ─── The order explained ───

/** The order's row as stored. Status codes as in the spec (21 review … 200 settled). */
export const orderRecordSchema = z.object({
  id: int(),
  orderNo: z.string(),
  userId: int(),
  productId: int(),
  productVersionId: int(),
  status: int(),
  clientKind: z.string(),
  principalCents: int(),
  periods: int(),
  periodDays: int(),
  /** The one-time default penalty for this borrower, fixed when the order was made. */
  penaltyCents: int(),
  capsApply: z.boolean(),
  dueSoonDays: int(),
  appliedOn: z.string(),
  disbursedOn: z.string().nullable(),
  settledOn: z.string().nullable(),
  penaltyApplied: z.boolean(),
  rolloverCount: int(),
  daysPastDue: int(),
  lastCobDate: z.string().nullable(),
  cardNeedPop: int(),
  createdAt: timestampSchema,
});
export const installmentRecordSchema = z.object({
  orderId: int(),
  seq: int(),
  dueOn: z.string(),
  /** Before any rollover moved it. */
  originalDueOn: z.string(),
  principalCents: int(),
  interestCents: int(),
  feeCents: int(),
});
/** What settles the loan today: unearned interest is rebated; `reason` says why it is not allowed yet. */
export const payoffQuoteSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
  byBucket: balanceByBucketSchema,
  rebateCents: int(),
  totalCents: int(),
});
/** What a rollover costs today (charges owed plus the extension fee) and where the due dates move. */
export const rolloverQuoteSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
  amountCents: int(),
  feeCents: int(),
  newDueDates: z.array(z.string()),
});
/** One journal line with its entry: debit positive, credit negative. */
export const postingSchema = z.object({
  entryId: int(),
  kind: z.string(),
  businessDate: z.string(),
  // Why the entry was made, where it says (a credit application names the other loan, decision 084).
  memo: z.string().nullable(),
  actor: z.string(),
  account: z.string(),
  installmentSeq: int().nullable(),
  amountCents: int(),
});
export const orderStatusChangeSchema = z.object({
  id: int(),
  orderId: int(),
  fromStatus: int().nullable(),
  toStatus: int(),
  businessDate: z.string(),
  actor: z.string(),
  reason: z.string(),
  at: timestampSchema,
});
/** Everything an operator needs to explain an order; the balances and quotes are null before disbursement. */
export const adminOrderDetailSchema = z.object({
  order: orderRecordSchema,
  businessDate: z.string(),
  schedule: z.array(installmentRecordSchema),
  balanceByBucket: balanceByBucketSchema.nullable(),
  payoff: payoffQuoteSchema.nullable(),
  rollover: rolloverQuoteSchema.nullable(),
  postings: z.array(postingSchema),
  history: z.array(orderStatusChangeSchema),
});
export const adminOrderDetailResponseSchema = envelopeSchema(adminOrderDetailSchema);
export type AdminOrderDetail = z.input<typeof adminOrderDetailSchema>;

/** A refund of borrower credit (status pending, succeeded or failed; the reference once the provider gave one). */
export const creditRefundRecordSchema = z.object({
  id: int(),
  orderId: int(),
  provider: z.string(),
  amountCents: int(),
  status: z.string(),
  reference: z.string().nullable(),
  reason: z.string(),
  actor: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
/** The console's view adds the borrower's credit on the order and its refunds, newest first. */
export const consoleOrderDetailSchema = adminOrderDetailSchema.extend({
  credit: z.object({
    creditCents: int(),
    /** The refund in progress, 0 when none. */
    pendingCents: int(),
    refunds: z.array(creditRefundRecordSchema),
  }),
});
export const consoleOrderDetailResponseSchema = envelopeSchema(consoleOrderDetailSchema);
/** What the console reads (times as ISO 8601 text). */
export type ConsoleOrderDetail = z.input<typeof consoleOrderDetailSchema>;

// ─── The borrower behind an order (reviewer, finance) ───

/** One answer as the reviewer reads it: the item's title and the chosen option's name, place names, pesos. */
export const certifyDisplayRowSchema = z.object({ code: z.string(), title: z.string(), value: z.string() });
export type CertifyDisplayRow = z.infer<typeof certifyDisplayRowSchema>;

/** GET /api/console/orders/:orderNo/borrower (reviewer): who is asking, beside the application. */
export const consoleBorrowerViewSchema = z.object({
  orderNo: z.string(),
  phone: z.string(),
  /** The full name from the certify answers, or null before it was given. */
  fullName: z.string().nullable(),
  /** Age on the business date, from the saved birth date, or null. */
  age: int().nullable(),
  progress: certifyProgressSchema,
  steps: z.array(
    z.object({
      step: z.enum(certifyStepNames),
      title: z.string(),
      savedAt: z.string().nullable(),
      rows: z.array(certifyDisplayRowSchema),
    }),
  ),
  governmentId: z.object({ typeName: z.string(), last4: z.string() }).nullable(),
  /** Short-lived signed links (10 minutes), or null when not uploaded. */
  images: z.object({ idFront: z.string().nullable(), selfie: z.string().nullable() }),
  /** Every order of the borrower, newest first. */
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: int(),
      statusText: z.string(),
      principalCents: int(),
      appliedOn: z.string(),
      disbursedOn: z.string().nullable(),
      settledOn: z.string().nullable(),
      daysPastDue: int(),
      /** What the borrower repaid on the order so far (the ledger's repayment entries). */
      repaidCents: int(),
    }),
  ),
});
export type ConsoleBorrowerView = z.infer<typeof consoleBorrowerViewSchema>;
export const consoleBorrowerViewResponseSchema = envelopeSchema(consoleBorrowerViewSchema);

// ─── A payment reversed (finance, decision 062) ───

export const paymentReversedSchema = z.object({
  orderNo: z.string(),
  /** The receipt's number as printed. */
  receiptNumber: z.string(),
  reversedCents: int(),
  /** The order's status after the loan was replayed without the payment. */
  status: int(),
  /** Days the close of business recomputed. */
  adjustedDays: int(),
  /** Where the money went when it was posted to the wrong order, or null. */
  moved: z.object({ orderNo: z.string(), status: int() }).nullable(),
});
export type PaymentReversed = z.infer<typeof paymentReversedSchema>;
export const paymentReversedResponseSchema = envelopeSchema(paymentReversedSchema);

// ─── Payments reported by reference (finance, decision 033) ───

/** A report as finance reads it: the whole reference, the borrower's phone and who decided. */
export const consoleUtrItemSchema = hostUtrReportSchema
  .pick({
    id: true,
    orderNo: true,
    payType: true,
    amountCents: true,
    paidOn: true,
    status: true,
    reportedAt: true,
    decidedAt: true,
    reason: true,
  })
  .extend({ phone: z.string(), payTypeName: z.string(), utr: z.string(), decidedBy: z.string().nullable() });
export type ConsoleUtrItem = z.infer<typeof consoleUtrItemSchema>;
export const consoleUtrListResponseSchema = envelopeSchema(z.object({ items: z.array(consoleUtrItemSchema) }));
export type ConsoleUtrList = z.infer<typeof consoleUtrListResponseSchema>['data'];
/** A match posts the amount to the loan: the order's status after it. */
export const utrMatchedResponseSchema = envelopeSchema(
  z.object({ id: int(), status: z.literal('matched'), orderNo: z.string(), orderStatus: int() }),
);
export type UtrMatched = z.infer<typeof utrMatchedResponseSchema>['data'];
export const utrRejectedResponseSchema = envelopeSchema(z.object({ id: int(), status: z.literal('rejected') }));
export type UtrRejected = z.infer<typeof utrRejectedResponseSchema>['data'];
