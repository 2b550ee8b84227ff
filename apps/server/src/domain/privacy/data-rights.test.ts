import { describe, expect, it } from 'vitest';
import { breachClock, categoriesToErase, requestDeadline, retentionPlan, type RetentionFacts } from './data-rights.js';

const closed: RetentionFacts = {
  today: '2026-11-28',
  loanOpen: false,
  relationshipEndedOn: '2026-03-10',
  lastEntryOn: '2026-03-10',
  reportedToBureau: true,
  openedOn: '2025-12-01',
};
const byCategory = (facts: RetentionFacts) => new Map(retentionPlan(facts).map((r) => [r.category, r]));

describe('request deadlines', () => {
  it('answers within 15 working days, weekends and fixed holidays left out', () => {
    // Filed Friday 2026-11-27: 30 November (Bonifacio Day) and 8 December are holidays.
    expect(requestDeadline('access', '2026-11-27', '2026-11-28', false)).toEqual({
      dueOn: '2026-12-22',
      overdue: false,
      workingDays: 15,
    });
    expect(requestDeadline('erasure', '2026-11-27', '2026-12-23', false).overdue).toBe(true);
    expect(requestDeadline('erasure', '2026-11-27', '2026-12-23', true).overdue).toBe(false);
  });
});

describe('the breach clock', () => {
  const discovered = new Date('2026-11-28T01:00:00Z');
  it('gives 72 hours from discovery', () => {
    expect(breachClock(discovered, new Date('2026-11-28T13:30:00Z'), null)).toEqual({
      notifyBy: '2026-12-01T01:00:00.000Z',
      hoursLeft: 59,
      late: false,
    });
  });
  it('is late once the 72 hours pass untold, or when told after them', () => {
    expect(breachClock(discovered, new Date('2026-12-01T01:00:01Z'), null)).toMatchObject({ hoursLeft: 0, late: true });
    const toldLate = new Date('2026-12-02T00:00:00Z');
    expect(breachClock(discovered, toldLate, toldLate).late).toBe(true);
    const toldInTime = new Date('2026-11-30T00:00:00Z');
    expect(breachClock(discovered, new Date('2026-12-05T00:00:00Z'), toldInTime).late).toBe(false);
  });
});

describe('retention', () => {
  it('keeps identity 5 years after the last loan closed and the books 10 years from the next tax return', () => {
    const plan = byCategory(closed);
    expect(plan.get('identity')).toMatchObject({ action: 'keep', keptUntil: '2031-03-10' });
    expect(plan.get('bank-accounts')).toMatchObject({ action: 'keep', keptUntil: '2031-03-10' });
    expect(plan.get('loans-and-payments')).toMatchObject({ action: 'keep', keptUntil: '2037-04-15' });
    expect(plan.get('credit-bureau')!.keptUntil).toBe('2037-04-15');
    expect(plan.get('contacts')).toMatchObject({ action: 'erase', keptUntil: null });
    for (const r of plan.values()) expect(r.reason.length).toBeGreaterThan(20);
  });

  it('keeps everything but marketing while a loan is open', () => {
    const plan = retentionPlan({ ...closed, loanOpen: true, relationshipEndedOn: null });
    expect(plan.filter((r) => r.action === 'erase').map((r) => r.category)).toEqual(['marketing']);
    expect(categoriesToErase(plan, true, '2026-11-28')).toEqual(['marketing']);
  });

  it('erases on approval what no duty keeps, and the rest as each duty ends; never the audit log', () => {
    const plan = retentionPlan(closed);
    expect(categoriesToErase(plan, true, '2026-11-28')).toEqual([
      'contacts',
      'employment',
      'marketing',
      'devices',
      'messages',
    ]);
    expect(categoriesToErase(plan, false, '2026-11-28')).toEqual([]);
    expect(categoriesToErase(plan, true, '2031-03-11')).toContain('identity');
    expect(categoriesToErase(plan, true, '2031-03-11')).not.toContain('loans-and-payments');
    const late = categoriesToErase(plan, false, '2037-04-16');
    expect(late).toContain('contacts');
    expect(late).toContain('identity');
    expect(late).not.toContain('loans-and-payments');
    expect(late).not.toContain('audit-log');
  });

  it('moves a 29 February end to 1 March', () => {
    const plan = byCategory({ ...closed, relationshipEndedOn: '2028-02-29', lastEntryOn: '2028-02-29' });
    expect(plan.get('identity')!.keptUntil).toBe('2033-03-01');
  });
});
