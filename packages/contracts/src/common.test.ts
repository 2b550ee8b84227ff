import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dropBlankFields,
  normalizePhMobile,
  numeric,
  optionalIdSchema,
  phMobileSchema,
  productIdParamSchema,
  readNumericInput,
} from './common.js';

describe('Philippine mobile numbers', () => {
  it('normalises local and international forms to E.164', () => {
    expect(normalizePhMobile('09171234567')).toBe('+639171234567');
    expect(normalizePhMobile('+63 917 123 4567')).toBe('+639171234567');
    expect(normalizePhMobile('639171234567')).toBe('+639171234567');
    expect(normalizePhMobile('9178880002')).toBe('+639178880002');
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

describe('one parsing rule for numeric fields', () => {
  const schema = z.object({ amount: numeric(z.number({ error: 'must be a number' }).int().positive()) });
  const optional = z.object({ orderId: optionalIdSchema, limit: numeric(z.number().int().default(20)) });
  const messageOf = (input: unknown) => schema.safeParse(input).error?.issues[0];

  it('reads JSON numbers and plain decimal numerals', () => {
    expect(schema.parse({ amount: 500 })).toEqual({ amount: 500 });
    expect(schema.parse({ amount: ' 500 ' })).toEqual({ amount: 500 });
    expect(schema.parse({ amount: '5e2' })).toEqual({ amount: 500 });
  });

  it.each([[[500]], [true], [false], [{}], ['0x1f4'], ['500abc'], ['Infinity'], ['1e999'], [Infinity], [NaN]])(
    'refuses %j as not a number',
    (amount) => {
      const issue = messageOf({ amount });
      expect(issue?.path).toEqual(['amount']);
    },
  );

  it('reads null, empty and blank as missing, never as zero', () => {
    for (const amount of [null, '', '   ', undefined]) {
      const issue = messageOf({ amount });
      expect(issue?.input).toBeUndefined();
    }
  });

  it('lets an empty optional field take its default', () => {
    expect(optional.parse({ orderId: '', limit: '' })).toEqual({ orderId: undefined, limit: 20 });
    expect(optional.parse({ orderId: null })).toEqual({ orderId: undefined, limit: 20 });
    expect(optional.parse({ orderId: '7', limit: '5' })).toEqual({ orderId: 7, limit: 5 });
    expect(optional.safeParse({ orderId: [7] }).success).toBe(false);
    expect(optional.safeParse({ orderId: 1.5 }).success).toBe(false);
    expect(optional.safeParse({ orderId: 1e308 }).success).toBe(false);
  });

  it('drops the empty fields of a query string', () => {
    expect(dropBlankFields({ orderId: '', a: '1', b: ' ' })).toEqual({ a: '1' });
    expect(readNumericInput('12')).toBe(12);
  });
});
