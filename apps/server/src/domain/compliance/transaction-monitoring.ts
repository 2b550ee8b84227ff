// Transaction monitoring rules (decision 125): pure functions over each loan's disbursement and payments. Each
// hit names its rule, the borrower, the amount and a sentence, and carries a key that makes it raise one alert
// however often the rules run. Thresholds are the compliance officer's to change (audited, every version kept);
// the covered transaction threshold is the law's (RA 9160 §3(b): over ₱500,000 in one banking day).
import { formatMoney } from '@lendwell/contracts';
import { daysBetween } from '../calendar.js';

export type MonitoringThresholds = {
  /**
   * A loan repaid in full within this many days of disbursement is suspicious. Prepayment opens at half the term
   * (day 46 of the shortest, 91-day loan), so the default 60 flags a payoff in the first weeks it is allowed.
   */
  quickPayoffDays: number;
  /** This many different payment sources (accounts or channels) for one loan is suspicious. */
  manyPayersCount: number;
  /** A payment above this share of the borrower's stated monthly income, in basis points (20000 = twice). */
  incomeMultipleBps: number;
  /** A payment above this share of the loan's principal, in basis points (15000 = one and a half times). */
  loanMultipleBps: number;
  /** Payments of one borrower on one day above this are a covered transaction (₱500,000 by law). */
  coveredTransactionCents: number;
};

export const DEFAULT_THRESHOLDS: MonitoringThresholds = {
  quickPayoffDays: 60,
  manyPayersCount: 3,
  incomeMultipleBps: 20_000,
  loanMultipleBps: 15_000,
  coveredTransactionCents: 50_000_000,
};

/** Each threshold in words with its allowed range, for the screen and for a refusal. */
export const THRESHOLD_LIMITS: Record<keyof MonitoringThresholds, { words: string; min: number; max: number }> = {
  quickPayoffDays: { words: 'Days to a suspicious full repayment', min: 1, max: 90 },
  manyPayersCount: { words: 'Different payers for one loan', min: 2, max: 20 },
  incomeMultipleBps: { words: 'Payment above monthly income (basis points)', min: 5_000, max: 200_000 },
  loanMultipleBps: { words: 'Payment above the loan (basis points)', min: 10_000, max: 200_000 },
  coveredTransactionCents: { words: 'Covered transaction threshold', min: 100, max: 50_000_000 },
};

/** The first threshold out of its range, as a field and a sentence; null when all are in range. */
export function thresholdProblem(t: MonitoringThresholds): { field: string; message: string } | null {
  type Limit = (typeof THRESHOLD_LIMITS)[keyof MonitoringThresholds];
  for (const [field, limit] of Object.entries(THRESHOLD_LIMITS) as [keyof MonitoringThresholds, Limit][]) {
    const value = t[field];
    if (!Number.isInteger(value) || value < limit.min || value > limit.max)
      return { field, message: `${limit.words} must be a whole number from ${limit.min} to ${limit.max}` };
  }
  return null;
}

export type PaymentActivity = { paymentNo: string; amountCents: number; paidOn: string; source: string };
export type LoanActivity = {
  orderId: number;
  orderNo: string;
  userId: number;
  principalCents: number;
  disbursedOn: string;
  /** The business date the loan was paid in full, or null while it runs. */
  paidOffOn: string | null;
  monthlyIncomePesos: number | null;
  payments: PaymentActivity[];
};

export type MonitoringRule = 'quick-payoff' | 'many-payers' | 'out-of-profile' | 'covered-transaction';
export type MonitoringHit = {
  rule: MonitoringRule;
  userId: number;
  orderId: number | null;
  dedupeKey: string;
  amountCents: number;
  /** The business date the pattern was complete on. */
  on: string;
  summary: string;
  details: Record<string, unknown>;
};

const peso = (cents: number) => formatMoney(cents);

/** Repaid in full within N days of disbursement. */
export function quickPayoff(loan: LoanActivity, t: MonitoringThresholds): MonitoringHit[] {
  if (!loan.paidOffOn) return [];
  const days = daysBetween(loan.disbursedOn, loan.paidOffOn);
  if (days > t.quickPayoffDays) return [];
  const paid = loan.payments.reduce((s, p) => s + p.amountCents, 0);
  return [
    {
      rule: 'quick-payoff',
      userId: loan.userId,
      orderId: loan.orderId,
      dedupeKey: `quick-payoff:order:${loan.orderId}`,
      amountCents: paid,
      on: loan.paidOffOn,
      summary: `Loan ${loan.orderNo} of ${peso(loan.principalCents)} was repaid in full ${days} days after disbursement.`,
      details: { days, disbursedOn: loan.disbursedOn, paidOffOn: loan.paidOffOn },
    },
  ];
}

/** Payments for one loan from many different sources. */
export function manyPayers(loan: LoanActivity, t: MonitoringThresholds): MonitoringHit[] {
  const sources = new Set(loan.payments.map((p) => p.source));
  if (sources.size < t.manyPayersCount) return [];
  const sorted = [...loan.payments].sort((a, b) => a.paidOn.localeCompare(b.paidOn));
  return [
    {
      rule: 'many-payers',
      userId: loan.userId,
      orderId: loan.orderId,
      dedupeKey: `many-payers:order:${loan.orderId}`,
      amountCents: loan.payments.reduce((s, p) => s + p.amountCents, 0),
      on: sorted[sorted.length - 1]!.paidOn,
      summary: `Loan ${loan.orderNo} was paid from ${sources.size} different accounts or channels.`,
      details: { sources: sources.size, payments: loan.payments.length },
    },
  ];
}

/** A payment far above the borrower's stated monthly income or the loan's size. */
export function outOfProfile(loan: LoanActivity, t: MonitoringThresholds): MonitoringHit[] {
  const incomeCap = loan.monthlyIncomePesos ? (loan.monthlyIncomePesos * 100 * t.incomeMultipleBps) / 10_000 : null;
  const loanCap = (loan.principalCents * t.loanMultipleBps) / 10_000;
  return loan.payments.flatMap((p) => {
    const aboveIncome = incomeCap !== null && p.amountCents > incomeCap;
    const aboveLoan = p.amountCents > loanCap;
    if (!aboveIncome && !aboveLoan) return [];
    const against = aboveIncome
      ? `the stated monthly income of ${peso(loan.monthlyIncomePesos! * 100)}`
      : `the loan of ${peso(loan.principalCents)}`;
    return [
      {
        rule: 'out-of-profile' as const,
        userId: loan.userId,
        orderId: loan.orderId,
        dedupeKey: `out-of-profile:payment:${p.paymentNo}`,
        amountCents: p.amountCents,
        on: p.paidOn,
        summary: `Payment ${p.paymentNo} of ${peso(p.amountCents)} on loan ${loan.orderNo} is far above ${against}.`,
        details: { paymentNo: p.paymentNo, aboveIncome, aboveLoan },
      },
    ];
  });
}

/** One borrower's payments on one day above the covered transaction threshold, across their loans. */
export function coveredTransactions(loans: readonly LoanActivity[], t: MonitoringThresholds): MonitoringHit[] {
  const byDay = new Map<string, { userId: number; on: string; cents: number; payments: string[] }>();
  for (const loan of loans)
    for (const p of loan.payments) {
      const key = `${loan.userId}:${p.paidOn}`;
      const day = byDay.get(key) ?? { userId: loan.userId, on: p.paidOn, cents: 0, payments: [] };
      day.cents += p.amountCents;
      day.payments.push(p.paymentNo);
      byDay.set(key, day);
    }
  return [...byDay.values()]
    .filter((d) => d.cents > t.coveredTransactionCents)
    .map((d) => ({
      rule: 'covered-transaction' as const,
      userId: d.userId,
      orderId: null,
      dedupeKey: `covered-transaction:user:${d.userId}:${d.on}`,
      amountCents: d.cents,
      on: d.on,
      summary: `Payments of ${peso(d.cents)} on ${d.on} (${d.payments.length}) are over the covered transaction threshold of ${peso(t.coveredTransactionCents)}.`,
      details: { payments: d.payments },
    }));
}

/** Every rule over every loan. Pure: the same activity and thresholds give the same hits. */
export function monitor(loans: readonly LoanActivity[], t: MonitoringThresholds): MonitoringHit[] {
  return [
    ...loans.flatMap((loan) => [...quickPayoff(loan, t), ...manyPayers(loan, t), ...outOfProfile(loan, t)]),
    ...coveredTransactions(loans, t),
  ];
}

export type MonitoringBackTest = {
  loans: number;
  borrowers: number;
  byRule: { rule: MonitoringRule; alerts: number; borrowers: number }[];
  borrowersFlagged: number;
};

export const MONITORING_RULES: readonly MonitoringRule[] = [
  'quick-payoff',
  'many-payers',
  'out-of-profile',
  'covered-transaction',
];

/** What thresholds would have raised over past activity, like the credit rules' back-test (decision 058). */
export function backTestMonitoring(loans: readonly LoanActivity[], t: MonitoringThresholds): MonitoringBackTest {
  const hits = monitor(loans, t);
  return {
    loans: loans.length,
    borrowers: new Set(loans.map((l) => l.userId)).size,
    byRule: MONITORING_RULES.map((rule) => {
      const of = hits.filter((h) => h.rule === rule);
      return { rule, alerts: of.length, borrowers: new Set(of.map((h) => h.userId)).size };
    }),
    borrowersFlagged: new Set(hits.map((h) => h.userId)).size,
  };
}
