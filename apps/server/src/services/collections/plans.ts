// The Plans tab (decision 141): every hardship plan (decision 128) on the loans the viewer may see, newest first,
// with the borrower's name, who offered it in words, the amounts and the next date. A collector sees the plans of
// the loans assigned to them; a supervisor or admin every plan.
import { sql } from 'drizzle-orm';
import { actorName, staffIdOfActor } from '@lendwell/contracts/actor-name';
import type { CollectionPlanItem } from '@lendwell/contracts';
import { indexedByOrder } from '../../db/schema.js';
import { planNextOn } from '../../domain/collections/plan-list.js';
import type { PlanOffer } from '../../domain/loan/hardship-plans.js';
import { installmentTotal } from '../../domain/loan/schedule.js';
import type { CollectionsContext, CollectionsViewer } from './context.js';

type Num = number | string;
type PlanSqlRow = {
  id: Num;
  order_no: string;
  borrower_name: string | null;
  kind: CollectionPlanItem['kind'];
  status: CollectionPlanItem['status'];
  offer: PlanOffer | string;
  offered_on: string;
  offered_by: string;
  ended_on: string | null;
  next_owed_on: string | null;
};

/** The most plans the tab lists at once; the filters narrow it. */
const PLAN_LIST_LIMIT = 500;

export function plansPart(ctx: CollectionsContext) {
  const { query, scope } = ctx;

  /** The plans the viewer may see, narrowed by status and kind, newest first. */
  async function plans(
    v: CollectionsViewer,
    filter: { status?: CollectionPlanItem['status']; kind?: CollectionPlanItem['kind'] },
  ): Promise<CollectionPlanItem[]> {
    const rows = await query<PlanSqlRow>(sql`select h.id, o.order_no, k.basic ->> 'fullName' as borrower_name,
        h.kind, h.status, h.offer, h.offered_on::text as offered_on, h.offered_by, h.ended_on::text as ended_on,
        (case when h.status = 'in_force' then (select min(i.due_on)::text from installments i
          where i.order_id = o.id and (select coalesce(sum(l.amount_cents), 0) from journal_lines l
            where l.order_id = o.id and l.installment_seq = i.seq and l.account like 'receivable%'
              and ${indexedByOrder('l')}) > 0) end) as next_owed_on
      from hardship_plans h join orders o on o.id = h.order_id
      left join collection_assignments a on a.order_id = o.id
      left join kyc_profiles k on k.user_id = o.user_id
      where ${scope(v)}
        ${filter.status ? sql`and h.status = ${filter.status}` : sql``}
        ${filter.kind ? sql`and h.kind = ${filter.kind}` : sql``}
      order by h.id desc limit ${PLAN_LIST_LIMIT}`);
    const staffIds = [...new Set(rows.map((r) => staffIdOfActor(r.offered_by)).filter((id) => id !== null))];
    const staffNames = new Map<number, string>();
    if (staffIds.length > 0)
      for (const s of await query<{ id: Num; name: string }>(
        sql`select id, name from staff_users where id in (${sql.join(
          staffIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ))
        staffNames.set(Number(s.id), s.name);
    return rows.map((r) => {
      const offer = (typeof r.offer === 'string' ? JSON.parse(r.offer) : r.offer) as PlanOffer;
      return {
        id: Number(r.id),
        orderNo: r.order_no,
        borrowerName: r.borrower_name,
        kind: r.kind,
        status: r.status,
        offeredBy: actorName(r.offered_by, staffNames, false),
        offeredOn: r.offered_on,
        installmentAmountsCents: offer.installments.map(installmentTotal),
        totalToPayCents: offer.totalToPayCents,
        settlementCents: offer.kind === 'settlement' ? offer.totalToPayCents : null,
        nextOn: planNextOn({
          status: r.status,
          kind: r.kind,
          firstDueOn: offer.installments[0]?.dueOn ?? offer.payByOn,
          payByOn: offer.payByOn,
          nextOwedOn: r.next_owed_on,
        }),
        endedOn: r.ended_on,
      };
    });
  }

  return { plans };
}
