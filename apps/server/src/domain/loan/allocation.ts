// Splits a payment over what is owed, in the product's bucket order (loan terms: legal charges,
// enforcement expenses, penalties, fees, interest, principal). What is due comes first, bucket by
// bucket across the due installments; then later installments one at a time; any rest is credit.
import { assertCents, type Cents } from '../money.js';
import type { Outstanding } from './ledger.js';
import { LOAN_LEVEL_BUCKETS, type Bucket } from './product.js';
import type { Installment } from './schedule.js';

export type AllocationPart = { bucket: Bucket; installmentSeq: number | null; cents: Cents };
export type Allocation = { parts: AllocationPart[]; creditCents: Cents };

export function allocate(
  amountCents: Cents,
  owed: readonly Outstanding[],
  installments: readonly Installment[],
  order: readonly Bucket[],
  businessDate: string,
): Allocation {
  assertCents(amountCents, 'payment');
  let left = amountCents;
  const parts: AllocationPart[] = [];
  const remaining = new Map(owed.map((o) => [`${o.bucket}|${o.installmentSeq}`, o.cents]));
  const take = (bucket: Bucket, installmentSeq: number | null) => {
    const key = `${bucket}|${installmentSeq}`;
    const due = remaining.get(key) ?? 0;
    const cents = Math.min(due, left);
    if (cents <= 0) return;
    left -= cents;
    remaining.set(key, due - cents);
    parts.push({ bucket, installmentSeq, cents });
  };

  const dueSeqs = installments.filter((i) => i.dueOn <= businessDate).map((i) => i.seq);
  const laterSeqs = installments.filter((i) => i.dueOn > businessDate).map((i) => i.seq);

  for (const bucket of order) {
    if (LOAN_LEVEL_BUCKETS.includes(bucket)) take(bucket, null);
    else for (const seq of dueSeqs) take(bucket, seq);
  }
  for (const seq of laterSeqs) for (const bucket of order) if (!LOAN_LEVEL_BUCKETS.includes(bucket)) take(bucket, seq);
  // Loan-level charges are always due; an order that lists them last still clears them before credit.
  for (const bucket of order) if (LOAN_LEVEL_BUCKETS.includes(bucket)) take(bucket, null);

  const allocated = parts.reduce((n, p) => n + p.cents, 0);
  if (allocated + left !== amountCents) throw new Error('allocation lost money');
  return { parts, creditCents: left };
}
