// Borrower login by SMS one-time code: the calls a native host makes before it opens the webview.
import { z } from 'zod';
import { envelopeSchema, phMobileSchema } from './common.js';

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

export const sendLoginCodeRequestSchema = z.object({ phone: phMobileSchema });
export type SendLoginCodeRequest = z.input<typeof sendLoginCodeRequestSchema>;
export const sendLoginCodeResponseSchema = envelopeSchema(
  z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
);
export type SendLoginCodeResponse = z.infer<typeof sendLoginCodeResponseSchema>;

export const loginRequestSchema = z.object({
  phone: phMobileSchema,
  code: z
    .string({ error: 'is required' })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`),
  deviceId: z.string().trim().max(128).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionSchema = z.object({
  userId: z.string(),
  sessionId: z.string(),
  expiresAt: z.string(),
  /** The session also ends after this long unused (SESSION_IDLE_HOURS). */
  idleTimeoutSeconds: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;
export const loginResponseSchema = envelopeSchema(sessionSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = envelopeSchema(z.null());

/** POST /api/auth/logout-all: ends every session of the signed-in borrower, this one included. */
export const logoutAllResponseSchema = envelopeSchema(z.null());
