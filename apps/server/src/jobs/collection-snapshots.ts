// Where every active loan stood at a close of business (decision 081): its days past due
// and what it still owed. Roll rates compare two of these snapshots, so history is never rebuilt from
// the ledger afterwards. One set-based statement per business date; a re-run of the same date keeps
// the first snapshot (a date is closed once), and a second server's run inserts nothing.
import { sql } from 'drizzle-orm';
import { indexedByOrder } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { ACTIVE_STATUSES } from '../domain/loan/loan.js';

const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));

type Rows<T> = { rows: T[]; rowCount?: number | null; affectedRows?: number };

/** Snapshots the active loans closed through `businessDate`; answers how many rows it wrote. */
export async function snapshotBuckets(db: Database, businessDate: string): Promise<number> {
  const result = (await db.execute(sql`
    insert into collection_bucket_snapshots (business_date, order_id, days_past_due, outstanding_cents)
    select ${businessDate}::date, o.id, greatest(o.days_past_due, 0),
      coalesce((select sum(l.amount_cents) from journal_lines l
        where l.order_id = o.id and l.account like 'receivable%' and ${indexedByOrder('l')}), 0)
    from orders o
    where o.status in (${ACTIVE}) and o.last_cob_date = ${businessDate}::date
    on conflict (business_date, order_id) do nothing`)) as unknown as Rows<unknown>;
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
