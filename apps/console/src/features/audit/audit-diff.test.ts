import { describe, expect, it } from 'vitest';
import { auditChanges, fieldLabel, formatAuditValue } from './audit-diff';

describe('audit changes as staff read them', () => {
  it('lists only the fields that differ, before → after, money in pesos and rates in percent', () => {
    expect(
      auditChanges(
        { status: 21, amountCents: 500000, config: { monthlyInterestRateBps: 700, name: 'Flex' } },
        { status: 151, amountCents: 500000, config: { monthlyInterestRateBps: 650, name: 'Flex' } },
      ),
    ).toEqual([
      { field: 'status', before: 'Under review', after: 'Approved, awaiting payout' },
      { field: 'config › monthly interest rate', before: '7.00%', after: '6.50%' },
    ]);
  });

  it('shows added and removed fields against a dash, and counts list positions from one', () => {
    expect(auditChanges(null, { reason: 'verified' })).toEqual([{ field: 'reason', before: '—', after: 'verified' }]);
    expect(auditChanges({ clauses: [{ heading: 'A' }, { heading: 'B' }] }, { clauses: [{ heading: 'A' }] })).toEqual([
      { field: 'clauses › 2 › heading', before: 'B', after: '—' },
    ]);
  });

  it('has nothing to show when nothing changed', () => {
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('names fields and values in words', () => {
    expect(fieldLabel('penaltyCents')).toBe('penalty');
    expect(fieldLabel('')).toBe('value');
    expect(formatAuditValue('waivedCents', 10000)).toBe('₱100.00');
    expect(formatAuditValue('isActive', false)).toBe('no');
    expect(formatAuditValue('imageKeys', [])).toBe('none');
  });
});
