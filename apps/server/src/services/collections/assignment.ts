// Automatic assignment by bucket and capacity (decision 127): the admin's rule per bucket, collectors
// marked away, and the run that deals new, bucket-changed and away collectors' loans. A loan is assigned
// once: collection_assignments' primary key is the order, so of two runs racing the second's insert does
// nothing (ON CONFLICT DO NOTHING), and a re-deal is an UPDATE guarded by the collector it moves from.
import { sql } from 'drizzle-orm';
import { bucketRange, DPD_BUCKETS, type DpdBucket } from '../../domain/collections/buckets.js';
import {
  defaultRule,
  planAssignments,
  type AssignmentCandidate,
  type AssignmentRule,
  type AssignmentStrategy,
} from '../../domain/collections/assignment.js';
import { ACTIVE_STATUSES } from '../../domain/loan/loan.js';
import { invalid } from '../../lib/errors.js';
import type { CollectionsContext, CollectionsViewer, Rows } from './context.js';

const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));
type Num = number | string;

export function assignmentPart(ctx: CollectionsContext, dailyContactCap: () => Promise<number>) {
  const { db, audit, query } = ctx;

  async function rules(): Promise<AssignmentRule[]> {
    const rows = await query<{
      bucket: DpdBucket;
      strategy: AssignmentStrategy;
      capacity: Num | null;
      exclude_open_complaints: boolean;
    }>(sql`select bucket, strategy, capacity, exclude_open_complaints from collection_assignment_rules`);
    return DPD_BUCKETS.map((bucket) => {
      const r = rows.find((x) => x.bucket === bucket);
      return r
        ? {
            bucket,
            strategy: r.strategy,
            capacity: r.capacity === null ? null : Number(r.capacity),
            excludeOpenComplaints: r.exclude_open_complaints,
          }
        : defaultRule(bucket);
    });
  }

  /** The admin's rules and contact cap, with each collector's load and whether they are away. */
  async function settings() {
    const collectors = await query<{ id: Num; name: string; away: boolean | null; load: Num }>(
      sql`select s.id, s.name, w.away, (select count(*) from collection_assignments a join orders o on o.id = a.order_id
          where a.staff_id = s.id and o.status in (${ACTIVE}))::int as load
        from staff_users s left join collector_availability w on w.staff_id = s.id
        where s.role = 'collector' and s.is_active order by s.name, s.id`,
    );
    return {
      rules: await rules(),
      dailyContactCap: await dailyContactCap(),
      collectors: collectors.map((c) => ({
        id: Number(c.id),
        name: c.name,
        away: c.away === true,
        loans: Number(c.load),
      })),
    };
  }

  async function saveRule(v: CollectionsViewer, rule: AssignmentRule) {
    const before = (await rules()).find((r) => r.bucket === rule.bucket)!;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into collection_assignment_rules (bucket, strategy, capacity, exclude_open_complaints, updated_by)
        values (${rule.bucket}, ${rule.strategy}, ${rule.capacity}, ${rule.excludeOpenComplaints}, ${v.actor})
        on conflict (bucket) do update set strategy = excluded.strategy, capacity = excluded.capacity,
          exclude_open_complaints = excluded.exclude_open_complaints, updated_by = excluded.updated_by, updated_at = now()`);
      await audit.append(
        { actor: v.actor, action: 'collections.rule.save', target: rule.bucket, before, after: rule },
        tx,
      );
    });
    return rule;
  }

  async function saveContactCap(v: CollectionsViewer, dailyContactCapValue: number) {
    const before = await dailyContactCap();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into collection_settings (id, daily_contact_cap, updated_by) values (1, ${dailyContactCapValue}, ${v.actor})
        on conflict (id) do update set daily_contact_cap = excluded.daily_contact_cap, updated_by = excluded.updated_by, updated_at = now()`);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.contact-cap.save',
          target: 'collections',
          before: { dailyContactCap: before },
          after: { dailyContactCap: dailyContactCapValue },
        },
        tx,
      );
    });
    return { dailyContactCap: dailyContactCapValue };
  }

  /** Marks a collector away or back; an away collector's loans are dealt to the others at the next run. */
  async function setAway(v: CollectionsViewer, staffId: number, away: boolean) {
    const [s] = await query<{ id: Num }>(
      sql`select id from staff_users where id = ${staffId} and role = 'collector' and is_active`,
    );
    if (!s) throw invalid('staffId', 'must be an active collector', { sentence: 'Choose an active collector.' });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into collector_availability (staff_id, away, updated_by) values (${staffId}, ${away}, ${v.actor})
        on conflict (staff_id) do update set away = excluded.away, updated_by = excluded.updated_by, updated_at = now()`);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.collector.away',
          target: `staff:${staffId}`,
          before: null,
          after: { staffId, away },
        },
        tx,
      );
    });
    return { staffId, away };
  }

  /** A bucket's loans to deal: unassigned, dealt by rule in another bucket, or with an away or inactive collector. */
  async function candidates(bucket: DpdBucket): Promise<AssignmentCandidate[]> {
    const range = bucketRange(bucket);
    const upper = range.toDays === null ? sql`true` : sql`o.days_past_due <= ${range.toDays}`;
    const rows = await query<{ order_no: string; days_past_due: Num; staff_id: Num | null; open_complaint: boolean }>(
      sql`select o.order_no, o.days_past_due, a.staff_id,
          exists (select 1 from complaints c where c.user_id = o.user_id and c.status in ('submitted', 'in_progress')) as open_complaint
        from orders o
        left join collection_assignments a on a.order_id = o.id
        left join staff_users s on s.id = a.staff_id
        left join collector_availability w on w.staff_id = a.staff_id
        where o.status in (${ACTIVE}) and o.days_past_due >= ${range.fromDays} and ${upper}
          and (a.order_id is null or (a.rule is not null and a.bucket is distinct from ${bucket})
            or coalesce(w.away, false) or not s.is_active or s.role <> 'collector')`,
    );
    return rows.map((r) => ({
      orderNo: r.order_no,
      daysPastDue: Number(r.days_past_due),
      staffId: r.staff_id === null ? null : Number(r.staff_id),
      openComplaint: r.open_complaint,
    }));
  }

  /** Writes one planned move; false when another run got there first (the key or the guard held). */
  async function applyMove(
    move: { orderNo: string; from: number | null; to: number },
    rule: AssignmentRule,
    actor: string,
  ) {
    return db.transaction(async (tx) => {
      const done = (move.from === null
        ? await tx.execute(sql`insert into collection_assignments (order_id, staff_id, assigned_by, bucket, rule)
            select id, ${move.to}, ${actor}, ${rule.bucket}, ${rule.strategy} from orders where order_no = ${move.orderNo}
            on conflict (order_id) do nothing returning order_id`)
        : await tx.execute(sql`update collection_assignments a set staff_id = ${move.to}, assigned_by = ${actor},
              bucket = ${rule.bucket}, rule = ${rule.strategy}, assigned_at = now()
            from orders o where o.id = a.order_id and o.order_no = ${move.orderNo} and a.staff_id = ${move.from}
              and (a.bucket is distinct from ${rule.bucket} or a.staff_id <> ${move.to} or a.rule is null)
            returning a.order_id`)) as unknown as Rows<unknown>;
      if (done.rows.length === 0) return false;
      await audit.append(
        {
          actor,
          action: 'collections.assign',
          target: move.orderNo,
          before: { staffId: move.from },
          after: { staffId: move.to, rule: rule.strategy, bucket: rule.bucket },
        },
        tx,
      );
      return true;
    });
  }

  /**
   * Deals every bucket's loans by its rule (the job after each close of business and every few minutes).
   * Safe on two instances at once: each loan ends with exactly one collector and one audit entry per move.
   */
  async function autoAssign(actor = 'system:collections-assignment') {
    const collectors = await query<{ id: Num; away: boolean | null; load: Num }>(
      sql`select s.id, w.away, (select count(*) from collection_assignments a join orders o on o.id = a.order_id
          where a.staff_id = s.id and o.status in (${ACTIVE}))::int as load
        from staff_users s left join collector_availability w on w.staff_id = s.id
        where s.role = 'collector' and s.is_active`,
    );
    const pool = collectors.map((c) => ({ id: Number(c.id), away: c.away === true, load: Number(c.load) }));
    let assigned = 0;
    for (const rule of await rules()) {
      const [last] = await query<{ staff_id: Num }>(
        sql`select staff_id from collection_assignments where bucket = ${rule.bucket} and rule is not null
          order by assigned_at desc, order_id desc limit 1`,
      );
      const plan = planAssignments(await candidates(rule.bucket), pool, rule, last ? Number(last.staff_id) : null);
      for (const move of plan)
        if (await applyMove(move, rule, actor)) {
          assigned++;
          pool.find((c) => c.id === move.to)!.load++;
        }
    }
    return { assigned };
  }

  return { settings, saveRule, saveContactCap, setAway, autoAssign };
}
