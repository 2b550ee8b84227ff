// SMS one-time codes for any purpose (login, promotion registration): one place holds the rules of
// docs/decisions/003 — 6 digits from a secure source, HMAC-stored, 5 minutes, 5 guesses, single use,
// a resend after 60 s and at most 5 an hour per phone.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { canSendCode, formatOtp, OTP_POLICY } from '../domain/otp-policy.js';
import { invalid, tooMany } from '../lib/errors.js';
import { constantTimeEqual, hmac } from '../lib/secrets.js';
import type { OtpPurpose } from '../repositories/otp-repository.js';

type Deps = Pick<FastifyInstance, 'otpRepository' | 'smsGateway' | 'clock' | 'secrets'>;

const codeHash = (app: Deps, purpose: OtpPurpose, phone: string, code: string) =>
  hmac(app.secrets.appSecret, `${purpose}:${phone}:${code}`);

/** Sends a new code unless the phone is within the resend wait or over the hourly limit. */
export async function issueOneTimeCode(
  app: Deps,
  merchantId: number,
  phone: string,
  purpose: OtpPurpose,
  message: (code: string) => string,
) {
  const now = app.clock.now();
  const code = formatOtp(randomInt(0, 10 ** OTP_POLICY.length));
  // Check and count under one lock per phone, so a burst cannot send more than the rules allow.
  await app.otpRepository.underPhoneLock(merchantId, phone, purpose, async (tx) => {
    const recent = await app.otpRepository.recentCreatedAt(
      merchantId,
      phone,
      purpose,
      new Date(now.getTime() - 3_600_000),
      tx,
    );
    const decision = canSendCode(now, recent);
    if (!decision.allowed) {
      throw tooMany(
        decision.reason === 'resend-too-soon'
          ? `Please do not resend the code yet; try again in ${decision.retryAfterSeconds} s.`
          : `Too many codes requested; try again in ${Math.ceil(decision.retryAfterSeconds / 60)} min.`,
        decision.retryAfterSeconds,
        decision.reason === 'resend-too-soon' ? 'code-resend-too-soon' : 'code-too-many-requested',
      );
    }
    await app.otpRepository.insert(
      {
        merchantId,
        phone,
        purpose,
        codeHash: codeHash(app, purpose, phone, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlSeconds * 1000),
      },
      tx,
    );
  });
  await app.smsGateway.send(phone, message(code));
  return { resendAfterSeconds: OTP_POLICY.resendAfterSeconds, expiresInSeconds: OTP_POLICY.ttlSeconds };
}

/**
 * Checks and consumes the phone's live code. Each check is counted before the comparison, in the
 * same statement that finds the code, so at most five guesses are ever compared (decision 031).
 */
export async function redeemOneTimeCode(
  app: Deps,
  merchantId: number,
  phone: string,
  purpose: OtpPurpose,
  code: string,
  field = 'code',
) {
  const now = app.clock.now();
  const claimed = await app.otpRepository.claimAttempt(merchantId, phone, purpose, now, OTP_POLICY.maxAttempts);
  if (!claimed)
    throw invalid(field, 'the code has expired; please request a new one', {
      sentence: 'The SMS code has expired. Please request a new one.',
      reason: 'code-expired',
    });
  if (!constantTimeEqual(claimed.codeHash, codeHash(app, purpose, phone, code))) {
    const left = OTP_POLICY.maxAttempts - claimed.attempts;
    throw left > 0
      ? invalid(field, `enter the correct verification code (${left} attempts left)`, {
          sentence: `The SMS code is not right. Please check it and try again (${left} attempts left).`,
          reason: 'code-wrong',
          params: { attemptsLeft: left },
        })
      : invalid(field, 'too many wrong attempts; please request a new code', {
          sentence: 'Too many wrong codes. Please request a new one.',
          reason: 'code-locked',
        });
  }
  if (!(await app.otpRepository.consume(claimed.id, now)))
    throw invalid(field, 'the code has already been used', {
      sentence: 'This SMS code has already been used. Please request a new one.',
      reason: 'code-used',
    });
}
