import { describe, expect, it } from 'vitest';
import { customToastDuration } from './toast';

describe('custom toast duration', () => {
  it('is 3000 ms unless a duration over 300 ms is given', () => {
    expect(customToastDuration()).toBe(3000);
    expect(customToastDuration(300)).toBe(3000);
    expect(customToastDuration(301)).toBe(301);
    expect(customToastDuration(5000)).toBe(5000);
  });
});
