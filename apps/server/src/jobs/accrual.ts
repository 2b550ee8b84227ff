// The accrual step of the close of business (decision 063) as set-based SQL: for a batch
// of orders and one business date, one statement defers newly charged contract income and earns
// the day's share, exactly as domain/loan/accrual.ts accrueIncome does for one loan (the golden
// test accrual.test.ts compares them). Entries are unique per order, date and kind, and each batch
// skips the orders already posted for its date under an advisory lock, so a date run twice, or by two
// servers at once, posts once; every figure is a catch-up from balances, so a date missed is made
// good by the next.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { addDays } from '../domain/calendar.js';
import { ACTIVE_STATUSES } from '../domain/loan/loan.js';
import { nonAccrualDaysInForce, suspensionStatement } from './non-accrual.js';

const ACCRUAL_LOCK_KEY = 7_340_219;
const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));

// The running position (decision 079): one row per order, kept by a trigger from the lines posted.
const POSITIONS = (within: (column: string) => SQL) => sql`money as (
  select s.order_id,
    coalesce(p.contract_interest_cents, 0) as c_i, coalesce(p.contract_fee_cents, 0) as c_f,
    coalesce(p.deferred_interest_cents, 0) as d_i, coalesce(p.deferred_fee_cents, 0) as d_f,
    coalesce(p.earned_interest_cents, 0) as e_i, coalesce(p.earned_fee_cents, 0) as e_f
  from sel s left join accrual_positions p on p.order_id = s.order_id ${within('p.order_id')}
),`;

// The same figures summed from every line of the order (the step before decision 079), found by the
// order's entries: the order index leaves out income-recognition lines (decision 095).
const LINES = (within: (column: string) => SQL) => sql`money as (
  select s.order_id,
    coalesce(-sum(l.amount_cents) filter (where l.account in ('income:interest', 'rebate:interest')), 0)::bigint as c_i,
    coalesce(-sum(l.amount_cents) filter (where l.account in ('income:fee', 'rebate:fee')), 0)::bigint as c_f,
    coalesce(sum(l.amount_cents) filter (where l.account = 'income_deferred:interest'), 0)::bigint as d_i,
    coalesce(sum(l.amount_cents) filter (where l.account = 'income_deferred:fee'), 0)::bigint as d_f,
    coalesce(-sum(l.amount_cents) filter (where l.account = 'income_earned:interest'), 0)::bigint as e_i,
    coalesce(-sum(l.amount_cents) filter (where l.account = 'income_earned:fee'), 0)::bigint as e_f
  from sel s left join (journal_entries e join journal_lines l on l.entry_id = e.id) on e.order_id = s.order_id
   and l.account in ('income:interest', 'rebate:interest', 'income:fee', 'rebate:fee', 'income_deferred:interest',
                     'income_deferred:fee', 'income_earned:interest', 'income_earned:fee') ${within('e.order_id')}
  group by s.order_id
),`;

/**
 * Set in each accrual transaction before its statement: no JIT compilation. The statement's planner
 * estimates (CTE joins) run far above the JIT thresholds, and compiling it took ~2.3 s per batch on
 * PostgreSQL 15, more than running it (decision 085). PGlite has no JIT; the setting is accepted.
 * And room to sort and hash in memory: at 4 MB the statement over many loans, and the journal's
 * statement-level checks of its lines, spilled to disk (decision 089). One statement for both.
 */
export const accrualSettings = sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`;

/** Orders accrued per transaction. */
export const ACCRUAL_BATCH_SIZE = 5_000;

/**
 * Which orders a date looks at: disbursed by then and live, or settled since the day before (their
 * last unearned income is earned), or no longer live without a settlement (a booking undone). A
 * written-off loan earns nothing more: its unearned income was reversed at the write-off (decision 078).
 */
export const accrualCandidates = (d: ReturnType<typeof sql>) =>
  sql`o.disbursed_on is not null and o.disbursed_on <= ${d}
      and (o.status in (${ACTIVE}) or o.settled_on is null or o.settled_on >= ${d} - 1)
      and not exists (select 1 from loan_write_offs w where w.order_id = o.id)`;

/**
 * Where the statement reads each order's contract, deferred and earned income: the running position
 * (decision 079), or the sums of the order's journal lines it replaced (kept as the reference the
 * benchmark and the tests compare it with).
 */
export type PositionSource = 'positions' | 'lines';

/**
 * How the statement skips an order already posted for the date: a look-up of its entry (decision 089),
 * or "on conflict do nothing" on the unique index, the form it replaced (kept as the reference the
 * benchmark times).
 */
export type SkipPosted = 'lookup' | 'conflict';

/** One statement for one date over the given orders; every candidate order when ids is omitted (the benchmark). */
export function accrualStatement(
  businessDate: string,
  orderIds?: readonly number[],
  { source = 'positions', skipPosted = 'lookup' }: { source?: PositionSource; skipPosted?: SkipPosted } = {},
) {
  const d = sql`${businessDate}::date`;
  // A batch's ids are consecutive candidates in id order (runAccruals): bounding each table's rows by
  // their range lets the planner read a batch's few rows by index instead of every loan's rows for each
  // batch, a cost that grew with the square of the loans (decision 089).
  const lowest = orderIds?.reduce((a, b) => Math.min(a, b), Infinity);
  const highest = orderIds?.reduce((a, b) => Math.max(a, b), -Infinity);
  const within = (column: string) =>
    orderIds && orderIds.length > 0
      ? sql`and ${sql.raw(column)} between ${lowest}::bigint and ${highest}::bigint`
      : sql``;
  const money = source === 'positions' ? POSITIONS(within) : LINES(within);
  const only = orderIds ? sql`and o.id = any(${`{${orderIds.join(',')}}`}::bigint[])` : sql``;
  const lookup = skipPosted === 'lookup';
  const memo = sql`case when periods = 1 then 'straight_line' else 'effective_interest' end`;
  return sql`
with sel as (
  select o.id as order_id, o.disbursed_on, o.periods,
    (o.status in (${ACTIVE}) or (o.settled_on is not null and o.settled_on > ${d})) as live
  from orders o
  where ${accrualCandidates(d)} ${only}
),
${money}
weights as (
  -- Straight-line (single payment) weighs 1 on the last installment; effective interest weighs principal.
  -- Per order by its installments' key, in the orders' own order (a hash join and an aggregate of every
  -- loan's installments, sorted on disk at a million loans, took longer; decision 092).
  select s.order_id, w.w_today, w.w_left
  from sel s cross join lateral (
    select coalesce(sum(case when s.periods = 1 then (i.seq = s.periods)::int else i.principal_cents end), 0)::numeric as w_today,
      coalesce(sum(case when s.periods = 1 then (i.seq = s.periods)::int else i.principal_cents end * (i.due_on - ${d} + 1)), 0)::numeric as w_left
    from installments i where i.order_id = s.order_id and i.due_on >= ${d}
  ) w
),
calc as (
  select s.order_id, s.periods,
    m.c_i - m.d_i as defer_i, m.c_f - m.d_f as defer_f,
    case when not s.live then m.c_i - m.e_i
         when ${d} <= s.disbursed_on then 0
         when w.w_left = 0 then m.c_i - m.e_i
         else (sign(m.c_i - m.e_i) * floor((2 * abs(m.c_i - m.e_i) * w.w_today + w.w_left) / (2 * w.w_left)))::bigint end as earn_i,
    case when not s.live then m.c_f - m.e_f
         when ${d} <= s.disbursed_on then 0
         when w.w_left = 0 then m.c_f - m.e_f
         else (sign(m.c_f - m.e_f) * floor((2 * abs(m.c_f - m.e_f) * w.w_today + w.w_left) / (2 * w.w_left)))::bigint end as earn_f
  from sel s join money m on m.order_id = s.order_id join weights w on w.order_id = s.order_id
),
moving as (
  -- An order already accrued for the date is skipped here rather than by "on conflict do nothing",
  -- whose speculative insert cost ~6 µs an entry (decision 089). Statements for a date run one at a
  -- time (the advisory lock in runAccruals), so this sees every entry posted before; the unique index
  -- still refuses a duplicate from anywhere else. Each entry's id is drawn here, so its lines are
  -- written from this row: joining the inserted entries back to their orders sorted a million entries
  -- and four million lines on disk (decision 091).
  select c.*${lookup ? sql`, nextval('journal_entries_id_seq') as entry_id` : sql``} from calc c
  where (defer_i <> 0 or defer_f <> 0 or earn_i <> 0 or earn_f <> 0) ${
    lookup
      ? sql`and not exists (select 1 from journal_entries j
                    where j.order_id = c.order_id and j.business_date = ${d} and j.kind = 'accrual' ${within('j.order_id')})`
      : sql``
  }
),
${
  lookup
    ? sql`entries as (
  insert into journal_entries (id, order_id, kind, business_date, actor, memo) overriding system value
  select entry_id, order_id, 'accrual', ${d}, 'cob', ${memo} from moving
)
insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
select m.entry_id, m.order_id, v.account, null::int, v.amount
from moving m`
    : sql`entries as (
  insert into journal_entries (order_id, kind, business_date, actor, memo)
  select order_id, 'accrual', ${d}, 'cob', ${memo} from moving
  on conflict do nothing
  returning id, order_id
)
insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
select e.id, e.order_id, v.account, null::int, v.amount
from entries e join moving m on m.order_id = e.order_id`
}
cross join lateral (values
  ('income_deferred:interest', m.defer_i), ('unearned:interest', -m.defer_i),
  ('unearned:interest', m.earn_i), ('income_earned:interest', -m.earn_i),
  ('income_deferred:fee', m.defer_f), ('unearned:fee', -m.defer_f),
  ('unearned:fee', m.earn_f), ('income_earned:fee', -m.earn_f)) v(account, amount)
where v.amount <> 0
`;
}

type Rows<T> = { rows: T[]; rowCount?: number | null; affectedRows?: number };

export type AccrualResult = { businessDate: string; orders: number };

/**
 * Accrues every business date after the last one accrued, through `through`, in batches of orders
 * by id. The first run starts at the earliest disbursement. Returns the dates it ran.
 */
export async function runAccruals(
  db: Database,
  through: string,
  batchSize: number = ACCRUAL_BATCH_SIZE,
): Promise<AccrualResult[]> {
  const results: AccrualResult[] = [];
  const start = (await db.execute(sql`
    select coalesce((select (max(business_date) + 1)::text from accrual_runs),
                    (select min(disbursed_on)::text from orders where disbursed_on is not null)) as d`)) as unknown as Rows<{
    d: string | null;
  }>;
  let date = start.rows[0]?.d ?? null;
  if (date === null) return results;
  const nonAccrualDays = await nonAccrualDaysInForce(db);
  for (; date <= through; date = addDays(date, 1)) {
    let after = 0;
    let orders = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK_KEY})`);
        await tx.execute(accrualSettings);
        const picked = (await tx.execute(sql`
          select o.id from orders o where ${accrualCandidates(sql`${date}::date`)} and o.id > ${after}
          order by o.id limit ${batchSize}`)) as unknown as Rows<{ id: number | string }>;
        const ids = picked.rows.map((r) => Number(r.id));
        if (ids.length > 0) await tx.execute(accrualStatement(date!, ids));
        return ids;
      });
      if (batch.length === 0) break;
      orders += batch.length;
      after = batch.at(-1)!;
      if (batch.length < batchSize) break;
    }
    // Non-accrual (decision 135): after the date's earning, loans the date's close left at or past the policy's
    // days past due hold the date's new income in suspense. Under the same lock: a date run twice posts once.
    if (nonAccrualDays !== null)
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK_KEY})`);
        await tx.execute(accrualSettings);
        await tx.execute(suspensionStatement(date!, nonAccrualDays));
      });
    await db.execute(sql`insert into accrual_runs (business_date, finished_at, orders_seen) values (${date}::date, now(), ${orders})
                         on conflict (business_date) do update set finished_at = now()`);
    results.push({ businessDate: date, orders });
  }
  return results;
}
