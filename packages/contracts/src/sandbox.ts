// Sandbox-only helpers for /testPreview and tests; the server answers 404 in production mode.
import { z } from 'zod';
import { envelopeSchema } from './common.js';
import { sessionSchema } from './auth.js';

export const smsMessageSchema = z.object({
  id: z.string(),
  phone: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;
export const smsOutboxResponseSchema = envelopeSchema(z.object({ items: z.array(smsMessageSchema) }));
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;

export const previewSessionSchema = sessionSchema.extend({
  mobilePhone: z.string(),
  deviceId: z.string(),
  merchantNumber: z.string(),
  productId: z.string(),
});
export type PreviewSession = z.infer<typeof previewSessionSchema>;
export const previewSessionResponseSchema = envelopeSchema(previewSessionSchema);
