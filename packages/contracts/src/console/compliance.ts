// The compliance officer's filings (/api/console/compliance, decision 119): the monthly credit data for the
// Credit Information Corporation — generate, download, mark submitted, correct — and their history.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';

const int = () => z.number().int();

/** A reported month, `YYYY-MM`. */
export const cicMonthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-04');

export const cicGenerateRequestSchema = z.object({ month: cicMonthSchema });
export type CicGenerateRequest = z.infer<typeof cicGenerateRequestSchema>;
export const cicCorrectRequestSchema = z.object({
  reason: z.string().trim().min(3, 'must say what is corrected').max(500),
});
export type CicCorrectRequest = z.infer<typeof cicCorrectRequestSchema>;
export const cicSubmissionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const cicSubmissionStatusSchema = z.enum(['generated', 'submitted', 'corrected']);
export type CicSubmissionStatus = z.infer<typeof cicSubmissionStatusSchema>;

/** A problem validation found, and the sentence a compliance officer reads. */
export const cicProblemSchema = z.object({
  record: z.string(),
  field: z.string(),
  problem: z.string(),
  sentence: z.string(),
});
export type CicProblem = z.infer<typeof cicProblemSchema>;

export const cicSubmissionViewSchema = z.object({
  id: int(),
  month: z.string(),
  /** The 5th of the next month (Manila), when the month's data is due at the CIC. */
  dueOn: z.string(),
  version: int(),
  correction: z.boolean(),
  correctionReason: z.string().nullable(),
  status: cicSubmissionStatusSchema,
  fileSha256: z.string(),
  subjectCount: int(),
  contractCount: int(),
  installmentCount: int(),
  /** Contracts at month end by status, in words ("Past due": 2). */
  contractsByStatus: z.record(z.string(), int()),
  problems: z.array(cicProblemSchema),
  generatedBy: z.string(),
  generatedAt: z.string(),
  submittedBy: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type CicSubmissionView = z.infer<typeof cicSubmissionViewSchema>;
export const cicSubmissionResponseSchema = envelopeSchema(cicSubmissionViewSchema);

/** The months to file: the last ended month first, each with its due date and its submissions, newest first. */
export const cicOverviewSchema = z.object({
  businessDate: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      dueOn: z.string(),
      /** not generated, generated, submitted, or overdue (due passed and nothing submitted). */
      state: z.enum(['not_generated', 'generated', 'submitted', 'overdue']),
      submissions: z.array(cicSubmissionViewSchema),
    }),
  ),
});
export type CicOverview = z.infer<typeof cicOverviewSchema>;
export const cicOverviewResponseSchema = envelopeSchema(cicOverviewSchema);
