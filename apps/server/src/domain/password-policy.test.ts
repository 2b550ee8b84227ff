import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { isGuessableSecret, weakPasswordReason } from './password-policy.js';

describe('staff password policy', () => {
  it.each(['aaaaaaaaaaaa', 'password1234', 'qwertyuiop12', '123456789012', 'short'])('refuses %s', (pw) => {
    expect(weakPasswordReason(pw)).toMatch(/must be at least 12|too weak/);
  });
  it('refuses a password made of the person’s own email', () => {
    expect(weakPasswordReason('maria.santos@lender.ph', ['maria.santos@lender.ph', 'Maria Santos'])).toMatch(
      /too weak/,
    );
  });
  it('accepts a long phrase of unrelated words', () => {
    expect(weakPasswordReason('copper-lantern-orbit-92')).toBeNull();
    expect(weakPasswordReason('Tr0ub4dor&3xyz')).toBeNull();
  });
});

describe('machine secrets', () => {
  it.each(['a'.repeat(40), 'abcdefghijklmnopqrstuvwxyz0123456789', 'password'.repeat(5), '0123456789'.repeat(4)])(
    'refuses %s',
    (secret) => expect(isGuessableSecret(secret)).toBe(true),
  );
  it('accepts random secrets', () => {
    expect(isGuessableSecret(randomBytes(32).toString('base64url'))).toBe(false);
    expect(isGuessableSecret(randomBytes(24).toString('hex'))).toBe(false);
  });
});
