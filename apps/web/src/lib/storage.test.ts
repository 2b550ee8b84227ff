import { describe, expect, it } from 'vitest';
import { cookies, localStore } from './storage';

describe('storage helpers', () => {
  it('merges values per group and clears one group or all', () => {
    localStore.set('bank', { cardType: 1 });
    localStore.set('bank', { channel: '90006' });
    localStore.set('public', { orderNo: 'A1' });
    expect(localStore.get('bank')).toEqual({ cardType: 1, channel: '90006' });
    localStore.clear('bank');
    expect(localStore.get('bank')).toEqual({});
    expect(localStore.get('public')).toEqual({ orderNo: 'A1' });
    localStore.clear();
    expect(localStore.get('public')).toEqual({});
  });
  it('round-trips cookies', () => {
    cookies.set('lang', 'en PH');
    expect(cookies.get('lang')).toBe('en PH');
    cookies.remove('lang');
    expect(cookies.get('lang')).toBeUndefined();
  });
});
