// The effect of hardship plans on roll rates (decision 141): month by month and bucket by bucket, the roll rate
// of loans under a plan in force against loans with no plan. The roll rate is decision 081's: of the loans in a
// state at the month's opening snapshot, the share found in a worse bucket at its closing one (rollMatrix's
// rollForwardBps). Pure: the service hands in the snapshot dates, the positions and the plans' in-force spans.
import { toCsv } from '../books/books.js';
import { rateBps } from './reports.js';
import { rollMatrix, ROLL_FROM_STATES, type Position, type RollFromState } from './roll-rates.js';

/** Whether a loan was under a plan in force at the month's opening snapshot, or under none. */
export const PLAN_GROUPS = ['plan', 'none'] as const;
export type PlanGroup = (typeof PLAN_GROUPS)[number];

/** A plan's time in force: from the day it went into force to the day it ended (null: still in force). */
export type PlanSpan = { orderId: number; inForceOn: string; endedOn: string | null };

/** The snapshots a month is read between; null when there is none to read. */
export type MonthMarks = { month: string; fromDate: string | null; toDate: string | null };

export type PlanRollRow = {
  from: RollFromState;
  group: PlanGroup;
  /** Loans in `from` at the month's opening snapshot. */
  accounts: number;
  /** Of those, the loans in a worse bucket at its closing snapshot. */
  rolled: number;
  /** rolled ÷ accounts in basis points, rounded half up; null with no loan to divide by. */
  rollRateBps: number | null;
};

export type PlanRollMonth = { month: string; fromDate: string; toDate: string; rows: PlanRollRow[] };

const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The YYYY-MM months from `firstDay`'s month to `today`'s, oldest first. */
function monthsFrom(firstDay: string, today: string): string[] {
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
  const out: string[] = [];
  for (let i = index(firstDay); i <= index(today); i++)
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return out;
}

/**
 * The opening and closing snapshot of each month from `firstDay`'s month to `today`'s. A month opens with the
 * last snapshot before its first day (where the previous month closed) or, when there is none, its own first
 * snapshot (a book that began within it); it closes with its last snapshot up to `today`. A month whose two ends
 * are the same snapshot, or missing, says nothing about movement: both stay null.
 */
export function monthMarks(snapshotDates: readonly string[], firstDay: string, today: string): MonthMarks[] {
  const sorted = [...new Set(snapshotDates)].filter((d) => d <= today).sort();
  return monthsFrom(firstDay, today).map((month) => {
    const first = `${month}-01`;
    const opening = sorted.filter((d) => d <= dayBefore(first)).at(-1) ?? sorted.find((d) => d.startsWith(month));
    const closing = sorted.filter((d) => d.startsWith(month)).at(-1);
    if (!opening || !closing || opening >= closing) return { month, fromDate: null, toDate: null };
    return { month, fromDate: opening, toDate: closing };
  });
}

/** Whether a plan of `spans` was in force on `date`: in force from its first day, no longer on the day it ended. */
export function underPlanOn(spans: readonly PlanSpan[], orderId: number, date: string): boolean {
  return spans.some((s) => s.orderId === orderId && s.inForceOn <= date && (s.endedOn === null || s.endedOn > date));
}

/**
 * One month's roll rates by opening state, split by plan group. Each loan of `start` counts once, in the group
 * it was in at the opening snapshot; the rates are those of rollMatrix over each group alone, so the two
 * groups' accounts add up to rollMatrix's over the whole book.
 */
export function planRollRows(
  start: readonly Position[],
  end: readonly Position[],
  spans: readonly PlanSpan[],
  fromDate: string,
): PlanRollRow[] {
  const planned = start.filter((p) => underPlanOn(spans, p.orderId, fromDate));
  const unplanned = start.filter((p) => !underPlanOn(spans, p.orderId, fromDate));
  const rows: PlanRollRow[] = [];
  for (const [group, positions] of [
    ['plan', planned],
    ['none', unplanned],
  ] as const) {
    for (const row of rollMatrix(positions, end)) {
      if (row.accounts === 0) continue;
      const rolled = ROLL_FROM_STATES.filter((s) => ROLL_FROM_STATES.indexOf(s) > ROLL_FROM_STATES.indexOf(row.from))
        .map((s) => row.to[s].accounts)
        .reduce((n, a) => n + a, 0);
      rows.push({ from: row.from, group, accounts: row.accounts, rolled, rollRateBps: rateBps(rolled, row.accounts) });
    }
  }
  // The split never loses or adds a loan; a miss would misstate both groups' rates.
  const counted = rows.reduce((n, r) => n + r.accounts, 0);
  if (counted !== start.length) throw new Error(`plan roll rates placed ${counted} of ${start.length} loans`);
  return rows.sort(
    (a, b) =>
      ROLL_FROM_STATES.indexOf(a.from) - ROLL_FROM_STATES.indexOf(b.from) ||
      PLAN_GROUPS.indexOf(a.group) - PLAN_GROUPS.indexOf(b.group),
  );
}

/** The words of a group in a report. */
export const PLAN_GROUP_NAMES: Record<PlanGroup, string> = {
  plan: 'Under a plan in force',
  none: 'No plan',
};

const percent = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));

/** The plan roll rates as CSV, one line per month, opening state and group, rates in percent. */
export function planRollRatesCsv(months: readonly PlanRollMonth[]): string {
  return toCsv(
    [
      'Month',
      'Opening snapshot',
      'Closing snapshot',
      'Days past due at the opening',
      'Plan',
      'Loans at the opening',
      'Moved to a worse bucket',
      'Roll rate (%)',
    ],
    months.flatMap((m) =>
      m.rows.map((r) => [
        m.month,
        m.fromDate,
        m.toDate,
        r.from === 'current' ? 'Current' : r.from,
        PLAN_GROUP_NAMES[r.group],
        r.accounts,
        r.rolled,
        percent(r.rollRateBps),
      ]),
    ),
  );
}
