import { describe, expect, it } from 'vitest';
import { normalizePhMobile, phMobileSchema, productIdParamSchema } from './common.js';

describe('Philippine mobile numbers', () => {
  it('normalises local and international forms to E.164', () => {
    expect(normalizePhMobile('09171234567')).toBe('+639171234567');
    expect(normalizePhMobile('+63 917 123 4567')).toBe('+639171234567');
    expect(normalizePhMobile('639171234567')).toBe('+639171234567');
  });
  it('rejects landlines, short numbers and the spec leftover pattern', () => {
    expect(normalizePhMobile('0282345678')).toBeNull();
    expect(normalizePhMobile('0917123456')).toBeNull();
    expect(normalizePhMobile('13912345678')).toBeNull();
  });
  it('explains a bad number', () => {
    const result = phMobileSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Philippine mobile number/);
  });
});

describe('product id alias', () => {
  it('accepts product_id and prefers productId', () => {
    expect(productIdParamSchema.parse({ product_id: '7' })).toEqual({ productId: 7 });
    expect(productIdParamSchema.parse({ product_id: '7', productId: 9 })).toEqual({ productId: 9 });
  });
});
