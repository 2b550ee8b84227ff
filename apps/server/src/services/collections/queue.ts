// The queue by days-past-due bucket, assignment by a person or by the supervisor's button, and the
// supervisor's figures (decision 069). A collector's queue holds only their own loans.
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@lendwell/contracts';
import { bucketRange, DPD_BUCKETS, dpdBucket, type DpdBucket } from '../../domain/collections/buckets.js';
import { roundRobin } from '../../domain/collections/assignment.js';
import { ACTIVE_STATUSES } from '../../domain/loan/loan.js';
import { AppError, invalid } from '../../lib/errors.js';
import {
  outstandingSql as outstanding,
  SYSTEM_VIEWER,
  type CollectionsContext,
  type CollectionsViewer,
  type Rows,
} from './context.js';

const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));

export type QueueItem = {
  orderNo: string;
  daysPastDue: number;
  bucket: DpdBucket;
  status: number;
  principalCents: number;
  outstandingCents: number;
  phone: string;
  collectorId: number | null;
  collectorName: string | null;
};

export function queuePart(ctx: CollectionsContext) {
  const { db, audit, query, scope, visibleOrder, settlePromises } = ctx;

  async function queue(v: CollectionsViewer, bucket?: DpdBucket): Promise<QueueItem[]> {
    const range = bucket ? bucketRange(bucket) : { fromDays: 1, toDays: null };
    const upper = range.toDays === null ? sql`true` : sql`o.days_past_due <= ${range.toDays}`;
    const rows = await query<{
      order_no: string;
      days_past_due: number;
      status: number;
      principal_cents: string | number;
      outstanding_cents: string | number;
      phone: string;
      staff_id: number | null;
      staff_name: string | null;
    }>(sql`select o.order_no, o.days_past_due, o.status, o.principal_cents, ${outstanding}::bigint as outstanding_cents,
        u.phone, a.staff_id, s.name as staff_name
      from orders o join users u on u.id = o.user_id
      left join collection_assignments a on a.order_id = o.id
      left join staff_users s on s.id = a.staff_id
      where o.status in (${ACTIVE}) and o.days_past_due >= ${range.fromDays} and ${upper} and ${scope(v)}
      order by o.days_past_due desc, o.id
      limit 500`);
    return rows.map((r) => ({
      orderNo: r.order_no,
      daysPastDue: Number(r.days_past_due),
      bucket: dpdBucket(Number(r.days_past_due))!,
      status: Number(r.status),
      principalCents: Number(r.principal_cents),
      outstandingCents: Number(r.outstanding_cents),
      phone: r.phone,
      collectorId: r.staff_id === null ? null : Number(r.staff_id),
      collectorName: r.staff_name,
    }));
  }

  async function activeCollector(staffId: number) {
    const [s] = await query<{ id: number; name: string }>(
      sql`select id, name from staff_users where id = ${staffId} and role = 'collector' and is_active`,
    );
    if (!s) throw invalid('staffId', 'must be an active collector', { sentence: 'Choose an active collector.' });
    return s;
  }

  async function assign(v: CollectionsViewer, orderNo: string, staffId: number) {
    const order = await visibleOrder(v, orderNo);
    const collector = await activeCollector(staffId);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into collection_assignments (order_id, staff_id, assigned_by) values (${order.id}, ${staffId}, ${v.actor})
        on conflict (order_id) do update set staff_id = excluded.staff_id, assigned_by = excluded.assigned_by, assigned_at = now()`);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.assign',
          target: orderNo,
          before: { staffId: order.staffId },
          after: { staffId },
        },
        tx,
      );
    });
    return { orderNo, collectorId: collector.id, collectorName: collector.name };
  }

  /** By rule: the bucket's unassigned loans, most overdue first, dealt in turn to the active collectors. */
  async function assignByRule(v: CollectionsViewer, bucket: DpdBucket) {
    const collectors = await query<{ id: number }>(
      sql`select id from staff_users where role = 'collector' and is_active order by id`,
    );
    if (collectors.length === 0)
      throw new AppError(ErrorCode.conflict, 'There is no active collector to assign loans to.');
    const loans = (await queue({ ...v, role: 'admin' }, bucket)).filter((l) => l.collectorId === null);
    let assigned = 0;
    for (const [loan, collector] of roundRobin(loans, collectors)) {
      await db.transaction(async (tx) => {
        const done = (await tx.execute(sql`insert into collection_assignments (order_id, staff_id, assigned_by)
          select id, ${collector.id}, ${v.actor} from orders where order_no = ${loan.orderNo}
          on conflict (order_id) do nothing returning order_id`)) as unknown as Rows<unknown>;
        if (done.rows.length === 0) return; // assigned meanwhile by someone else
        assigned++;
        await audit.append(
          {
            actor: v.actor,
            action: 'collections.assign',
            target: loan.orderNo,
            before: { staffId: null },
            after: { staffId: collector.id, rule: 'round-robin', bucket },
          },
          tx,
        );
      });
    }
    return { assigned, collectors: collectors.length };
  }

  async function collectors() {
    return query<{ id: number; name: string; email: string }>(
      sql`select id, name, email from staff_users where role = 'collector' and is_active order by name, id`,
    );
  }

  /** Supervisor figures: accounts and amounts per bucket, promises kept and broken, collected per collector. */
  async function figures() {
    await settlePromises();
    const all = await queue(SYSTEM_VIEWER);
    const buckets = DPD_BUCKETS.map((bucket) => {
      const inBucket = all.filter((l) => l.bucket === bucket);
      return {
        bucket,
        accounts: inBucket.length,
        outstandingCents: inBucket.reduce((n, l) => n + l.outstandingCents, 0),
        unassigned: inBucket.filter((l) => l.collectorId === null).length,
      };
    });
    const promiseCounts = await query<{ status: string; n: string | number }>(
      sql`select status, count(*) as n from promises_to_pay group by status`,
    );
    const count = (s: string) => Number(promiseCounts.find((p) => p.status === s)?.n ?? 0);
    const perCollector = await query<{
      id: number;
      name: string;
      accounts: string | number;
      collected: string | number;
    }>(
      sql`select s.id, s.name, count(distinct a.order_id) as accounts,
          coalesce(sum(r.amount_cents) filter (where r.id is not null), 0)::bigint as collected
        from staff_users s
        left join collection_assignments a on a.staff_id = s.id
        left join receipts r on r.order_id = a.order_id and r.reversed_at is null and r.issued_at >= a.assigned_at
        where s.role = 'collector'
        group by s.id, s.name order by s.name, s.id`,
    );
    return {
      buckets,
      promises: { open: count('open'), kept: count('kept'), broken: count('broken') },
      collectors: perCollector.map((c) => ({
        id: Number(c.id),
        name: c.name,
        accounts: Number(c.accounts),
        collectedCents: Number(c.collected),
      })),
    };
  }

  return { queue, activeCollector, assign, assignByRule, collectors, figures };
}
