// The reminder job (decision 060): on each run, every active loan whose next unpaid due date is a
// scheduled number of days away from today's business date gets that step's SMS, once.
//
// Within the law: nothing is sent outside 06:00–22:00 Manila time (checked before every message, so
// a run that crosses 22:00 stops); a run at night sends nothing and the morning's first run sends
// the day's reminders. Only the borrower's own number is used, never a reference's.
//
// Idempotent per loan, business date and step: the reminder row is claimed (unique key) before the
// SMS goes, so a re-run or a second server sends nothing twice (at most once: a crash between the
// claim and the send loses that one message, which is better than a borrower hearing it twice).
// The daily cap per borrower is counted under a per-borrower advisory lock in the claim's
// transaction, so two servers cannot both take the last place.
import { sql } from 'drizzle-orm';
import { indexedByOrder } from '../db/schema.js';
import { formatMoney } from '@lendwell/contracts';
import type { Database } from '../db/client.js';
import { ACTIVE_STATUSES } from '../domain/loan/loan.js';
import { withinContactHours } from '../domain/servicing/contact-hours.js';
import { renderTemplate, type TemplateValues } from '../domain/servicing/message-template.js';
import { reminderOffsetOn, stepOf } from '../domain/servicing/reminder-schedule.js';
import { reminderKind, type RemindersRepository } from '../repositories/reminders-repository.js';
import { NO_WEBHOOKS, type WebhookSink } from '../repositories/webhook-sink.js';

const REMINDER_LOCK_CLASS = 7_340_218;
const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));

type Rows<T> = { rows: T[] };

export type ReminderJobDeps = {
  db: Database;
  reminders: RemindersRepository;
  /** The wall clock (the hours rule reads it) and the business date (the schedule reads it). */
  now: () => Date;
  businessDate: () => Promise<string>;
  send: (phone: string, body: string) => Promise<void>;
  lender: string;
  /** Where the borrower opens the loan (the host app's loans screen). */
  link: string;
  /** The host's back end hears of each reminder claimed, in the claim's transaction (decision 120). */
  webhooks?: WebhookSink;
};

export type ReminderRunResult = {
  businessDate: string;
  deferred: boolean;
  due: number;
  sent: number;
  capped: number;
  alreadySent: number;
  failed: number;
};

type Candidate = {
  order_id: string | number;
  order_no: string;
  user_id: string | number;
  merchant_id: number;
  product_id: number;
  phone: string;
  full_name: string | null;
  due_on: string;
  amount_due_cents: string | number;
  pay_code: string | null;
};

/** Active loans with their next unpaid due date and what is owed through it (late charges included). */
function candidatesStatement() {
  return sql`
with inst as (
  select i.order_id, i.seq, i.due_on, coalesce(sum(l.amount_cents), 0)::bigint as owed
  from installments i
  join orders o on o.id = i.order_id and o.status in (${ACTIVE})
  left join journal_lines l on l.order_id = i.order_id and l.installment_seq = i.seq and l.account like 'receivable:%'
    and ${indexedByOrder('l')}
  group by i.order_id, i.seq, i.due_on
),
next_due as (
  select order_id, min(due_on) as due_on from inst where owed > 0 group by order_id
)
select o.id as order_id, o.order_no, o.user_id, u.merchant_id, o.product_id, u.phone,
  k.basic ->> 'fullName' as full_name, n.due_on::text as due_on,
  ((select coalesce(sum(owed), 0) from inst where inst.order_id = o.id and inst.due_on <= n.due_on)
   + (select coalesce(sum(l.amount_cents), 0) from journal_lines l
      where l.order_id = o.id and l.installment_seq is null and l.account like 'receivable:%' and ${indexedByOrder('l')}))::bigint as amount_due_cents,
  (select p.pay_code from payments p where p.order_id = o.id and p.status = 'pending' and p.pay_code <> ''
   order by p.id desc limit 1) as pay_code
from orders o
join next_due n on n.order_id = o.id
join users u on u.id = o.user_id
left join kyc_profiles k on k.user_id = o.user_id
where o.status in (${ACTIVE})
order by o.id`;
}

const firstName = (full: string | null) => (full ?? '').trim().split(/\s+/)[0] || 'there';

/** One run over every active loan; see the file comment for the rules. */
export async function runReminders(deps: ReminderJobDeps): Promise<ReminderRunResult> {
  const today = await deps.businessDate();
  const result: ReminderRunResult = {
    businessDate: today,
    deferred: false,
    due: 0,
    sent: 0,
    capped: 0,
    alreadySent: 0,
    failed: 0,
  };
  if (!withinContactHours(deps.now())) return { ...result, deferred: true };
  const rows = ((await deps.db.execute(candidatesStatement())) as unknown as Rows<Candidate>).rows;
  for (const row of rows) {
    const amountDue = Number(row.amount_due_cents);
    if (amountDue <= 0) continue;
    const schedule = await deps.reminders.schedule(row.product_id);
    const offset = reminderOffsetOn(schedule.offsetsDays, row.due_on, today);
    if (offset === null) continue;
    result.due += 1;
    // The hours are checked again before each message: a long run must not carry past 22:00.
    if (!withinContactHours(deps.now())) return { ...result, deferred: true };
    const template = await deps.reminders.template(row.merchant_id, reminderKind(stepOf(offset)));
    if (!template) continue;
    const values: TemplateValues = {
      name: firstName(row.full_name),
      amountDue: formatMoney(amountDue),
      dueDate: row.due_on,
      payCode: row.pay_code ?? 'open the app to get one',
      link: deps.link,
      lender: deps.lender,
    };
    const body = renderTemplate(template.body, values);
    const orderId = Number(row.order_id);
    const userId = Number(row.user_id);
    const claim = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_LOCK_CLASS}, ${userId}::int)`);
      const taken = (await tx.execute(
        sql`select count(*)::int as n from reminders where user_id = ${userId} and business_date = ${today}::date`,
      )) as unknown as Rows<{ n: number }>;
      const inserted = (await tx.execute(
        sql`insert into reminders (order_id, user_id, business_date, offset_days, due_on, template_version, body)
            select ${orderId}, ${userId}, ${today}::date, ${offset}, ${row.due_on}::date, ${template.version}, ${body}
            where ${Number(taken.rows[0]?.n ?? 0)} < ${schedule.maxPerDay}
            on conflict (order_id, business_date, offset_days) do nothing
            returning id`,
      )) as unknown as Rows<{ id: number | string }>;
      if (inserted.rows.length > 0) {
        await (deps.webhooks ?? NO_WEBHOOKS).recordEvent(tx, {
          type: 'reminder.due',
          orderId,
          orderNo: row.order_no,
          data: { dueOn: row.due_on, amountDueCents: amountDue, daysAfterDue: offset, businessDate: today },
        });
        return { id: Number(inserted.rows[0]!.id) };
      }
      const mine = (await tx.execute(
        sql`select 1 from reminders where order_id = ${orderId} and business_date = ${today}::date and offset_days = ${offset}`,
      )) as unknown as Rows<unknown>;
      return mine.rows.length > 0 ? 'already' : 'capped';
    });
    if (claim === 'already') {
      result.alreadySent += 1;
      continue;
    }
    if (claim === 'capped') {
      result.capped += 1;
      continue;
    }
    try {
      await deps.send(row.phone, body);
      await deps.db.execute(sql`update reminders set status = 'sent', sent_at = now() where id = ${claim.id}`);
      result.sent += 1;
    } catch {
      // The provider refused: recorded, not retried (the next step of the schedule follows).
      await deps.db.execute(sql`update reminders set status = 'failed' where id = ${claim.id}`);
      result.failed += 1;
    }
  }
  return result;
}
