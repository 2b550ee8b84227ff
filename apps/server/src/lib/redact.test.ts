import { describe, expect, it } from 'vitest';
import { maskAccountNumber, redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/x?userId=7&sessionId=abc123&smsCode=123456&deviceId=d')).toBe(
      '/api/x?userId=7&sessionId=[redacted]&smsCode=[redacted]&deviceId=d',
    );
  });
  it('matches names case-insensitively and leaves URLs without a query alone', () => {
    expect(redactUrl('/p?SESSIONID=x')).toBe('/p?SESSIONID=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('0123-4567-8901')).toBe('•••• 8901');
    expect(maskAccountNumber('12')).toBe('••••');
  });
});
