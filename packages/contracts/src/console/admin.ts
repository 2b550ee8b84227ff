// The answers of the operator CLI's admin API (/api/admin) that the console's schemas do not already
// describe: the complaints as stored, and a sandbox payment posted through the engine. The order explained
// is console/orders.ts's adminOrderDetailResponseSchema.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { timestampSchema } from '../console.js';
import { balanceByBucketSchema } from './desk.js';

const int = () => z.number().int();

/** A complaint's row as stored: image keys, not links; status submitted, in_progress, answered or rated. */
export const adminComplaintRecordSchema = z.object({
  id: int(),
  userId: int(),
  orderNo: z.string().nullable(),
  problemType: int(),
  problemSonType: int().nullable(),
  detail: z.string(),
  imageKeys: z.array(z.string()),
  status: z.string(),
  disposeDetail: z.string(),
  disposeImageKeys: z.array(z.string()),
  score: int().nullable(),
  createdAt: timestampSchema,
  startedAt: timestampSchema.nullable(),
  answeredAt: timestampSchema.nullable(),
  ratedAt: timestampSchema.nullable(),
  ownerStaffId: int().nullable(),
});
export type AdminComplaintRecord = z.input<typeof adminComplaintRecordSchema>;
export const adminComplaintListResponseSchema = envelopeSchema(
  z.object({ items: z.array(adminComplaintRecordSchema) }),
);

/**
 * A payment posted: the order's status and what is still owed per bucket. A reference already posted
 * answers duplicate true, with neither valueDate nor adjustedDays (nothing was posted this time).
 */
export const adminPaymentPostedSchema = z.object({
  orderNo: z.string(),
  status: int(),
  duplicate: z.boolean(),
  /** The payment's value date: the day it counts from. */
  valueDate: z.string().optional(),
  /** Days the close of business recomputed because the payment counts from an earlier day. */
  adjustedDays: int().optional(),
  byBucket: balanceByBucketSchema,
});
export type AdminPaymentPosted = z.infer<typeof adminPaymentPostedSchema>;
export const adminPaymentPostedResponseSchema = envelopeSchema(adminPaymentPostedSchema);
