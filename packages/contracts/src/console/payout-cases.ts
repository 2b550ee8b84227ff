// Payout cases (decision 104): money the provider paid for an attempt recorded as failed. Finance lists
// them on the disbursement screen and resolves each with a reason; while one is open the order is not
// paid out again.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { timestampSchema } from '../console.js';

const int = () => z.number().int();

export const PAYOUT_CASE_KINDS = ['late_success', 'paid_twice'] as const;
export type PayoutCaseKind = (typeof PAYOUT_CASE_KINDS)[number];

export const consolePayoutCaseQuerySchema = z.object({ view: z.enum(['open', 'resolved']).default('open') });
export const payoutCaseIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One case: the attempt paid late, how much, the provider's reference, and who opened and resolved it. */
export const consolePayoutCaseSchema = z.object({
  id: int(),
  orderNo: z.string(),
  attempt: int(),
  kind: z.enum(PAYOUT_CASE_KINDS),
  amountCents: int(),
  reference: z.string(),
  /** What the case found, in a sentence. */
  note: z.string(),
  openedBy: z.string(),
  openedAt: timestampSchema,
  resolvedBy: z.string().nullable(),
  resolvedAt: timestampSchema.nullable(),
  resolution: z.string(),
});
export const consolePayoutCaseListResponseSchema = envelopeSchema(
  z.object({ items: z.array(consolePayoutCaseSchema) }),
);
export type ConsolePayoutCaseList = z.input<typeof consolePayoutCaseListResponseSchema>['data'];
/** A case as the console reads it (timestamps as text). */
export type ConsolePayoutCase = ConsolePayoutCaseList['items'][number];
/** A case as the handler builds it (timestamps as dates). */
export type ConsolePayoutCaseRow = z.output<typeof consolePayoutCaseSchema>;
export const payoutCaseResolvedResponseSchema = envelopeSchema(
  z.object({ id: int(), orderNo: z.string(), resolved: z.boolean() }),
);
export type PayoutCaseResolved = z.infer<typeof payoutCaseResolvedResponseSchema>['data'];
