// The collector's own worklist (decision 127): each assigned loan with the borrower's name, the amount due,
// the last contact, the latest promise, the next action and whether contact is allowed now, sorted by the
// priority score of domain/collections/priority.ts.
import { sql } from 'drizzle-orm';
import { indexedByOrder } from '../../db/schema.js';
import { dpdBucket } from '../../domain/collections/buckets.js';
import { contactGround, type ConsentKind } from '../../domain/collections/consent.js';
import { byPriority, priorityScore } from '../../domain/collections/priority.js';
import type { PromiseStatus } from '../../domain/collections/promises.js';
import {
  contactAllowance,
  nextAction,
  promiseStanding,
  promiseText,
  type LatestPromise,
} from '../../domain/collections/worklist.js';
import { ACTIVE_STATUSES } from '../../domain/loan/loan.js';
import { contactsTodaySql } from './contacts.js';
import type { CollectionsContext, CollectionsViewer } from './context.js';

const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));
type Num = number | string;

type WorklistSqlRow = {
  order_no: string;
  user_id: Num;
  days_past_due: Num;
  borrower_name: string | null;
  amount_due_cents: Num;
  outstanding_cents: Num;
  contact_at: string | Date | null;
  contact_channel: string | null;
  contact_outcome: string | null;
  promise_status: PromiseStatus | null;
  promised_on: string | null;
  promise_amount_cents: Num | null;
  broken_promises: Num;
};

export function worklistPart(ctx: CollectionsContext, dailyContactCap: () => Promise<number>) {
  const { query, today, now, settlePromises } = ctx;

  /** The viewer's assigned overdue loans with what the row shows; amount due is what fell due by today. */
  async function rowsOf(staffId: number, day: string) {
    return query<WorklistSqlRow>(sql`select o.order_no, o.user_id, o.days_past_due,
        k.basic ->> 'fullName' as borrower_name,
        coalesce((select sum(l.amount_cents) from journal_lines l join installments i
          on i.order_id = l.order_id and i.seq = l.installment_seq
          where l.order_id = o.id and l.account like 'receivable%' and i.due_on <= ${day}::date and ${indexedByOrder('l')}), 0)::bigint
          as amount_due_cents,
        coalesce((select sum(l.amount_cents) from journal_lines l
          where l.order_id = o.id and l.account like 'receivable%' and ${indexedByOrder('l')}), 0)::bigint as outstanding_cents,
        c.at as contact_at, c.channel as contact_channel, c.outcome as contact_outcome,
        p.status as promise_status, p.promised_on::text as promised_on, p.amount_cents::bigint as promise_amount_cents,
        (select count(*) from promises_to_pay b where b.order_id = o.id and b.status = 'broken')::int as broken_promises
      from collection_assignments a join orders o on o.id = a.order_id
      left join kyc_profiles k on k.user_id = o.user_id
      left join lateral (select at, channel, outcome from collection_contacts x where x.order_id = o.id
        order by x.at desc, x.id desc limit 1) c on true
      left join lateral (select status, promised_on, amount_cents from promises_to_pay y where y.order_id = o.id
        order by y.id desc limit 1) p on true
      where a.staff_id = ${staffId} and o.status in (${ACTIVE}) and o.days_past_due >= 1
      limit 500`);
  }

  /** The consents of the viewer's borrowers, by user id (decision 082). */
  async function consentsByUser(staffId: number) {
    const rows = await query<{ user_id: Num; kind: ConsentKind; signed_on: string; revoked_at: string | Date | null }>(
      sql`select c.user_id, c.kind, c.signed_on::text as signed_on, c.revoked_at from contact_consents c
        where c.user_id in (select o.user_id from collection_assignments a join orders o on o.id = a.order_id
          where a.staff_id = ${staffId})`,
    );
    const byUser = new Map<number, { kind: ConsentKind; signedOn: string; revokedAt: string | null }[]>();
    for (const r of rows) {
      const list = byUser.get(Number(r.user_id)) ?? [];
      list.push({
        kind: r.kind,
        signedOn: r.signed_on,
        revokedAt: r.revoked_at === null ? null : String(r.revoked_at),
      });
      byUser.set(Number(r.user_id), list);
    }
    return byUser;
  }

  /** "My worklist": the viewer's own loans, highest priority first. */
  async function worklist(v: CollectionsViewer) {
    await settlePromises();
    const day = await today();
    const instant = now();
    const [rows, consents, counted, cap] = [
      await rowsOf(v.id, day),
      await consentsByUser(v.id),
      await query<{ user_id: Num; n: number }>(contactsTodaySql(instant)),
      await dailyContactCap(),
    ];
    const today_ = new Map(counted.map((c) => [Number(c.user_id), Number(c.n)]));
    const items = rows.map((r) => {
      const userId = Number(r.user_id);
      const daysPastDue = Number(r.days_past_due);
      const amountDueCents = Number(r.amount_due_cents);
      const latest: LatestPromise | null =
        r.promise_status === null
          ? null
          : { status: r.promise_status, promisedOn: r.promised_on!, amountCents: Number(r.promise_amount_cents) };
      const ground = contactGround(instant, daysPastDue, consents.get(userId) ?? [], day);
      const allowance = contactAllowance(ground, today_.get(userId) ?? 0, cap);
      const brokenPromises = Number(r.broken_promises);
      return {
        orderNo: r.order_no,
        borrowerName: r.borrower_name ?? 'Name not on file',
        daysPastDue,
        bucket: dpdBucket(daysPastDue)!,
        amountDueCents,
        outstandingCents: Number(r.outstanding_cents),
        lastContact:
          r.contact_at === null
            ? null
            : { at: new Date(r.contact_at).toISOString(), channel: r.contact_channel!, outcome: r.contact_outcome! },
        promise: latest === null ? null : { ...latest, text: promiseText(latest)! },
        brokenPromises,
        nextAction: nextAction(latest, day, r.contact_outcome),
        contactAllowedNow: allowance.allowed,
        contactBlockedReason: allowance.reason,
        priority: priorityScore({
          amountDueCents,
          daysPastDue,
          brokenPromises,
          latestPromise: promiseStanding(latest, day),
        }),
      };
    });
    return { items: byPriority(items), dailyContactCap: cap };
  }

  return { worklist };
}
