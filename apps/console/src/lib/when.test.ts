import { describe, expect, it } from 'vitest';
import { count, day, waited, when } from './when';

// 18:41 UTC on the 27th is 2:41 on the 28th in Manila, and still the 27th in most of the Americas.
const at = '2026-11-27T18:41:08Z';

describe('when and day', () => {
  it('shows a moment one way, in Manila time, labelled', () => {
    expect(when(at)).toBe('Nov 28, 2026, 2:41 AM Manila');
    expect(when(new Date(at))).toBe(when(at));
  });
  it('shows a business date as the date it is, and a timestamp’s Manila date', () => {
    expect(day('2026-12-03')).toBe('Dec 3, 2026');
    expect(day(at)).toBe('Nov 28, 2026');
  });
  it('answers nothing for a time that is not one', () => {
    expect(when('not a time')).toBe('');
    expect(day('2026-02-30x')).toBe('');
    expect(day(null)).toBe('');
    expect(day('')).toBe('');
  });
  it('counts with thousands separators and says how long something waited', () => {
    expect(count(12345)).toBe('12,345');
    expect(count(0)).toBe('0');
    expect(waited(5)).toBe('5 hours');
    expect(waited(1)).toBe('1 hour');
    expect(waited(27)).toBe('1 day 3 hours');
    expect(waited(144)).toBe('6 days');
  });
});
