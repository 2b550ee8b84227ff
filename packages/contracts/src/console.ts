// The back-office console's API (/api/console, decision 022). Staff log in with email and password;
// the session is an httpOnly cookie and every state-changing call carries X-CSRF-Token.
import { z } from 'zod';
import { envelopeSchema, numeric, optionalBigIdSchema, optionalIdSchema, optionalNumeric } from './common.js';

export const staffRoleSchema = z.enum([
  'agent',
  'reviewer',
  'finance',
  'admin',
  'risk',
  'collector',
  'collections_supervisor',
  'compliance',
]);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffLoginRequestSchema = z.object({
  email: z.string().trim().email('must be an email address').max(200),
  password: z.string().min(1, 'is required').max(200),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffMeSchema = z.object({
  staff: z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: staffRoleSchema }),
  csrfToken: z.string(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffMeResponseSchema = envelopeSchema(staffMeSchema);

export const consoleDecisionSchema = z.object({ reason: z.string().trim().min(1, 'is required').max(500) });
/**
 * Borrower credit of the order in the path applied to another open order of the same borrower (decision
 * 084). `requestId` is made once per confirmation by the console: a repeat with it applies nothing more.
 */
export const consoleCreditApplicationSchema = z.object({
  targetOrderNo: z.string().trim().min(4, 'is required').max(40),
  amountCents: z
    .number({ error: 'must be a number of centavos' })
    .int('must be whole centavos')
    .positive('must be more than zero')
    .max(Number.MAX_SAFE_INTEGER),
  requestId: z.string().trim().min(8, 'must be at least 8 characters').max(128),
  /** Why, when a second person must approve it (decision 113). */
  reason: z.string().trim().min(5).max(500).optional(),
});
export type ConsoleCreditApplication = z.infer<typeof consoleCreditApplicationSchema>;

export const consoleWaiverSchema = z.object({
  amountCents: z
    .number({ error: 'must be a number of centavos' })
    .int('must be whole centavos')
    .positive('must be more than zero'),
  reason: z.string().trim().min(1, 'is required').max(500),
});
export const consoleAnswerSchema = z.object({
  text: z.string().trim().min(1, 'is required').max(1000),
  imageKeys: z.array(z.string().max(200)).max(9).default([]),
});
export const consoleComplaintQuerySchema = z.object({
  status: z.enum(['submitted', 'in_progress', 'answered', 'rated']).optional(),
  type: optionalNumeric(z.number({ error: 'must be a number' }).int()),
  /** Only open complaints past their deadline (decision 054). */
  overdue: z.enum(['1']).optional(),
  /** Mine (the caller's) or nobody's yet. */
  owner: z.enum(['me', 'none']).optional(),
});
/** Assign a complaint to a staff member; absent or null unassigns it. */
export const consoleComplaintOwnerSchema = z.object({ staffId: optionalIdSchema });
/** An internal note: staff only, never shown to the borrower. */
export const consoleComplaintNoteSchema = z.object({ text: z.string().trim().min(1, 'is required').max(1000) });
// A real calendar day (2026-13-45 is refused, not read as an invalid time by the query).
const isoDay = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });
/** The audit log's filters that may travel in a URL. */
export const consoleAuditFilterSchema = z.object({
  /** Part of the actor (an e-mail, `operator`, `provider`). */
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  /** Part of the target, e.g. `complaint:12`. */
  target: z.string().trim().max(200).optional(),
  /** An order number, whole. */
  order: z.string().trim().max(40).optional(),
  /** Manila days, both included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});
const auditPaging = {
  beforeId: optionalBigIdSchema,
  limit: numeric(z.number({ error: 'must be a number' }).int().min(1).max(500).default(100)),
};
export const consoleAuditQuerySchema = consoleAuditFilterSchema.extend(auditPaging);
/**
 * The console's audit search (decision 107): the filters and a borrower, posted in the body because a mobile
 * number never goes in a URL. The CSV export takes the same body without paging.
 */
export const consoleAuditSearchSchema = consoleAuditFilterSchema.extend({
  /** A borrower: a mobile number (any Philippine form) or part of their full name. */
  borrower: z.string().trim().min(2, 'must be at least 2 characters').max(100).optional(),
});
export type ConsoleAuditSearch = z.input<typeof consoleAuditSearchSchema>;
export const consoleAuditSearchPageSchema = consoleAuditSearchSchema.extend({
  beforeId: z.number().int().positive().optional(),
  limit: z.number({ error: 'must be a number' }).int().min(1).max(500).default(100),
});
/** The payments view's filter: succeeded is completed; failed covers failed, expired and cancelled. */
export const consolePaymentStates = ['pending', 'succeeded', 'failed', 'review'] as const;
export const consolePaymentQuerySchema = z.object({
  state: z.enum(consolePaymentStates).optional(),
  /** An order number, a payment number or a borrower's phone. */
  q: z.string().trim().max(40).optional(),
  limit: numeric(z.number({ error: 'must be a number' }).int().min(1).max(500).default(200)),
});
export const consoleReconcileSchema = z.object({ all: z.boolean().default(false) });
export const consoleOutboxQuerySchema = z.object({
  phone: z.string().trim().max(20).optional(),
  limit: numeric(z.number({ error: 'must be a number' }).int().min(1).max(200).default(50)),
});
export const staffUpdateSchema = z.object({
  role: staffRoleSchema.optional(),
  /** Why, when a role change waits for a second admin (decision 113). */
  reason: z.string().trim().min(5).max(500).optional(),
  isActive: z.boolean().optional(),
  /** Clears the failed-login counter and any lock. */
  unlock: z.literal(true).optional(),
});

export const staffCreateRequestSchema = z.object({
  email: z.string().trim().email('must be an email address').max(200),
  name: z.string().trim().min(1, 'is required').max(100),
  role: staffRoleSchema,
  password: z.string().min(12, 'must be at least 12 characters').max(200),
});

/** A bound payout account as staff see it: never the whole number. */
export const payoutDestinationViewSchema = z.object({
  kind: z.enum(['bank', 'wallet']),
  /** The bank's or e-wallet's name, e.g. "BDO Unibank" or "GCash". */
  institutionName: z.string(),
  /** The rail the borrower chose for a bank (InstaPay, PESONet), or '' for a wallet. */
  channelName: z.string(),
  /** e.g. "•••• 4321". */
  accountMasked: z.string(),
  /** The name the account is held in, as the borrower gave it. */
  holderName: z.string().nullable(),
});
export type PayoutDestinationView = z.infer<typeof payoutDestinationViewSchema>;

/** An application under review as the reviewer sees it. Money in centavos. */
export const reviewItemSchema = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  appliedOn: z.string(),
  phone: z.string(),
  productCode: z.string(),
  productName: z.string(),
  principalCents: z.number().int(),
  netProceedsCents: z.number().int(),
  totalRepaymentCents: z.number().int(),
  termDays: z.number().int(),
  firstPayOn: z.string(),
  cardNeedPop: z.number().int(),
  /** The borrower's full name from their certify answers, or null before they gave it. */
  borrowerName: z.string().nullable(),
  /** Where the payout goes: the borrower's bound account now, or null when none is bound. */
  destination: payoutDestinationViewSchema.nullable(),
  /** The last payout attempt, if any: pending means the provider has not answered (or we crashed waiting). */
  payout: z
    .object({
      status: z.enum(['requested', 'pending', 'succeeded', 'failed', 'returned']),
      attempt: z.number().int(),
      reason: z.string(),
    })
    .nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** A complaint at the desk (decision 054): sub-type, owner and the deadline of SEC MC 18. */
export const consoleComplaintItemSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  orderNo: z.string().nullable(),
  problemType: z.number().int(),
  typeName: z.string().nullable(),
  problemSonType: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  detail: z.string(),
  status: z.enum(['submitted', 'in_progress', 'answered', 'rated']),
  disposeDetail: z.string(),
  score: z.number().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  images: z.array(z.string()),
  answerImages: z.array(z.string()),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The answer is due by the end of this Manila day: three working days after filing. */
  dueOn: z.string(),
  overdue: z.boolean(),
  daysOverdue: z.number().int(),
  answeredLate: z.boolean(),
  notes: z.number().int(),
});
export type ConsoleComplaintItem = z.infer<typeof consoleComplaintItemSchema>;
export const consoleComplaintNoteItemSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ConsoleComplaintNote = z.infer<typeof consoleComplaintNoteItemSchema>;

/** A timestamp: a Date in the server, an ISO 8601 string on the wire. */
export const timestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** An audit entry; before and after are the JSON the change recorded (any shape). */
export const auditItemSchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  // The object as the change recorded it, any JSON: each action has its own shape.
  before: z.unknown(),
  after: z.unknown(),
  at: timestampSchema,
  /** Who acted, as a reader names them: a person's name and e-mail, "Close of business job", "Provider Dragonpay". */
  actorName: z.string(),
  /** The order a money movement or decision concerns, its borrower's name and the amount (decision 107). */
  orderNo: z.string().nullable(),
  borrowerName: z.string().nullable(),
  amountCents: z.number().int().nullable(),
});
export type AuditItem = z.input<typeof auditItemSchema>;

/**
 * Every way a payment reaches a loan (decision 108): through a provider (its callback or reconciliation),
 * posted by the operator CLI, a reported bank transfer finance matched, or money finance moved from the
 * order it was posted to by mistake.
 */
export const paymentSources = ['provider', 'operator', 'reported_transfer', 'moved'] as const;
export type PaymentSource = (typeof paymentSources)[number];

/**
 * A payment as finance sees it: never the SMS code's hash. Money in centavos. A provider's payment has its
 * payment number; one posted another way is named by its posting's reference, with no provider and no expiry.
 */
export const consolePaymentItemSchema = z.object({
  source: z.enum(paymentSources),
  /** The payment's document number as printed (INV-000123, or OR-000123 before invoices), once posted. */
  receiptNumber: z.string().nullable(),
  paymentNo: z.string(),
  orderNo: z.string(),
  phone: z.string(),
  purpose: z.string(),
  amountCents: z.number().int(),
  provider: z.string(),
  channelNumber: z.string(),
  method: z.string(),
  status: z.string(),
  providerRef: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ConsolePaymentItem = z.infer<typeof consolePaymentItemSchema>;

export const staffItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  isActive: z.boolean(),
  lockedUntil: z.string().nullable(),
  failedLogins: z.number().int(),
  createdAt: z.string(),
});
export type StaffItem = z.infer<typeof staffItemSchema>;
