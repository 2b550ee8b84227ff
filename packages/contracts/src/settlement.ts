// Settlement reconciliation (decision 070): finance imports the payment provider's
// settlement report and works through the exceptions.
import { z } from 'zod';
import { bigIdSchema } from './common.js';

export const settlementProviderSchema = z.enum(['dragonpay', 'sandbox'], {
  error: 'Choose the provider: Dragonpay or the sandbox',
});

/** The uploaded report: its name and its text (a CSV file of up to 2 MB). */
export const settlementUploadSchema = z.object({
  provider: settlementProviderSchema,
  fileName: z.string({ error: 'Choose a file' }).trim().min(1, 'Choose a file').max(200, 'The file name is too long'),
  content: z
    .string({ error: 'The file is empty' })
    .min(1, 'The file is empty')
    .max(2_000_000, 'The file is too large: split it into days'),
});
export type SettlementUpload = z.infer<typeof settlementUploadSchema>;

export const settlementExceptionQuerySchema = z.object({
  status: z.enum(['open', 'resolved', 'all'], { error: 'Choose open, resolved or all' }).optional(),
});

export const settlementExceptionParamsSchema = z.object({ id: bigIdSchema });

export const settlementResolveSchema = z.object({
  note: z
    .string({ error: 'Enter what was done' })
    .trim()
    .min(3, 'Enter what was done')
    .max(500, 'The note is too long'),
});
export type SettlementResolve = z.infer<typeof settlementResolveSchema>;

/** Funding of the disbursement account (decision 116): booked by finance, maker-checked. */
export const fundingSourceSchema = z.enum(['capital', 'credit_line'], { error: 'Choose capital or the credit line' });
export const fundingSchema = z.object({
  source: fundingSourceSchema,
  amountCents: z
    .number({ error: 'Enter the amount' })
    .int('Enter the amount in whole centavos')
    .positive('Enter an amount above ₱0.00')
    .max(100_000_000_000, 'The amount is too large'),
  bankReference: z
    .string({ error: "Enter the bank's reference" })
    .trim()
    .min(3, "Enter the bank's reference (at least 3 characters)")
    .max(80, 'The reference is too long'),
  fundedOn: z.string({ error: 'Choose the date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date like 2026-12-31'),
  note: z
    .string({ error: 'Enter the reason' })
    .trim()
    .min(5, 'Enter the reason (at least 5 characters)')
    .max(500, 'The reason is too long'),
});
export type FundingInput = z.infer<typeof fundingSchema>;

export const sandboxSettlementQuerySchema = z.object({
  date: z.string({ error: 'Choose a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date like 2026-12-31'),
});

export type SettlementImportView = {
  id: number;
  provider: 'dragonpay' | 'sandbox';
  fileName: string;
  periodFrom: string;
  periodTo: string;
  importedBy: string;
  importedAt: string;
  lineCount: number;
  matchedCount: number;
  refusals: { lineNo: number; reason: string }[];
  settledCents: number;
  feeCents: number;
  refundedCents: number;
  netCents: number;
  /** Lines an earlier import already carried (same reference, date and status), not counted again. */
  repeatedCount: number;
  openExceptions: number;
  exceptions: number;
};

export type SettlementExceptionView = {
  id: number;
  importId: number;
  fileName: string;
  kind: 'not_posted' | 'not_settled' | 'amount_differs' | 'refunded' | 'refund_unreceived';
  description: string;
  paymentNo: string;
  providerRef: string | null;
  lineNo: number | null;
  ourAmountCents: number | null;
  theirAmountCents: number | null;
  settledOn: string | null;
  status: 'open' | 'resolved';
  resolutionNote: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
};
