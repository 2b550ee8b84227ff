// Promotion landing (spec sections 3 and 7): channel templates, funnel tracking, the image captcha,
// the registration SMS code and the registration itself. Paths live under /api/v2/h5 (docs/routes.md).
import { z } from 'zod';
import { envelopeSchema, idSchema, optionalIdSchema } from './common.js';
import { PROMOTION_LIMITS } from './constants.js';

export const PROMOTION_API_PREFIX = '/api/v2/h5';

const attr = (max = 64) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

export const channelTemplateQuerySchema = z.looseObject({ templateId: idSchema });
export const channelTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  headline: z.string(),
  subtitle: z.string(),
  productName: z.string(),
  downloadUrl: z.string(),
  /** The merchant's mobile rule as a RegExp source (decision 021). */
  mobilePattern: z.string(),
  /** 'en' when a Filipino reader gets the headline and subtitle in English: none was written (decision 132). */
  lang: z.literal('en').optional(),
});
export type ChannelTemplate = z.infer<typeof channelTemplateSchema>;
export const channelTemplateResponseSchema = envelopeSchema(channelTemplateSchema);

/** track-visit and track-click: page_id is the template id; click also carries the phone typed. */
export const trackQuerySchema = z.looseObject({
  page_id: idSchema,
  user_from: attr(),
  client_type: attr(32),
  page_type: attr(32),
  utm_tag: attr(128),
  app_from: attr(),
  phone: attr(20),
});
export type TrackQuery = z.input<typeof trackQuerySchema>;
export const trackResponseSchema = envelopeSchema(z.null());

export const getSidResponseSchema = envelopeSchema(z.object({ sid: z.string() }));
export const captchaQuerySchema = z.looseObject({
  sid: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a captcha id'),
  t: z.string().max(20).optional(),
});

const phoneField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(20, 'enter the correct mobile number');
const capcodeField = z
  .string({ error: 'is required' })
  .trim()
  .length(
    PROMOTION_LIMITS.captchaLength,
    `enter the ${PROMOTION_LIMITS.captchaLength} characters shown in the picture`,
  );
const sidField = z
  .string({ error: 'is required' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'refresh the picture and try again');

export const getSmsRequestSchema = z.object({
  phone: phoneField,
  capcode: capcodeField,
  sid: sidField,
  deviceId: attr(128),
  appName: attr(),
  app_from: attr(),
  user_from: attr(),
  utm_tag: attr(128),
  /** The template, so the funnel can count codes sent per page (our addition to the spec's payload). */
  id: optionalIdSchema,
});
export type GetSmsRequest = z.input<typeof getSmsRequestSchema>;
export const getSmsResponseSchema = envelopeSchema(z.object({ resendAfterSeconds: z.number().int() }));

export const registerRequestSchema = getSmsRequestSchema.extend({
  smsCode: z
    .string({ error: 'is required' })
    .trim()
    .regex(new RegExp(`^\\d{${PROMOTION_LIMITS.smsCodeLength}}$`), 'enter the correct verification code'),
  merchantNumber: attr(),
  userName: attr(80),
  invite_code: attr(32),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = envelopeSchema(
  z.object({ downloadUrl: z.string(), templateId: z.number().int().nullable() }),
);

/** The operator's funnel: visits → clicks → codes sent → registrations, per template. */
export const funnelQuerySchema = z.object({ templateId: optionalIdSchema });
export const funnelRowSchema = z.object({
  templateId: z.number().int(),
  name: z.string(),
  visits: z.number().int(),
  clicks: z.number().int(),
  codesSent: z.number().int(),
  registrations: z.number().int(),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;
export const funnelResponseSchema = envelopeSchema(z.object({ items: z.array(funnelRowSchema) }));
