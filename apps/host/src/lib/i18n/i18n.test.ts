import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fil } from './fil';
import { translate } from './index';

describe('catalogues', () => {
  it('have the same keys and the same placeholders in English and Filipino', () => {
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(holes(fil[key]), key).toEqual(holes(en[key]));
  });

  it('fills placeholders', () => {
    expect(translate('fil', 'termDays', { days: 91 })).toBe('91 araw');
    expect(translate('en', 'limitUpTo', { amount: '₱20,000.00' })).toBe('Up to ₱20,000.00');
  });
});
