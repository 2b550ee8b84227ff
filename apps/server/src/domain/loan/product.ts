// A loan product as the engine sees it. Every amount is centavos, every rate basis points.
import type { Cents, Bps } from '../money.js';

/** Ledger buckets a borrower can owe. The loan terms' payment order is the default allocation order. */
export const BUCKETS = ['legal', 'enforcement', 'penalty', 'overdue_interest', 'fee', 'interest', 'principal'] as const;
export type Bucket = (typeof BUCKETS)[number];
/** Buckets charged to the loan as a whole; the rest belong to an installment. */
export const LOAN_LEVEL_BUCKETS: readonly Bucket[] = ['legal', 'enforcement', 'penalty', 'overdue_interest'];

/** Loan terms: legal charges, enforcement expenses, penalties and fees, then fees, interest, principal. */
export const DEFAULT_ALLOCATION_ORDER: readonly Bucket[] = [...BUCKETS];

export type OverdueTier = {
  /** First day past due (1-based) this tier covers. */
  fromDay: number;
  /** Last day it covers, or null for every later day. */
  toDay: number | null;
  /** Interest on the unpaid overdue amount, per 30 days, accrued daily (decision 010). */
  monthlyRateBps: Bps;
};

export type Product = {
  code: string;
  name: string;
  currency: 'PHP';
  minAmountCents: Cents;
  maxAmountCents: Cents;
  amountStepCents: Cents;
  defaultAmountCents: Cents;
  /** Number of installments and days between them; their product is the term. */
  periods: number;
  periodDays: number;
  /** Nominal interest per 30 days, flat on the principal. */
  monthlyInterestRateBps: Bps;
  serviceFeeBps: Bps;
  /** 'upfront': deducted from the proceeds; 'added': repaid with the installments. */
  feeTiming: 'upfront' | 'added';
  defaultPenaltyNewCents: Cents;
  defaultPenaltyRepeatCents: Cents;
  overdueTiers: OverdueTier[];
  /** Fee for a rollover (extension), bps of the principal still owed. */
  rolloverFeeBps: Bps;
  /** Days before a due date from which the order shows as due (status 174). */
  dueSoonDays: number;
  allocationOrder: Bucket[];
  /** Apply the Philippine cap policy (decision 011); on by default for peso products. */
  capPolicy: boolean;
  tags: string[];
  rangeDescription: string;
  /** The tags and range text in Filipino (decision 132); absent or empty in a version saved before them. */
  tagsFil?: string[];
  rangeDescriptionFil?: string;
  recommended: boolean;
  /** A partner-serviced product's order page; the borrower's order page hands over to it (spec playeduL). */
  servicingUrl?: string;
};

export const LOAN_TERMS = { minTermDays: 91, maxTermDays: 365 } as const;

export type ProductIssue = { field: keyof Product | string; message: string };

export const termDaysOf = (p: Pick<Product, 'periods' | 'periodDays'>) => p.periods * p.periodDays;

/** Structural rules every product must meet, before any cap policy. */
export function validateProduct(p: Product): ProductIssue[] {
  const issues: ProductIssue[] = [];
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) issues.push({ field, message });
  };
  const intIn = (v: number, min: number, max: number) => Number.isSafeInteger(v) && v >= min && v <= max;
  need(intIn(p.minAmountCents, 1, 10 ** 12), 'minAmountCents', 'must be a positive whole number of centavos');
  need(intIn(p.maxAmountCents, p.minAmountCents, 10 ** 12), 'maxAmountCents', 'must be at least minAmountCents');
  need(intIn(p.amountStepCents, 1, p.maxAmountCents), 'amountStepCents', 'must be positive');
  need(
    intIn(p.defaultAmountCents, p.minAmountCents, p.maxAmountCents) &&
      (p.defaultAmountCents - p.minAmountCents) % p.amountStepCents === 0,
    'defaultAmountCents',
    'must be within the range and on a step',
  );
  need(intIn(p.periods, 1, 52), 'periods', 'must be 1 to 52');
  need(intIn(p.periodDays, 1, 365), 'periodDays', 'must be 1 to 365');
  const term = termDaysOf(p);
  need(
    term >= LOAN_TERMS.minTermDays && term <= LOAN_TERMS.maxTermDays,
    'periodDays',
    `term (periods × periodDays = ${term}) must be ${LOAN_TERMS.minTermDays} to ${LOAN_TERMS.maxTermDays} days (loan terms)`,
  );
  need(intIn(p.monthlyInterestRateBps, 0, 10_000), 'monthlyInterestRateBps', 'must be 0 to 10000');
  need(intIn(p.serviceFeeBps, 0, 5_000), 'serviceFeeBps', 'must be 0 to 5000');
  need(intIn(p.defaultPenaltyNewCents, 0, 10 ** 9), 'defaultPenaltyNewCents', 'must be whole centavos');
  need(intIn(p.defaultPenaltyRepeatCents, 0, 10 ** 9), 'defaultPenaltyRepeatCents', 'must be whole centavos');
  need(intIn(p.rolloverFeeBps, 0, 10_000), 'rolloverFeeBps', 'must be 0 to 10000');
  need(intIn(p.dueSoonDays, 0, 30), 'dueSoonDays', 'must be 0 to 30');
  need(
    p.allocationOrder.length === BUCKETS.length && BUCKETS.every((b) => p.allocationOrder.includes(b)),
    'allocationOrder',
    `must list each bucket once: ${BUCKETS.join(', ')}`,
  );
  // Tiers must cover day 1 onwards without gaps or overlaps, the last one open-ended.
  let expect = 1;
  p.overdueTiers.forEach((t, i) => {
    need(t.fromDay === expect, `overdueTiers.${i}.fromDay`, `must be ${expect}`);
    need(intIn(t.monthlyRateBps, 0, 10_000), `overdueTiers.${i}.monthlyRateBps`, 'must be 0 to 10000');
    const last = i === p.overdueTiers.length - 1;
    need(
      last ? t.toDay === null : t.toDay !== null && t.toDay >= t.fromDay,
      `overdueTiers.${i}.toDay`,
      last ? 'must be null (open-ended)' : 'must be at least fromDay',
    );
    expect = (t.toDay ?? expect) + 1;
  });
  need(p.overdueTiers.length > 0, 'overdueTiers', 'must have at least one tier');
  return issues;
}

/** The tier for a given day past due (1-based). */
export function tierFor(p: Pick<Product, 'overdueTiers'>, dayPastDue: number): OverdueTier {
  const tier = p.overdueTiers.find((t) => dayPastDue >= t.fromDay && (t.toDay === null || dayPastDue <= t.toDay));
  if (!tier) throw new Error(`no overdue tier for day ${dayPastDue}`);
  return tier;
}
