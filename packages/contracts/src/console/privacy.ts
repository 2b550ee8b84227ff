// The data protection officer's desk (/api/console/privacy, decision 126): borrowers' requests under RA 10173
// with their due dates, decided with a reason in words; the breach register with its 72-hour clock and the
// content of an NPC notification; a borrower's consent ledger for the borrower file.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { consentEntrySchema, privacyRequestKindSchema, privacyRequestStatusSchema } from '../privacy.js';

const int = () => z.number().int();

export const privacyRequestViewSchema = z.object({
  id: int(),
  borrowerId: int(),
  borrowerName: z.string(),
  kind: privacyRequestKindSchema,
  /** For a correction: the field's name in words, its value now and the value asked for. */
  fieldLabel: z.string().nullable(),
  currentValue: z.string().nullable(),
  askedValue: z.string().nullable(),
  reason: z.string(),
  status: privacyRequestStatusSchema,
  filedOn: z.string(),
  dueOn: z.string(),
  overdue: z.boolean(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type PrivacyRequestView = z.infer<typeof privacyRequestViewSchema>;
export const privacyRequestListResponseSchema = envelopeSchema(z.array(privacyRequestViewSchema));
export const privacyRequestResponseSchema = envelopeSchema(privacyRequestViewSchema);
export const privacyRequestParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const privacyDecisionBodySchema = z.object({
  approve: z.boolean(),
  reason: z.string().trim().min(5, 'must say why, in a sentence').max(1000),
});
export type PrivacyDecisionBody = z.infer<typeof privacyDecisionBodySchema>;

export const breachBodySchema = z.object({
  discoveredAt: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
  nature: z.string().trim().min(5, 'must describe what happened').max(2000),
  dataInvolved: z.string().trim().min(3, 'must name the personal data involved').max(2000),
  subjectsAffected: z.number().int().min(0, 'must be zero or more').max(100_000_000),
  measuresTaken: z.string().trim().min(5, 'must say what was done').max(2000),
  dpoContact: z.string().trim().min(5, 'must give the officer’s name and contact').max(300),
});
export type BreachBody = z.infer<typeof breachBodySchema>;

export const breachViewSchema = breachBodySchema.extend({
  id: int(),
  /** Discovery + 72 hours (NPC Circular 16-03). */
  notifyBy: z.string(),
  hoursLeft: int(),
  late: z.boolean(),
  npcNotifiedAt: z.string().nullable(),
  subjectsNotifiedAt: z.string().nullable(),
  loggedBy: z.string(),
  loggedAt: z.string(),
});
export type BreachView = z.infer<typeof breachViewSchema>;
export const breachListResponseSchema = envelopeSchema(z.array(breachViewSchema));
export const breachResponseSchema = envelopeSchema(breachViewSchema);
export const breachParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const breachNotifiedBodySchema = z.object({ whom: z.enum(['npc', 'subjects']) });

export const borrowerConsentsParamsSchema = z.object({ userId: z.coerce.number().int().positive() });
export const borrowerConsentsResponseSchema = envelopeSchema(z.array(consentEntrySchema));
