import { describe, expect, it } from 'vitest';
import { bucketRange, DPD_BUCKETS, dpdBucket } from './buckets.js';

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
