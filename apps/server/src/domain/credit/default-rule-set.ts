// The rule set a new installation starts with (version 1, live): a cautious first policy. A first-time
// borrower with a modest income is referred to a reviewer; strong profiles and repeat borrowers who
// repaid on time are approved; missing certify data is referred, never declined by score.
import type { CreditRuleSetConfig } from '@lendwell/contracts';

export const DEFAULT_RULE_SET: CreditRuleSetConfig = {
  eligibility: { minAgeYears: 18, maxAgeYears: 65, onIncompleteCertify: 'refer', onDuplicateDevice: 'refer' },
  reapplyAfterDays: { eligibility: 30, identity: 90, credit: 60 },
  scorecard: {
    monthlyIncomePesos: {
      bins: [
        { from: 0, points: 0 },
        { from: 10_000, points: 20 },
        { from: 25_000, points: 40 },
        { from: 40_000, points: 60 },
        { from: 70_000, points: 80 },
      ],
      missingPoints: 0,
    },
    employmentType: {
      points: { government: 40, private: 35, ofw: 30, self: 20, freelance: 15, none: 0 },
      missingPoints: 0,
    },
    monthsInJob: {
      bins: [
        { from: 0, points: 0 },
        { from: 6, points: 10 },
        { from: 12, points: 20 },
        { from: 36, points: 30 },
      ],
      // Certify does not ask for time in job yet: a small neutral value until it does.
      missingPoints: 5,
    },
    ageYears: {
      bins: [
        { from: 18, points: 5 },
        { from: 21, points: 15 },
        { from: 25, points: 25 },
        { from: 35, points: 30 },
        { from: 50, points: 20 },
        { from: 0, points: 0 },
      ],
      missingPoints: 0,
    },
    loansRepaidOnTime: {
      bins: [
        { from: 0, points: 0 },
        { from: 1, points: 40 },
        { from: 3, points: 60 },
      ],
      missingPoints: 0,
    },
    maxDaysPastDue: {
      bins: [
        { from: 0, points: 20 },
        { from: 1, points: -30 },
        { from: 8, points: -80 },
        { from: 31, points: -200 },
      ],
      missingPoints: 0,
    },
  },
  bands: [
    { name: 'A', minScore: 150, outcome: 'approve', firstLimitCents: 1_500_000 },
    { name: 'B', minScore: 110, outcome: 'approve', firstLimitCents: 800_000 },
    { name: 'C', minScore: 60, outcome: 'refer', firstLimitCents: 500_000 },
    { name: 'D', minScore: -10_000, outcome: 'decline', firstLimitCents: 0 },
  ],
  limits: { stepCents: 200_000, onLate: 'freeze', lowerCents: 200_000 },
};
