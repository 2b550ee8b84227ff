// The answers of the collections workspace (/api/console/collections, decisions 069, 081, 082): the queue
// by days-past-due bucket, a loan's page, contacts, promises, assignment, the supervisor's figures, call
// scripts, roll rates and written consents. Each schema names exactly what its handler returns.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { assignmentStrategySchema, CONSENT_KIND_NAMES, dpdBucketSchema } from '../collections.js';
import { planKindSchema, planStatusSchema } from '../hardship-plans.js';

const int = () => z.number().int();

/** Why a collector may contact the borrower now: within the hours, over 60 days past due, or written consent. */
export const contactGroundSchema = z.enum(['within_hours', 'over_60_days', 'written_consent']);
export type ContactGround = z.infer<typeof contactGroundSchema>;
export const promiseStatusSchema = z.enum(['open', 'kept', 'broken']);

/** An overdue loan in the queue, with the collector it is assigned to (null: nobody yet). */
export const collectionQueueItemSchema = z.object({
  orderNo: z.string(),
  daysPastDue: int(),
  bucket: dpdBucketSchema,
  status: int(),
  principalCents: int(),
  outstandingCents: int(),
  phone: z.string(),
  collectorId: int().nullable(),
  collectorName: z.string().nullable(),
});
export type CollectionQueueItem = z.infer<typeof collectionQueueItemSchema>;
export const collectionQueueSchema = z.object({ items: z.array(collectionQueueItemSchema) });
export type CollectionQueue = z.infer<typeof collectionQueueSchema>;
export const collectionQueueResponseSchema = envelopeSchema(collectionQueueSchema);

/** A borrower's written consent to be contacted at other hours; the document is a short-lived link. */
export const collectionConsentSchema = z.object({
  id: int(),
  kind: z.enum(CONSENT_KIND_NAMES),
  signerName: z.string(),
  signedOn: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** The loan the consent was recorded on: it holds for every loan of the borrower. */
  recordedOnLoan: z.string(),
  documentUrl: z.string(),
});
export type CollectionConsent = z.infer<typeof collectionConsentSchema>;

/** A loan as the collector works it: the order, the references, its history, payments, contacts and promises. */
export const collectionLoanSchema = z.object({
  order: z.object({
    orderNo: z.string(),
    status: int(),
    daysPastDue: int(),
    principalCents: int(),
    outstandingCents: int(),
    disbursedOn: z.string().nullable(),
    phone: z.string(),
    collectorId: int().nullable(),
    collectorName: z.string().nullable(),
    borrowerName: z.string().nullable(),
    /** Null once the loan is no longer past due. */
    bucket: dpdBucketSchema.nullable(),
  }),
  /** Only the references the borrower named, never the phone's contact list. */
  references: z.array(z.object({ name: z.string(), relation: z.string(), mobile: z.string() })),
  history: z.array(
    z.object({
      fromStatus: int().nullable(),
      toStatus: int(),
      businessDate: z.string(),
      reason: z.string(),
      at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      receiptNo: z.string(),
      amountCents: int(),
      paidOn: z.string(),
      method: z.string(),
      reversed: z.boolean(),
    }),
  ),
  contacts: z.array(
    z.object({
      id: int(),
      channel: z.string(),
      outcome: z.string(),
      notes: z.string(),
      daysPastDue: int(),
      at: z.string(),
      staffName: z.string(),
    }),
  ),
  promises: z.array(
    z.object({
      id: int(),
      promisedOn: z.string(),
      madeOn: z.string(),
      amountCents: int(),
      status: promiseStatusSchema,
      staffName: z.string(),
    }),
  ),
  contactAllowedNow: z.boolean(),
  contactGround: contactGroundSchema.nullable(),
  consents: z.array(collectionConsentSchema),
  /** The bucket's call script in force, filled in for this loan (null when the loan is not past due). */
  script: z.object({ bucket: dpdBucketSchema, version: int(), text: z.string() }).nullable(),
});
export type CollectionLoan = z.infer<typeof collectionLoanSchema>;
export const collectionLoanResponseSchema = envelopeSchema(collectionLoanSchema);

/** A contact logged, with the ground on which it was allowed. */
export const collectionContactLoggedResponseSchema = envelopeSchema(
  z.object({ id: int(), ground: contactGroundSchema }),
);
export type CollectionContactLogged = z.infer<typeof collectionContactLoggedResponseSchema>['data'];
export const collectionPromiseRecordedResponseSchema = envelopeSchema(
  z.object({ id: int(), status: z.literal('open') }),
);
export type CollectionPromiseRecorded = z.infer<typeof collectionPromiseRecordedResponseSchema>['data'];
export const collectionAssignedResponseSchema = envelopeSchema(
  z.object({ orderNo: z.string(), collectorId: int(), collectorName: z.string() }),
);
export type CollectionAssigned = z.infer<typeof collectionAssignedResponseSchema>['data'];
/** How many unassigned loans of the bucket were dealt, among how many active collectors. */
export const collectionAssignedByRuleResponseSchema = envelopeSchema(z.object({ assigned: int(), collectors: int() }));
export type CollectionAssignedByRule = z.infer<typeof collectionAssignedByRuleResponseSchema>['data'];

export const collectorSchema = z.object({ id: int(), name: z.string(), email: z.string() });
export type Collector = z.infer<typeof collectorSchema>;
export const collectorsResponseSchema = envelopeSchema(z.object({ items: z.array(collectorSchema) }));

/** The supervisor's figures: accounts and amounts per bucket, promises, and collected per collector. */
export const collectionFiguresSchema = z.object({
  buckets: z.array(z.object({ bucket: dpdBucketSchema, accounts: int(), outstandingCents: int(), unassigned: int() })),
  promises: z.object({ open: int(), kept: int(), broken: int() }),
  collectors: z.array(z.object({ id: int(), name: z.string(), accounts: int(), collectedCents: int() })),
});
export type CollectionFigures = z.infer<typeof collectionFiguresSchema>;
export const collectionFiguresResponseSchema = envelopeSchema(collectionFiguresSchema);

// ─── Written consents (decision 082) ───

export const collectionConsentRecordedResponseSchema = envelopeSchema(
  z.object({ id: int(), kind: z.enum(CONSENT_KIND_NAMES), signedOn: z.string() }),
);
export type CollectionConsentRecorded = z.infer<typeof collectionConsentRecordedResponseSchema>['data'];
export const collectionConsentRevokedResponseSchema = envelopeSchema(z.object({ id: int(), revoked: z.literal(true) }));
export type CollectionConsentRevoked = z.infer<typeof collectionConsentRevokedResponseSchema>['data'];

// ─── Call scripts (decision 081) ───

/** A bucket's script in force: the highest approved version, or the built-in words (version 0, no time). */
export const callScriptSchema = z.object({
  bucket: dpdBucketSchema,
  version: int(),
  body: z.string(),
  actor: z.string(),
  at: z.string().nullable(),
});
export type CallScript = z.infer<typeof callScriptSchema>;
/** Every bucket's script, the variables a script may use and sample values for a preview. */
export const callScriptsSchema = z.object({
  items: z.array(callScriptSchema),
  variables: z.array(z.string()),
  sample: z.record(z.string(), z.string()),
});
export type CallScripts = z.infer<typeof callScriptsSchema>;
export const callScriptsResponseSchema = envelopeSchema(callScriptsSchema);
export const callScriptVersionSchema = z.object({
  version: int(),
  title: z.string(),
  body: z.string(),
  actor: z.string(),
  at: z.string(),
});
export type CallScriptVersion = z.infer<typeof callScriptVersionSchema>;
export const callScriptVersionsResponseSchema = envelopeSchema(z.object({ items: z.array(callScriptVersionSchema) }));
/** A script filled with the sample values, or the problem that keeps it from being saved (text empty). */
export const callScriptPreviewResponseSchema = envelopeSchema(
  z.object({ problem: z.string().nullable(), text: z.string() }),
);
export type CallScriptPreview = z.infer<typeof callScriptPreviewResponseSchema>['data'];
export const callScriptSavedResponseSchema = envelopeSchema(z.object({ bucket: dpdBucketSchema, version: int() }));
export type CallScriptSaved = z.infer<typeof callScriptSavedResponseSchema>['data'];

// ─── Roll rates (decision 081) ───

/** Where a loan stands in a snapshot: current or a days-past-due bucket; at a period's end it may have closed. */
export const ROLL_FROM_STATE_NAMES = ['current', '1-7', '8-30', '31-60', '61-90', '90+'] as const;
export const ROLL_TO_STATE_NAMES = [...ROLL_FROM_STATE_NAMES, 'closed'] as const;
export type RollToState = (typeof ROLL_TO_STATE_NAMES)[number];
const rollCellSchema = z.object({ accounts: int(), amountCents: int(), shareBps: int() });
export type RollCell = z.infer<typeof rollCellSchema>;
/** Of the loans in `from` at the period's start, how many (and how much) were in each state at its end. */
export const rollRowSchema = z.object({
  from: z.enum(ROLL_FROM_STATE_NAMES),
  accounts: int(),
  amountCents: int(),
  to: z.object({
    current: rollCellSchema,
    '1-7': rollCellSchema,
    '8-30': rollCellSchema,
    '31-60': rollCellSchema,
    '61-90': rollCellSchema,
    '90+': rollCellSchema,
    closed: rollCellSchema,
  }),
  /** Share of the row's accounts that ended in a later bucket. */
  rollForwardBps: int(),
  /** Share that ended current or closed (cured or paid off). */
  curedBps: int(),
});
export type RollRow = z.infer<typeof rollRowSchema>;
/** One matrix per period, ending at the latest snapshot (lastDate null: no snapshot yet). */
export const rollRatesSchema = z.object({
  periods: z.array(z.object({ fromDate: z.string(), toDate: z.string(), rows: z.array(rollRowSchema) })),
  lastDate: z.string().nullable(),
});
export type RollRates = z.infer<typeof rollRatesSchema>;
export const rollRatesResponseSchema = envelopeSchema(rollRatesSchema);

// ─── The worklist, assignment rules and reports (decision 127) ───

/** A row of "My worklist": the borrower's name (never the phone), what is due and what to do next. */
export const collectionWorklistItemSchema = z.object({
  orderNo: z.string(),
  borrowerName: z.string(),
  daysPastDue: int(),
  bucket: dpdBucketSchema,
  amountDueCents: int(),
  outstandingCents: int(),
  lastContact: z.object({ at: z.string(), channel: z.string(), outcome: z.string() }).nullable(),
  promise: z
    .object({ status: promiseStatusSchema, promisedOn: z.string(), amountCents: int(), text: z.string() })
    .nullable(),
  brokenPromises: int(),
  nextAction: z.string(),
  contactAllowedNow: z.boolean(),
  /** Why contact is not allowed now, in words; null when it is. */
  contactBlockedReason: z.string().nullable(),
  /** The priority score (decision 127); the list comes sorted by it. */
  priority: int(),
});
export type CollectionWorklistItem = z.infer<typeof collectionWorklistItemSchema>;
export const collectionWorklistSchema = z.object({
  items: z.array(collectionWorklistItemSchema),
  dailyContactCap: int(),
});
export type CollectionWorklist = z.infer<typeof collectionWorklistSchema>;
export const collectionWorklistResponseSchema = envelopeSchema(collectionWorklistSchema);

export const assignmentRuleSchema = z.object({
  bucket: dpdBucketSchema,
  strategy: assignmentStrategySchema,
  capacity: int().nullable(),
  excludeOpenComplaints: z.boolean(),
});
export type AssignmentRuleView = z.infer<typeof assignmentRuleSchema>;
export const collectionSettingsSchema = z.object({
  rules: z.array(assignmentRuleSchema),
  dailyContactCap: int(),
  collectors: z.array(z.object({ id: int(), name: z.string(), away: z.boolean(), loans: int() })),
});
export type CollectionSettings = z.infer<typeof collectionSettingsSchema>;
export const collectionSettingsResponseSchema = envelopeSchema(collectionSettingsSchema);
export const assignmentRuleSavedResponseSchema = envelopeSchema(assignmentRuleSchema);
export const contactCapSavedResponseSchema = envelopeSchema(z.object({ dailyContactCap: int() }));
export const collectorAwaySavedResponseSchema = envelopeSchema(z.object({ staffId: int(), away: z.boolean() }));
export const autoAssignedResponseSchema = envelopeSchema(z.object({ assigned: int() }));

/** Rates are basis points (null: nothing to divide by); amounts centavos. */
export const collectionReportsSchema = z.object({
  from: z.string(),
  cureRates: z.array(
    z.object({ action: z.string(), bucket: z.string(), actions: int(), cured: int(), cureRateBps: int().nullable() }),
  ),
  promisesByCollector: z.array(
    z.object({ month: z.string(), by: z.string(), kept: int(), broken: int(), keptRateBps: int().nullable() }),
  ),
  promisesByBucket: z.array(
    z.object({ month: z.string(), by: z.string(), kept: int(), broken: int(), keptRateBps: int().nullable() }),
  ),
  recoveries: z.array(z.object({ month: z.string(), bucket: z.string(), receipts: int(), amountCents: int() })),
  /** Month by month, the roll rate of loans under a plan in force against loans with none (decision 141). */
  planRollRates: z.array(
    z.object({
      month: z.string(),
      fromDate: z.string(),
      toDate: z.string(),
      rows: z.array(
        z.object({
          from: z.enum(ROLL_FROM_STATE_NAMES),
          group: z.enum(['plan', 'none']),
          accounts: int(),
          rolled: int(),
          rollRateBps: int().nullable(),
        }),
      ),
    }),
  ),
});
export type CollectionReports = z.infer<typeof collectionReportsSchema>;
export const collectionReportsResponseSchema = envelopeSchema(collectionReportsSchema);

// ─── The Plans tab (decision 141) ───

/** A hardship plan as the Plans tab lists it: who, what, how much in centavos, and the next date. */
export const collectionPlanItemSchema = z.object({
  id: int(),
  orderNo: z.string(),
  /** The borrower's KYC name; null when they gave none. */
  borrowerName: z.string().nullable(),
  kind: planKindSchema,
  status: planStatusSchema,
  /** Who offered it, in words: the staff member's name, or "The borrower, in the app". */
  offeredBy: z.string(),
  offeredOn: z.string(),
  /** Each new installment's amount (a settlement: its one payment). */
  installmentAmountsCents: z.array(int()),
  totalToPayCents: int(),
  /** What a settlement is paid off with; null for the other kinds. */
  settlementCents: int().nullable(),
  /** The next date that matters: the first payment, the next one owed, or the settlement's pay-by date. */
  nextOn: z.string().nullable(),
  endedOn: z.string().nullable(),
});
export type CollectionPlanItem = z.infer<typeof collectionPlanItemSchema>;
export const collectionPlansSchema = z.object({ items: z.array(collectionPlanItemSchema) });
export type CollectionPlans = z.infer<typeof collectionPlansSchema>;
export const collectionPlansResponseSchema = envelopeSchema(collectionPlansSchema);
