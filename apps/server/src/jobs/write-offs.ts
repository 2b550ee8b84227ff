// The write-off adjustment as set-based SQL (decision 078): on written-off loans, the contra account
// written_off:<bucket> follows receivable:<bucket>, exactly as domain/books/write-off.ts
// writeOffAdjustment does for one loan (routes/console/write-offs.test.ts checks the engine's reading).
// A receivable that fell (money collected) credits recovery income; one that rose is a loss (a late
// charge) or, for a payment taken back, undoes recovery income first. A catch-up from balances: run
// twice, it posts once.
import { sql } from 'drizzle-orm';
import { indexedByOrder } from '../db/schema.js';

/** One statement over the given orders (every written-off order when omitted), dated `businessDate`. */
export function writeOffAdjustmentStatement(
  businessDate: string,
  actor: string,
  orderIds?: readonly number[],
  { undoRecovery = false }: { undoRecovery?: boolean } = {},
) {
  const only = orderIds ? sql`where w.order_id = any(${`{${orderIds.join(',')}}`}::bigint[])` : sql``;
  return sql`
with wo as (select w.order_id from loan_write_offs w ${only}),
bal as (
  select l.order_id, split_part(l.account, ':', 2) as bucket,
    coalesce(sum(l.amount_cents) filter (where l.account like 'receivable:%' or l.account like 'written_off:%'), 0)::bigint as drift,
    coalesce(-sum(l.amount_cents) filter (where l.account like 'recovery:%'), 0)::bigint as recovered
  from wo join journal_lines l on l.order_id = wo.order_id
   and (l.account like 'receivable:%' or l.account like 'written_off:%' or l.account like 'recovery:%') and ${indexedByOrder('l')}
  group by l.order_id, split_part(l.account, ':', 2)
),
moving as (
  select order_id, bucket, drift, case when drift > 0 and ${sql.raw(String(undoRecovery))} then least(drift, greatest(recovered, 0)) else 0 end as undone
  from bal where drift <> 0
),
entries as (
  insert into journal_entries (order_id, kind, business_date, actor)
  select distinct order_id, 'write_off_adjustment', ${businessDate}::date, ${actor} from moving
  returning id, order_id
)
insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
select e.id, e.order_id, v.account, null::int, v.amount
from entries e join moving m on m.order_id = e.order_id
cross join lateral (values
  ('written_off:' || m.bucket, -m.drift),
  ('recovery:' || m.bucket, case when m.drift < 0 then m.drift else m.undone end),
  ('loss:' || m.bucket, case when m.drift > 0 then m.drift - m.undone else 0 end)) v(account, amount)
where v.amount <> 0
`;
}
