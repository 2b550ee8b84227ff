// The answers of the console's desk (/api/console): review and disbursement, order search and the
// finance actions on an order, payments, the complaint desk, staff accounts, the audit log and the
// sandbox tools. Each schema names exactly what its handler returns: the serializer drops what a schema
// does not name, and the route tests refuse an answer that loses a field (lib/serializer.ts).
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { smsMessageSchema } from '../sandbox.js';
import {
  auditItemSchema,
  timestampSchema,
  consoleComplaintItemSchema,
  consoleComplaintNoteItemSchema,
  consolePaymentItemSchema,
  reviewItemSchema,
  staffItemSchema,
} from '../console.js';

const int = () => z.number().int();
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** An answer that carries nothing but success (logout). */
export const consoleNothingResponseSchema = envelopeSchema(z.null());

export const reviewListResponseSchema = envelopeSchema(items(reviewItemSchema));
export type ReviewList = z.infer<typeof reviewListResponseSchema>['data'];

/** A reviewer's decision: the order's new status. */
export const orderDecisionResultSchema = z.object({ orderNo: z.string(), status: int() });
export type OrderDecisionResult = z.infer<typeof orderDecisionResultSchema>;
export const orderDecisionResponseSchema = envelopeSchema(orderDecisionResultSchema);

/** What finance reads after asking for a payout: usually pending at the provider. */
export const disburseResultSchema = z.object({
  orderNo: z.string(),
  status: int(),
  netProceedsCents: int(),
  disbursedOn: z.string().nullable(),
  /** requested, pending, succeeded, failed or returned. */
  payoutStatus: z.string(),
  attempt: int(),
  payoutReference: z.string().nullable(),
  channel: z.string(),
});
export type DisburseResult = z.infer<typeof disburseResultSchema>;
export const disburseResponseSchema = envelopeSchema(disburseResultSchema);

export const payoutMarkedFailedSchema = z.object({ orderNo: z.string(), payout: z.string(), attempt: int() });
export type PayoutMarkedFailed = z.infer<typeof payoutMarkedFailedSchema>;
export const payoutMarkedFailedResponseSchema = envelopeSchema(payoutMarkedFailedSchema);

/** An order found by number or phone. */
/** What is still owed per bucket, in centavos. */
export const balanceByBucketSchema = z.object({
  legal: int(),
  enforcement: int(),
  penalty: int(),
  overdue_interest: int(),
  fee: int(),
  interest: int(),
  principal: int(),
});
export const penaltyWaiverResultSchema = z.object({
  orderNo: z.string(),
  status: int(),
  waivedCents: int(),
  balanceByBucket: balanceByBucketSchema,
});
export type PenaltyWaiverResult = z.infer<typeof penaltyWaiverResultSchema>;
export const penaltyWaiverResponseSchema = envelopeSchema(penaltyWaiverResultSchema);

export const creditRefundResultSchema = z.object({
  orderNo: z.string(),
  refundStatus: z.enum(['succeeded', 'pending']),
  amountCents: int(),
  refundedCents: int(),
  reference: z.string().nullable(),
  creditCents: int(),
});
export type CreditRefundResult = z.infer<typeof creditRefundResultSchema>;
export const creditRefundResponseSchema = envelopeSchema(creditRefundResultSchema);
export const creditRefundFailedResponseSchema = envelopeSchema(
  z.object({ orderNo: z.string(), refund: z.literal('failed') }),
);
export type CreditRefundFailed = z.infer<typeof creditRefundFailedResponseSchema>['data'];

/** An open order of the same borrower that may take an order's credit, with what it owes (decision 084). */
export const creditTargetSchema = z.object({
  orderNo: z.string(),
  status: int(),
  /** Due now (what is overdue or due today, else the next installment), in centavos, and by when. */
  amountDueCents: int(),
  dueOn: z.string(),
  /** Everything owed today, in centavos: more than this stays as credit on that order. */
  owedCents: int(),
});
export type CreditTarget = z.infer<typeof creditTargetSchema>;
export const creditTargetsResultSchema = z.object({
  orderNo: z.string(),
  creditCents: int(),
  pendingRefundCents: int(),
  targets: z.array(creditTargetSchema),
});
export type CreditTargets = z.infer<typeof creditTargetsResultSchema>;
export const creditTargetsResponseSchema = envelopeSchema(creditTargetsResultSchema);

/** Credit applied from one order to another: what moved and where both orders stand after it. */
export const creditApplicationResultSchema = z.object({
  orderNo: z.string(),
  targetOrderNo: z.string(),
  appliedCents: int(),
  /** Credit still held on the source order. */
  creditCents: int(),
  targetStatus: int(),
  /** What the target still owes. */
  targetOwedCents: int(),
  /** Credit held on the target: what went beyond its debt. */
  targetCreditCents: int(),
  /** True when this answers a request already applied (the same request id). */
  duplicate: z.boolean(),
});
export type CreditApplicationResult = z.infer<typeof creditApplicationResultSchema>;
export const creditApplicationResponseSchema = envelopeSchema(creditApplicationResultSchema);

// The complaint desk.
export const consoleComplaintListResponseSchema = envelopeSchema(items(consoleComplaintItemSchema));
export type ConsoleComplaintList = z.infer<typeof consoleComplaintListResponseSchema>['data'];
/** An active agent or admin (role as stored: 'agent' or 'admin'). */
export const complaintOwnerSchema = z.object({ id: int(), name: z.string(), role: z.string() });
export type ComplaintOwner = z.infer<typeof complaintOwnerSchema>;
export const complaintOwnersResponseSchema = envelopeSchema(items(complaintOwnerSchema));
export const complaintAssignedSchema = z.object({
  id: int(),
  owner: z.object({ id: int(), name: z.string() }).nullable(),
});
export type ComplaintAssigned = z.infer<typeof complaintAssignedSchema>;
export const complaintAssignedResponseSchema = envelopeSchema(complaintAssignedSchema);
export const complaintNotesResponseSchema = envelopeSchema(items(consoleComplaintNoteItemSchema));
export const complaintNoteAddedResponseSchema = envelopeSchema(z.object({ id: int() }));
export type ComplaintNoteAdded = z.infer<typeof complaintNoteAddedResponseSchema>['data'];
/** The type filter's options: the lender's top-level complaint types. */
export const complaintTypeOptionSchema = z.object({ value: int(), title: z.string() });
export type ComplaintTypeOption = z.infer<typeof complaintTypeOptionSchema>;
export const complaintTypeOptionsResponseSchema = envelopeSchema(items(complaintTypeOptionSchema));
export const complaintImageSchema = z.object({ key: z.string(), url: z.string() });
export type ComplaintImage = z.infer<typeof complaintImageSchema>;
export const complaintImageResponseSchema = envelopeSchema(complaintImageSchema);
/** A complaint's status after staff started or answered it. */
export const complaintStatusSchema = z.object({ problemId: int(), status: z.string() });
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;
export const complaintStatusResponseSchema = envelopeSchema(complaintStatusSchema);

// Payments.
export const consolePaymentListResponseSchema = envelopeSchema(items(consolePaymentItemSchema));
export type ConsolePaymentList = z.infer<typeof consolePaymentListResponseSchema>['data'];
/** What one reconciliation pass found among pending payments. */
export const paymentReconcileSummarySchema = z.object({
  checked: int(),
  completed: int(),
  failed: int(),
  expired: int(),
  pending: int(),
  review: int(),
  errors: int(),
});
export type PaymentReconcileSummary = z.infer<typeof paymentReconcileSummarySchema>;
export const paymentReconcileResponseSchema = envelopeSchema(paymentReconcileSummarySchema);

// Staff accounts.
export const staffListResponseSchema = envelopeSchema(items(staffItemSchema));
export type StaffList = z.infer<typeof staffListResponseSchema>['data'];
/** The account as created or changed; role as stored (one of staffRoleSchema's values). */
export const staffCreatedSchema = z.object({ id: int(), email: z.string(), name: z.string(), role: z.string() });
export type StaffCreated = z.infer<typeof staffCreatedSchema>;
export const staffCreatedResponseSchema = envelopeSchema(staffCreatedSchema);
export const staffUpdatedSchema = staffCreatedSchema.extend({
  isActive: z.boolean(),
  failedLogins: int(),
  lockedUntil: z.string().nullable(),
});
export type StaffUpdated = z.infer<typeof staffUpdatedSchema>;
export const staffUpdatedResponseSchema = envelopeSchema(staffUpdatedSchema);

// The audit log and the sandbox tools.
export const auditPageResponseSchema = envelopeSchema(
  z.object({ items: z.array(auditItemSchema), olderBeforeId: int().nullable() }),
);
export type AuditPage = z.input<typeof auditPageResponseSchema>['data'];
export const auditActionsResponseSchema = envelopeSchema(items(z.string()));
export const consoleOutboxResponseSchema = envelopeSchema(items(smsMessageSchema));
/** What a close of business run did. */
export const cobRunResultSchema = z.object({
  through: z.string(),
  datesClosed: int(),
  from: z.string().nullable(),
  ordersTouched: int(),
});
export type CobRunResult = z.infer<typeof cobRunResultSchema>;
export const cobRunResponseSchema = envelopeSchema(cobRunResultSchema);

// The operator CLI's admin API answers the same actions with the same shapes, plus these.
export const captchaAnswerResponseSchema = envelopeSchema(z.object({ answer: z.string() }));
export type CaptchaAnswer = z.infer<typeof captchaAnswerResponseSchema>['data'];
export const evidenceImageKeyResponseSchema = envelopeSchema(z.object({ key: z.string() }));

/** A payment as the operator sees it: the whole row but the SMS code's hash. Times are ISO 8601. */
export const adminPaymentRecordSchema = z.object({
  id: int(),
  paymentNo: z.string(),
  userId: int(),
  orderId: int(),
  purpose: z.string(),
  amountCents: int(),
  provider: z.string(),
  channelNumber: z.string(),
  method: z.string(),
  status: z.string(),
  providerRef: z.string().nullable(),
  payUrl: z.string(),
  payCode: z.string(),
  qrData: z.string(),
  bankAccountId: int().nullable(),
  otpAttempts: int(),
  otpSentAt: timestampSchema.nullable(),
  message: z.string(),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
  completedAt: timestampSchema.nullable(),
  postedAt: timestampSchema.nullable(),
  paidOn: z.string().nullable(),
});
export type AdminPaymentRecord = z.input<typeof adminPaymentRecordSchema>;
/** The provider's own word on a payment. */
export const providerStatusSchema = z.object({
  outcome: z.enum(['completed', 'pending', 'failed', 'reversed']),
  letter: z.string(),
  providerRef: z.string().nullable(),
  amountCents: int().nullable(),
  paidOn: z.string().nullable().optional(),
});
export const adminPaymentResponseSchema = envelopeSchema(
  adminPaymentRecordSchema.extend({ providerStatus: providerStatusSchema }),
);
export type AdminPayment = z.input<typeof adminPaymentResponseSchema>['data'];
export const adminOrderPaymentsResponseSchema = envelopeSchema(items(adminPaymentRecordSchema));
export const sandboxSettleResponseSchema = envelopeSchema(z.object({ ok: z.boolean(), message: z.string() }));
export type SandboxSettle = z.infer<typeof sandboxSettleResponseSchema>['data'];
