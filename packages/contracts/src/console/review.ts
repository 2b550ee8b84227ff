// Loan review triage (decision 109): the queue with each application's age against the review SLA, its credit
// band and score and who has claimed it; claiming and assigning; the SLA and rejection categories admins set;
// a rejection filed under a category.
import { z } from 'zod';
import { envelopeSchema, idSchema, numeric } from '../common.js';
import { reviewItemSchema } from '../console.js';

const int = () => z.number().int();

/**
 * Who has an application: a reviewer's id and name, when (ISO timestamp), and when the claim lapses unless the
 * application is decided (the review SLA after it was made, decision 113).
 */
export const reviewClaimSchema = z.object({
  staffId: int(),
  staffName: z.string(),
  claimedAt: z.string(),
  expiresAt: z.string(),
});
export type ReviewClaim = z.infer<typeof reviewClaimSchema>;

/** An application in the reviewer's queue. */
export const reviewQueueItemSchema = reviewItemSchema.extend({
  /** When the borrower submitted it (ISO timestamp), on the business clock (the sandbox's set date). */
  submittedAt: z.string(),
  /** Whole hours it has waited, on the business clock. */
  ageHours: int(),
  pastSla: z.boolean(),
  /** The credit decision's band (A, B, …), or null when the scorecard gave none. */
  band: z.string().nullable(),
  score: int().nullable(),
  claim: reviewClaimSchema.nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewSettingsSchema = z.object({
  slaHours: int(),
  rejectionCategories: z.array(z.string()),
  /** Each category as a Filipino borrower reads it; one missing is shown in English (decision 132). */
  rejectionCategoriesFil: z.record(z.string(), z.string()),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const reviewQueueResponseSchema = envelopeSchema(
  z.object({ items: z.array(reviewQueueItemSchema), settings: reviewSettingsSchema }),
);
export type ReviewQueue = z.infer<typeof reviewQueueResponseSchema>['data'];

/** An admin's save of the SLA (hours, up to 90 days) and the rejection categories. */
export const reviewSettingsSaveSchema = z.object({
  slaHours: numeric(int().min(1, 'must be at least 1 hour').max(2160, 'must be at most 2160 hours (90 days)')),
  rejectionCategories: z.array(z.string().trim().max(60, 'must be at most 60 characters')).min(1).max(20),
  rejectionCategoriesFil: z.record(z.string(), z.string().trim().max(60, 'must be at most 60 characters')).default({}),
});
export const reviewSettingsResponseSchema = envelopeSchema(reviewSettingsSchema);

/** Assigning an application to a reviewer (by their staff id). */
export const reviewAssignSchema = z.object({ staffId: idSchema });

export const reviewClaimResultSchema = z.object({ orderNo: z.string(), claim: reviewClaimSchema });
export const reviewClaimResponseSchema = envelopeSchema(reviewClaimResultSchema);
/** A claim given up by its holder or an admin (decision 113): the application is back in the open queue. */
export const reviewReleaseResponseSchema = envelopeSchema(z.object({ orderNo: z.string(), released: z.literal(true) }));

/** Staff by id and name: the reviewers an application may be assigned to, or everyone whose name staff read. */
export const staffNameSchema = z.object({ id: int(), name: z.string() });
export type StaffName = z.infer<typeof staffNameSchema>;
export const staffNamesResponseSchema = envelopeSchema(z.object({ items: z.array(staffNameSchema) }));

/** A rejection: the category (one of the configured list) and the reviewer's own words. */
export const consoleRejectionSchema = z.object({
  category: z.string().trim().min(1, 'is required').max(60),
  reason: z.string().trim().min(1, 'is required').max(500),
});
