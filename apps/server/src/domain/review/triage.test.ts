import { describe, expect, it } from 'vitest';
import {
  claimExpiresAt,
  isClaimLapsed,
  isPastSla,
  rejectionCategoriesProblem,
  releaseProblem,
  reviewAgeHours,
} from './triage.js';

const zone = 'Asia/Manila';

describe('reviewAgeHours', () => {
  it('is the wall-clock wait when the business date follows the calendar', () => {
    expect(
      reviewAgeHours({
        submittedAt: new Date('2026-11-27T01:30:00Z'),
        appliedOn: '2026-11-27',
        now: new Date('2026-11-28T02:29:00Z'),
        businessDate: '2026-11-28',
        timeZone: zone,
      }),
    ).toBe(24);
  });

  it('counts on the business clock when the sandbox moved it, and is never negative', () => {
    const submittedAt = new Date('2026-11-28T02:00:00Z');
    const base = { submittedAt, appliedOn: '2026-03-02', now: new Date('2026-11-28T03:00:00Z'), timeZone: zone };
    expect(reviewAgeHours({ ...base, businessDate: '2026-03-02' })).toBe(1);
    expect(reviewAgeHours({ ...base, businessDate: '2026-03-05' })).toBe(73);
    expect(reviewAgeHours({ ...base, businessDate: '2026-03-01' })).toBe(0);
  });

  it('takes Manila’s date, not UTC’s: 23:30 UTC is already the next day in Manila', () => {
    expect(
      reviewAgeHours({
        submittedAt: new Date('2026-11-27T23:30:00Z'),
        appliedOn: '2026-11-28',
        now: new Date('2026-11-28T00:30:00Z'),
        businessDate: '2026-11-28',
        timeZone: zone,
      }),
    ).toBe(1);
  });
});

describe('isPastSla and the category list', () => {
  it('marks an application once it has waited the SLA', () => {
    expect(isPastSla(23, 24)).toBe(false);
    expect(isPastSla(24, 24)).toBe(true);
  });

  it('names what is wrong with a list', () => {
    expect(rejectionCategoriesProblem(['Income not verified', 'Other'])).toBeNull();
    expect(rejectionCategoriesProblem([])).toBe('must name at least one category');
    expect(rejectionCategoriesProblem(['Other', 'OTHER'])).toBe('"OTHER" is named twice');
    expect(rejectionCategoriesProblem(['x'.repeat(61)])).toMatch(/longer than 60 characters/);
    expect(rejectionCategoriesProblem(Array.from({ length: 21 }, (_, i) => `c${i}`))).toBe(
      'may name at most 20 categories',
    );
  });
});

describe('claims lapse and release (decision 113)', () => {
  const claimedAt = new Date('2026-11-28T01:00:00Z');

  it('lapse the review SLA after they were made, not before', () => {
    expect(claimExpiresAt(claimedAt, 24).toISOString()).toBe('2026-11-29T01:00:00.000Z');
    expect(isClaimLapsed(claimedAt, 24, new Date('2026-11-29T00:59:59Z'))).toBe(false);
    expect(isClaimLapsed(claimedAt, 24, new Date('2026-11-29T01:00:00Z'))).toBe(true);
  });

  it('may be released by the holder or an admin only', () => {
    const holder = { staffId: 7, staffName: 'Ana Reyes' };
    expect(releaseProblem(holder, { id: 7, role: 'reviewer' })).toBeNull();
    expect(releaseProblem(holder, { id: 1, role: 'admin' })).toBeNull();
    expect(releaseProblem(holder, { id: 8, role: 'reviewer' })).toBe(
      'Ana Reyes holds this application; only they or an admin may release it.',
    );
  });
});
