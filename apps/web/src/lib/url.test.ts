import { describe, expect, it } from 'vitest';
import { appendQuery } from './url';

describe('appendQuery', () => {
  it('joins with ? or & as the URL needs', () => {
    expect(appendQuery('/loan/detail?orderId=1', 'from=confirm')).toBe('/loan/detail?orderId=1&from=confirm');
    expect(appendQuery('/loan/detail', 'from=confirm')).toBe('/loan/detail?from=confirm');
    expect(appendQuery('/loan/detail', '')).toBe('/loan/detail');
  });
});
