import { describe, expect, it } from 'vitest';
import { planNextOn } from './plan-list.js';

const plan = { kind: 'restructure', firstDueOn: '2026-04-15', payByOn: '2026-06-14', nextOwedOn: '2026-05-15' };

describe('the next date of a listed plan', () => {
  it('is the first date of an offer not yet in force, which it lapses on', () => {
    expect(planNextOn({ ...plan, status: 'offered' })).toBe('2026-04-15');
    expect(planNextOn({ ...plan, status: 'awaiting_approval' })).toBe('2026-04-15');
  });

  it('is the next installment owed under a payment plan or restructure in force', () => {
    expect(planNextOn({ ...plan, status: 'in_force' })).toBe('2026-05-15');
    expect(planNextOn({ ...plan, status: 'in_force', nextOwedOn: null })).toBeNull();
  });

  it("is a settlement's pay-by date while it is in force", () => {
    expect(planNextOn({ ...plan, kind: 'settlement', status: 'in_force', payByOn: '2026-04-20' })).toBe('2026-04-20');
  });

  it('is nothing once the plan has ended', () => {
    for (const status of ['completed', 'broken', 'lapsed', 'withdrawn'])
      expect(planNextOn({ ...plan, status })).toBeNull();
  });
});
