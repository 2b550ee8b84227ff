import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  isDelivered,
  retryDelayMs,
  signatureHeader,
  verifySignature,
  webhookDigest,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_RETRY_MS,
} from './webhooks.js';

describe('retryDelayMs', () => {
  it('doubles from 30 seconds', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
  it('is capped at an hour, however many attempts', () => {
    expect(retryDelayMs(8)).toBe(WEBHOOK_MAX_RETRY_MS);
    expect(retryDelayMs(1000)).toBe(WEBHOOK_MAX_RETRY_MS);
  });
  it('refuses an attempt count below one', () => {
    expect(() => retryDelayMs(0)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5)).toThrow(RangeError);
  });
});

describe('afterFailure', () => {
  const now = new Date('2026-11-28T06:00:00Z');
  it('waits the back-off before the next attempt', () => {
    expect(afterFailure(1, now)).toEqual({ state: 'pending', nextAttemptAt: new Date('2026-11-28T06:00:30Z') });
  });
  it('gives up after the last allowed attempt', () => {
    expect(afterFailure(WEBHOOK_MAX_ATTEMPTS - 1, now).state).toBe('pending');
    expect(afterFailure(WEBHOOK_MAX_ATTEMPTS, now).state).toBe('failed');
  });
});

describe('isDelivered', () => {
  it('takes 2xx only', () => {
    expect([200, 204, 299].every(isDelivered)).toBe(true);
    expect([199, 301, 400, 500].some(isDelivered)).toBe(false);
  });
});

describe('signature', () => {
  const secret = 'whsec-0123456789abcdef0123456789abcdef';
  const body = '{"id":"e1","type":"payment.posted"}';
  it('is the HMAC-SHA256 of "t.body" in hex (a known vector)', () => {
    // Computed independently: python3 hmac.new(secret, b'1764309600.' + body, hashlib.sha256).hexdigest().
    expect(webhookDigest(secret, 1764309600, body)).toBe(
      'e79582da40781bcc531f8a888a78f82c229e0dcf627e1d9cc21ab3fba251e0b2',
    );
    expect(signatureHeader(secret, 1764309600, body)).toBe(
      `t=1764309600,v1=${webhookDigest(secret, 1764309600, body)}`,
    );
  });
  it('verifies its own header within the tolerance', () => {
    const header = signatureHeader(secret, 1764309600, body);
    expect(verifySignature(secret, header, body, 1764309600 + 60)).toBe(true);
  });
  it('refuses another body, another secret, an old timestamp or a malformed header', () => {
    const header = signatureHeader(secret, 1764309600, body);
    expect(verifySignature(secret, header, `${body} `, 1764309600)).toBe(false);
    expect(verifySignature(`${secret}x`, header, body, 1764309600)).toBe(false);
    expect(verifySignature(secret, header, body, 1764309600 + 301)).toBe(false);
    expect(verifySignature(secret, 'v1=abc', body, 1764309600)).toBe(false);
    expect(verifySignature(secret, 't=1764309600,v1=zz', body, 1764309600)).toBe(false);
  });
  it('accepts any one matching v1 (a host rolling its secret lists two)', () => {
    const good = webhookDigest(secret, 1764309600, body);
    expect(verifySignature(secret, `t=1764309600,v1=${'0'.repeat(64)},v1=${good}`, body, 1764309600)).toBe(true);
  });
});
