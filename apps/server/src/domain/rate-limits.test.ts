import { describe, expect, it } from 'vitest';
import { limitRefusal, RATE_LIMITS } from './rate-limits.js';

describe('rate limit rules', () => {
  it('limits every code-sending and code-checking scope per address and overall', () => {
    for (const scope of ['sms', 'code-check', 'staff-login'] as const) {
      const kinds = RATE_LIMITS[scope].map((r) => r.per);
      expect(kinds).toContain('address');
      expect(kinds).toContain('global');
    }
    expect(RATE_LIMITS.sms.find((r) => r.per === 'device')?.max).toBe(5);
  });

  it('refuses in a sentence with the wait in words', () => {
    expect(limitRefusal('device', 30)).toBe('Too many requests from this device. Please try again in 30 seconds.');
    expect(limitRefusal('address', 61)).toBe('Too many requests from your network. Please try again in 2 minutes.');
    expect(limitRefusal('global', 60)).toBe(
      'We are receiving too many requests right now. Please try again in 1 minute.',
    );
  });
});
