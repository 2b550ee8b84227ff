// What every part of the collections service shares (decision 069): the database, the audit, the business
// clock, the viewer's scope and the order as the viewer may see it. Each sub-area (queue, loan, contacts,
// consent, scripts, roll rates, worklist, reports) builds on one of these; services/collections.ts composes them.
import { sql, type SQL } from 'drizzle-orm';
import { indexedByOrder } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { promiseStatus } from '../../domain/collections/promises.js';
import { notFound } from '../../lib/errors.js';
import type { AuditRepository } from '../../repositories/audit-repository.js';
import type { RemindersRepository } from '../../repositories/reminders-repository.js';

export type Rows<T> = { rows: T[] };

/** Who asks: a collector is limited to their own loans; a supervisor or admin sees all. */
export type CollectionsViewer = { id: number; role: string; actor: string; name: string };
export const seesAll = (v: CollectionsViewer) => v.role === 'admin' || v.role === 'collections_supervisor';

/** The viewer the jobs and figures read as: every loan. */
export const SYSTEM_VIEWER: CollectionsViewer = { id: 0, role: 'admin', actor: 'system:collections', name: 'System' };

/** What the scripts and consents need beyond the database (decisions 081–082). */
export type CollectionsExtras = {
  /** Versioned templates (message_template_versions), shared with the reminders. */
  templates: RemindersRepository;
  merchantId: () => Promise<number>;
  lender: string;
  /** A short-lived link to a stored consent document (the image is never public). */
  documentUrl: (key: string) => string;
};

/** Outstanding is what the ledger's receivable accounts still hold for the order `o`. */
export const outstandingSql = sql`coalesce((select sum(l.amount_cents) from journal_lines l
      where l.order_id = o.id and l.account like 'receivable%' and ${indexedByOrder('l')}), 0)`;

export function collectionsContext(
  db: Database,
  audit: AuditRepository,
  today: () => Promise<string>,
  now: () => Date,
  extras: CollectionsExtras,
) {
  async function query<T>(statement: SQL): Promise<T[]> {
    return ((await db.execute(statement)) as unknown as Rows<T>).rows;
  }

  const scope = (v: CollectionsViewer) => (seesAll(v) ? sql`true` : sql`a.staff_id = ${v.id}`);

  /** The order as the viewer may see it, or 404 (another collector's loan is not theirs to know of). */
  async function visibleOrder(v: CollectionsViewer, orderNo: string) {
    const [row] = await query<{
      id: string | number;
      user_id: string | number;
      days_past_due: number;
      staff_id: number | null;
    }>(
      sql`select o.id, o.user_id, o.days_past_due, a.staff_id from orders o
        left join collection_assignments a on a.order_id = o.id
        where o.order_no = ${orderNo} and ${scope(v)}`,
    );
    if (!row) throw notFound('loan');
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      daysPastDue: Number(row.days_past_due),
      staffId: row.staff_id,
    };
  }

  /**
   * Open promises become kept or broken from the receipts (not reversed) paid between making and date,
   * by the part-payment rule of decision 127 (domain/collections/promises.ts).
   */
  async function settlePromises(orderId?: number) {
    const day = await today();
    const open = await query<{
      id: string | number;
      amount_cents: string | number;
      promised_on: string;
      paid: string | number;
    }>(
      sql`select p.id, p.amount_cents, p.promised_on::text as promised_on,
          coalesce((select sum(r.amount_cents) from receipts r where r.order_id = p.order_id and r.reversed_at is null
            and r.paid_on >= p.made_on and r.paid_on <= p.promised_on), 0)::bigint as paid
        from promises_to_pay p where p.status = 'open' ${orderId === undefined ? sql`` : sql`and p.order_id = ${orderId}`}`,
    );
    for (const p of open) {
      const status = promiseStatus(Number(p.amount_cents), Number(p.paid), p.promised_on, day);
      if (status !== 'open')
        await db.execute(
          sql`update promises_to_pay set status = ${status}, settled_at = now() where id = ${Number(p.id)} and status = 'open'`,
        );
    }
  }

  return { db, audit, today, now, extras, query, scope, visibleOrder, settlePromises };
}

export type CollectionsContext = ReturnType<typeof collectionsContext>;
