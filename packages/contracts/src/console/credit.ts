// The answers of the console's credit desk (/api/console/credit, decisions 057, 058, 080): a decision
// beside its application and a reviewer's override, the rule sets (draft, validate, compare, back-test,
// publish), the block list and the risk figures. Each schema names exactly what its handler returns.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { timestampSchema } from '../console.js';
import { CREDIT_BLOCK_KINDS, creditOutcomeSchema, creditRuleSetConfigSchema } from '../credit.js';

const int = () => z.number().int();

// ─── A decision and its overrides ───

/** What the engine read, stored with the decision: no ID number, phone or device id, only what the rules concluded. */
export const creditDecisionInputsSchema = z.object({
  today: z.string(),
  birthDate: z.string().nullable(),
  certifyComplete: z.boolean(),
  /** Null when no ID was given; false when the number does not fit its type. */
  idNumberValid: z.boolean().nullable(),
  openLoan: z.boolean(),
  blocked: z.boolean(),
  duplicateIdNumber: z.boolean(),
  duplicatePhone: z.boolean(),
  duplicateDevice: z.boolean(),
  monthlyIncomePesos: int().nullable(),
  employmentType: z.string().nullable(),
  monthsInJob: int().nullable(),
  pastLoans: z.array(z.object({ settled: z.boolean(), maxDaysPastDue: int() })),
  firstLimitCents: int().nullable(),
  requestedCents: int(),
  productMinCents: int(),
  productMaxCents: int(),
});

/** Every eligibility rule's result and every scorecard attribute's points, as the engine decided them. */
export const creditDecisionResultSchema = z.object({
  outcome: creditOutcomeSchema,
  reasonCategory: z.string().nullable(),
  reapplyOn: z.string().nullable(),
  rules: z.array(
    z.object({ rule: z.string(), passed: z.boolean(), onFail: z.enum(['refer', 'decline']), detail: z.string() }),
  ),
  points: z.array(
    z.object({ attribute: z.string(), value: z.union([z.string(), z.number()]).nullable(), points: int() }),
  ),
  score: int(),
  band: z.string().nullable(),
  limitCents: int(),
  flags: z.array(z.string()),
});
export type CreditDecisionResult = z.infer<typeof creditDecisionResultSchema>;

/** The stored decision; `replayMatches` says whether its inputs under its rule set still give it (null: set gone). */
export const creditDecisionSchema = z.object({
  id: int(),
  orderId: int(),
  userId: int(),
  ruleSetVersion: int(),
  inputs: creditDecisionInputsSchema,
  result: creditDecisionResultSchema,
  outcome: creditOutcomeSchema,
  band: z.string().nullable(),
  score: int(),
  limitCents: int(),
  reasonCategory: z.string().nullable(),
  reapplyOn: z.string().nullable(),
  flagged: z.boolean(),
  decidedAt: z.string(),
  replayMatches: z.boolean().nullable(),
});
export const creditOverrideItemSchema = z.object({
  id: int(),
  decisionId: int(),
  orderId: int(),
  actor: z.string(),
  fromOutcome: z.string(),
  toOutcome: z.string(),
  reason: z.string(),
  at: z.string(),
});
/** An application's decision (null when it had none: decided by a person) and its overrides, oldest first. */
export const creditDecisionExplainedSchema = z.object({
  orderNo: z.string(),
  decision: creditDecisionSchema.nullable(),
  overrides: z.array(creditOverrideItemSchema),
});
export type CreditDecisionExplained = z.infer<typeof creditDecisionExplainedSchema>;
export const creditDecisionExplainedResponseSchema = envelopeSchema(creditDecisionExplainedSchema);
/** The order after an override: its new status code. */
export const creditOverriddenResponseSchema = envelopeSchema(z.object({ orderNo: z.string(), status: int() }));
export type CreditOverridden = z.infer<typeof creditOverriddenResponseSchema>['data'];

// ─── Rule sets ───

/** A version of the rule set: draft, live or retired; published ones are never edited. */
export const creditRuleSetSchema = z.object({
  id: int(),
  version: int(),
  status: z.string(),
  config: creditRuleSetConfigSchema,
  note: z.string(),
  createdBy: z.string(),
  createdAt: timestampSchema,
  publishedBy: z.string().nullable(),
  publishedAt: timestampSchema.nullable(),
});
export type CreditRuleSet = z.input<typeof creditRuleSetSchema>;
/** A configuration's problems (empty: it may be published) and its changes against the live set, in sentences. */
const checkedSchema = z.object({ problems: z.array(z.string()), changes: z.array(z.string()) });
export const creditRuleSetsSchema = checkedSchema.extend({
  live: creditRuleSetSchema.nullable(),
  draft: creditRuleSetSchema.nullable(),
  /** Every version, newest first, without its configuration. */
  history: z.array(creditRuleSetSchema.omit({ config: true })),
});
export const creditRuleSetsResponseSchema = envelopeSchema(creditRuleSetsSchema);
export type CreditRuleSets = z.input<typeof creditRuleSetsSchema>;
export const creditRuleSetResponseSchema = envelopeSchema(creditRuleSetSchema);
export const creditDraftSavedResponseSchema = envelopeSchema(creditRuleSetSchema.extend(checkedSchema.shape));
export type CreditDraftSaved = z.input<typeof creditDraftSavedResponseSchema>['data'];
export const creditDraftDiscardedResponseSchema = envelopeSchema(z.object({ version: int() }));
export type CreditDraftDiscarded = z.infer<typeof creditDraftDiscardedResponseSchema>['data'];
/** The version now live and the one it retired (null when none was live). */
export const creditDraftPublishedResponseSchema = envelopeSchema(
  z.object({ version: int(), retired: int().nullable() }),
);
export type CreditDraftPublished = z.infer<typeof creditDraftPublishedResponseSchema>['data'];
export const creditRuleSetCheckResponseSchema = envelopeSchema(checkedSchema);
export type CreditRuleSetCheck = z.infer<typeof creditRuleSetCheckResponseSchema>['data'];

const outcomeCountsSchema = z.object({ approve: int(), refer: int(), decline: int() });
/** Past applications replayed under the live set and a configuration; nothing is stored. */
export const creditBackTestSchema = z.object({
  liveVersion: int(),
  applications: int(),
  live: outcomeCountsSchema,
  draft: outcomeCountsSchema,
  /** Applications whose outcome the configuration changes, from → to. */
  moved: z.array(z.object({ from: creditOutcomeSchema, to: creditOutcomeSchema, count: int() })),
  /** Per band of the configuration, how the loans it would have made went (days past due, worst). */
  byDraftBand: z.array(
    z.object({
      band: z.string(),
      applications: int(),
      disbursed: int(),
      onTime: int(),
      late: int(),
      running: int(),
      byDaysPastDue: z.object({ '0': int(), '1–7': int(), '8–30': int(), '31+': int() }),
    }),
  ),
});
export type CreditBackTest = z.infer<typeof creditBackTestSchema>;
export const creditBackTestResponseSchema = envelopeSchema(creditBackTestSchema);

// ─── The block list (decision 080): staff read a hint, never the number ───

export const creditBlockEntrySchema = z.object({
  id: int(),
  kind: z.enum(CREDIT_BLOCK_KINDS),
  hint: z.string(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
  removedReason: z.string().nullable(),
});
export type CreditBlockEntry = z.infer<typeof creditBlockEntrySchema>;
export const creditBlockEntryResponseSchema = envelopeSchema(creditBlockEntrySchema);
/** The entries found, and the ID types a number may be typed as. */
export const creditBlockListSchema = z.object({
  entries: z.array(creditBlockEntrySchema),
  idTypes: z.array(z.object({ type: z.string(), name: z.string() })),
});
export type CreditBlockList = z.infer<typeof creditBlockListSchema>;
export const creditBlockListResponseSchema = envelopeSchema(creditBlockListSchema);

// ─── Risk figures ───

/** Loans disbursed in a group (a band or a month), with first-payment defaults and 30+ days past due. */
export const creditRiskRowSchema = z.object({
  key: z.string(),
  disbursed: int(),
  fpd: int(),
  /** Percent to one decimal. */
  fpdPct: z.number(),
  dpd30: int(),
  dpd30Pct: z.number(),
});
export type CreditRiskRow = z.infer<typeof creditRiskRowSchema>;
export const creditFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  summary: z.object({
    applications: int(),
    approved: int(),
    referred: int(),
    declined: int(),
    approvalRatePct: z.number(),
    referralRatePct: z.number(),
    medianDecisionMs: z.number().nullable(),
    p95DecisionMs: z.number().nullable(),
    medianDisbursementMinutes: z.number().nullable(),
  }),
  bands: z.array(creditRiskRowSchema),
  vintages: z.array(creditRiskRowSchema),
});
export type CreditFigures = z.infer<typeof creditFiguresSchema>;
export const creditFiguresResponseSchema = envelopeSchema(creditFiguresSchema);
