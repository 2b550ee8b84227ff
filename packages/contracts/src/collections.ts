// The collections workspace (decision 069): queues by days-past-due bucket, assignment,
// the contact log and promises to pay.
import { z } from 'zod';
import { bigIdSchema, idSchema, numeric } from './common.js';
import { planKindSchema, planStatusSchema } from './hardship-plans.js';

export const dpdBucketSchema = z.enum(['1-7', '8-30', '31-60', '61-90', '90+'], {
  error: 'must be one of 1-7, 8-30, 31-60, 61-90 or 90+',
});
export type DpdBucketName = z.infer<typeof dpdBucketSchema>;

export const collectionsQueueQuerySchema = z.object({ bucket: dpdBucketSchema.optional() });

export const collectionsAssignSchema = z.object({ staffId: idSchema });
export const collectionsAssignByRuleSchema = z.object({ bucket: dpdBucketSchema });

export const contactChannelSchema = z.enum(['call', 'sms', 'email', 'visit'], {
  error: 'must be call, sms, email or visit',
});
export const contactOutcomeSchema = z.enum(
  ['reached', 'no_answer', 'promised', 'refused', 'wrong_number', 'left_message'],
  { error: 'must be one of the listed outcomes' },
);

export const collectionsContactSchema = z.object({
  channel: contactChannelSchema,
  outcome: contactOutcomeSchema,
  notes: z.string().trim().max(1000, 'must be at most 1,000 characters').default(''),
});

export const collectionsPromiseSchema = z.object({
  promisedOn: z
    .string({ error: 'Choose a date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date like 2026-12-31')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      { message: 'Choose a real calendar date' },
    ),
  amountCents: numeric(
    z
      .number({ error: 'must be a number of centavos' })
      .int('must be whole centavos')
      .positive('must be more than zero'),
  ),
});

// ─── Call scripts, roll rates and written consents (decisions 081–082) ───

export const dpdBucketParamsSchema = z.object({ bucket: dpdBucketSchema });

export const collectionsScriptSaveSchema = z.object({
  body: z.string({ error: 'write the script' }).max(4000, 'must be at most 4,000 characters'),
});

export const collectionsRollRatesQuerySchema = z.object({
  periodDays: numeric(
    z
      .number({ error: 'must be a number of days' })
      .int('must be whole days')
      .min(1, 'must be at least 1 day')
      .max(92, 'must be at most 92 days'),
  ).default(30),
  periods: numeric(
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(12, 'must be at most 12'),
  ).default(6),
  /** The last period ends on the latest snapshot on or before this date; the latest of all when omitted. */
  through: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'enter a date like 2026-12-31')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      { message: 'enter a real calendar date' },
    )
    .optional(),
});

export const CONSENT_KIND_NAMES = ['contact_other_hours'] as const;

/** The fields sent with the scanned consent document (a multipart form: fields first, then the image). */
export const collectionsConsentFieldsSchema = z.object({
  kind: z.enum(CONSENT_KIND_NAMES, { error: 'choose what the borrower agreed to' }),
  signerName: z
    .string({ error: 'enter the name as signed' })
    .trim()
    .min(2, 'enter the name as signed')
    .max(200, 'must be at most 200 characters'),
  signedOn: z
    .string({ error: 'enter the date on the document' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'enter a date like 2026-12-31')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      { message: 'enter a real calendar date' },
    ),
});

export const consentParamsSchema = z.object({ orderNo: z.string().min(1).max(40), consentId: bigIdSchema });
export const collectionsConsentRevokeSchema = z.object({
  reason: z
    .string({ error: 'say why the consent ends' })
    .trim()
    .min(3, 'say why the consent ends')
    .max(500, 'must be at most 500 characters'),
});

// ─── The worklist, assignment rules and reports (decision 127) ───

export const ASSIGNMENT_STRATEGY_NAMES = ['round_robin', 'least_loaded'] as const;
export const assignmentStrategySchema = z.enum(ASSIGNMENT_STRATEGY_NAMES, {
  error: 'must be round_robin (in turn) or least_loaded (fewest loans first)',
});

/** A bucket's assignment rule as the admin sets it. */
export const collectionsRuleSaveSchema = z.object({
  strategy: assignmentStrategySchema,
  capacity: numeric(
    z
      .number({ error: 'must be a number of loans' })
      .int('must be whole loans')
      .min(1, 'must be at least 1 loan')
      .max(10_000, 'must be at most 10,000 loans'),
  ).nullable(),
  excludeOpenComplaints: z.boolean({ error: 'must be yes or no' }),
});

export const collectionsContactCapSchema = z.object({
  dailyContactCap: numeric(
    z
      .number({ error: 'must be a number of contacts' })
      .int('must be whole contacts')
      .min(1, 'must be at least 1 contact a day')
      .max(20, 'must be at most 20 contacts a day'),
  ),
});

export const collectorAwaySchema = z.object({ away: z.boolean({ error: 'must be yes or no' }) });
export const collectorParamsSchema = z.object({ staffId: idSchema });

export const REPORT_NAMES = [
  'cure-rates',
  'promises-by-collector',
  'promises-by-bucket',
  'recoveries',
  'plan-roll-rates',
] as const;
export const collectionsReportsQuerySchema = z.object({
  months: numeric(
    z
      .number({ error: 'must be a number of months' })
      .int('must be whole months')
      .min(1, 'must be at least 1 month')
      .max(24, 'must be at most 24 months'),
  ).default(6),
});
export const collectionsReportCsvQuerySchema = collectionsReportsQuerySchema.extend({
  report: z.enum(REPORT_NAMES, {
    error: 'must be cure-rates, promises-by-collector, promises-by-bucket, recoveries or plan-roll-rates',
  }),
});

/** The Plans tab (decision 141): every hardship plan the viewer may see, narrowed by status and kind. */
export const collectionsPlansQuerySchema = z.object({
  status: planStatusSchema.optional(),
  kind: planKindSchema.optional(),
});
