// The back-office console's API (/api/console, decision 022). Staff log in with email and password;
// the session is an httpOnly cookie and every state-changing call carries X-CSRF-Token.
import { z } from 'zod';
import { envelopeSchema, numeric, optionalIdSchema, optionalNumeric } from './common.js';

export const staffRoleSchema = z.enum([
  'agent',
  'reviewer',
  'finance',
  'admin',
  'risk',
  'collector',
  'collections_supervisor',
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
export const consoleWaiverSchema = z.object({
  amountCents: z
    .number({ error: 'must be a number of centavos' })
    .int('must be whole centavos')
    .positive('must be more than zero'),
  reason: z.string().trim().min(1, 'is required').max(500),
});
export const consoleOrderSearchSchema = z.object({
  q: z.string().trim().min(1, 'is required: an order number or a phone').max(40),
});
export const consoleAnswerSchema = z.object({
  text: z.string().trim().min(1, 'is required').max(1000),
  imageKeys: z.array(z.string().max(200)).max(9).default([]),
});
export const consoleComplaintQuerySchema = z.object({
  status: z.enum(['submitted', 'in_progress', 'answered', 'rated']).optional(),
  type: optionalNumeric(z.number({ error: 'must be a number' }).int()),
  /** Only open complaints past their deadline (issue 14, point 11). */
  overdue: z.enum(['1']).optional(),
  /** Mine (the caller's) or nobody's yet. */
  owner: z.enum(['me', 'none']).optional(),
});
/** Assign a complaint to a staff member; absent or null unassigns it. */
export const consoleComplaintOwnerSchema = z.object({ staffId: optionalIdSchema });
/** An internal note: staff only, never shown to the borrower. */
export const consoleComplaintNoteSchema = z.object({ text: z.string().trim().min(1, 'is required').max(1000) });
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD');
export const consoleAuditQuerySchema = z.object({
  /** Part of the actor (an e-mail, `operator`). */
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  /** Part of the target, e.g. an order number. */
  target: z.string().trim().max(200).optional(),
  /** Manila days, both included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  beforeId: optionalNumeric(z.number({ error: 'must be a number' }).int().positive()),
  limit: numeric(z.number({ error: 'must be a number' }).int().min(1).max(500).default(100)),
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
export type PayoutDestinationView = {
  kind: 'bank' | 'wallet';
  /** The bank's or e-wallet's name, e.g. "BDO Unibank" or "GCash". */
  institutionName: string;
  /** The rail the borrower chose for a bank (InstaPay, PESONet), or '' for a wallet. */
  channelName: string;
  /** e.g. "•••• 4321". */
  accountMasked: string;
  /** The name the account is held in, as the borrower gave it. */
  holderName: string | null;
};

/** An application under review as the reviewer sees it. Money in centavos. */
export type ReviewItem = {
  orderNo: string;
  status: number;
  appliedOn: string;
  phone: string;
  productCode: string;
  productName: string;
  principalCents: number;
  netProceedsCents: number;
  totalRepaymentCents: number;
  termDays: number;
  firstPayOn: string;
  cardNeedPop: number;
  /** The borrower's full name from their certify answers, or null before they gave it. */
  borrowerName: string | null;
  /** Where the payout goes: the borrower's bound account now, or null when none is bound. */
  destination: PayoutDestinationView | null;
  /** The last payout attempt, if any: pending means the provider has not answered (or we crashed waiting). */
  payout: {
    status: 'requested' | 'pending' | 'succeeded' | 'failed' | 'returned';
    attempt: number;
    reason: string;
  } | null;
};

/** A complaint at the desk (issue 14, point 11): sub-type, owner and the deadline of SEC MC 18. */
export type ConsoleComplaintItem = {
  id: number;
  phone: string;
  orderNo: string | null;
  problemType: number;
  typeName: string | null;
  problemSonType: number | null;
  subTypeName: string | null;
  detail: string;
  status: 'submitted' | 'in_progress' | 'answered' | 'rated';
  disposeDetail: string;
  score: number | null;
  createdAt: string;
  answeredAt: string | null;
  images: string[];
  answerImages: string[];
  owner: { id: number; name: string } | null;
  /** The answer is due by the end of this Manila day: three working days after filing. */
  dueOn: string;
  overdue: boolean;
  daysOverdue: number;
  answeredLate: boolean;
  notes: number;
};
export type ConsoleComplaintNote = { id: number; author: string; text: string; createdAt: string };

export type AuditItem = {
  id: number;
  actor: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  at: string;
};

/** A payment as finance sees it: never the SMS code's hash. Money in centavos. */
export type ConsolePaymentItem = {
  paymentNo: string;
  orderNo: string;
  phone: string;
  purpose: string;
  amountCents: number;
  provider: string;
  channelNumber: string;
  method: string;
  status: string;
  providerRef: string | null;
  message: string;
  createdAt: string;
  completedAt: string | null;
  expiresAt: string;
};

export type StaffItem = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  isActive: boolean;
  lockedUntil: string | null;
  failedLogins: number;
  createdAt: string;
};
