// The answers of the console's books (/api/console/books, decision 063) and settlement reconciliation.
// Money in centavos, rates in basis points, dates as ISO days. Each schema names exactly what its handler
// returns (the serializer drops what a schema does not name; the route tests refuse such a loss).
import { z } from 'zod';
import { envelopeSchema } from '../common.js';

const int = () => z.number().int();

/** A general-ledger account of the chart. */
export const glAccountViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  control: z.boolean(),
});
export type GlAccountView = z.infer<typeof glAccountViewSchema>;
export const chartViewSchema = z.object({
  accounts: z.array(glAccountViewSchema),
  mappings: z.array(
    z.object({ ledgerAccount: z.string(), glCode: z.string().nullable(), updatedBy: z.string().nullable() }),
  ),
});
export type BooksChart = z.infer<typeof chartViewSchema>;
export const booksChartResponseSchema = envelopeSchema(chartViewSchema);
export const glAccountSavedResponseSchema = envelopeSchema(glAccountViewSchema);
export const glMappingSavedResponseSchema = envelopeSchema(z.object({ ledgerAccount: z.string(), glCode: z.string() }));
export type GlMappingSaved = z.infer<typeof glMappingSavedResponseSchema>['data'];

/** A general-ledger row of the journal or the trial balance, with the ledger accounts behind it. */
export const glRowSchema = glAccountViewSchema.extend({
  debitCents: int(),
  creditCents: int(),
  ledgerAccounts: z.array(z.string()),
});
export type GlRow = z.infer<typeof glRowSchema>;
/** The day's journal (gross) or the trial balance at the end of a date (netted): debits equal credits. */
export const glBalanceSchema = z.object({
  date: z.string(),
  rows: z.array(glRowSchema),
  debitCents: int(),
  creditCents: int(),
});
export type GlBalance = z.infer<typeof glBalanceSchema>;
export const glBalanceResponseSchema = envelopeSchema(glBalanceSchema);

export const subLedgerSchema = z.object({
  date: z.string(),
  loans: int(),
  /** The first loans by order number; the CSV has all of them. */
  rows: z.array(
    z.object({
      orderNo: z.string(),
      principalCents: int(),
      interestCents: int(),
      feeCents: int(),
      lateCents: int(),
      totalCents: int(),
    }),
  ),
  subLedgerCents: int(),
  controlCents: int(),
  differenceCents: int(),
  /** Each control account of the chart beside the sub-ledger column its ledger accounts are mapped to. */
  columns: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      subLedgerCents: int(),
      controlCents: int(),
      differenceCents: int(),
    }),
  ),
});
export type SubLedger = z.infer<typeof subLedgerSchema>;
export const subLedgerResponseSchema = envelopeSchema(subLedgerSchema);

export const ageingRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  loans: int(),
  principalCents: int(),
  lossRateBps: int(),
  provisionCents: int(),
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;
export const portfolioSchema = z.object({
  date: z.string(),
  policyVersion: int(),
  writeOffDays: int(),
  loans: int(),
  principalCents: int(),
  provisionCents: int(),
  ageing: z.array(ageingRowSchema),
  par: z.object({ par1Bps: int(), par30Bps: int(), par90Bps: int() }),
  writtenOff: z.object({ loans: int(), lossCents: int(), recoveredCents: int() }),
  flows: z.array(z.object({ date: z.string(), disbursedCents: int(), collectedCents: int() })),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
export const portfolioResponseSchema = envelopeSchema(portfolioSchema);

/** How far the close of business and the accrual step have run. */
export const booksDaysSchema = z.object({
  today: z.string(),
  closedThrough: z.string().nullable(),
  accruedThrough: z.string().nullable(),
  /** Where the reports read (a replica and how far behind, or the primary), as a sentence (decision 133). */
  reportsFrom: z.string(),
});
export type BooksDays = z.infer<typeof booksDaysSchema>;
export const booksDaysResponseSchema = envelopeSchema(booksDaysSchema);
/** A day close: the dates it closed, then the days as they now stand. */
export const booksDayClosedResponseSchema = envelopeSchema(
  booksDaysSchema.extend({ date: z.string(), dates: z.array(z.string()) }),
);
export type BooksDayClosed = z.infer<typeof booksDayClosedResponseSchema>['data'];

export const ledgerPeriodSchema = z.object({
  month: z.string(),
  closedThrough: z.string(),
  closedBy: z.string(),
  reason: z.string(),
  closedAt: z.string(),
});
export type LedgerPeriod = z.infer<typeof ledgerPeriodSchema>;
export const ledgerPeriodsResponseSchema = envelopeSchema(z.array(ledgerPeriodSchema));
export const periodClosedSchema = z.object({
  month: z.string(),
  closedThrough: z.string(),
  debitCents: int(),
  creditCents: int(),
});
export type PeriodClosed = z.infer<typeof periodClosedSchema>;
export const periodClosedResponseSchema = envelopeSchema(periodClosedSchema);

// Settlement reconciliation.
export const settlementImportSchema = z.object({
  id: int(),
  provider: z.enum(['dragonpay', 'sandbox']),
  fileName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  importedBy: z.string(),
  importedAt: z.string(),
  lineCount: int(),
  matchedCount: int(),
  refusals: z.array(z.object({ lineNo: int(), reason: z.string() })),
  settledCents: int(),
  feeCents: int(),
  refundedCents: int(),
  netCents: int(),
  repeatedCount: int(),
  openExceptions: int(),
  exceptions: int(),
});
export type SettlementImport = z.infer<typeof settlementImportSchema>;
export const settlementExceptionSchema = z.object({
  id: int(),
  importId: int(),
  fileName: z.string(),
  kind: z.enum(['not_posted', 'not_settled', 'amount_differs', 'refunded', 'refund_unreceived']),
  description: z.string(),
  paymentNo: z.string(),
  providerRef: z.string().nullable(),
  lineNo: int().nullable(),
  ourAmountCents: int().nullable(),
  theirAmountCents: int().nullable(),
  settledOn: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  resolutionNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type SettlementException = z.infer<typeof settlementExceptionSchema>;
/** An upload: the import, or the earlier import of the same file (duplicate). */
export const settlementUploadedResponseSchema = envelopeSchema(
  z.object({ duplicate: z.boolean(), import: settlementImportSchema }),
);
export type SettlementUploaded = z.infer<typeof settlementUploadedResponseSchema>['data'];
export const settlementImportsResponseSchema = envelopeSchema(z.object({ rows: z.array(settlementImportSchema) }));
export const settlementExceptionsResponseSchema = envelopeSchema(
  z.object({ rows: z.array(settlementExceptionSchema) }),
);
export const settlementResolvedResponseSchema = envelopeSchema(settlementExceptionSchema);

// Clearing per provider and funding (decision 116).
/** What a provider still owes on one date: collected that day, settled that day, and the balance after it. */
export const clearingDaySchema = z.object({
  provider: z.enum(['dragonpay', 'sandbox']),
  date: z.string(),
  collectedCents: int(),
  settledCents: int(),
  balanceCents: int(),
});
export type ClearingDay = z.infer<typeof clearingDaySchema>;
export const clearingSchema = z.object({
  date: z.string(),
  /** Each provider's clearing balance at the date: what it still owes. */
  providers: z.array(z.object({ provider: z.enum(['dragonpay', 'sandbox']), owedCents: int() })),
  /** The newest 60 days with a movement, newest first. */
  days: z.array(clearingDaySchema),
  /** The bank account (cash) at the date. */
  bankCents: int(),
});
export type Clearing = z.infer<typeof clearingSchema>;
export const clearingResponseSchema = envelopeSchema(clearingSchema);
export const fundingRowSchema = z.object({
  id: int(),
  source: z.enum(['capital', 'credit_line']),
  amountCents: int(),
  bankReference: z.string(),
  fundedOn: z.string(),
  note: z.string(),
  bookedBy: z.string(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FundingRow = z.infer<typeof fundingRowSchema>;
export const fundingsResponseSchema = envelopeSchema(z.object({ rows: z.array(fundingRowSchema) }));
export const fundingBookedResponseSchema = envelopeSchema(fundingRowSchema);

// Write-offs, the books policy, vintage curves and collections efficiency (decision 078).
const writeOffRuleSchema = z.enum(['days_past_due', 'decision']);
/** A written-off loan: what it lost, what has been recovered since and what it still owes. */
export const writeOffRowSchema = z.object({
  orderNo: z.string(),
  writtenOffOn: z.string(),
  rule: writeOffRuleSchema,
  actor: z.string(),
  reason: z.string(),
  principalCents: int(),
  chargesCents: int(),
  lossCents: int(),
  recoveredCents: int(),
  owedCents: int(),
});
export type WriteOffRow = z.infer<typeof writeOffRowSchema>;
/** The newest 500 write-offs with their totals. */
export const writeOffListSchema = z.object({
  rows: z.array(writeOffRowSchema),
  lossCents: int(),
  recoveredCents: int(),
});
export type WriteOffList = z.infer<typeof writeOffListSchema>;
export const writeOffListResponseSchema = envelopeSchema(writeOffListSchema);
/** A loan just written off by finance's decision. */
export const writtenOffResponseSchema = envelopeSchema(
  z.object({
    orderNo: z.string(),
    rule: writeOffRuleSchema,
    reason: z.string(),
    businessDate: z.string(),
    principalCents: int(),
    chargesCents: int(),
  }),
);
export type WrittenOff = z.infer<typeof writtenOffResponseSchema>['data'];

/** Loss rate per ageing bucket, in basis points of principal. */
export const lossRatesSchema = z.object({
  current: int(),
  '1-30': int(),
  '31-60': int(),
  '61-90': int(),
  '91-180': int(),
  '181+': int(),
});
export const booksPolicySavedSchema = z.object({
  version: int(),
  writeOffDays: int(),
  /** Days past due from which new income is held in suspense (decision 135); null is off. */
  nonAccrualDays: int().nullable(),
  lossRates: lossRatesSchema,
});
export type BooksPolicySaved = z.infer<typeof booksPolicySavedSchema>;
export const booksPolicySavedResponseSchema = envelopeSchema(booksPolicySavedSchema);
/** A version of the books policy, with who made it, why and when. */
export const booksPolicyVersionSchema = booksPolicySavedSchema.extend({
  createdBy: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type BooksPolicyVersion = z.infer<typeof booksPolicyVersionSchema>;
/** The policy in force (the newest version) and every version, newest first. */
export const booksPolicyViewSchema = z.object({
  current: booksPolicyVersionSchema.nullable(),
  versions: z.array(booksPolicyVersionSchema),
});
export type BooksPolicyView = z.infer<typeof booksPolicyViewSchema>;
export const booksPolicyResponseSchema = envelopeSchema(booksPolicyViewSchema);

/** Per month of disbursement, the cumulative DPD30+ share of principal (bps) by month on book. */
export const vintageCurveSchema = z.object({
  vintage: z.string(),
  loans: int(),
  disbursedCents: int(),
  dpd30Bps: z.array(int()),
});
export type VintageCurve = z.infer<typeof vintageCurveSchema>;
export const vintagesSchema = z.object({ date: z.string(), curves: z.array(vintageCurveSchema) });
export type Vintages = z.infer<typeof vintagesSchema>;
export const vintagesResponseSchema = envelopeSchema(vintagesSchema);

/** Per month: what fell due, what was collected on it by the month's end and later, as shares (bps). */
export const efficiencyMonthSchema = z.object({
  month: z.string(),
  dueCents: int(),
  collectedCents: int(),
  collectedLateCents: int(),
  efficiencyBps: int(),
  efficiencyToDateBps: int(),
});
export type EfficiencyMonth = z.infer<typeof efficiencyMonthSchema>;
export const efficiencySchema = z.object({ date: z.string(), months: z.array(efficiencyMonthSchema) });
export type Efficiency = z.infer<typeof efficiencySchema>;
export const efficiencyResponseSchema = envelopeSchema(efficiencySchema);
