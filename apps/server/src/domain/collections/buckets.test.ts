import { describe, expect, it } from 'vitest';
import { bucketRange, DPD_BUCKETS, dpdBucket, promiseStatus, roundRobin } from './buckets.js';

describe('days-past-due buckets', () => {
  it('cuts at 7, 30, 60 and 90 days and leaves a current loan out', () => {
    expect([0, 1, 7, 8, 30, 31, 60, 61, 90, 91, 400].map(dpdBucket)).toEqual([
      null,
      '1-7',
      '1-7',
      '8-30',
      '8-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });

  it('every day from 1 to 200 lies in the range of its own bucket', () => {
    for (let d = 1; d <= 200; d++) {
      const bucket = dpdBucket(d)!;
      const { fromDays, toDays } = bucketRange(bucket);
      expect(d >= fromDays && (toDays === null || d <= toDays)).toBe(true);
    }
    expect(DPD_BUCKETS.map((b) => bucketRange(b).fromDays)).toEqual([1, 8, 31, 61, 91]);
  });
});

describe('promises to pay', () => {
  it('is kept when the amount is paid, broken after the date, open before', () => {
    expect(promiseStatus(100_00, 100_00, '2026-05-01', '2026-05-03')).toBe('kept');
    expect(promiseStatus(100_00, 99_99, '2026-05-01', '2026-05-01')).toBe('open');
    expect(promiseStatus(100_00, 99_99, '2026-05-01', '2026-05-02')).toBe('broken');
  });

  it('deals loans to collectors in turn', () => {
    expect(roundRobin([1, 2, 3, 4, 5], ['a', 'b'])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'a'],
      [4, 'b'],
      [5, 'a'],
    ]);
    expect(roundRobin([1], [])).toEqual([]);
  });
});
