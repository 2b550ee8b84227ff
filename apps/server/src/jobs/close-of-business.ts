// The daily close of business as set-based SQL: one statement per business date marks due and
// overdue, posts the one-time default penalty and the day's tiered overdue interest, and updates
// days past due. It computes what domain/loan/loan.ts closeOfBusiness computes (the golden test
// close-of-business.test.ts compares them loan by loan), but for every active order at once.
//
// Safe to re-run: orders already closed for the date are skipped and the entries are unique per
// order, date and kind. Safe with two servers: a transaction-level advisory lock serialises runs.
// A run killed midway rolls back its batch and the next run does the rest of the date.
//
// Safe with payments: every money movement on an order holds the order's row
// lock (loan-service withOrder). The job takes the same row locks, a batch of orders at a time in
// id order, before it reads a single balance; the statement that computes the charges starts after
// the locks are held, so it sees every payment that committed first, and a payment that comes later
// waits for the batch and then sees its charges. The result no longer depends on timing.
import { sql } from 'drizzle-orm';
import { indexedByOrder } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { addDays } from '../domain/calendar.js';
import { CAPS } from '../domain/loan/compliance.js';
import { ACTIVE_STATUSES, OrderStatus } from '../domain/loan/loan.js';
import { runAccruals } from './accrual.js';
import { snapshotBuckets } from './collection-snapshots.js';
import { closeJournalDays } from '../services/journal-days.js';
import { writeOffAdjustmentStatement } from './write-offs.js';
import { nonAccrualDaysInForce } from './non-accrual.js';

const COB_LOCK_KEY = 7_340_202;

// The status codes as SQL literals, built from the domain's constants so the two cannot drift.
const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));
const S = Object.fromEntries(Object.entries(OrderStatus).map(([k, v]) => [k, sql.raw(String(v))])) as Record<
  keyof typeof OrderStatus,
  ReturnType<typeof sql.raw>
>;

/** Orders closed per transaction: large enough to stay set-based, small enough that a payment waits briefly. */
export const COB_BATCH_SIZE = 2_000;

/**
 * One statement for one date over the given (already locked) orders; all active orders when ids is
 * omitted (the benchmark). The statement must start after the locks are taken: it reads balances.
 */
export function cobStatement(businessDate: string, orderIds?: readonly number[]) {
  const d = sql`${businessDate}::date`;
  // One text parameter however many ids, so a batch never meets the bind-parameter limit.
  const only = orderIds ? sql`and o.id = any(${`{${orderIds.join(',')}}`}::bigint[])` : sql``;
  return sql`
with active as (
  select o.id as order_id, o.status, o.penalty_cents, o.penalty_applied, o.caps_apply, o.due_soon_days, o.principal_cents, o.product_version_id,
    exists (select 1 from loan_write_offs w where w.order_id = o.id) as written_off
  from orders o
  where o.status in (${ACTIVE}) and (o.last_cob_date is null or o.last_cob_date < ${d}) ${only}
),
inst as (
  select i.order_id, i.seq, i.due_on, coalesce(sum(l.amount_cents), 0)::bigint as owed
  from installments i
  join active a on a.order_id = i.order_id
  left join journal_lines l
    on l.order_id = i.order_id and l.installment_seq = i.seq
   and l.account in ('receivable:principal', 'receivable:interest', 'receivable:fee') and ${indexedByOrder('l')}
  group by i.order_id, i.seq, i.due_on
),
per_order as (
  select order_id,
    coalesce(sum(owed) filter (where due_on < ${d} and owed > 0), 0)::bigint as overdue_base,
    min(due_on) filter (where due_on < ${d} and owed > 0) as oldest_overdue,
    min(due_on) filter (where owed > 0) as next_due,
    coalesce(sum(owed), 0)::bigint as installments_owed
  from inst group by order_id
),
money as (
  select a.order_id,
    coalesce(sum(l.amount_cents) filter (where l.account like 'receivable:%' and l.installment_seq is null), 0)::bigint as loan_level_owed,
    -- Net of waivers and reversals, as the engine's chargedByBucket counts them (defect 4).
    coalesce(-sum(l.amount_cents) filter (where l.account in ('income:penalty', 'income:overdue_interest', 'rebate:penalty', 'rebate:overdue_interest')), 0)::bigint as late_so_far,
    coalesce(-sum(l.amount_cents) filter (where l.account like 'income:%' or l.account like 'rebate:%'), 0)::bigint as cost_so_far
  from active a left join journal_lines l on l.order_id = a.order_id and ${indexedByOrder('l')}
  group by a.order_id
),
-- Late charges on a written-off loan are credited to its contra account, not income (non-accrual, decision
-- 114); they still count against the caps, as the engine counts every charge on the borrower
-- (domain/loan/ledger.ts suspendedCharges: a waiver of one has no rebate line).
suspended as (
  select e.order_id, coalesce(-sum(l.amount_cents), 0)::bigint as cents
  from active a
  join journal_entries e on e.order_id = a.order_id and e.kind in ('penalty', 'overdue_interest', 'charge_adjustment', 'waiver')
  join journal_lines l on l.entry_id = e.id and l.account in ('written_off:penalty', 'written_off:overdue_interest')
  where a.written_off
    and (e.kind <> 'waiver' or not exists (select 1 from journal_lines r where r.entry_id = e.id and r.account = 'rebate:penalty'))
  group by e.order_id
),
base as (
  select a.*, p.overdue_base, p.next_due, p.installments_owed, m.loan_level_owed,
    m.late_so_far + coalesce(s.cents, 0) as late_so_far, m.cost_so_far + coalesce(s.cents, 0) as cost_so_far,
    case when p.oldest_overdue is null then 0 else (${d} - p.oldest_overdue) end as dpd
  from active a join per_order p on p.order_id = a.order_id join money m on m.order_id = a.order_id
  left join suspended s on s.order_id = a.order_id
),
ceilings as (
  select b.*,
    -- Late charges may not pass 5 % a month of the amount due; total cost may not pass the principal.
    ((b.overdue_base * ${sql.raw(String(CAPS.latePenaltyMonthlyBps))} * 2 + 10000) / 20000) * greatest(1, ceil(b.dpd / 30.0)::int) as late_ceiling,
    b.principal_cents * ${sql.raw(String(CAPS.totalCostBpsOfPrincipal))} / 10000 as cost_ceiling
  from base b
),
with_penalty as (
  select c.*,
    case when c.dpd >= 1 and not c.penalty_applied then
      case when c.caps_apply then greatest(0, least(c.penalty_cents, c.late_ceiling - c.late_so_far, c.cost_ceiling - c.cost_so_far))
           else c.penalty_cents end
    end as penalty_amt
  from ceilings c
),
with_rate as (
  select w.*, t.monthly_rate_bps
  from with_penalty w
  left join product_version_tiers t
    on w.dpd >= 1 and t.product_version_id = w.product_version_id and w.dpd >= t.from_day and (t.to_day is null or w.dpd <= t.to_day)
),
calc as (
  select r.*,
    case when r.dpd >= 1 then
      case when r.caps_apply then greatest(0, least(
             (r.overdue_base * r.monthly_rate_bps * 2 + 300000) / 600000,
             r.late_ceiling - r.late_so_far - coalesce(r.penalty_amt, 0),
             r.cost_ceiling - r.cost_so_far - coalesce(r.penalty_amt, 0)))
           else (r.overdue_base * r.monthly_rate_bps * 2 + 300000) / 600000 end
      else 0 end as oi_amt
  from with_rate r
),
next_status as (
  select c.*,
    case
      when c.installments_owed + c.loan_level_owed + coalesce(c.penalty_amt, 0) = 0 then ${S.settled}
      when c.dpd >= 1 then ${S.overdue}
      when c.next_due - ${d} <= c.due_soon_days then ${S.due}
      else ${S.repaying} end as new_status
  from calc c
),
pen_entries as (
  insert into journal_entries (order_id, kind, business_date, actor, memo)
  select order_id, 'penalty', ${d}, 'cob', 'one-time default penalty' from next_status where penalty_amt > 0
  on conflict do nothing
  returning id, order_id
),
oi_entries as (
  insert into journal_entries (order_id, kind, business_date, actor, memo)
  select order_id, 'overdue_interest', ${d}, 'cob', 'tier ' || monthly_rate_bps || ' bps a month, day ' || dpd from next_status where oi_amt > 0
  on conflict do nothing
  returning id, order_id
),
new_lines as (
  insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
  select e.id, e.order_id, v.account, null::int, v.amount
  from pen_entries e join next_status n on n.order_id = e.order_id
  cross join lateral (values ('receivable:penalty', n.penalty_amt),
    (case when n.written_off then 'written_off:penalty' else 'income:penalty' end, -n.penalty_amt)) v(account, amount)
  union all
  select e.id, e.order_id, v.account, null::int, v.amount
  from oi_entries e join next_status n on n.order_id = e.order_id
  cross join lateral (values ('receivable:overdue_interest', n.oi_amt),
    (case when n.written_off then 'written_off:overdue_interest' else 'income:overdue_interest' end, -n.oi_amt)) v(account, amount)
  returning 1
),
history as (
  insert into order_status_history (order_id, from_status, to_status, business_date, actor, reason)
  select order_id, status, new_status, ${d}, 'cob', case new_status when ${S.overdue} then 'overdue: ' || dpd || ' days past due' when ${S.due} then 'installment due soon' when ${S.settled} then 'settled' else 'repaying' end
  from next_status where new_status <> status
  returning 1
)
update orders o set
  status = n.new_status,
  days_past_due = n.dpd,
  penalty_applied = o.penalty_applied or n.penalty_amt is not null,
  last_cob_date = ${d},
  settled_on = case when n.new_status = ${S.settled} then ${d} else o.settled_on end
from next_status n
where o.id = n.order_id
`;
}

export type CobResult = { businessDate: string; ordersTouched: number; skipped: boolean };

type Rows<T> = { rows: T[]; rowCount?: number | null; affectedRows?: number };

/**
 * Closes business dates up to and including `through`, one date at a time, starting from the
 * day after the least recently closed active order. Returns what each date touched.
 */
export async function runCloseOfBusiness(db: Database, through: string): Promise<CobResult[]> {
  const results: CobResult[] = [];
  const nonAccrual = (await nonAccrualDaysInForce(db)) !== null;
  for (;;) {
    // With non-accrual on (decision 135), a date's income is recognised (and held in suspense) once every order
    // is closed for it and before the next date's close moves days past due on: the suspension reads them.
    const closed = results.at(-1)?.businessDate;
    if (nonAccrual && closed) {
      const lag = (await db.execute(
        sql`select min(last_cob_date)::text as d from orders where status in (${ACTIVE})`,
      )) as unknown as Rows<{ d: string | null }>;
      const least = lag.rows[0]?.d ?? null;
      if (least === null || least >= closed) await runAccruals(db, closed);
    }
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${COB_LOCK_KEY})`);
      // No JIT: the batch's statements are planned far above the JIT thresholds (CTEs over thousands of
      // orders) and PostgreSQL spent longer compiling them than running them, as in the accrual step
      // (decision 085; measured for this job in decision 090).
      await tx.execute(sql`set local jit = off`);
      const lag = (await tx.execute(
        sql`select min(last_cob_date)::text as d from orders where status in (${ACTIVE})`,
      )) as unknown as Rows<{ d: string | null }>;
      const least = lag.rows[0]?.d ?? null;
      if (least === null || least >= through) return null;
      const date = addDays(least, 1);
      // The same row locks payments take, in id order (no deadlock), before any balance is read.
      const locked = (await tx.execute(
        sql`select id from orders where status in (${ACTIVE}) and (last_cob_date is null or last_cob_date < ${date}::date)
            order by id limit ${COB_BATCH_SIZE} for update`,
      )) as unknown as Rows<{ id: number | string }>;
      const ids = locked.rows.map((r) => Number(r.id));
      if (ids.length === 0) return { businessDate: date, ordersTouched: 0, skipped: true };
      const updated = (await tx.execute(cobStatement(date, ids))) as unknown as Rows<unknown>;
      const touched = Number(updated.rowCount ?? updated.affectedRows ?? 0);
      // The contra of a written-off loan follows its receivables (decision 078); its late charges are posted
      // against the contra already (non-accrual, decision 114), so this books what else moved.
      await tx.execute(writeOffAdjustmentStatement(date, 'cob', ids));
      await tx.execute(sql`insert into cob_runs (business_date, finished_at, orders_touched) values (${date}::date, now(), ${touched})
                           on conflict (business_date) do update set finished_at = now(), orders_touched = cob_runs.orders_touched + excluded.orders_touched`);
      return { businessDate: date, ordersTouched: touched, skipped: false };
    });
    if (result === null) break;
    if (result.skipped) continue;
    // A date closed in several batches is reported once, with every order it touched.
    const last = results.at(-1);
    if (last && last.businessDate === result.businessDate) last.ordersTouched += result.ordersTouched;
    else results.push(result);
  }
  // Income recognition runs after the late charges of each date (decision 063).
  await runAccruals(db, through);
  // Where each loan stands after the day's close, for the collections roll rates (decision 081).
  await snapshotBuckets(db, through);
  // The days before `through` are over: their payments, charges and accruals are all in, so their journals
  // are kept as they are and anything later dated on them is posted on the first open day (decision 115).
  // `through` itself stays open: its payments come after its close of business (decision 028).
  await closeJournalDays(db, addDays(through, -1));
  return results;
}
