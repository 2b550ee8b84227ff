// The notices job (decision 129): on each run, every loan whose approval or payout has not been told to the
// borrower gets that SMS once, and every approved loan still without a payout account gets one reminder a
// business date, from the day after the approval notice, up to the cap (domain/servicing/borrower-notices.ts).
//
// Within the law like the reminders (decision 060): nothing is sent outside 06:00–22:00 Manila time, checked
// before every message; a run at night sends nothing and the morning's first run catches up. Idempotent: the
// notice row is claimed (unique per loan, kind and key) before the SMS goes, so a re-run or a second server
// sends nothing twice. The phone number is read for the send only, never logged or kept with the notice.
import { sql } from 'drizzle-orm';
import { formatMoney } from '@lendwell/contracts';
import type { Database } from '../db/client.js';
import { OrderStatus } from '../domain/loan/loan.js';
import { withinContactHours } from '../domain/servicing/contact-hours.js';
import { accountReminderDue, noticeKey, noticeText, type NoticeKind } from '../domain/servicing/borrower-notices.js';

type Rows<T> = { rows: T[] };

export type NoticeJobDeps = {
  db: Database;
  /** The wall clock (the hours rule reads it) and the business date (the keys and the cap read it). */
  now: () => Date;
  businessDate: () => Promise<string>;
  send: (phone: string, body: string) => Promise<void>;
  lender: string;
  /** Where the borrower opens the app. */
  link: string;
};

export type NoticeRunResult = {
  businessDate: string;
  deferred: boolean;
  sent: number;
  failed: number;
  alreadySent: number;
};

type Candidate = {
  order_id: string | number;
  user_id: string | number;
  kind: NoticeKind;
  phone: string;
  language: string;
  amount_cents: string | number;
  account_bound: boolean;
  approval_noticed_on: string | null;
  reminders_sent: string | number;
};

/**
 * Loans with a notice to consider: approved (151) without an approval notice; approved without an account
 * (the reminder); and payouts that succeeded in the last three days without a payout notice (older ones
 * are not told late, so a first run does not flood every borrower who was paid before this job existed).
 */
function candidatesStatement() {
  return sql`
with approved as (
  select o.id as order_id, o.user_id, o.principal_cents as amount_cents,
    exists (select 1 from bank_accounts b where b.user_id = o.user_id and b.is_current) as account_bound
  from orders o where o.status = ${OrderStatus.disbursing}
)
select a.order_id, a.user_id, k.kind, u.phone, u.language, a.amount_cents, a.account_bound,
  (select n.business_date::text from borrower_notices n
   where n.order_id = a.order_id and n.kind = 'approved') as approval_noticed_on,
  (select count(*) from borrower_notices n
   where n.order_id = a.order_id and n.kind = 'account_reminder') as reminders_sent
from approved a
join users u on u.id = a.user_id
cross join lateral (values ('approved'), ('account_reminder')) as k(kind)
where k.kind = 'approved' or not a.account_bound
union all
select p.order_id, o.user_id, 'payout_sent', u.phone, u.language, p.amount_cents, true, null, 0
from payouts p
join orders o on o.id = p.order_id
join users u on u.id = o.user_id
where p.status = 'succeeded' and p.updated_at > now() - interval '3 days'
  and not exists (select 1 from borrower_notices n where n.order_id = p.order_id and n.kind = 'payout_sent')
order by 1, 3`;
}

/** Whether this candidate has a notice due today; the event kinds once, the reminder by the domain rule. */
function due(row: Candidate, today: string): boolean {
  if (row.kind !== 'account_reminder') return row.kind !== 'approved' || row.approval_noticed_on === null;
  return accountReminderDue({
    approvalNoticedOn: row.approval_noticed_on,
    businessDate: today,
    remindersSent: Number(row.reminders_sent),
  });
}

/** One run over every loan with a notice to consider; see the file comment for the rules. */
export async function runBorrowerNotices(deps: NoticeJobDeps): Promise<NoticeRunResult> {
  const today = await deps.businessDate();
  const result: NoticeRunResult = { businessDate: today, deferred: false, sent: 0, failed: 0, alreadySent: 0 };
  if (!withinContactHours(deps.now())) return { ...result, deferred: true };
  const rows = ((await deps.db.execute(candidatesStatement())) as unknown as Rows<Candidate>).rows;
  for (const row of rows.filter((r) => due(r, today))) {
    // The hours are checked again before each message: a long run must not carry past 22:00.
    if (!withinContactHours(deps.now())) return { ...result, deferred: true };
    const body = noticeText(row.kind, row.language, {
      lender: deps.lender,
      amount: formatMoney(Number(row.amount_cents)),
      link: deps.link,
      accountBound: row.account_bound,
    });
    const claimed = (await deps.db.execute(
      sql`insert into borrower_notices (order_id, user_id, kind, event_key, business_date, language, body)
          values (${Number(row.order_id)}, ${Number(row.user_id)}, ${row.kind}, ${noticeKey(row.kind, today)},
            ${today}::date, ${row.language}, ${body})
          on conflict (order_id, kind, event_key) do nothing
          returning id`,
    )) as unknown as Rows<{ id: number | string }>;
    const id = claimed.rows[0]?.id;
    if (id === undefined) {
      result.alreadySent += 1;
      continue;
    }
    try {
      await deps.send(row.phone, body);
      await deps.db.execute(sql`update borrower_notices set status = 'sent', sent_at = now() where id = ${Number(id)}`);
      result.sent += 1;
    } catch {
      // The gateway refused: recorded, not retried (at most once, like the reminders; the next day's reminder follows).
      await deps.db.execute(sql`update borrower_notices set status = 'failed' where id = ${Number(id)}`);
      result.failed += 1;
    }
  }
  return result;
}
