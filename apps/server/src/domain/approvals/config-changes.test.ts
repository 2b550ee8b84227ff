import { describe, expect, it } from 'vitest';
import type { ConsoleProductTerms } from '@lendwell/contracts';
import {
  accountChangeSentence,
  mappingChangeSentence,
  productChangeSentence,
  ruleSetPublishSentence,
} from './config-changes.js';

const terms: ConsoleProductTerms = {
  name: 'Quick Cash',
  logoUrl: '/brand/quick.svg',
  minAmountCents: 100_000,
  maxAmountCents: 1_000_000,
  amountStepCents: 50_000,
  defaultAmountCents: 500_000,
  periods: 1,
  periodDays: 30,
  monthlyInterestRateBps: 500,
  serviceFeeBps: 300,
  feeTiming: 'upfront',
  defaultPenaltyNewCents: 10_000,
  defaultPenaltyRepeatCents: 5_000,
  overdueTiers: [{ fromDay: 1, toDay: null, monthlyRateBps: 500 }],
  rolloverFeeBps: 200,
  dueSoonDays: 3,
  tags: [],
  rangeDescription: '',
  tagsFil: [],
  rangeDescriptionFil: '',
  recommended: false,
};

describe('productChangeSentence', () => {
  it('names each changed term before → after in pesos, percent and days, and nothing else', () => {
    const after: ConsoleProductTerms = {
      ...terms,
      maxAmountCents: 1_200_000,
      monthlyInterestRateBps: 450,
      periodDays: 15,
      feeTiming: 'added',
      overdueTiers: [
        { fromDay: 1, toDay: 30, monthlyRateBps: 500 },
        { fromDay: 31, toDay: null, monthlyRateBps: 300 },
      ],
    };
    expect(productChangeSentence('QUICK', terms, after)).toBe(
      'Change product “Quick Cash” (QUICK): largest amount ₱10,000.00 → ₱12,000.00; days per installment 30 days → 15 days; ' +
        'monthly interest 5.00% → 4.50%; service fee taken from the proceeds → added to the repayment; ' +
        'overdue interest day 1 on at 5.00% a month → day 1–30 at 5.00% a month, day 31 on at 3.00% a month. ' +
        'It is saved as a new version; orders already made keep their terms.',
    );
  });

  it('is null when no term changes', () => {
    expect(productChangeSentence('QUICK', terms, { ...terms, tags: [] })).toBeNull();
  });
});

describe('ruleSetPublishSentence', () => {
  it('names the version, its note, the version it replaces and the changes', () => {
    expect(ruleSetPublishSentence({ version: 4, note: 'tighter limits' }, 3, ['Minimum age: 21 → 23'])).toBe(
      'Publish credit rules version 4 (“tighter limits”) in place of version 3: Minimum age: 21 → 23. New applications are decided by it at once.',
    );
    expect(ruleSetPublishSentence({ version: 1, note: '' }, null, [])).toBe(
      'Publish credit rules version 1, with the same rules. New applications are decided by it at once.',
    );
  });
});

describe('accountChangeSentence', () => {
  const account = { code: '2150', name: 'Interest in suspense', kind: 'liability' as const, control: false };
  it('adds, changes, or is null when nothing changes', () => {
    expect(accountChangeSentence(null, account)).toBe(
      'Add account 2150 Interest in suspense (a liability) to the chart.',
    );
    expect(accountChangeSentence(account, { ...account, name: 'Suspended interest', control: true })).toBe(
      'Change account 2150 Interest in suspense: name Interest in suspense → Suspended interest; it becomes a control account.',
    );
    expect(accountChangeSentence(account, account)).toBeNull();
  });
});

describe('mappingChangeSentence', () => {
  it('names the ledger account in words and both general-ledger accounts', () => {
    const from = { code: '1200', name: 'Loans receivable' };
    const to = { code: '1210', name: 'Interest receivable' };
    expect(mappingChangeSentence('Owed by borrowers — interest', from, to)).toBe(
      'Roll Owed by borrowers — interest up to 1210 Interest receivable instead of 1200 Loans receivable; every report reads the new mapping.',
    );
    expect(mappingChangeSentence('Cash', null, to)).toMatch(/instead of the suspense account/);
    expect(mappingChangeSentence('Cash', to, to)).toBeNull();
  });
});

describe('productChangeSentence and the Filipino texts (decision 132)', () => {
  it('names a change of the Filipino tags and range text, so the checker sees it', () => {
    expect(
      productChangeSentence('QUICK', terms, {
        ...terms,
        tagsFil: ['Walang collateral'],
        rangeDescriptionFil: '91 araw',
      }),
    ).toContain('tags in Filipino none → Walang collateral');
  });
});
