// The Philippine cap policy for covered loans (SEC MC 3 s.2022 as amended by SEC MC 14 s.2025):
// unsecured, principal up to PHP 10,000, term up to 4 months. Figures and sources: docs/compliance.md.
import { formatBps, formatMoney } from '@lendwell/contracts/constants';
import { applyBps, type Cents } from '../money.js';
import { effectiveRate } from './eir.js';
import { type Product, termDaysOf } from './product.js';
import { buildTerms, installmentTotal } from './schedule.js';

export const CAPS = {
  coveredMaxPrincipalCents: 1_000_000,
  /** Four months, counted generously as 124 days so no four-month loan escapes the caps. */
  coveredMaxTermDays: 124,
  nominalMonthlyBps: 600,
  effectiveMonthlyBps: 1_200,
  latePenaltyMonthlyBps: 500,
  totalCostBpsOfPrincipal: 10_000,
} as const;

export type CapRule = 'nominal-interest' | 'effective-interest' | 'late-penalty' | 'total-cost';

export const CAP_RULE_TEXT: Record<CapRule, string> = {
  'nominal-interest': 'nominal interest must not exceed 6% a month (SEC MC 3 s.2022, as amended)',
  'effective-interest': 'effective interest including fees must not exceed 12% a month (SEC MC 3 s.2022, as amended)',
  'late-penalty': 'late-payment penalties must not exceed 5% a month of the amount due (SEC MC 3 s.2022, as amended)',
  'total-cost': 'total cost must not exceed 100% of the principal (SEC MC 3 s.2022, as amended)',
};

export type CapViolation = { rule: CapRule; field: string; message: string };

export function isCovered(principalCents: Cents, termDays: number): boolean {
  return principalCents <= CAPS.coveredMaxPrincipalCents && termDays <= CAPS.coveredMaxTermDays;
}

/** Whether loans of this product at this amount are under the caps. */
export function capsApply(product: Product, principalCents: Cents): boolean {
  return product.capPolicy && isCovered(principalCents, termDaysOf(product));
}

/** Checks a product against the caps at the amounts of its range that are covered loans. */
export function checkProductCaps(product: Product, disbursedOn = '2026-01-01'): CapViolation[] {
  if (
    !product.capPolicy ||
    termDaysOf(product) > CAPS.coveredMaxTermDays ||
    product.minAmountCents > CAPS.coveredMaxPrincipalCents
  )
    return [];
  const violations: CapViolation[] = [];
  const add = (rule: CapRule, field: string, detail: string) =>
    violations.push({ rule, field, message: `${CAP_RULE_TEXT[rule]}: ${detail}` });

  if (product.monthlyInterestRateBps > CAPS.nominalMonthlyBps)
    add(
      'nominal-interest',
      'monthlyInterestRateBps',
      `this product charges ${formatBps(product.monthlyInterestRateBps)} a month`,
    );

  const covered = [product.minAmountCents, Math.min(product.maxAmountCents, CAPS.coveredMaxPrincipalCents)];
  for (const amount of covered) {
    const terms = buildTerms(product, amount, disbursedOn);
    const rate = effectiveRate(
      terms.netProceedsCents,
      terms.installments.map((i) => ({ day: i.seq * product.periodDays, amountCents: installmentTotal(i) })),
    );
    if (rate.monthlyBps > CAPS.effectiveMonthlyBps)
      add(
        'effective-interest',
        'serviceFeeBps',
        `a loan of ${formatMoney(amount)} would cost ${formatBps(rate.monthlyBps)} a month`,
      );
    if (terms.interestCents + terms.serviceFeeCents > amount)
      add(
        'total-cost',
        'monthlyInterestRateBps',
        `on a loan of ${formatMoney(amount)}, interest and fees would exceed the amount borrowed`,
      );
    // The first 30 days overdue: the one-time penalty plus the first tier on the smallest installment.
    const smallestDue = Math.min(...terms.installments.map(installmentTotal));
    const firstTier = product.overdueTiers[0]?.monthlyRateBps ?? 0;
    const penalty = Math.max(product.defaultPenaltyNewCents, product.defaultPenaltyRepeatCents);
    if (penalty + applyBps(smallestDue, firstTier) > applyBps(smallestDue, CAPS.latePenaltyMonthlyBps)) {
      add(
        'late-penalty',
        'defaultPenaltyNewCents',
        `the ${formatMoney(penalty)} penalty plus the first month's overdue interest is more than 5% of the ${formatMoney(smallestDue)} due`,
      );
    }
  }
  for (const [i, tier] of product.overdueTiers.entries()) {
    if (tier.monthlyRateBps > CAPS.latePenaltyMonthlyBps)
      add(
        'late-penalty',
        `overdueTiers.${i}.monthlyRateBps`,
        `overdue tier ${i + 1} charges ${formatBps(tier.monthlyRateBps)} a month`,
      );
  }
  violations.push(...checkRolloverFeeCaps(product));
  // One message per rule and field is enough.
  return violations.filter((v, i) => violations.findIndex((w) => w.rule === v.rule && w.field === v.field) === i);
}

/**
 * A rollover's fee is the charge for its extension period (one period, during which no further
 * interest is scheduled), so it must meet the nominal and effective monthly caps for that period
 * on its own (SEC MC 14 s.2025 covers renewed and extended loans; decision 117). The fee is paid
 * at the start of the extension, so the effective rate treats it as deducted from the principal kept.
 * Call only for a product whose loans are covered; checkProductCaps does.
 */
function checkRolloverFeeCaps(product: Product): CapViolation[] {
  const violations: CapViolation[] = [];
  const feeBps = product.rolloverFeeBps;
  if (feeBps <= 0) return violations;
  const days = product.periodDays;
  const extension = `a rollover fee of ${formatBps(feeBps)} for an extension of ${days} days`;
  // Nominal: the fee spread over the extension, per 30 days; compared in whole numbers so nothing rounds.
  if (feeBps * 30 > CAPS.nominalMonthlyBps * days) {
    const monthlyBps = Math.round((feeBps * 30) / days);
    violations.push({
      rule: 'nominal-interest',
      field: 'rolloverFeeBps',
      message: `${CAP_RULE_TEXT['nominal-interest']}: ${extension} is ${formatBps(monthlyBps)} a month`,
    });
  }
  const principal = Math.min(product.maxAmountCents, CAPS.coveredMaxPrincipalCents);
  const feeCents = applyBps(principal, feeBps);
  const effectiveMonthlyBps =
    feeCents >= principal
      ? Number.POSITIVE_INFINITY
      : effectiveRate(principal - feeCents, [{ day: days, amountCents: principal }]).monthlyBps;
  if (effectiveMonthlyBps > CAPS.effectiveMonthlyBps) {
    violations.push({
      rule: 'effective-interest',
      field: 'rolloverFeeBps',
      message: `${CAP_RULE_TEXT['effective-interest']}: ${extension} ${
        Number.isFinite(effectiveMonthlyBps)
          ? `would cost ${formatBps(effectiveMonthlyBps)} a month`
          : 'would take the whole principal'
      }`,
    });
  }
  return violations;
}

/**
 * Why a rollover must be refused under the total-cost cap, as a sentence the borrower and staff can
 * read, or null when it may go ahead. Lifetime charges count every charge since disbursement,
 * earlier rollover fees included, plus this rollover's fee (decision 117).
 */
export function rolloverTotalCostRefusal(
  principalCents: Cents,
  chargedSoFarCents: Cents,
  feeCents: Cents,
): string | null {
  const ceiling = totalCostCeiling(principalCents);
  const lifetime = chargedSoFarCents + feeCents;
  if (lifetime <= ceiling) return null;
  return (
    `This loan cannot be extended: with the ${formatMoney(feeCents)} extension fee, its charges would come to ` +
    `${formatMoney(lifetime)}, more than the ${formatMoney(principalCents)} borrowed (${CAP_RULE_TEXT['total-cost']}).`
  );
}

/** The most late charges (penalty + overdue interest) a covered loan may carry after `daysPastDue` days. */
export function lateChargeCeiling(amountDueCents: Cents, daysPastDue: number): Cents {
  const months = Math.max(1, Math.ceil(daysPastDue / 30));
  return applyBps(amountDueCents, CAPS.latePenaltyMonthlyBps) * months;
}

/** The most a covered loan may cost beyond its principal, in total. */
export function totalCostCeiling(principalCents: Cents): Cents {
  return applyBps(principalCents, CAPS.totalCostBpsOfPrincipal);
}
