// Automatic assignment of overdue loans to collectors (decision 127): per bucket, a rule an admin sets
// says how (in turn or to the least loaded), how many loans a collector carries at most, and which loans
// wait for a person instead (a complaint in progress). Pure: the service reads the rows and writes the plan.
import type { DpdBucket } from './buckets.js';

export const ASSIGNMENT_STRATEGIES = ['round_robin', 'least_loaded'] as const;
export type AssignmentStrategy = (typeof ASSIGNMENT_STRATEGIES)[number];

export type AssignmentRule = {
  bucket: DpdBucket;
  strategy: AssignmentStrategy;
  /** The most loans a collector carries in all buckets; null: no limit. */
  capacity: number | null;
  /** Leave a loan whose borrower has a complaint in progress to the supervisor. */
  excludeOpenComplaints: boolean;
};

/** The rule of a bucket nobody has set: in turn, no limit, complaints left to a person. */
export const defaultRule = (bucket: DpdBucket): AssignmentRule => ({
  bucket,
  strategy: 'round_robin',
  capacity: null,
  excludeOpenComplaints: true,
});

export type AssignmentCandidate = {
  orderNo: string;
  daysPastDue: number;
  /** The collector it is with now (an away collector's loan is re-dealt), or null. */
  staffId: number | null;
  openComplaint: boolean;
};

export type CollectorLoad = { id: number; load: number; away: boolean };

/** Why a loan is not dealt automatically, in words, or null when it may be. */
export function exclusionReason(loan: AssignmentCandidate, rule: AssignmentRule): string | null {
  if (rule.excludeOpenComplaints && loan.openComplaint)
    return 'The borrower has a complaint in progress; a supervisor assigns this loan.';
  return null;
}

/** Round robin: the next collector in turn from `cursor`, skipping any at capacity. */
function nextInTurn(pool: CollectorLoad[], cursor: number, capacity: number | null): number | null {
  for (let step = 0; step < pool.length; step++) {
    const i = (cursor + step) % pool.length;
    if (capacity === null || pool[i]!.load < capacity) return i;
  }
  return null;
}

/** Least loaded: the collector with the fewest loans now, the lower id on a tie, none at capacity. */
function leastLoaded(pool: CollectorLoad[], capacity: number | null): number | null {
  let best: number | null = null;
  pool.forEach((c, i) => {
    if (capacity !== null && c.load >= capacity) return;
    if (best === null || c.load < pool[best]!.load) best = i;
  });
  return best;
}

/**
 * Deals `loans` (most overdue first) to the collectors who are not away, by the bucket's rule. A loan
 * excluded by the rule, or left over when everyone is at capacity, is not in the plan. `lastId` is the
 * collector who had the bucket's previous loan, so turns continue across runs. Loads in `collectors`
 * are not changed. Invariant: no collector in the plan ends above capacity; no away collector gets a loan.
 */
export function planAssignments(
  loans: readonly AssignmentCandidate[],
  collectors: readonly CollectorLoad[],
  rule: AssignmentRule,
  lastId: number | null = null,
): { orderNo: string; from: number | null; to: number }[] {
  const pool = collectors
    .filter((c) => !c.away)
    .map((c) => ({ ...c }))
    .sort((a, b) => a.id - b.id);
  if (pool.length === 0) return [];
  const next = lastId === null ? 0 : pool.findIndex((c) => c.id > lastId);
  let cursor = next < 0 ? 0 : next;
  const plan: { orderNo: string; from: number | null; to: number }[] = [];
  const ordered = [...loans].sort((a, b) => b.daysPastDue - a.daysPastDue || a.orderNo.localeCompare(b.orderNo));
  for (const loan of ordered) {
    if (exclusionReason(loan, rule) !== null) continue;
    const i =
      rule.strategy === 'round_robin' ? nextInTurn(pool, cursor, rule.capacity) : leastLoaded(pool, rule.capacity);
    if (i === null) break;
    pool[i]!.load++;
    cursor = i + 1;
    plan.push({ orderNo: loan.orderNo, from: loan.staffId, to: pool[i]!.id });
  }
  return plan;
}

/** Round-robin without rules or loads: the i-th loan goes to the (i mod n)-th collector (the supervisor's button). */
export function roundRobin<T, C>(loans: readonly T[], collectors: readonly C[]): [T, C][] {
  if (collectors.length === 0) return [];
  return loans.map((loan, i) => [loan, collectors[i % collectors.length]!]);
}
