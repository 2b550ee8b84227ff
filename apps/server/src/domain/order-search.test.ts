import { describe, expect, it } from 'vitest';
import { ACCENTED, PLAIN, nameKey, readOrderSearch } from './order-search.js';

describe('nameKey', () => {
  it('folds accents and case the way migration 0046 folds stored names', () => {
    expect(nameKey('  María  Peña ')).toBe('maria pena');
    expect(nameKey('STO. NIÑO')).toBe('sto. nino');
    expect([...ACCENTED].length).toBe([...PLAIN].length);
  });
});

describe('readOrderSearch', () => {
  it('reads a phone in any usual spelling', () => {
    expect(readOrderSearch('0917 123 4567')).toEqual({ kind: 'phone', phone: '+639171234567' });
    expect(readOrderSearch('+639171234567')).toEqual({ kind: 'phone', phone: '+639171234567' });
  });
  it('reads four digits as the ID’s last four and other text with digits as an order number', () => {
    expect(readOrderSearch('4821')).toEqual({ kind: 'idLast4', last4: '4821' });
    expect(readOrderSearch(' lw2026 11 ')).toEqual({ kind: 'orderNo', prefix: 'LW202611' });
    expect(readOrderSearch('lw')).toEqual({ kind: 'orderNo', prefix: 'LW' });
  });
  it('reads words as parts of a name, accents and case folded', () => {
    expect(readOrderSearch('Dela  Peña')).toEqual({ kind: 'name', words: ['dela', 'pena'] });
    expect(readOrderSearch(' . ')).toBeNull();
    expect(readOrderSearch('')).toBeNull();
  });
});
