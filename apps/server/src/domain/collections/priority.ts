// The order of a collector's worklist (decision 127): a priority score from the amount due, the days past
// due and broken promises, in tiers so a broken promise comes first and a promise still running comes last.
import type { Cents } from '../money.js';

/** Where the loan's latest promise stands, for the worklist. */
export type PromiseStanding = 'none' | 'open' | 'kept' | 'broken';

export type PriorityInput = {
  amountDueCents: Cents;
  daysPastDue: number;
  /** Promises broken on this loan in all (a habit weighs more than one slip). */
  brokenPromises: number;
  /** The latest promise: broken puts the loan on top; open holds routine contact until its date. */
  latestPromise: PromiseStanding;
};

/** The points of each part, capped so no single part can outweigh a tier (all points < 1,000). */
export const PRIORITY_WEIGHTS = {
  /** One point per day past due, up to 180. */
  maxDayPoints: 180,
  /** One point per ₱100 due, up to 300 (₱30,000). */
  centsPerAmountPoint: 10_000,
  maxAmountPoints: 300,
  /** 100 points per broken promise, up to 3. */
  pointsPerBrokenPromise: 100,
  maxBrokenPromises: 3,
  /** The tiers: a broken latest promise, routine work, a promise still running. */
  tierBroken: 2_000,
  tierRoutine: 1_000,
  tierHeld: 0,
} as const;

/**
 * The loan's priority: tier + days points + amount points + broken-promise points. Higher is worked first.
 * Invariant: the points never reach 1,000, so the tier decides before any part does.
 */
export function priorityScore(input: PriorityInput): number {
  const w = PRIORITY_WEIGHTS;
  const days = Math.min(Math.max(input.daysPastDue, 0), w.maxDayPoints);
  const amount = Math.min(Math.floor(Math.max(input.amountDueCents, 0) / w.centsPerAmountPoint), w.maxAmountPoints);
  const broken = Math.min(Math.max(input.brokenPromises, 0), w.maxBrokenPromises) * w.pointsPerBrokenPromise;
  const tier =
    input.latestPromise === 'broken' ? w.tierBroken : input.latestPromise === 'open' ? w.tierHeld : w.tierRoutine;
  return tier + days + amount + broken;
}

/** Sorts worklist rows by score, highest first; ties by days past due, then order number, so the order is stable. */
export function byPriority<T extends { priority: number; daysPastDue: number; orderNo: string }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort(
    (a, b) => b.priority - a.priority || b.daysPastDue - a.daysPastDue || a.orderNo.localeCompare(b.orderNo),
  );
}
