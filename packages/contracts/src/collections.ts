// The collections workspace (issue 18, decision 069): queues by days-past-due bucket, assignment,
// the contact log and promises to pay.
import { z } from 'zod';
import { idSchema, numeric } from './common.js';

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
