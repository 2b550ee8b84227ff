// Non-accrual from days past due (decision 135) as set-based SQL: what domain/books/non-accrual.ts
// suspensionEntry and suspenseRelease compute for one loan, for many (the golden test
// close-of-business.non-accrual.test.ts compares them account by account). Per bucket, the contract income
// earned and the late charges booked on a loan's business date are held in suspense while the loan is at or past
// the policy's days past due, never more than is still uncollected; and income held that is no longer
// uncollected (a payment, a waiver, a correction) is released on the event's date, in its transaction.
import { sql } from 'drizzle-orm';
import { indexedByOrder } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';

// Per suspended bucket (domain/books/non-accrual.ts SUSPENDED_BUCKETS), the account its daily income is credited to.
const BUCKETS = sql.raw(`(values ('interest', 'income_earned:interest'), ('fee', 'income_earned:fee'),
  ('penalty', 'income:penalty'), ('overdue_interest', 'income:overdue_interest')) b(bucket, income_account)`);

/**
 * Per order (s) and bucket (b): what is owed, what of it is not yet earned (unearned:<bucket>, found through the order's
 * entries since the order index leaves recognition lines out, decision 095) and what is held in suspense.
 */
const POSITION = sql`coalesce((select sum(l.amount_cents) from journal_lines l
      where l.order_id = s.order_id and l.account = 'receivable:' || b.bucket and ${indexedByOrder('l')}), 0)::bigint as owed,
    coalesce((select -sum(l.amount_cents) from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.order_id = s.order_id and l.account = 'unearned:' || b.bucket), 0)::bigint as unearned,
    coalesce((select -sum(l.amount_cents) from journal_lines l
      where l.order_id = s.order_id and l.account = 'suspense:' || b.bucket and ${indexedByOrder('l')}), 0)::bigint as held`;

/** What may be held: the uncollected income of the bucket (owed less unearned, never negative). */
const UNCOLLECTED = sql.raw(`greatest(0, p.owed - greatest(0, p.unearned))`);

/**
 * The suspensions of a business date, after its late charges and accrual: every loan closed for the date at or
 * past `nonAccrualDays` days past due and not written off holds the day's income (domain suspensionEntry).
 * Skips a loan already suspended for the date, so a date run twice posts once.
 */
export function suspensionStatement(businessDate: string, nonAccrualDays: number) {
  const d = sql`${businessDate}::date`;
  return sql`
with sel as (
  select o.id as order_id from orders o
  where o.last_cob_date = ${d} and o.days_past_due >= ${nonAccrualDays} and o.disbursed_on is not null
    and not exists (select 1 from loan_write_offs w where w.order_id = o.id)
    and not exists (select 1 from journal_entries j where j.order_id = o.id and j.business_date = ${d} and j.kind = 'suspension')
),
p as (
  select s.order_id, b.bucket,
    coalesce((select -sum(l.amount_cents) from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.order_id = s.order_id and e.business_date = ${d} and e.kind in ('penalty', 'overdue_interest', 'accrual')
        and l.account = b.income_account), 0)::bigint as day_income,
    ${POSITION}
  from sel s cross join ${BUCKETS}
),
calc as (
  select p.order_id, p.bucket, greatest(0, least(p.day_income, ${UNCOLLECTED} - p.held)) as amt from p
),
entries as (
  insert into journal_entries (order_id, kind, business_date, actor, memo)
  select distinct order_id, 'suspension', ${d}, 'cob', 'non-accrual: the day’s income held in suspense' from calc where amt > 0
  returning id, order_id
)
insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
select e.id, e.order_id, v.account, null::int, v.amount
from entries e join calc c on c.order_id = e.order_id and c.amt > 0
cross join lateral (values ('income_suspended:' || c.bucket, c.amt), ('suspense:' || c.bucket, -c.amt)) v(account, amount)
`;
}

/**
 * The reference of the release a referenced event (a payment, pay:<n>) posted: a reversal of the payment finds
 * what it released by it and holds it again (decision 140).
 */
export const releaseReference = (reference: string): string => `${reference}#release`;

/**
 * The release of one loan's income held in suspense that is no longer uncollected, dated `businessDate`
 * (domain suspenseRelease). Nothing on a written-off loan (its write-off reversed what was held) or one holding
 * nothing. A catch-up from balances: run twice, it posts once. An event with a reference gives its release one.
 */
export function suspenseReleaseStatement(businessDate: string, actor: string, orderId: number, reference?: string) {
  return sql`
with sel as (
  select ${orderId}::bigint as order_id
  where not exists (select 1 from loan_write_offs w where w.order_id = ${orderId}::bigint)
    and exists (select 1 from journal_lines l where l.order_id = ${orderId}::bigint and l.account like 'suspense:%')
),
p as (
  select s.order_id, b.bucket, ${POSITION}
  from sel s cross join ${BUCKETS}
),
calc as (
  select p.order_id, p.bucket, greatest(0, p.held - ${UNCOLLECTED}) as amt from p
),
entries as (
  insert into journal_entries (order_id, kind, business_date, actor, memo, reference)
  select distinct order_id, 'suspense_release', ${businessDate}::date, ${actor},
    'non-accrual: collected income released from suspense', ${reference ? releaseReference(reference) : null}::text
  from calc where amt > 0
  returning id, order_id
)
insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
select e.id, e.order_id, v.account, null::int, v.amount
from entries e join calc c on c.order_id = e.order_id and c.amt > 0
cross join lateral (values ('suspense:' || c.bucket, c.amt), ('income_suspended:' || c.bucket, -c.amt)) v(account, amount)
`;
}

type Rows<T> = { rows: T[] };

/** The non-accrual days of the books policy in force, or null when it is off (decision 135). */
export async function nonAccrualDaysInForce(db: Database | Transaction): Promise<number | null> {
  const r = (await db.execute(
    sql`select non_accrual_days from books_policies order by version desc limit 1`,
  )) as unknown as Rows<{ non_accrual_days: number | string | null }>;
  const v = r.rows[0]?.non_accrual_days ?? null;
  return v === null ? null : Number(v);
}
