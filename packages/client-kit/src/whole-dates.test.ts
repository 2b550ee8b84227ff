import { describe, expect, it } from 'vitest';
import { splitDates } from './whole-dates';

describe('splitDates', () => {
  it('cuts a sentence at each ISO date and keeps every character', () => {
    const text = 'Please repay ₱1,234.00 by 2026-04-07 (due 2026-04-06).';
    const parts = splitDates(text);
    expect(parts).toEqual([
      { text: 'Please repay ₱1,234.00 by ', date: false },
      { text: '2026-04-07', date: true },
      { text: ' (due ', date: false },
      { text: '2026-04-06', date: true },
      { text: ').', date: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('leaves a text without a date, a bare date and an empty text as they are', () => {
    expect(splitDates('Repaying')).toEqual([{ text: 'Repaying', date: false }]);
    expect(splitDates('2026-04-07')).toEqual([{ text: '2026-04-07', date: true }]);
    expect(splitDates('')).toEqual([{ text: '', date: false }]);
  });
});
