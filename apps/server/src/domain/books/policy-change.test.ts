// A books-policy change in words, before → after (a proposal's sentence, decision 113).
import { describe, expect, it } from 'vitest';
import { policyChangeSentence, type BooksPolicy } from './books.js';

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
