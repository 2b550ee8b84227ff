// Collections (decision 069): the days-past-due buckets a queue is cut into. Promises to pay are in
// promises.ts, assignment in assignment.ts (decision 127).
export const DPD_BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const;
export type DpdBucket = (typeof DPD_BUCKETS)[number];

/** The bucket of a loan `daysPastDue` late, or null when it is not past due. */
export function dpdBucket(daysPastDue: number): DpdBucket | null {
  if (daysPastDue < 1) return null;
  if (daysPastDue <= 7) return '1-7';
  if (daysPastDue <= 30) return '8-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}

/** The inclusive range of days past due of a bucket (the last has no upper end). */
export function bucketRange(bucket: DpdBucket): { fromDays: number; toDays: number | null } {
  switch (bucket) {
    case '1-7':
      return { fromDays: 1, toDays: 7 };
    case '8-30':
      return { fromDays: 8, toDays: 30 };
    case '31-60':
      return { fromDays: 31, toDays: 60 };
    case '61-90':
      return { fromDays: 61, toDays: 90 };
    case '90+':
      return { fromDays: 91, toDays: null };
  }
}
