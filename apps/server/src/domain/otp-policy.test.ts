import { describe, expect, it } from 'vitest';
import { canSendCode, formatOtp, OTP_POLICY } from './otp-policy.js';

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 0, 0, s));

describe('otp policy', () => {
  it('pads codes to six digits and refuses out-of-range input', () => {
    expect(formatOtp(42)).toBe('000042');
    expect(() => formatOtp(1_000_000)).toThrow(RangeError);
  });
  it('allows a first code and refuses a resend within 60 s', () => {
    expect(canSendCode(at(0), [])).toEqual({ allowed: true });
    expect(canSendCode(at(59), [at(0)])).toEqual({ allowed: false, reason: 'resend-too-soon', retryAfterSeconds: 1 });
    expect(canSendCode(at(60), [at(0)])).toEqual({ allowed: true });
  });
  it('caps codes per hour', () => {
    const sent = Array.from({ length: OTP_POLICY.maxCodesPerHour }, (_, i) => at(i * 100));
    const decision = canSendCode(at(1000), sent);
    expect(decision).toMatchObject({ allowed: false, reason: 'hourly-limit' });
  });
});
