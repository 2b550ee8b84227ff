// Staff-typed patterns run in linear time and backtracking ones are refused at save (decision 102).
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOTION_MOBILE_PATTERN } from '@lendwell/contracts';
import { compileStaffPattern, staffPatternRefusal } from './staff-pattern.js';

const EVIL = '^(?:\\+?63|0)9\\d{9}$|^(a|a|a|a)*$';

describe('staff patterns', () => {
  it('refuses the overlapping alternation and nested repetition, keeps the mobile rules', () => {
    expect(staffPatternRefusal(EVIL)).toMatch(/can take very long/);
    expect(staffPatternRefusal('^(a+)+$')).toMatch(/can take very long/);
    expect(staffPatternRefusal('^(\\d|\\d)*$')).toMatch(/can take very long/);
    expect(staffPatternRefusal('(.*a){12}')).toMatch(/can take very long/);
    expect(staffPatternRefusal('^(?:(?:\\d{3}[ -]?)+)$')).toMatch(/can take very long/);
    for (const ok of [
      DEFAULT_PROMOTION_MOBILE_PATTERN,
      '^09(17|18)\\d{7}$',
      '^(?:\\+?63|0)9\\d{9}$',
      '^09\\d{9}$',
      '^(?:(?:\\+|00)?63|0)?9\\d{2}[ -]?\\d{3}[ -]?\\d{4}$',
      '^(?:\\d{3}-){2}\\d{4}$',
      '^[0-9+]{11,13}$',
    ])
      expect(staffPatternRefusal(ok)).toBeNull();
  });

  it('refuses what the linear engine cannot run and what is not a pattern', () => {
    expect(staffPatternRefusal('^(09')).toBe('is not a valid regular expression');
    expect(staffPatternRefusal('^(?=09)\\d{11}$')).toMatch(/look-arounds or back references/);
    expect(staffPatternRefusal('^(0)\\1\\d+$')).toMatch(/look-arounds or back references/);
    expect(staffPatternRefusal('^(?<!x)09\\d{9}$')).toMatch(/look-arounds or back references/);
    expect(staffPatternRefusal('^(?<local>0|\\+?63)9\\d{9}$')).toBeNull();
  });

  it('runs a pattern saved before the check in linear time, with RegExp.test answers', () => {
    const pattern = compileStaffPattern(EVIL);
    const native = new RegExp(EVIL);
    for (const input of ['09171234567', '+639171234567', 'aaaa', '', '0917123456', 'x09171234567'])
      expect(pattern.test(input)).toBe(native.test(input));
    // 13 characters took 611 ms on the backtracking engine and each more multiplied it by four; a
    // thousand characters would never end there. Counted in steps, not timed: the answer is enough.
    expect(pattern.test(`${'a'.repeat(1000)}!`)).toBe(false);
    expect(compileStaffPattern('09\\d{9}').test('call 09171234567')).toBe(true);
  });
});
