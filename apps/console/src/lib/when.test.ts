import { describe, expect, it } from 'vitest';
import { count, when } from './when';

// 00:15 UTC on the 27th is 08:15 on the 27th in Manila, and still the 26th in most of the Americas.
const at = '2026-11-27T00:15:30Z';
const manila = (options: Intl.DateTimeFormatOptions) =>
  new Date(at).toLocaleString('en-PH', { timeZone: 'Asia/Manila', ...options });

describe('when', () => {
  it('shows each shape exactly as the screens wrote it with toLocaleString, in Manila time', () => {
    expect(when(at)).toBe(manila({}));
    expect(when(at, 'medium')).toBe(manila({ dateStyle: 'medium', timeStyle: 'short' }));
    expect(when(at, 'seconds')).toBe(manila({ dateStyle: 'medium', timeStyle: 'medium' }));
    expect(when(at, 'short')).toBe(manila({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));
    expect(when(at, 'day')).toBe(
      new Date(at).toLocaleDateString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium' }),
    );
    expect(when(at, 'dayNumeric')).toBe(new Date(at).toLocaleDateString('en-PH', { timeZone: 'Asia/Manila' }));
    expect(when(at, 'day')).toContain('27');
    expect(when(new Date(at), 'seconds')).toBe(when(at, 'seconds'));
  });
  it('reuses its formatters without mixing their shapes', () => {
    const first = [when(at), when(at, 'day'), when(at)];
    expect(first[0]).toBe(first[2]);
    expect(first[0]).not.toBe(first[1]);
  });
  it('answers nothing for a time that is not one', () => {
    expect(when('not a time')).toBe('');
    expect(when('', 'medium')).toBe('');
  });
  it('counts with thousands separators', () => {
    expect(count(12345)).toBe('12,345');
    expect(count(0)).toBe('0');
  });
});
