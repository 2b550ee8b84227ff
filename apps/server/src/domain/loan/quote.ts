// What a borrower is offered before they accept: the schedule and the Truth-in-Lending figures
// (RA 3765): amount financed, finance charge, net proceeds, effective interest rate, total cost.
import { addDays } from '../calendar.js';
import type { Cents, Bps } from '../money.js';
import { capsApply } from './compliance.js';
import { effectiveRate } from './eir.js';
import type { Product } from './product.js';
import { buildTerms, installmentTotal, type Installment } from './schedule.js';

export type Quote = {
  productCode: string;
  principalCents: Cents;
  periods: number;
  periodDays: number;
  termDays: number;
  installments: Installment[];
  firstPayOn: string;
  interestCents: Cents;
  serviceFeeCents: Cents;
  upfrontFeeCents: Cents;
  netProceedsCents: Cents;
  totalRepaymentCents: Cents;
  /** TILA: the credit the borrower actually gets (principal less charges deducted upfront). */
  amountFinancedCents: Cents;
  /** TILA: every charge for the credit (interest and fees). */
  financeChargeCents: Cents;
  nominalMonthlyBps: Bps;
  effectiveMonthlyBps: Bps;
  effectiveYearlyBps: Bps;
  capsApply: boolean;
};

export type AmountProblem = { field: 'amount'; message: string };

export function checkAmount(product: Product, principalCents: Cents): AmountProblem | null {
  if (!Number.isSafeInteger(principalCents)) return { field: 'amount', message: 'must be whole centavos' };
  if (principalCents < product.minAmountCents || principalCents > product.maxAmountCents) {
    return {
      field: 'amount',
      message: `must be between ${product.minAmountCents} and ${product.maxAmountCents} centavos`,
    };
  }
  if ((principalCents - product.minAmountCents) % product.amountStepCents !== 0) {
    return { field: 'amount', message: `must be in steps of ${product.amountStepCents} centavos` };
  }
  return null;
}

/** Quotes a loan as if disbursed on `disbursedOn` (the business date); throws on an invalid amount. */
export function quote(product: Product, principalCents: Cents, disbursedOn: string): Quote {
  const problem = checkAmount(product, principalCents);
  if (problem) throw new RangeError(`${problem.field}: ${problem.message}`);
  const terms = buildTerms(product, principalCents, disbursedOn);
  const rate = effectiveRate(
    terms.netProceedsCents,
    terms.installments.map((i) => ({ day: i.seq * product.periodDays, amountCents: installmentTotal(i) })),
  );
  return {
    productCode: product.code,
    principalCents,
    periods: product.periods,
    periodDays: product.periodDays,
    termDays: terms.termDays,
    installments: terms.installments,
    firstPayOn: terms.installments[0]?.dueOn ?? addDays(disbursedOn, product.periodDays),
    interestCents: terms.interestCents,
    serviceFeeCents: terms.serviceFeeCents,
    upfrontFeeCents: terms.upfrontFeeCents,
    netProceedsCents: terms.netProceedsCents,
    totalRepaymentCents: terms.totalRepaymentCents,
    amountFinancedCents: terms.netProceedsCents,
    financeChargeCents: terms.interestCents + terms.serviceFeeCents,
    nominalMonthlyBps: product.monthlyInterestRateBps,
    effectiveMonthlyBps: rate.monthlyBps,
    effectiveYearlyBps: rate.yearlyBps,
    capsApply: capsApply(product, principalCents),
  };
}
