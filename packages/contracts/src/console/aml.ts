// Anti-money laundering for the compliance officer (/api/console/compliance/aml, decision 125): sanctions lists
// uploaded in the UN consolidated list format, the alert queue (sanctions matches, monitoring rules, covered
// transactions) with notes, assignment and a decision to file or close, the reports' export, the monitoring
// thresholds with their back-test, and a borrower's risk rating with its history.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';

const int = () => z.number().int();

export const amlRuleSchema = z.enum([
  'sanctions',
  'quick-payoff',
  'many-payers',
  'out-of-profile',
  'covered-transaction',
]);
export type AmlRule = z.infer<typeof amlRuleSchema>;

export const amlAlertStatusSchema = z.enum(['open', 'filed', 'closed']);

export const amlNoteSchema = z.object({ author: z.string(), body: z.string(), at: z.string() });

export const amlAlertViewSchema = z.object({
  id: int(),
  borrowerName: z.string().nullable(),
  /** The borrower's latest order, to open their file. */
  orderNo: z.string().nullable(),
  rule: amlRuleSchema,
  summary: z.string(),
  amountCents: int().nullable(),
  raisedOn: z.string(),
  /** Five Philippine working days after it was raised: the STR or CTR deadline. */
  reportDueOn: z.string(),
  /** Working days left to file while open (0 on the due day); negative once overdue. */
  workingDaysLeft: int(),
  status: amlAlertStatusSchema,
  assignedTo: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  notes: z.array(amlNoteSchema),
});
export type AmlAlertView = z.infer<typeof amlAlertViewSchema>;
export const amlAlertResponseSchema = envelopeSchema(amlAlertViewSchema);

export const amlListViewSchema = z.object({
  id: int(),
  generatedOn: z.string().nullable(),
  entryCount: int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  /** When every borrower was screened against it; null while the screening job has not run. */
  screenedAt: z.string().nullable(),
  screenedCount: int().nullable(),
});
export type AmlListView = z.infer<typeof amlListViewSchema>;
export const amlListResponseSchema = envelopeSchema(amlListViewSchema);

export const amlThresholdsSchema = z.object({
  quickPayoffDays: int(),
  manyPayersCount: int(),
  incomeMultipleBps: int(),
  loanMultipleBps: int(),
  coveredTransactionCents: int(),
});
export type AmlThresholds = z.infer<typeof amlThresholdsSchema>;

export const amlOverviewSchema = z.object({
  businessDate: z.string(),
  alerts: z.array(amlAlertViewSchema),
  lists: z.array(amlListViewSchema),
  thresholds: amlThresholdsSchema,
  thresholdsChangedBy: z.string().nullable(),
});
export type AmlOverview = z.infer<typeof amlOverviewSchema>;
export const amlOverviewResponseSchema = envelopeSchema(amlOverviewSchema);

export const amlUploadListRequestSchema = z.object({
  /** The list's XML text, as published by the UN Security Council. */
  xml: z.string().min(1, 'must be the list file').max(30_000_000, 'is larger than 30 MB'),
});
export const amlAlertParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const amlNoteRequestSchema = z.object({
  body: z.string().trim().min(3, 'must say something').max(2000),
});
export const amlAssignRequestSchema = z.object({
  /** A compliance officer's e-mail; the caller when left out. */
  assignee: z.string().trim().email('must be a staff e-mail').optional(),
});
export const amlDecideRequestSchema = z.object({
  decision: z.enum(['file', 'close']),
  reason: z.string().trim().min(3, 'must say why').max(2000),
});
export type AmlDecideRequest = z.infer<typeof amlDecideRequestSchema>;
export const amlReportRequestSchema = z.object({ type: z.enum(['STR', 'CTR']) });

export const amlThresholdsRequestSchema = z.object({
  thresholds: amlThresholdsSchema,
  reason: z.string().trim().min(3, 'must say why').max(500),
});
export const amlBackTestRequestSchema = z.object({ thresholds: amlThresholdsSchema });
export const amlBackTestSchema = z.object({
  loans: int(),
  borrowers: int(),
  byRule: z.array(z.object({ rule: amlRuleSchema, alerts: int(), borrowers: int() })),
  borrowersFlagged: int(),
});
export type AmlBackTest = z.infer<typeof amlBackTestSchema>;
export const amlBackTestResponseSchema = envelopeSchema(amlBackTestSchema);

export const amlRiskRatingSchema = z.object({
  rating: z.enum(['low', 'medium', 'high']),
  score: int(),
  reasons: z.array(z.string()),
  trigger: z.string(),
  ratedBy: z.string(),
  ratedAt: z.string(),
});
export const amlBorrowerRiskSchema = z.object({
  current: amlRiskRatingSchema.nullable(),
  history: z.array(amlRiskRatingSchema),
  openAlerts: int(),
});
export type AmlBorrowerRisk = z.infer<typeof amlBorrowerRiskSchema>;
export const amlBorrowerRiskResponseSchema = envelopeSchema(amlBorrowerRiskSchema);
export const amlBorrowerParamsSchema = z.object({ orderNo: z.string().trim().min(1).max(40) });
