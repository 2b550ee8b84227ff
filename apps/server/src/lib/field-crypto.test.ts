import { describe, expect, it } from 'vitest';
import { accountHash, decryptJson, encryptJson } from './field-crypto.js';

describe('field crypto', () => {
  it('round-trips and never shows the plain value', () => {
    const sealed = encryptJson('s'.repeat(40), { accountNo: '0012345678901' });
    expect(sealed).not.toContain('0012345678901');
    expect(decryptJson('s'.repeat(40), sealed)).toEqual({ accountNo: '0012345678901' });
  });
  it('refuses a tampered value or the wrong key', () => {
    const sealed = encryptJson('s'.repeat(40), { a: 1 });
    expect(() => decryptJson('t'.repeat(40), sealed)).toThrow();
    expect(() => decryptJson('s'.repeat(40), sealed.slice(0, -2) + 'AA')).toThrow();
  });
  it('hashes the digits only, keyed', () => {
    expect(accountHash('k'.repeat(40), '0012-3456')).toBe(accountHash('k'.repeat(40), '00123456'));
    expect(accountHash('k'.repeat(40), '00123456')).not.toBe(accountHash('j'.repeat(40), '00123456'));
  });
});
