// Contacts and promises to pay (decisions 069, 082 and 127): a contact keeps to the SEC MC 18 hours and the
// admin's daily cap per borrower; a promise records the bucket the loan was in, for the promise-kept rate.
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@lendwell/contracts';
import { dpdBucket } from '../../domain/collections/buckets.js';
import { contactGround } from '../../domain/collections/consent.js';
import { contactAllowance, DEFAULT_DAILY_CONTACT_CAP } from '../../domain/collections/worklist.js';
import { AppError, invalid } from '../../lib/errors.js';
import { consentRecords as records, type ConsentPart } from './consent.js';
import type { CollectionsContext, CollectionsViewer } from './context.js';

/** The contacts of each borrower today (Manila day of `at`), over all their loans, keyed by user id. */
export const contactsTodaySql = (at: Date) =>
  sql`select o.user_id, count(*)::int as n from collection_contacts c join orders o on o.id = c.order_id
    where (c.at at time zone 'Asia/Manila')::date = (${at.toISOString()}::timestamptz at time zone 'Asia/Manila')::date
    group by o.user_id`;

export function contactsPart(ctx: CollectionsContext, consentsOf: ConsentPart['consentsOf']) {
  const { db, audit, query, today, now, visibleOrder } = ctx;

  /** The daily contact cap per borrower an admin set (decision 127), or the default. */
  async function dailyContactCap(): Promise<number> {
    const [row] = await query<{ daily_contact_cap: number }>(
      sql`select daily_contact_cap from collection_settings where id = 1`,
    );
    return row ? Number(row.daily_contact_cap) : DEFAULT_DAILY_CONTACT_CAP;
  }

  async function contactsToday(userId: number): Promise<number> {
    const rows = await query<{ user_id: string | number; n: number }>(contactsTodaySql(now()));
    return Number(rows.find((r) => Number(r.user_id) === userId)?.n ?? 0);
  }

  async function logContact(
    v: CollectionsViewer,
    orderNo: string,
    input: { channel: string; outcome: string; notes: string },
  ) {
    const order = await visibleOrder(v, orderNo);
    // The circular's hours bind every contact of a loan up to 60 days past due, unless the borrower
    // consented in writing (decision 082); the ground that held is kept with the contact.
    const ground = contactGround(now(), order.daysPastDue, records(await consentsOf(order.userId)), await today());
    if (ground === null)
      throw new AppError(
        ErrorCode.conflict,
        'A borrower may be contacted only between 6:00 AM and 10:00 PM Manila time while the loan is 60 days past due or less, unless they agreed in writing to other hours. Please try again after 6:00 AM.',
      );
    // The admin's daily cap per borrower (decision 127), over all the borrower's loans.
    const allowance = contactAllowance(ground, await contactsToday(order.userId), await dailyContactCap());
    if (!allowance.allowed) throw new AppError(ErrorCode.conflict, `${allowance.reason} Please try again tomorrow.`);
    // Stamped by the clock the hours were checked by, so the daily cap counts the day the rule saw.
    const [row] = await query<{ id: string | number }>(
      sql`insert into collection_contacts (order_id, staff_id, channel, outcome, notes, days_past_due, ground, at)
        values (${order.id}, ${v.id}, ${input.channel}, ${input.outcome}, ${input.notes}, ${order.daysPastDue}, ${ground},
          ${now().toISOString()}::timestamptz) returning id`,
    );
    return { id: Number(row!.id), ground };
  }

  /** Records a promise to pay with the bucket the loan is in, audited in the same transaction (decision 127). */
  async function promise(v: CollectionsViewer, orderNo: string, input: { promisedOn: string; amountCents: number }) {
    const order = await visibleOrder(v, orderNo);
    const day = await today();
    if (input.promisedOn < day)
      throw invalid('promisedOn', 'must be today or later', { sentence: 'Choose a date from today on.' });
    const bucket = dpdBucket(order.daysPastDue);
    return db.transaction(async (tx) => {
      const done = (await tx.execute(
        sql`insert into promises_to_pay (order_id, staff_id, promised_on, made_on, amount_cents, bucket)
        values (${order.id}, ${v.id}, ${input.promisedOn}, ${day}, ${input.amountCents}, ${bucket}) returning id`,
      )) as unknown as { rows: { id: string | number }[] };
      const id = Number(done.rows[0]!.id);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.promise',
          target: orderNo,
          before: null,
          after: { promiseId: id, promisedOn: input.promisedOn, amountCents: input.amountCents, bucket },
        },
        tx,
      );
      return { id, status: 'open' as const };
    });
  }

  return { dailyContactCap, logContact, promise };
}
