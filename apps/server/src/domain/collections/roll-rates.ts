// Roll rates (decision 081): of the loans in each delinquency state at the start of a
// period, the share found in each state at its end. The supervisor reads them to see whether loans
// are curing or rolling into worse buckets. Pure: the service hands in two snapshots of positions.
import { toCsv } from '../books/books.js';
import { DPD_BUCKETS, dpdBucket } from './buckets.js';

/** Where a loan stands in a snapshot: current (not past due) or a days-past-due bucket. */
export const ROLL_FROM_STATES = ['current', ...DPD_BUCKETS] as const;
export type RollFromState = (typeof ROLL_FROM_STATES)[number];
/** At the period's end a loan may also have left the book (settled, written off): closed. */
export const ROLL_TO_STATES = [...ROLL_FROM_STATES, 'closed'] as const;
export type RollToState = (typeof ROLL_TO_STATES)[number];

/** One loan in a snapshot. */
export type Position = { orderId: number; daysPastDue: number; outstandingCents: number };

export type RollCell = { accounts: number; amountCents: number; shareBps: number };
export type RollRow = {
  from: RollFromState;
  accounts: number;
  amountCents: number;
  to: Record<RollToState, RollCell>;
  /** Share of the row's accounts that ended in a worse state (a later bucket; not closed). */
  rollForwardBps: number;
  /** Share that ended current or closed (cured or paid off). */
  curedBps: number;
};

const rank = (s: RollToState) => ROLL_TO_STATES.indexOf(s);

/** The roll state of a loan `daysPastDue` late. */
export function rollState(daysPastDue: number): RollFromState {
  return dpdBucket(daysPastDue) ?? 'current';
}

/** `part` of `whole` in basis points, rounded half up; 0 of nothing is 0. */
function bps(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((part * 10_000 * 2 + whole) / (whole * 2));
}

/**
 * The roll matrix from `start` to `end`. Every loan of `start` is counted once in its from-row and
 * once in one to-cell (closed when absent from `end`); loans that appear only in `end` (new since the
 * start) are not in any row. Amounts are the outstanding at the start, so a row's amounts also add up.
 */
export function rollMatrix(start: readonly Position[], end: readonly Position[]): RollRow[] {
  const after = new Map<number, Position>();
  for (const p of end) after.set(p.orderId, p);
  const empty = (): Record<RollToState, RollCell> =>
    Object.fromEntries(ROLL_TO_STATES.map((s) => [s, { accounts: 0, amountCents: 0, shareBps: 0 }])) as Record<
      RollToState,
      RollCell
    >;
  const rows = new Map<RollFromState, RollRow>(
    ROLL_FROM_STATES.map((from) => [
      from,
      { from, accounts: 0, amountCents: 0, to: empty(), rollForwardBps: 0, curedBps: 0 },
    ]),
  );
  const seen = new Set<number>();
  for (const p of start) {
    if (seen.has(p.orderId)) throw new Error(`order ${p.orderId} is twice in the starting snapshot`);
    seen.add(p.orderId);
    const row = rows.get(rollState(p.daysPastDue))!;
    const later = after.get(p.orderId);
    const cell = row.to[later ? rollState(later.daysPastDue) : 'closed'];
    row.accounts++;
    row.amountCents += p.outstandingCents;
    cell.accounts++;
    cell.amountCents += p.outstandingCents;
  }
  for (const row of rows.values()) {
    let worse = 0;
    let cured = 0;
    let counted = 0;
    for (const s of ROLL_TO_STATES) {
      const cell = row.to[s];
      cell.shareBps = bps(cell.accounts, row.accounts);
      counted += cell.accounts;
      if (s !== 'closed' && rank(s) > rank(row.from)) worse += cell.accounts;
      if (s === 'closed' || s === 'current') cured += cell.accounts;
    }
    // Every loan of the row sits in exactly one cell; a miss would misstate every share.
    if (counted !== row.accounts) throw new Error(`roll row ${row.from}: ${counted} of ${row.accounts} loans placed`);
    row.rollForwardBps = bps(worse, row.accounts);
    row.curedBps = row.from === 'current' ? 0 : bps(cured, row.accounts);
  }
  return [...rows.values()];
}

/**
 * The period boundaries for `periods` periods of `periodDays` ending on `lastDate`, oldest first,
 * each mapped to the latest snapshot date on or before it (null when there is none yet).
 */
export function periodSnapshots(
  snapshotDates: readonly string[],
  lastDate: string,
  periodDays: number,
  periods: number,
): { boundary: string; snapshot: string | null }[] {
  if (periodDays < 1 || periods < 1) throw new Error('a period is at least one day, and at least one period');
  const sorted = [...snapshotDates].sort();
  const out: { boundary: string; snapshot: string | null }[] = [];
  for (let i = periods; i >= 0; i--) {
    const boundary = new Date(Date.parse(`${lastDate}T00:00:00Z`) - i * periodDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const snapshot = sorted.filter((d) => d <= boundary).at(-1) ?? null;
    out.push({ boundary, snapshot });
  }
  return out;
}

export type RollPeriod = { fromDate: string; toDate: string; rows: RollRow[] };

const percent = (bpsValue: number) => (bpsValue / 100).toFixed(2);
const pesos = (cents: number) => (cents / 100).toFixed(2);

/** Every period's matrix as CSV, one line per period, from-state and to-state, in pesos and percent. */
export function rollRatesCsv(periods: readonly RollPeriod[]): string {
  const rows: (string | number)[][] = [];
  for (const period of periods)
    for (const row of period.rows)
      for (const to of ROLL_TO_STATES) {
        const cell = row.to[to];
        rows.push([
          period.fromDate,
          period.toDate,
          row.from,
          to,
          row.accounts,
          cell.accounts,
          percent(cell.shareBps),
          pesos(cell.amountCents),
        ]);
      }
  return toCsv(
    [
      'From date',
      'To date',
      'From',
      'To',
      'Accounts at start',
      'Accounts moved',
      'Share of accounts (%)',
      'Outstanding at start (PHP)',
    ],
    rows,
  );
}
