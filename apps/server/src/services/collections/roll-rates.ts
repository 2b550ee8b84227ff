// Roll rates between the close-of-business bucket snapshots (decision 081).
import { sql } from 'drizzle-orm';
import { periodSnapshots, rollMatrix, type Position, type RollPeriod } from '../../domain/collections/roll-rates.js';
import type { CollectionsContext } from './context.js';

/** Reads the loans' positions in the close-of-business snapshot of a day, each day once (decision 081). */
export function positionsReader(query: CollectionsContext['query']): (date: string) => Promise<Position[]> {
  const positions = new Map<string, Position[]>();
  return async (date) => {
    if (!positions.has(date)) {
      const rows = await query<{
        order_id: string | number;
        days_past_due: number;
        outstanding_cents: string | number;
      }>(
        sql`select order_id, days_past_due, outstanding_cents from collection_bucket_snapshots where business_date = ${date}::date`,
      );
      positions.set(
        date,
        rows.map((r) => ({
          orderId: Number(r.order_id),
          daysPastDue: Number(r.days_past_due),
          outstandingCents: Number(r.outstanding_cents),
        })),
      );
    }
    return positions.get(date)!;
  };
}

export function rollRatesPart(ctx: CollectionsContext) {
  const { query } = ctx;

  /**
   * Roll rates over `periods` periods of `periodDays` ending at the latest snapshot: for each period,
   * the matrix from the snapshot at its start to the one at its end (decision 081).
   */
  async function rollRates(
    periodDays: number,
    periods: number,
    through?: string,
  ): Promise<{ periods: RollPeriod[]; lastDate: string | null }> {
    const upTo = through ? sql`where business_date <= ${through}::date` : sql``;
    const [last] = await query<{ d: string | null }>(
      sql`select max(business_date)::text as d from collection_bucket_snapshots ${upTo}`,
    );
    const lastDate = last?.d ?? null;
    if (lastDate === null) return { periods: [], lastDate };
    const earliest = new Date(Date.parse(`${lastDate}T00:00:00Z`) - (periods * periodDays + 366) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const dates = (
      await query<{ d: string }>(
        sql`select distinct business_date::text as d from collection_bucket_snapshots where business_date >= ${earliest}::date and business_date <= ${lastDate}::date`,
      )
    ).map((r) => r.d);
    const marks = periodSnapshots(dates, lastDate, periodDays, periods);
    const at = positionsReader(query);
    const out: RollPeriod[] = [];
    for (let i = 1; i < marks.length; i++) {
      const from = marks[i - 1]!.snapshot;
      const to = marks[i]!.snapshot;
      // A period with no snapshot at one end, or the same one at both, says nothing about movement.
      if (from === null || to === null || from === to) continue;
      out.push({ fromDate: from, toDate: to, rows: rollMatrix(await at(from), await at(to)) });
    }
    return { periods: out, lastDate };
  }

  return { rollRates };
}
