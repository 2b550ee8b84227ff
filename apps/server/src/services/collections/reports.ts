// Collections reports (decision 127): cure rate by action and bucket, promise-kept rate per collector and per
// bucket by month, recoveries by bucket and month. Read from contacts, promises, receipts and the close-of-
// business bucket snapshots (decision 081), so a report never rebuilds history from the ledger.
import { sql } from 'drizzle-orm';
import {
  CURE_WINDOW_DAYS,
  reportStart,
  withCureRate,
  withKeptRate,
  type CureRow,
  type PromiseRow,
  type RecoveryRow,
} from '../../domain/collections/reports.js';
import {
  monthMarks,
  planRollRows,
  type PlanRollMonth,
  type PlanSpan,
} from '../../domain/collections/plan-roll-rates.js';
import type { CollectionsContext } from './context.js';
import { positionsReader } from './roll-rates.js';

type Num = number | string;

/** The bucket of a days-past-due column, in SQL, the same cut as domain/collections/buckets.ts. */
const bucketOf = (dpd: ReturnType<typeof sql.raw>) => sql`case when ${dpd} <= 7 then '1-7' when ${dpd} <= 30 then '8-30'
  when ${dpd} <= 60 then '31-60' when ${dpd} <= 90 then '61-90' else '90+' end`;

/**
 * A loan is cured after an action on day `d` when a close of business within CURE_WINDOW_DAYS after saw it
 * 0 days past due, or it was settled in that window.
 */
const curedAfter = (orderId: ReturnType<typeof sql.raw>, day: ReturnType<typeof sql.raw>) => sql`(exists (
    select 1 from collection_bucket_snapshots s where s.order_id = ${orderId} and s.days_past_due = 0
      and s.business_date > ${day} and s.business_date <= ${day} + ${CURE_WINDOW_DAYS}::int)
  or exists (select 1 from order_status_history h where h.order_id = ${orderId} and h.to_status = 200
      and h.business_date > ${day} - 1 and h.business_date <= ${day} + ${CURE_WINDOW_DAYS}::int))`;

export function reportsPart(ctx: CollectionsContext) {
  const { query, today, settlePromises } = ctx;

  async function cureRates(from: string): Promise<CureRow[]> {
    const rows = await query<{ action: string; bucket: string; actions: Num; cured: Num }>(
      sql`select action, bucket, count(*)::int as actions, count(*) filter (where cured)::int as cured from (
          select c.channel as action, ${bucketOf(sql.raw('c.days_past_due'))} as bucket,
            ${curedAfter(sql.raw('c.order_id'), sql.raw("(c.at at time zone 'Asia/Manila')::date"))} as cured
          from collection_contacts c where c.days_past_due >= 1 and (c.at at time zone 'Asia/Manila')::date >= ${from}::date
          union all
          select 'promise', p.bucket, ${curedAfter(sql.raw('p.order_id'), sql.raw('p.made_on'))}
          from promises_to_pay p where p.bucket is not null and p.made_on >= ${from}::date
        ) t group by action, bucket order by action, bucket`,
    );
    return rows.map((r) => ({
      action: r.action,
      bucket: r.bucket,
      actions: Number(r.actions),
      cured: Number(r.cured),
    }));
  }

  async function promiseRates(from: string, by: 'collector' | 'bucket'): Promise<PromiseRow[]> {
    const key = by === 'collector' ? sql`s.name` : sql`coalesce(p.bucket, 'Not recorded')`;
    const rows = await query<{ month: string; by: string; kept: Num; broken: Num }>(
      sql`select to_char(p.promised_on, 'YYYY-MM') as month, ${key} as by,
          count(*) filter (where p.status = 'kept')::int as kept, count(*) filter (where p.status = 'broken')::int as broken
        from promises_to_pay p join staff_users s on s.id = p.staff_id
        where p.status <> 'open' and p.promised_on >= ${from}::date
        group by 1, 2 order by 1, 2`,
    );
    return rows.map((r) => ({ month: r.month, by: r.by, kept: Number(r.kept), broken: Number(r.broken) }));
  }

  /** Receipts (not reversed) on loans that the last close of business before the payment saw past due. */
  async function recoveries(from: string): Promise<RecoveryRow[]> {
    const rows = await query<{ month: string; bucket: string; receipts: Num; amount: Num }>(
      sql`select to_char(r.paid_on, 'YYYY-MM') as month, ${bucketOf(sql.raw('d.dpd'))} as bucket,
          count(*)::int as receipts, sum(r.amount_cents)::bigint as amount
        from receipts r
        join lateral (select s.days_past_due as dpd from collection_bucket_snapshots s
          where s.order_id = r.order_id and s.business_date < r.paid_on order by s.business_date desc limit 1) d on true
        where r.reversed_at is null and d.dpd >= 1 and r.paid_on >= ${from}::date
        group by 1, 2 order by 1, 2`,
    );
    return rows.map((r) => ({
      month: r.month,
      bucket: r.bucket,
      receipts: Number(r.receipts),
      amountCents: Number(r.amount),
    }));
  }

  /**
   * Roll rates of loans under a plan in force against loans with none, month by month from `from` (decision 141).
   * The SQL gathers the snapshot dates, the positions and the plans' spans in force; domain/ does the counting.
   */
  async function planRollRates(from: string, today: string): Promise<PlanRollMonth[]> {
    // Far enough back for the snapshot where the month before `from` closed.
    const dates = (
      await query<{ d: string }>(
        sql`select distinct business_date::text as d from collection_bucket_snapshots
          where business_date >= ${from}::date - 62 and business_date <= ${today}::date`,
      )
    ).map((r) => r.d);
    const marks = monthMarks(dates, from, today);
    if (marks.every((m) => m.fromDate === null)) return [];
    const spans: PlanSpan[] = (
      await query<{ order_id: Num; in_force_on: string; ended_on: string | null }>(
        sql`select order_id, in_force_on::text as in_force_on, ended_on::text as ended_on from hardship_plans
          where in_force_on is not null and in_force_on <= ${today}::date`,
      )
    ).map((r) => ({ orderId: Number(r.order_id), inForceOn: r.in_force_on, endedOn: r.ended_on }));
    const at = positionsReader(query);
    const out: PlanRollMonth[] = [];
    for (const { month, fromDate, toDate } of marks) {
      if (fromDate === null || toDate === null) continue;
      out.push({ month, fromDate, toDate, rows: planRollRows(await at(fromDate), await at(toDate), spans, fromDate) });
    }
    return out;
  }

  /** Every report over the last `months` months (this month included), rates in basis points. */
  async function reports(months: number) {
    await settlePromises();
    const day = await today();
    const from = reportStart(day, months);
    return {
      from,
      cureRates: withCureRate(await cureRates(from)),
      promisesByCollector: withKeptRate(await promiseRates(from, 'collector')),
      promisesByBucket: withKeptRate(await promiseRates(from, 'bucket')),
      recoveries: await recoveries(from),
      planRollRates: await planRollRates(from, day),
    };
  }

  return { reports, cureRates, promiseRates, recoveries, planRollRates };
}
