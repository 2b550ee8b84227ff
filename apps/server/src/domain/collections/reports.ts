// Collections reports (decision 127): cure rate by action and bucket, promise-kept rate per collector and
// per bucket by month, and recoveries by bucket and month. Pure shaping of counted rows into rates and CSV.
import type { Cents } from '../money.js';
import { pesos, toCsv } from '../books/books.js';

/** A loan counts as cured by an action when it is 0 days past due, or paid off, within this many days after. */
export const CURE_WINDOW_DAYS = 30;

/** kept ÷ (kept + broken) in basis points, rounded half up; null when nothing was settled. */
export function rateBps(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  return Math.floor((numerator * 10_000 * 2 + denominator) / (denominator * 2));
}

export type CureRow = { action: string; bucket: string; actions: number; cured: number };
export type PromiseRow = { month: string; by: string; kept: number; broken: number };
export type RecoveryRow = { month: string; bucket: string; receipts: number; amountCents: Cents };

/** The words of an action in a report (contact channels and the promise to pay). */
export const ACTION_NAMES: Record<string, string> = {
  call: 'Call',
  sms: 'SMS',
  email: 'Email',
  visit: 'Visit',
  promise: 'Promise to pay',
};

export const withCureRate = (rows: readonly CureRow[]) =>
  rows.map((r) => ({ ...r, cureRateBps: rateBps(r.cured, r.actions) }));

export const withKeptRate = (rows: readonly PromiseRow[]) =>
  rows.map((r) => ({ ...r, keptRateBps: rateBps(r.kept, r.kept + r.broken) }));

const percent = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));

/** Cure rates as CSV: action in words, bucket, actions, cured, rate in percent. */
export function cureRatesCsv(rows: readonly CureRow[]): string {
  return toCsv(
    ['Action', 'Days past due', 'Actions taken', 'Loans cured within 30 days', 'Cure rate (%)'],
    withCureRate(rows).map((r) => [
      ACTION_NAMES[r.action] ?? r.action,
      r.bucket,
      r.actions,
      r.cured,
      percent(r.cureRateBps),
    ]),
  );
}

/** Promise-kept rates as CSV, one line per month and collector or bucket (`byWhat` names the column). */
export function promiseRatesCsv(rows: readonly PromiseRow[], byWhat: 'Collector' | 'Days past due'): string {
  return toCsv(
    ['Month', byWhat, 'Promises kept', 'Promises broken', 'Promise-kept rate (%)'],
    withKeptRate(rows).map((r) => [r.month, r.by, r.kept, r.broken, percent(r.keptRateBps)]),
  );
}

/** Recoveries as CSV: month, bucket, receipts and the amount in pesos with two decimals. */
export function recoveriesCsv(rows: readonly RecoveryRow[]): string {
  return toCsv(
    ['Month', 'Days past due', 'Payments', 'Recovered (PHP)'],
    rows.map((r) => [r.month, r.bucket, r.receipts, pesos(r.amountCents)]),
  );
}

/** The first day of the month `months - 1` months before `today`'s month: where a report of `months` months starts. */
export function reportStart(today: string, months: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
