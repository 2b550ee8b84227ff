// Credit decisions (decision 057): the rule set a risk team edits in the console, the
// decision stored with every application, and the borrower's answer when declined.
import { z } from 'zod';
import { bigIdSchema, numeric } from './common.js';

const points = z.number({ error: 'must be a whole number of points' }).int('must be whole points').min(-1000).max(1000);

/** Points for a value at or above `from` (the highest `from` that fits wins). */
export const scoreBinSchema = z.object({
  from: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(100_000_000),
  points,
});
const binnedSchema = z.object({ bins: z.array(scoreBinSchema).min(1).max(20), missingPoints: points });

export const CREDIT_OUTCOMES = ['approve', 'refer', 'decline'] as const;
export const creditOutcomeSchema = z.enum(CREDIT_OUTCOMES);
export type CreditOutcome = z.infer<typeof creditOutcomeSchema>;
export { CREDIT_ATTRIBUTE_WORDS, CREDIT_OUTCOME_WORDS } from './credit-words.js';

/** What a failed eligibility rule does when it is not a hard decline. */
const failSchema = z.enum(['refer', 'decline']);

export const creditRuleSetConfigSchema = z.object({
  eligibility: z.object({
    minAgeYears: z.number().int().min(18, 'must be 18 or more').max(100),
    maxAgeYears: z.number().int().min(18).max(100),
    onIncompleteCertify: failSchema,
    onDuplicateDevice: failSchema,
  }),
  /** Days from the decision until a declined borrower may apply again, by reason category. */
  reapplyAfterDays: z.object({
    eligibility: z.number().int().min(0).max(365),
    identity: z.number().int().min(0).max(365),
    credit: z.number().int().min(0).max(365),
  }),
  scorecard: z.object({
    monthlyIncomePesos: binnedSchema,
    employmentType: z.object({ points: z.record(z.string().max(40), points), missingPoints: points }),
    monthsInJob: binnedSchema,
    ageYears: binnedSchema,
    loansRepaidOnTime: binnedSchema,
    maxDaysPastDue: binnedSchema,
  }),
  /** Score bands, any order; a score below every band's minimum is declined. */
  bands: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'is required').max(20),
        minScore: z.number({ error: 'must be a number' }).int('must be whole points').min(-10_000).max(10_000),
        outcome: creditOutcomeSchema,
        firstLimitCents: z.number().int().min(0).max(100_000_000),
      }),
    )
    .min(1, 'needs at least one band')
    .max(10),
  limits: z.object({
    stepCents: z.number().int().min(0).max(100_000_000),
    onLate: z.enum(['freeze', 'lower']),
    lowerCents: z.number().int().min(0).max(100_000_000),
  }),
});
export type CreditRuleSetConfig = z.infer<typeof creditRuleSetConfigSchema>;

export const creditDraftSaveSchema = z.object({
  config: creditRuleSetConfigSchema,
  note: z.string().trim().max(500).default(''),
});
export const creditVersionParamsSchema = z.object({
  version: numeric(z.number({ error: 'must be a number' }).int().positive()),
});
export const creditOverrideSchema = z.object({
  outcome: z.enum(['approve', 'decline']),
  reason: z.string().trim().min(1, 'is required').max(500),
});
export const creditFiguresQuerySchema = z.object({
  from: z.iso.date({ error: 'must be a date like 2026-01-31' }).optional(),
  to: z.iso.date({ error: 'must be a date like 2026-01-31' }).optional(),
});
export const CREDIT_FIGURE_TABLES = ['summary', 'bands', 'vintages'] as const;
export const creditFiguresCsvParamsSchema = z.object({ table: z.enum(CREDIT_FIGURE_TABLES) });

/** The reason category a declined borrower reads; never the score. */
export const CREDIT_REASONS = ['eligibility', 'identity', 'credit'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** The borrower's view of a decided application (order details, host orders). */
export const creditAnswerSchema = z.object({
  outcome: creditOutcomeSchema,
  reasonCategory: z.enum(CREDIT_REASONS).nullable(),
  reapplyOn: z.string().nullable(),
  /** The category a reviewer filed the rejection under, in the lender's words (decision 138). */
  reviewCategory: z.string().nullable().optional(),
  /** 'en' when a Filipino reader is shown the category in English: no Filipino was set (decision 132). */
  reviewCategoryLang: z.literal('en').optional(),
});
export type CreditAnswer = z.infer<typeof creditAnswerSchema>;

/** The borrower's credit on the host home: their limit (null when they cannot borrow now) and a decline's wait. */
export const borrowerCreditSchema = z.object({
  limitCents: z.number().int().nullable(),
  wait: z
    .object({
      reasonCategory: z.enum(CREDIT_REASONS),
      reapplyOn: z.string(),
      /** A reviewer's rejection: the category they filed it under, in the lender's words (decision 138). */
      reviewCategory: z.string().nullable().optional(),
      /** 'en' when a Filipino reader is shown the category in English: no Filipino was set (decision 132). */
      reviewCategoryLang: z.literal('en').optional(),
    })
    .nullable(),
});
export type BorrowerCredit = z.infer<typeof borrowerCreditSchema>;

/** The block list desk (decision 080): numbers are typed in a body, never a URL; staff read hints. */
export const CREDIT_BLOCK_KINDS = ['phone', 'id'] as const;
export const creditBlockAddSchema = z.object({
  kind: z.enum(CREDIT_BLOCK_KINDS),
  idType: z.string().trim().max(20).optional(),
  number: z.string().trim().min(1, 'is required').max(40),
  reason: z.string().trim().min(3, 'must say why, in a few words').max(500),
});
export const creditBlockRemoveSchema = z.object({
  reason: z.string().trim().min(3, 'must say why, in a few words').max(500),
});
export const creditBlockSearchSchema = z.object({
  query: z.string().trim().max(100).default(''),
  includeRemoved: z.boolean().default(false),
});
export const creditBlockParamsSchema = z.object({ id: bigIdSchema });
