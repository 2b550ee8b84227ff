// The collections workspace (decision 069): overdue loans in days-past-due buckets,
// assigned to collectors; a collector reads and acts only on their own loans (another's answers 404),
// the supervisor and admin on all. Contacts keep to the SEC hours (domain/servicing/contact-hours.ts),
// and promises to pay are settled against receipts whenever they are read.
import { sql, type SQL } from 'drizzle-orm';
import { indexedByOrder } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { bucketRange, DPD_BUCKETS, dpdBucket, type DpdBucket } from '../domain/collections/buckets.js';
import { promiseStatus, type PromiseStatus } from '../domain/collections/promises.js';
import { roundRobin } from '../domain/collections/assignment.js';
import {
  checkScript,
  DEFAULT_SCRIPTS,
  renderScript,
  SAMPLE_SCRIPT_VALUES,
  SCRIPT_VARIABLES,
  scriptKind,
  scriptValues,
} from '../domain/collections/call-script.js';
import { checkSignedOn, contactGround, type ConsentKind, type ConsentRecord } from '../domain/collections/consent.js';
import { periodSnapshots, rollMatrix, type Position, type RollPeriod } from '../domain/collections/roll-rates.js';
import { ACTIVE_STATUSES } from '../domain/loan/loan.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { ErrorCode } from '@lendwell/contracts';
import type { AuditRepository } from '../repositories/audit-repository.js';
import type { RemindersRepository } from '../repositories/reminders-repository.js';

type Rows<T> = { rows: T[] };
const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));

/** Who asks: a collector is limited to their own loans; a supervisor or admin sees all. */
export type CollectionsViewer = { id: number; role: string; actor: string; name: string };
const seesAll = (v: CollectionsViewer) => v.role === 'admin' || v.role === 'collections_supervisor';

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

/** What the scripts and consents need beyond the database (decisions 081–082). */
export type CollectionsExtras = {
  /** Versioned templates (message_template_versions), shared with the reminders. */
  templates: RemindersRepository;
  merchantId: () => Promise<number>;
  lender: string;
  /** A short-lived link to a stored consent document (the image is never public). */
  documentUrl: (key: string) => string;
};

export function createCollectionsService(
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

  /** Outstanding is what the ledger's receivable accounts still hold for the order. */
  const outstanding = sql`coalesce((select sum(l.amount_cents) from journal_lines l
      where l.order_id = o.id and l.account like 'receivable%' and ${indexedByOrder('l')}), 0)`;

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

  /** Open promises become kept or broken from the receipts (not reversed) paid between making and date. */
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

  /** The borrower's written consents, newest first (they hold for every loan of the borrower). */
  async function consentsOf(userId: number) {
    const rows = await query<{
      id: string | number;
      kind: ConsentKind;
      signer_name: string;
      signed_on: string;
      document_key: string;
      recorded_at: string | Date;
      recorded_by_name: string;
      revoked_at: string | Date | null;
      revoked_by_name: string | null;
      revoke_reason: string | null;
      order_no: string;
    }>(
      sql`select c.id, c.kind, c.signer_name, c.signed_on::text as signed_on, c.document_key, c.recorded_at,
          r.name as recorded_by_name, c.revoked_at, x.name as revoked_by_name, c.revoke_reason, o.order_no
        from contact_consents c join staff_users r on r.id = c.recorded_by
        left join staff_users x on x.id = c.revoked_by
        join orders o on o.id = c.order_id
        where c.user_id = ${userId} order by c.id desc`,
    );
    const iso = (t: string | Date | null) => (t === null ? null : new Date(t).toISOString());
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      signerName: r.signer_name,
      signedOn: r.signed_on,
      recordedAt: iso(r.recorded_at)!,
      recordedBy: r.recorded_by_name,
      revokedAt: iso(r.revoked_at),
      revokedBy: r.revoked_by_name,
      revokeReason: r.revoke_reason,
      recordedOnLoan: r.order_no,
      documentUrl: extras.documentUrl(r.document_key),
    }));
  }

  const records = (consents: { kind: ConsentKind; signedOn: string; revokedAt: string | null }[]): ConsentRecord[] =>
    consents.map((c) => ({ kind: c.kind, signedOn: c.signedOn, revokedAt: c.revokedAt }));

  /** The script in force for a bucket: the highest approved version, else the built-in words (version 0). */
  async function scriptInForce(bucket: DpdBucket) {
    const t = await extras.templates.template(await extras.merchantId(), scriptKind(bucket));
    return t
      ? { bucket, version: t.version, body: t.body, actor: t.actor, at: t.at }
      : { bucket, version: 0, body: DEFAULT_SCRIPTS[bucket], actor: 'system', at: null };
  }

  async function loan(v: CollectionsViewer, orderNo: string) {
    const order = await visibleOrder(v, orderNo);
    await settlePromises(order.id);
    const [head] = await query<{
      orderNo: string;
      status: number | string;
      daysPastDue: number | string;
      principalCents: number | string;
      outstandingCents: number | string;
      disbursedOn: string | null;
      phone: string;
      collectorId: number | string | null;
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
        where o.id = ${order.id}`,
    );
    const ext = head!.ext ?? {};
    // Only the references the borrower named (SEC MC 18): never the phone's contact list.
    const references = ([1, 2] as const)
      .map((n) => ({
        name: ext[`ref${n}Name`] ?? '',
        relation: ext[`ref${n}Relation`] ?? '',
        mobile: ext[`ref${n}Mobile`] ?? '',
      }))
      .filter((r) => r.name !== '' || r.mobile !== '');
    // Numbers and times as the driver hands them (a bigint may come as text); the answer carries numbers and ISO times.
    const iso = (t: string | Date) => new Date(t).toISOString();
    const history = (
      await query<{
        fromStatus: number | string | null;
        toStatus: number | string;
        businessDate: string;
        reason: string;
        at: string | Date;
      }>(
        sql`select from_status as "fromStatus", to_status as "toStatus", business_date::text as "businessDate", reason, at
        from order_status_history where order_id = ${order.id} order by at, id`,
      )
    ).map((h) => ({
      fromStatus: h.fromStatus === null ? null : Number(h.fromStatus),
      toStatus: Number(h.toStatus),
      businessDate: h.businessDate,
      reason: h.reason,
      at: iso(h.at),
    }));
    const payments = (
      await query<{
        receiptNo: string;
        amountCents: number | string;
        paidOn: string;
        method: string;
        reversed: boolean;
      }>(
        sql`select receipt_no::text as "receiptNo", amount_cents::bigint as "amountCents", paid_on::text as "paidOn", method,
          reversed_at is not null as reversed
        from receipts where order_id = ${order.id} order by paid_on, receipt_no`,
      )
    ).map((p) => ({ ...p, amountCents: Number(p.amountCents) }));
    const contacts = (
      await query<{
        id: number | string;
        channel: string;
        outcome: string;
        notes: string;
        daysPastDue: number | string;
        at: string | Date;
        staffName: string;
      }>(
        sql`select c.id, c.channel, c.outcome, c.notes, c.days_past_due as "daysPastDue", c.at, s.name as "staffName"
        from collection_contacts c join staff_users s on s.id = c.staff_id
        where c.order_id = ${order.id} order by c.at desc, c.id desc`,
      )
    ).map((c) => ({ ...c, id: Number(c.id), daysPastDue: Number(c.daysPastDue), at: iso(c.at) }));
    const promises = (
      await query<{
        id: number | string;
        promisedOn: string;
        madeOn: string;
        amountCents: number | string;
        status: PromiseStatus;
        staffName: string;
      }>(
        sql`select p.id, p.promised_on::text as "promisedOn", p.made_on::text as "madeOn", p.amount_cents::bigint as "amountCents",
          p.status, s.name as "staffName"
        from promises_to_pay p join staff_users s on s.id = p.staff_id
        where p.order_id = ${order.id} order by p.id desc`,
      )
    ).map((p) => ({ ...p, id: Number(p.id), amountCents: Number(p.amountCents) }));
    const { ext: _ext, ...rest } = head!;
    void _ext;
    const day = await today();
    const consents = await consentsOf(order.userId);
    const ground = contactGround(now(), order.daysPastDue, records(consents), day);
    const bucket = dpdBucket(order.daysPastDue);
    const outstandingCents = Number(rest.outstandingCents);
    let script = null;
    if (bucket) {
      const [oldest] = await query<{ due_on: string }>(
        sql`select i.due_on::text as due_on from installments i
          where i.order_id = ${order.id} and coalesce((select sum(l.amount_cents) from journal_lines l
            where l.order_id = i.order_id and l.installment_seq = i.seq and l.account like 'receivable%'
              and ${indexedByOrder('l')}), 0) > 0
          order by i.due_on limit 1`,
      );
      const inForce = await scriptInForce(bucket);
      const values = scriptValues({
        borrowerName: rest.borrowerName,
        outstandingCents,
        oldestDueOn: oldest?.due_on ?? null,
        daysPastDue: order.daysPastDue,
        orderNo,
        lender: extras.lender,
        collector: v.name,
      });
      script = { bucket, version: inForce.version, text: renderScript(inForce.body, values) };
    }
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
    const [row] = await query<{ id: string | number }>(
      sql`insert into collection_contacts (order_id, staff_id, channel, outcome, notes, days_past_due, ground)
        values (${order.id}, ${v.id}, ${input.channel}, ${input.outcome}, ${input.notes}, ${order.daysPastDue}, ${ground}) returning id`,
    );
    return { id: Number(row!.id), ground };
  }

  async function promise(v: CollectionsViewer, orderNo: string, input: { promisedOn: string; amountCents: number }) {
    const order = await visibleOrder(v, orderNo);
    const day = await today();
    if (input.promisedOn < day)
      throw invalid('promisedOn', 'must be today or later', { sentence: 'Choose a date from today on.' });
    const [row] = await query<{ id: string | number }>(
      sql`insert into promises_to_pay (order_id, staff_id, promised_on, made_on, amount_cents)
        values (${order.id}, ${v.id}, ${input.promisedOn}, ${day}, ${input.amountCents}) returning id`,
    );
    return { id: Number(row!.id), status: 'open' as const };
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
    const all = await queue({ id: 0, role: 'admin', actor: '', name: '' });
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

  /** Records a borrower's written consent with its scanned document, audited in the same transaction. */
  async function recordConsent(
    v: CollectionsViewer,
    orderNo: string,
    input: { kind: ConsentKind; signerName: string; signedOn: string; documentKey: string },
  ) {
    const order = await visibleOrder(v, orderNo);
    const problem = checkSignedOn(input.signedOn, await today());
    if (problem) throw invalid('signedOn', problem, { sentence: 'Enter the date written on the signed document.' });
    return db.transaction(async (tx) => {
      const done =
        (await tx.execute(sql`insert into contact_consents (user_id, order_id, kind, signer_name, signed_on, document_key, recorded_by)
        values (${order.userId}, ${order.id}, ${input.kind}, ${input.signerName}, ${input.signedOn}, ${input.documentKey}, ${v.id})
        returning id`)) as unknown as Rows<{ id: string | number }>;
      const id = Number(done.rows[0]!.id);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.consent.record',
          target: orderNo,
          before: null,
          after: { consentId: id, kind: input.kind, signedOn: input.signedOn, document: input.documentKey },
        },
        tx,
      );
      return { id, kind: input.kind, signedOn: input.signedOn };
    });
  }

  /** Withdraws a consent (the borrower took it back); the record stays, marked, and the audit says why. */
  async function revokeConsent(v: CollectionsViewer, orderNo: string, consentId: number, reason: string) {
    const order = await visibleOrder(v, orderNo);
    return db.transaction(async (tx) => {
      const done =
        (await tx.execute(sql`update contact_consents set revoked_at = now(), revoked_by = ${v.id}, revoke_reason = ${reason}
        where id = ${consentId} and user_id = ${order.userId} and revoked_at is null returning id`)) as unknown as Rows<unknown>;
      if (done.rows.length === 0) throw notFound('consent');
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.consent.revoke',
          target: orderNo,
          before: { consentId, revoked: false },
          after: { consentId, revoked: true, reason },
        },
        tx,
      );
      return { id: consentId, revoked: true as const };
    });
  }

  /** Every bucket's script in force, the variables a script may use and sample values for a preview. */
  async function scripts() {
    const items = [];
    for (const bucket of DPD_BUCKETS) items.push(await scriptInForce(bucket));
    return { items, variables: [...SCRIPT_VARIABLES], sample: { ...SAMPLE_SCRIPT_VALUES } };
  }

  async function scriptVersions(bucket: DpdBucket) {
    return { items: await extras.templates.versions(await extras.merchantId(), scriptKind(bucket)) };
  }

  function previewScript(body: string) {
    const problem = checkScript(body);
    return { problem, text: problem ? '' : renderScript(body, SAMPLE_SCRIPT_VALUES) };
  }

  /** Approves a new version of a bucket's script (supervisor), audited with before and after. */
  async function saveScript(v: CollectionsViewer, bucket: DpdBucket, body: string) {
    const problem = checkScript(body);
    if (problem) throw invalid('body', problem);
    const merchantId = await extras.merchantId();
    const before = await scriptInForce(bucket);
    return db.transaction(async (tx) => {
      const saved = await extras.templates.saveTemplate(tx, merchantId, scriptKind(bucket), '', body, v.actor);
      await audit.append(
        {
          actor: v.actor,
          action: 'collections.script.save',
          target: scriptKind(bucket),
          before: { version: before.version, body: before.body },
          after: { version: saved.version, body },
        },
        tx,
      );
      return { bucket, version: saved.version };
    });
  }

  /**
   * Roll rates over `periods` periods of `periodDays` ending at the latest snapshot: for each period,
   * the matrix from the snapshot at its start to the one at its end (decision 081).
   */
  async function rollRates(
    periodDays: number,
    periods: number,
    through?: string,
  ): Promise<{ periods: RollPeriod[]; lastDate: string | null }> {
    const upTo = through ? sql`where business_date <= ${through}::date` : sql``;
    const [last] = await query<{ d: string | null }>(
      sql`select max(business_date)::text as d from collection_bucket_snapshots ${upTo}`,
    );
    const lastDate = last?.d ?? null;
    if (lastDate === null) return { periods: [], lastDate };
    const earliest = new Date(Date.parse(`${lastDate}T00:00:00Z`) - (periods * periodDays + 366) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const dates = (
      await query<{ d: string }>(
        sql`select distinct business_date::text as d from collection_bucket_snapshots where business_date >= ${earliest}::date and business_date <= ${lastDate}::date`,
      )
    ).map((r) => r.d);
    const marks = periodSnapshots(dates, lastDate, periodDays, periods);
    const positions = new Map<string, Position[]>();
    const at = async (date: string) => {
      if (!positions.has(date)) {
        const rows = await query<{
          order_id: string | number;
          days_past_due: number;
          outstanding_cents: string | number;
        }>(
          sql`select order_id, days_past_due, outstanding_cents from collection_bucket_snapshots where business_date = ${date}::date`,
        );
        positions.set(
          date,
          rows.map((r) => ({
            orderId: Number(r.order_id),
            daysPastDue: Number(r.days_past_due),
            outstandingCents: Number(r.outstanding_cents),
          })),
        );
      }
      return positions.get(date)!;
    };
    const out: RollPeriod[] = [];
    for (let i = 1; i < marks.length; i++) {
      const from = marks[i - 1]!.snapshot;
      const to = marks[i]!.snapshot;
      // A period with no snapshot at one end, or the same one at both, says nothing about movement.
      if (from === null || to === null || from === to) continue;
      out.push({ fromDate: from, toDate: to, rows: rollMatrix(await at(from), await at(to)) });
    }
    return { periods: out, lastDate };
  }

  return {
    queue,
    loan,
    logContact,
    promise,
    assign,
    assignByRule,
    collectors,
    figures,
    settlePromises,
    recordConsent,
    revokeConsent,
    scripts,
    scriptVersions,
    previewScript,
    saveScript,
    rollRates,
  };
}
