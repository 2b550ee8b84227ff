// Rules for one-time login codes. Pure: callers pass in the facts and the current time.

export const OTP_POLICY = {
  length: 6,
  ttlSeconds: 5 * 60,
  resendAfterSeconds: 60,
  maxAttempts: 5,
  maxCodesPerHour: 5,
} as const;

/** A zero-padded code from a uniform random integer in [0, 10^length). */
export function formatOtp(randomValue: number): string {
  const limit = 10 ** OTP_POLICY.length;
  if (!Number.isInteger(randomValue) || randomValue < 0 || randomValue >= limit) {
    throw new RangeError(`otp random value out of range: ${randomValue}`);
  }
  return String(randomValue).padStart(OTP_POLICY.length, '0');
}

export type SendDecision =
  | { allowed: true }
  | { allowed: false; reason: 'resend-too-soon'; retryAfterSeconds: number }
  | { allowed: false; reason: 'hourly-limit'; retryAfterSeconds: number };

/** Whether a new code may be sent, given when the recent codes for this phone were created. */
export function canSendCode(now: Date, recentCreatedAt: readonly Date[]): SendDecision {
  const nowMs = now.getTime();
  const lastHour = recentCreatedAt.filter((d) => nowMs - d.getTime() < 3_600_000);
  const latest = Math.max(...lastHour.map((d) => d.getTime()), Number.NEGATIVE_INFINITY);
  const sinceLatest = (nowMs - latest) / 1000;
  if (sinceLatest < OTP_POLICY.resendAfterSeconds) {
    return {
      allowed: false,
      reason: 'resend-too-soon',
      retryAfterSeconds: Math.ceil(OTP_POLICY.resendAfterSeconds - sinceLatest),
    };
  }
  if (lastHour.length >= OTP_POLICY.maxCodesPerHour) {
    const oldest = Math.min(...lastHour.map((d) => d.getTime()));
    return {
      allowed: false,
      reason: 'hourly-limit',
      retryAfterSeconds: Math.ceil((oldest + 3_600_000 - nowMs) / 1000),
    };
  }
  return { allowed: true };
}
