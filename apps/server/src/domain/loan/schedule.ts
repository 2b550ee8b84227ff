// The contract of one loan: how much is charged and when each installment falls due.
import { addDays } from '../calendar.js';
import { applyBps, assertCents, roundHalfUp, splitEvenly, sum, type Cents, type Bps } from '../money.js';
import { termDaysOf, type Product } from './product.js';

export type Installment = {
  seq: number;
  dueOn: string;
  principalCents: Cents;
  interestCents: Cents;
  feeCents: Cents;
};

export type LoanTerms = {
  principalCents: Cents;
  termDays: number;
  /** Flat contractual interest: principal × monthly rate × term days / 30. */
  interestCents: Cents;
  serviceFeeCents: Cents;
  /** Fee taken from the proceeds (0 when the fee is repaid with the installments). */
  upfrontFeeCents: Cents;
  netProceedsCents: Cents;
  totalRepaymentCents: Cents;
  installments: Installment[];
};

/** Interest for a number of days on a principal at a monthly (30-day) rate, rounded half up. */
export function interestFor(principalCents: Cents, monthlyRateBps: Bps, days: number): Cents {
  return roundHalfUp(principalCents, monthlyRateBps * days, 10_000 * 30);
}

/** Builds the schedule for a principal disbursed on a date. Invariant: installments add up to the totals. */
export function buildTerms(product: Product, principalCents: Cents, disbursedOn: string): LoanTerms {
  assertCents(principalCents, 'principal');
  const termDays = termDaysOf(product);
  const interestCents = interestFor(principalCents, product.monthlyInterestRateBps, termDays);
  const serviceFeeCents = applyBps(principalCents, product.serviceFeeBps);
  const upfrontFeeCents = product.feeTiming === 'upfront' ? serviceFeeCents : 0;
  const addedFeeCents = serviceFeeCents - upfrontFeeCents;

  const principals = splitEvenly(principalCents, product.periods);
  const interests = splitEvenly(interestCents, product.periods);
  const fees = splitEvenly(addedFeeCents, product.periods);
  const installments = principals.map((principal, i) => ({
    seq: i + 1,
    dueOn: addDays(disbursedOn, (i + 1) * product.periodDays),
    principalCents: principal,
    interestCents: interests[i] ?? 0,
    feeCents: fees[i] ?? 0,
  }));

  const totalRepaymentCents = sum(installments.map((i) => i.principalCents + i.interestCents + i.feeCents));
  if (totalRepaymentCents !== principalCents + interestCents + addedFeeCents)
    throw new Error('schedule does not add up');
  return {
    principalCents,
    termDays,
    interestCents,
    serviceFeeCents,
    upfrontFeeCents,
    netProceedsCents: principalCents - upfrontFeeCents,
    totalRepaymentCents,
    installments,
  };
}

export const installmentTotal = (i: Installment) => i.principalCents + i.interestCents + i.feeCents;
