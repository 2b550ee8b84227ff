// A loan as the collector works it (decision 069): the order, the borrower's named references, its
// history, payments, contacts and promises, the consents, whether contact is allowed now, and the script.
import { sql } from 'drizzle-orm';
import { indexedByOrder } from '../../db/schema.js';
import { dpdBucket, type DpdBucket } from '../../domain/collections/buckets.js';
import { renderScript, scriptValues } from '../../domain/collections/call-script.js';
import { contactGround } from '../../domain/collections/consent.js';
import type { PromiseStatus } from '../../domain/collections/promises.js';
import { consentRecords, type ConsentPart } from './consent.js';
import { outstandingSql as outstanding, type CollectionsContext, type CollectionsViewer } from './context.js';

type Num = number | string;
// Numbers and times as the driver hands them (a bigint may come as text); the answer carries numbers and ISO times.
const iso = (t: string | Date) => new Date(t).toISOString();

export function loanPart(
  ctx: CollectionsContext,
  consentsOf: ConsentPart['consentsOf'],
  scriptInForce: (bucket: DpdBucket) => Promise<{ version: number; body: string }>,
) {
  const { query, today, now, extras, visibleOrder, settlePromises } = ctx;

  async function head(orderId: number) {
    const [row] = await query<{
      orderNo: string;
      status: Num;
      daysPastDue: Num;
      principalCents: Num;
      outstandingCents: Num;
      disbursedOn: string | null;
      phone: string;
      collectorId: Num | null;
      collectorName: string | null;
      borrowerName: string | null;
      ext: Record<string, string> | null;
    }>(
      sql`select o.order_no as "orderNo", o.status, o.days_past_due as "daysPastDue", o.principal_cents::bigint as "principalCents",
          ${outstanding}::bigint as "outstandingCents", o.disbursed_on::text as "disbursedOn", u.phone,
          a.staff_id as "collectorId", s.name as "collectorName",
          k.basic ->> 'fullName' as "borrowerName", k.ext as ext
        from orders o join users u on u.id = o.user_id
        left join collection_assignments a on a.order_id = o.id
        left join staff_users s on s.id = a.staff_id
        left join kyc_profiles k on k.user_id = o.user_id
        where o.id = ${orderId}`,
    );
    const { ext: rawExt, ...rest } = row!;
    const ext = rawExt ?? {};
    // Only the references the borrower named (SEC MC 18): never the phone's contact list.
    const references = ([1, 2] as const)
      .map((n) => ({
        name: ext[`ref${n}Name`] ?? '',
        relation: ext[`ref${n}Relation`] ?? '',
        mobile: ext[`ref${n}Mobile`] ?? '',
      }))
      .filter((r) => r.name !== '' || r.mobile !== '');
    return { rest, references };
  }

  async function historyAndPayments(orderId: number) {
    const history = (
      await query<{ fromStatus: Num | null; toStatus: Num; businessDate: string; reason: string; at: string | Date }>(
        sql`select from_status as "fromStatus", to_status as "toStatus", business_date::text as "businessDate", reason, at
        from order_status_history where order_id = ${orderId} order by at, id`,
      )
    ).map((h) => ({
      fromStatus: h.fromStatus === null ? null : Number(h.fromStatus),
      toStatus: Number(h.toStatus),
      businessDate: h.businessDate,
      reason: h.reason,
      at: iso(h.at),
    }));
    const payments = (
      await query<{ receiptNo: string; amountCents: Num; paidOn: string; method: string; reversed: boolean }>(
        sql`select receipt_no::text as "receiptNo", amount_cents::bigint as "amountCents", paid_on::text as "paidOn", method,
          reversed_at is not null as reversed
        from receipts where order_id = ${orderId} order by paid_on, receipt_no`,
      )
    ).map((p) => ({ ...p, amountCents: Number(p.amountCents) }));
    return { history, payments };
  }

  async function contactsAndPromises(orderId: number) {
    const contacts = (
      await query<{
        id: Num;
        channel: string;
        outcome: string;
        notes: string;
        daysPastDue: Num;
        at: string | Date;
        staffName: string;
      }>(
        sql`select c.id, c.channel, c.outcome, c.notes, c.days_past_due as "daysPastDue", c.at, s.name as "staffName"
        from collection_contacts c join staff_users s on s.id = c.staff_id
        where c.order_id = ${orderId} order by c.at desc, c.id desc`,
      )
    ).map((c) => ({ ...c, id: Number(c.id), daysPastDue: Number(c.daysPastDue), at: iso(c.at) }));
    const promises = (
      await query<{
        id: Num;
        promisedOn: string;
        madeOn: string;
        amountCents: Num;
        status: PromiseStatus;
        staffName: string;
      }>(
        sql`select p.id, p.promised_on::text as "promisedOn", p.made_on::text as "madeOn", p.amount_cents::bigint as "amountCents",
          p.status, s.name as "staffName"
        from promises_to_pay p join staff_users s on s.id = p.staff_id
        where p.order_id = ${orderId} order by p.id desc`,
      )
    ).map((p) => ({ ...p, id: Number(p.id), amountCents: Number(p.amountCents) }));
    return { contacts, promises };
  }

  /** The bucket's script filled in for this loan (its oldest unpaid due date among the values), or null when current. */
  async function scriptFor(
    v: CollectionsViewer,
    order: { id: number; daysPastDue: number },
    orderNo: string,
    borrowerName: string | null,
    outstandingCents: number,
  ) {
    const bucket = dpdBucket(order.daysPastDue);
    if (!bucket) return null;
    const [oldest] = await query<{ due_on: string }>(
      sql`select i.due_on::text as due_on from installments i
          where i.order_id = ${order.id} and coalesce((select sum(l.amount_cents) from journal_lines l
            where l.order_id = i.order_id and l.installment_seq = i.seq and l.account like 'receivable%'
              and ${indexedByOrder('l')}), 0) > 0
          order by i.due_on limit 1`,
    );
    const inForce = await scriptInForce(bucket);
    const values = scriptValues({
      borrowerName,
      outstandingCents,
      oldestDueOn: oldest?.due_on ?? null,
      daysPastDue: order.daysPastDue,
      orderNo,
      lender: extras.lender,
      collector: v.name,
    });
    return { bucket, version: inForce.version, text: renderScript(inForce.body, values) };
  }

  async function loan(v: CollectionsViewer, orderNo: string) {
    const order = await visibleOrder(v, orderNo);
    await settlePromises(order.id);
    const { rest, references } = await head(order.id);
    const { history, payments } = await historyAndPayments(order.id);
    const { contacts, promises } = await contactsAndPromises(order.id);
    const consents = await consentsOf(order.userId);
    const ground = contactGround(now(), order.daysPastDue, consentRecords(consents), await today());
    const outstandingCents = Number(rest.outstandingCents);
    const script = await scriptFor(v, order, orderNo, rest.borrowerName, outstandingCents);
    return {
      order: {
        ...rest,
        status: Number(rest.status),
        daysPastDue: Number(rest.daysPastDue),
        principalCents: Number(rest.principalCents),
        outstandingCents,
        collectorId: rest.collectorId === null ? null : Number(rest.collectorId),
        bucket: dpdBucket(Number(rest.daysPastDue)),
      },
      references,
      history,
      payments,
      contacts,
      promises,
      contactAllowedNow: ground !== null,
      contactGround: ground,
      consents,
      script,
    };
  }

  return { loan };
}
