// Collections (decision 069): the days-past-due buckets a queue is cut into, and when a
// promise to pay is kept or broken. Pure rules; the service reads and writes the rows.
import type { Cents } from '../money.js';

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

export type PromiseStatus = 'open' | 'kept' | 'broken';

/**
 * A promise's status: kept once the money paid since it was made (up to its date) reaches its amount,
 * broken once its date has passed without that, open until then.
 */
export function promiseStatus(
  amountCents: Cents,
  paidByDateCents: Cents,
  promisedOn: string,
  today: string,
): PromiseStatus {
  if (paidByDateCents >= amountCents) return 'kept';
  return today > promisedOn ? 'broken' : 'open';
}

/** Round-robin: the i-th unassigned loan goes to the (i mod n)-th collector. */
export function roundRobin<T, C>(loans: readonly T[], collectors: readonly C[]): [T, C][] {
  if (collectors.length === 0) return [];
  return loans.map((loan, i) => [loan, collectors[i % collectors.length]!]);
}
