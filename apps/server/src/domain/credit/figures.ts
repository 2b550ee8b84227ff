// The figures a risk team watches (decision 058), from one row per decided application: approval and
// referral rates, time to decision and to disbursement, first-payment default and 30 days past due by
// score band and by month of disbursement (vintage); and each table as CSV.
import { csvLines } from '../csv.js';
import type { CreditOutcome } from '@lendwell/contracts';

export type FigureRow = {
  outcome: CreditOutcome;
  /** The outcome after a reviewer: approve when the loan went on to disbursement. */
  finalApproved: boolean;
  band: string | null;
  decisionMs: number;
  /** Milliseconds from application to the money leaving, when it has. */
  disbursementMs: number | null;
  disbursedOn: string | null;
  firstPaymentDefault: boolean;
  reached30Dpd: boolean;
};

export type Summary = {
  applications: number;
  approved: number;
  referred: number;
  declined: number;
  approvalRatePct: number;
  referralRatePct: number;
  medianDecisionMs: number | null;
  p95DecisionMs: number | null;
  medianDisbursementMinutes: number | null;
};
export type RiskRow = { key: string; disbursed: number; fpd: number; fpdPct: number; dpd30: number; dpd30Pct: number };
export type Figures = { summary: Summary; bands: RiskRow[]; vintages: RiskRow[] };

const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((n / d) * 1000) / 10);

/** The value at a quantile of an ascending list (nearest rank), or null for an empty list. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function risk(rows: readonly FigureRow[], keyOf: (r: FigureRow) => string): RiskRow[] {
  const groups = new Map<string, FigureRow[]>();
  for (const row of rows) {
    if (!row.disbursedOn) continue;
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => {
      const fpd = group.filter((r) => r.firstPaymentDefault).length;
      const dpd30 = group.filter((r) => r.reached30Dpd).length;
      return {
        key,
        disbursed: group.length,
        fpd,
        fpdPct: pct(fpd, group.length),
        dpd30,
        dpd30Pct: pct(dpd30, group.length),
      };
    });
}

export function figures(rows: readonly FigureRow[]): Figures {
  const count = (o: CreditOutcome) => rows.filter((r) => r.outcome === o).length;
  const decision = rows.map((r) => r.decisionMs).sort((a, b) => a - b);
  const disbursement = rows
    .map((r) => r.disbursementMs)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  const medianDisbursement = quantile(disbursement, 0.5);
  return {
    summary: {
      applications: rows.length,
      approved: count('approve'),
      referred: count('refer'),
      declined: count('decline'),
      approvalRatePct: pct(count('approve'), rows.length),
      referralRatePct: pct(count('refer'), rows.length),
      medianDecisionMs: quantile(decision, 0.5),
      p95DecisionMs: quantile(decision, 0.95),
      medianDisbursementMinutes: medianDisbursement === null ? null : Math.round(medianDisbursement / 6000) / 10,
    },
    bands: risk(rows, (r) => r.band ?? 'none'),
    vintages: risk(rows, (r) => r.disbursedOn!.slice(0, 7)),
  };
}

const cell = (value: unknown) =>
  typeof value === 'number' || value === null || value === undefined ? value : String(value);

/** One table of the figures as CSV with a header row. */
export function figuresCsv(f: Figures, table: 'summary' | 'bands' | 'vintages'): string {
  const lines: unknown[][] =
    table === 'summary'
      ? [Object.keys(f.summary), Object.values(f.summary)]
      : [
          [
            table === 'bands' ? 'band' : 'vintage',
            'disbursed',
            'first_payment_default',
            'fpd_pct',
            'dpd30',
            'dpd30_pct',
          ],
          ...f[table].map((r) => [r.key, r.disbursed, r.fpd, r.fpdPct, r.dpd30, r.dpd30Pct]),
        ];
  return csvLines(
    lines.map((l) => l.map(cell)),
    '\n',
  );
}
