// Customer service contact details (spec: POST v3/personal-center/contact-kf-info, overall=30).
import { z } from 'zod';
import { envelopeSchema, optionalNumeric } from './common.js';

export { CONTACT_INFO_OVERALL } from './constants.js';

export const contactInfoRequestSchema = z.object({
  overall: optionalNumeric(z.number({ error: 'must be a number' }).int()),
});
export type ContactInfoRequest = z.input<typeof contactInfoRequestSchema>;

export const contactInfoSchema = z.object({
  email: z.string(),
  /** The online-service messaging account (the spec's smWa). */
  smWa: z.string(),
  telephone: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export const contactInfoResponseSchema = envelopeSchema(contactInfoSchema);
export type ContactInfoResponse = z.infer<typeof contactInfoResponseSchema>;
