import { describe, expect, it } from 'vitest';
import { clientType, mobileRule, normalizeMobileInput } from './promotion-params';

describe('promotion input rules', () => {
  it('keeps local numbers and turns +63 into the local form', () => {
    expect(normalizeMobileInput('0917 123 4567')).toBe('09171234567');
    expect(normalizeMobileInput('917 888 0002')).toBe('09178880002');
    expect(normalizeMobileInput('+63 917-123-4567')).toBe('09171234567');
    expect(normalizeMobileInput('639171234567')).toBe('09171234567');
    expect(normalizeMobileInput('0917123456789')).toBe('09171234567');
  });

  it('checks the merchant rule and survives a broken one', () => {
    expect(mobileRule('^(?:0|\\+?63)9\\d{9}$').test('09171234567')).toBe(true);
    expect(mobileRule('^1[3-9]\\d{9}$').test('09171234567')).toBe(false);
    expect(mobileRule('([').test('09171234567')).toBe(true);
  });

  it('names the client type', () => {
    expect(clientType('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
    expect(clientType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe('ios');
  });
});
