// The borrower's data under RA 10173 (decision 126), under /api/host/my-data: what we hold, the consent
// ledger, what must be kept and until when, requests (access, correction, erasure, objection), withdrawing
// marketing consent, and the full export as JSON or PDF.
import { z } from 'zod';
import { envelopeSchema } from './common.js';
import { CORRECTABLE_FIELDS, MY_DATA_PATHS } from './constants.js';

export { CORRECTABLE_FIELDS, MY_DATA_PATHS };

export const privacyRequestKindSchema = z.enum(['access', 'correction', 'erasure', 'objection']);
export type PrivacyRequestKind = z.infer<typeof privacyRequestKindSchema>;
export const privacyRequestStatusSchema = z.enum(['open', 'approved', 'refused', 'done']);
export type PrivacyRequestStatus = z.infer<typeof privacyRequestStatusSchema>;

export type { CorrectableField } from './constants.js';
export const correctableFieldSchema = z.enum(Object.keys(CORRECTABLE_FIELDS) as [keyof typeof CORRECTABLE_FIELDS]);

export const privacyRequestBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('correction'),
    field: correctableFieldSchema,
    value: z.string().trim().min(1, 'must say the right value').max(200),
    reason: z.string().trim().max(500).default(''),
  }),
  z.object({
    kind: z.enum(['access', 'erasure', 'objection']),
    reason: z.string().trim().max(500).default(''),
  }),
]);
export type PrivacyRequestBody = z.infer<typeof privacyRequestBodySchema>;

export const marketingConsentBodySchema = z.object({ agreed: z.boolean() });

/** One line of the consent ledger, as the borrower and staff read it. */
export const consentEntrySchema = z.object({
  kind: z.enum(['privacy_notice', 'marketing', 'contact_other_hours']),
  noticeVersion: z.string(),
  action: z.enum(['shown', 'agreed', 'withdrawn']),
  actor: z.string(),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

export const retentionLineSchema = z.object({
  category: z.string(),
  action: z.enum(['erase', 'keep']),
  keptUntil: z.string().nullable(),
  reason: z.string(),
  erasedOn: z.string().nullable(),
});
export type RetentionLine = z.infer<typeof retentionLineSchema>;

export const myRequestSchema = z.object({
  id: z.number().int(),
  kind: privacyRequestKindSchema,
  /** The certify field a correction names, as a code: the borrower's app says it in their language. */
  field: correctableFieldSchema.nullable(),
  status: privacyRequestStatusSchema,
  filedOn: z.string(),
  dueOn: z.string(),
  decisionReason: z.string().nullable(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

export const myDataSchema = z.object({
  marketingAgreed: z.boolean(),
  consents: z.array(consentEntrySchema),
  requests: z.array(myRequestSchema),
  retention: z.array(retentionLineSchema),
  /** What the borrower's data comprises, area by area, with the number of records in each. */
  areas: z.array(z.object({ area: z.string(), count: z.number().int() })),
});
export type MyData = z.infer<typeof myDataSchema>;
export const myDataResponseSchema = envelopeSchema(myDataSchema);
export const myRequestResponseSchema = envelopeSchema(myRequestSchema);
