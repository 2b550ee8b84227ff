import { describe, expect, it } from 'vitest';
import { actorWords } from './actor';

describe('actorWords', () => {
  it('names a staff member, falling back to their email, and a process in words', () => {
    const names = new Map([[3, 'Fe Finance']]);
    expect(actorWords('staff:3:finance@console.sandbox', names)).toBe('Fe Finance');
    expect(actorWords('staff:9:someone@console.sandbox', names)).toBe('someone@console.sandbox');
    expect(actorWords('staff:3:finance@console.sandbox')).toBe('finance@console.sandbox');
    expect(actorWords('cob')).toBe('Close of business');
    expect(actorWords('operator')).toBe('Operator (command line)');
    expect(actorWords('provider:sandbox')).toBe('Payment provider (sandbox)');
    expect(actorWords(null)).toBe('—');
  });
});
