// A books-policy change in words, before → after (a proposal's sentence, decision 113).
import { describe, expect, it } from 'vitest';
import { policyChangeSentence, policyProblem, type BooksPolicy } from './books.js';

const policy: BooksPolicy = {
  writeOffDays: 180,
  lossRates: { current: 100, '1-30': 500, '31-60': 2000, '61-90': 5000, '91-180': 8000, '181+': 10000 },
};

describe('policyChangeSentence', () => {
  it('names only what changes, days and percent by bucket label', () => {
    expect(policyChangeSentence(policy, { writeOffDays: 120, lossRates: { ...policy.lossRates, '31-60': 2550 } })).toBe(
      'Write off after 180 → 120 days past due; loss rate 31–60 days 20.00% → 25.50%.',
    );
  });

  it('is null when nothing changes', () => {
    expect(policyChangeSentence(policy, { ...policy, lossRates: { ...policy.lossRates } })).toBeNull();
  });
});

describe('non-accrual days in the policy (decision 135)', () => {
  it('words turning it on, moving it and turning it off', () => {
    expect(policyChangeSentence(policy, { ...policy, nonAccrualDays: 60 })).toBe(
      'Non-accrual off → from 60 days past due.',
    );
    expect(policyChangeSentence({ ...policy, nonAccrualDays: 60 }, { ...policy, nonAccrualDays: 90 })).toBe(
      'Non-accrual from 60 days past due → from 90 days past due.',
    );
    expect(policyChangeSentence({ ...policy, nonAccrualDays: 60 }, { ...policy, nonAccrualDays: null })).toBe(
      'Non-accrual from 60 days past due → off.',
    );
    // Absent and null are both off: a policy saved before the field existed changes nothing.
    expect(policyChangeSentence(policy, { ...policy, nonAccrualDays: null })).toBeNull();
  });

  it('refuses non-accrual at or after the write-off, or below one day, naming the field in words', () => {
    expect(policyProblem({ ...policy, nonAccrualDays: 90 })).toBeNull();
    expect(policyProblem({ ...policy, nonAccrualDays: null })).toBeNull();
    expect(policyProblem({ ...policy, nonAccrualDays: 180 })).toEqual({
      field: 'nonAccrualDays',
      message: 'Start non-accrual before the write-off: at fewer than 180 days past due.',
    });
    expect(policyProblem({ ...policy, nonAccrualDays: 0 })?.field).toBe('nonAccrualDays');
    expect(policyProblem({ ...policy, nonAccrualDays: 30.5 })?.field).toBe('nonAccrualDays');
  });
});
