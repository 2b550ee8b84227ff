// Anti-money laundering (RA 9160 as amended, SEC MC 4 s.2021; decision 125). The compliance officer uploads
// the UN consolidated sanctions list; the screening job screens every certified borrower against each new
// list, and a borrower is screened when certify completes and again when it changes. A match raises an alert
// and holds approval and payout (sanctionsHold). The monitoring job runs the rules over every loan's payments
// and raises one alert per pattern. Each alert is worked in the queue — notes, assignment, filed as a report
// or closed with a reason — and every step is audited with its actor. Nothing here deletes a row (0057).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AmlAlertView, AmlBorrowerRisk, AmlOverview, AmlRule, AmlThresholds } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import {
  amlAlertNotes,
  amlAlerts,
  amlRiskRatings,
  amlRuleSettings,
  amlSanctionsEntries,
  amlSanctionsLists,
  amlScreenings,
  kycProfiles,
  orders,
  staffUsers,
} from '../db/schema.js';
import { readUnSanctionsList } from '../domain/compliance/sanctions-list.js';
import { matchSentence, screenName, type ListedPerson } from '../domain/compliance/name-match.js';
import {
  DEFAULT_THRESHOLDS,
  backTestMonitoring,
  monitor,
  thresholdProblem,
  type LoanActivity,
  type MonitoringThresholds,
} from '../domain/compliance/transaction-monitoring.js';
import { rateCustomer } from '../domain/compliance/risk-rating.js';
import { reportCsv, reportDueOn, type ReportRow } from '../domain/compliance/aml-report.js';
import { workingDaysBetween } from '../domain/working-days.js';
import { certifyComplete } from '../domain/kyc/certify-complete.js';
import { GOVERNMENT_IDS } from '../domain/kyc/government-id.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { ErrorCode } from '@lendwell/contracts';

const SCREENING_ACTOR = 'aml-screening';
const MONITORING_ACTOR = 'aml-monitoring';
/** Decided alerts the queue shows beside the open ones. */
const DECIDED_SHOWN = 100;

type AlertRow = typeof amlAlerts.$inferSelect;
type Executor = Database | Transaction;
const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/**
 * The sentence that refuses approval or payout while the borrower has an open sanctions alert, or null.
 * A plain query, so the loan and payout services (registered before this one) can ask it (decision 125).
 */
export async function sanctionsHold(db: Executor, userId: number): Promise<string | null> {
  const [open] = await db
    .select({ id: amlAlerts.id })
    .from(amlAlerts)
    .where(and(eq(amlAlerts.userId, userId), eq(amlAlerts.rule, 'sanctions'), eq(amlAlerts.status, 'open')))
    .limit(1);
  return open
    ? `The borrower's name matches a sanctions list (alert ${open.id}); compliance must clear it before this loan is approved or paid out.`
    : null;
}

export function createAml(app: FastifyInstance) {
  const { db, auditRepository: audit } = app;
  const today = () => app.loans.businessDate();

  async function thresholds(ex: Executor = db): Promise<{ values: MonitoringThresholds; by: string | null }> {
    const [row] = await ex.select().from(amlRuleSettings).orderBy(desc(amlRuleSettings.id)).limit(1);
    return row
      ? { values: { ...DEFAULT_THRESHOLDS, ...row.thresholds }, by: row.changedBy }
      : { values: DEFAULT_THRESHOLDS, by: null };
  }

  /** Raises an alert once per key (a repeat is ignored), audited with who raised it. True when new. */
  async function raise(
    tx: Transaction,
    actor: string,
    alert: {
      userId: number;
      orderId: number | null;
      rule: AmlRule;
      dedupeKey: string;
      summary: string;
      details: Record<string, unknown>;
      amountCents: number | null;
      raisedOn: string;
    },
  ): Promise<boolean> {
    const [row] = await tx
      .insert(amlAlerts)
      .values({ ...alert, reportDueOn: reportDueOn(alert.raisedOn), raisedBy: actor })
      .onConflictDoNothing({ target: amlAlerts.dedupeKey })
      .returning();
    if (!row) return false;
    await audit.append(
      {
        actor,
        action: 'aml.alert.raise',
        target: `aml-alert:${row.id}`,
        borrowerId: row.userId,
        amountCents: row.amountCents ?? undefined,
        after: { rule: row.rule, raisedOn: row.raisedOn, reportDueOn: row.reportDueOn },
      },
      tx,
    );
    return true;
  }

  async function latestList(ex: Executor) {
    const [list] = await ex.select().from(amlSanctionsLists).orderBy(desc(amlSanctionsLists.id)).limit(1);
    if (!list) return null;
    const entries = await ex.select().from(amlSanctionsEntries).where(eq(amlSanctionsEntries.listId, list.id));
    return { list, people: entries as ListedPerson[] };
  }

  /** Rates a borrower again from what is known now; a new row only when the rating or its reasons changed. */
  async function rate(tx: Executor, userId: number, trigger: string, actor: string) {
    const [kyc] = await tx.select().from(kycProfiles).where(eq(kycProfiles.userId, userId));
    const alerts = await tx
      .select({ rule: amlAlerts.rule, status: amlAlerts.status })
      .from(amlAlerts)
      .where(eq(amlAlerts.userId, userId));
    const income = Number(kyc?.job?.monthlyIncomePesos ?? Number.NaN);
    const result = rateCustomer({
      sanctionsMatch: alerts.some((a) => a.rule === 'sanctions' && a.status !== 'closed'),
      employmentType: kyc?.job?.employmentType ?? null,
      monthlyIncomePesos: Number.isFinite(income) ? income : null,
      monitoringAlerts: alerts.filter((a) => a.rule !== 'sanctions' && a.status !== 'closed').length,
      reportsFiled: alerts.filter((a) => a.status === 'filed').length,
    });
    const [last] = await tx
      .select()
      .from(amlRiskRatings)
      .where(eq(amlRiskRatings.userId, userId))
      .orderBy(desc(amlRiskRatings.id))
      .limit(1);
    if (last && last.rating === result.rating && JSON.stringify(last.reasons) === JSON.stringify(result.reasons))
      return;
    await tx.insert(amlRiskRatings).values({ userId, ...result, trigger, ratedBy: actor });
    await audit.append(
      {
        actor,
        action: 'aml.risk.rate',
        target: `borrower:${userId}`,
        borrowerId: userId,
        before: last ? { rating: last.rating, score: last.score } : null,
        after: { rating: result.rating, score: result.score, reasons: result.reasons, trigger },
      },
      tx,
    );
  }

  /** Screens one borrower against a list: the result kept, a match raised as an alert. */
  async function screenOne(
    tx: Transaction,
    target: { userId: number; fullName: string; birthDate: string | null },
    listed: { list: { id: number }; people: ListedPerson[] },
    trigger: string,
    on: string,
  ) {
    const matches = screenName(target, listed.people);
    await tx.insert(amlScreenings).values({
      userId: target.userId,
      listId: listed.list.id,
      trigger,
      result: matches.length > 0 ? 'match' : 'clear',
      matches,
    });
    for (const m of matches) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, target.userId))
        .orderBy(desc(orders.id))
        .limit(1);
      await raise(tx, SCREENING_ACTOR, {
        userId: target.userId,
        orderId: order?.id ?? null,
        rule: 'sanctions',
        dedupeKey: `sanctions:user:${target.userId}:${m.referenceNumber}`,
        summary: matchSentence(m),
        details: { ...m, listId: listed.list.id },
        amountCents: null,
        raisedOn: on,
      });
    }
    await rate(tx, target.userId, trigger, SCREENING_ACTOR);
    return matches.length;
  }

  const nameOf = (kyc: { basic: Record<string, string> | null } | undefined) => kyc?.basic?.fullName?.trim() || null;

  return {
    thresholds,

    /**
     * After a certify step is saved: once certify is complete, the borrower is screened against the newest
     * list and rated ("onboarding" the first time, "change" after). Never fails the borrower's request.
     */
    async afterCertifyChange(userId: number): Promise<void> {
      try {
        const [kyc] = await db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId));
        if (!kyc || !certifyComplete(kyc)) return;
        const [before] = await db
          .select({ id: amlRiskRatings.id })
          .from(amlRiskRatings)
          .where(eq(amlRiskRatings.userId, userId))
          .limit(1);
        const trigger = before ? 'change' : 'onboarding';
        const on = await today();
        const listed = await latestList(db);
        await db.transaction(async (tx) => {
          const fullName = nameOf(kyc);
          if (listed && fullName)
            await screenOne(tx, { userId, fullName, birthDate: kyc.basic?.birthDate ?? null }, listed, trigger, on);
          else await rate(tx, userId, trigger, SCREENING_ACTOR);
        });
      } catch (error) {
        app.log.error({ userId, err: error }, 'AML screening after certify failed');
      }
    },

    /** Stores an uploaded UN list (audited); the screening job screens every borrower against it. */
    async uploadList(actor: string, xml: string) {
      const read = readUnSanctionsList(xml);
      if (!read.ok) throw invalid('xml', read.problem);
      const sha = createHash('sha256').update(xml).digest('hex');
      return db.transaction(async (tx) => {
        const [list] = await tx
          .insert(amlSanctionsLists)
          .values({
            source: 'UN Security Council',
            fileSha256: sha,
            generatedOn: read.list.generatedOn,
            entryCount: read.list.entries.length,
            uploadedBy: actor,
          })
          .returning();
        for (let i = 0; i < read.list.entries.length; i += 500)
          await tx
            .insert(amlSanctionsEntries)
            .values(read.list.entries.slice(i, i + 500).map((e) => ({ ...e, listId: list!.id })));
        await audit.append(
          {
            actor,
            action: 'aml.list.upload',
            target: `aml-list:${list!.id}`,
            after: { sha256: sha, entries: list!.entryCount, generatedOn: list!.generatedOn },
          },
          tx,
        );
        return listView(list!);
      });
    },

    /**
     * The screening job: each uploaded list not yet screened is claimed (skip locked, so two instances never
     * screen one list at once), every certified borrower screened against it, and the list marked screened,
     * in one transaction; a crash leaves it for the next run.
     */
    async screenPendingLists(): Promise<{ lists: number; screened: number; matches: number }> {
      const done = { lists: 0, screened: 0, matches: 0 };
      const on = await today();
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const claim = (await tx.execute(
            sql`select id from aml_sanctions_lists where screened_at is null order by id limit 1 for update skip locked`,
          )) as unknown as { rows: { id: number | string }[] };
          const id = Number(claim.rows[0]?.id ?? 0);
          if (!id) return false;
          const entries = await tx.select().from(amlSanctionsEntries).where(eq(amlSanctionsEntries.listId, id));
          const borrowers = await tx.select().from(kycProfiles).orderBy(asc(kycProfiles.userId));
          let screened = 0;
          for (const kyc of borrowers) {
            const fullName = nameOf(kyc);
            if (!fullName || !certifyComplete(kyc)) continue;
            done.matches += await screenOne(
              tx,
              { userId: kyc.userId, fullName, birthDate: kyc.basic?.birthDate ?? null },
              { list: { id }, people: entries },
              'list-update',
              on,
            );
            screened += 1;
          }
          await tx
            .update(amlSanctionsLists)
            .set({ screenedAt: new Date(), screenedCount: screened })
            .where(eq(amlSanctionsLists.id, id));
          done.screened += screened;
          return true;
        });
        if (!claimed) return done;
        done.lists += 1;
      }
    },

    /** Every loan's disbursement and posted payments, as the monitoring rules read them. */
    async activity(ex: Executor = db): Promise<LoanActivity[]> {
      const result = (await ex.execute(sql`
        select o.id, o.order_no, o.user_id, o.principal_cents, o.disbursed_on, o.settled_on,
               k.job->>'monthlyIncomePesos' as income,
               p.payment_no, p.amount_cents, p.paid_on,
               coalesce('account:' || p.bank_account_id::text, p.provider || ':' || p.method) as source
          from orders o
          left join kyc_profiles k on k.user_id = o.user_id
          left join payments p on p.order_id = o.id and p.status = 'completed' and p.paid_on is not null
         where o.disbursed_on is not null
         order by o.id, p.id`)) as unknown as { rows: Record<string, string | number | null>[] };
      const loans = new Map<number, LoanActivity>();
      for (const r of result.rows) {
        const id = Number(r.id);
        let loan = loans.get(id);
        if (!loan) {
          const income = Number(r.income);
          loan = {
            orderId: id,
            orderNo: String(r.order_no),
            userId: Number(r.user_id),
            principalCents: Number(r.principal_cents),
            disbursedOn: String(r.disbursed_on).slice(0, 10),
            paidOffOn: r.settled_on ? String(r.settled_on).slice(0, 10) : null,
            monthlyIncomePesos: r.income !== null && Number.isFinite(income) && income > 0 ? income : null,
            payments: [],
          };
          loans.set(id, loan);
        }
        if (r.payment_no)
          loan.payments.push({
            paymentNo: String(r.payment_no),
            amountCents: Number(r.amount_cents),
            paidOn: String(r.paid_on).slice(0, 10),
            source: String(r.source),
          });
      }
      return [...loans.values()];
    },

    /** The monitoring job: every rule over every loan; each new pattern raised once, its borrower rated again. */
    async runMonitoring(): Promise<{ raised: number }> {
      const { values } = await thresholds();
      const hits = monitor(await this.activity(), values);
      let raised = 0;
      for (const hit of hits)
        await db.transaction(async (tx) => {
          const fresh = await raise(tx, MONITORING_ACTOR, {
            userId: hit.userId,
            orderId: hit.orderId,
            rule: hit.rule,
            dedupeKey: hit.dedupeKey,
            summary: hit.summary,
            details: hit.details,
            amountCents: hit.amountCents,
            raisedOn: hit.on,
          });
          if (!fresh) return;
          raised += 1;
          await rate(tx, hit.userId, 'monitoring', MONITORING_ACTOR);
        });
      return { raised };
    },

    async backTest(values: AmlThresholds) {
      const problem = thresholdProblem(values);
      if (problem) throw invalid(`thresholds.${problem.field}`, problem.message);
      return backTestMonitoring(await this.activity(), values);
    },

    /** Changes the thresholds (a new version, the old kept), audited with before and after. */
    async setThresholds(actor: string, values: AmlThresholds, reason: string) {
      const problem = thresholdProblem(values);
      if (problem) throw invalid(`thresholds.${problem.field}`, problem.message);
      return db.transaction(async (tx) => {
        const before = await thresholds(tx);
        await tx.insert(amlRuleSettings).values({ thresholds: values, reason, changedBy: actor });
        await audit.append(
          {
            actor,
            action: 'aml.thresholds.change',
            target: 'aml-thresholds',
            before: before.values,
            after: { ...values, reason },
          },
          tx,
        );
        return values;
      });
    },

    async overview(): Promise<AmlOverview> {
      const on = await today();
      const open = await db
        .select()
        .from(amlAlerts)
        .where(eq(amlAlerts.status, 'open'))
        .orderBy(asc(amlAlerts.reportDueOn), asc(amlAlerts.id));
      const decided = await db
        .select()
        .from(amlAlerts)
        .where(inArray(amlAlerts.status, ['filed', 'closed']))
        .orderBy(desc(amlAlerts.decidedAt))
        .limit(DECIDED_SHOWN);
      const lists = await db.select().from(amlSanctionsLists).orderBy(desc(amlSanctionsLists.id)).limit(10);
      const t = await thresholds();
      return {
        businessDate: on,
        alerts: await views([...open, ...decided], on),
        lists: lists.map(listView),
        thresholds: t.values,
        thresholdsChangedBy: t.by,
      };
    },

    async alert(id: number): Promise<AmlAlertView> {
      const [row] = await db.select().from(amlAlerts).where(eq(amlAlerts.id, id));
      if (!row) throw notFound('alert');
      return (await views([row], await today()))[0]!;
    },

    async addNote(actor: string, id: number, body: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(amlAlerts).where(eq(amlAlerts.id, id));
        if (!row) throw notFound('alert');
        await tx.insert(amlAlertNotes).values({ alertId: id, author: actor, body });
        await audit.append(
          {
            actor,
            action: 'aml.alert.note',
            target: `aml-alert:${id}`,
            borrowerId: row.userId,
            after: { length: body.length },
          },
          tx,
        );
      });
      return this.alert(id);
    },

    /** Assigns an open alert to a compliance officer (the caller when none is named). */
    async assign(actor: string, id: number, assignee: string | undefined) {
      let to = actor;
      if (assignee) {
        const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, assignee.toLowerCase()));
        if (!staff || !staff.isActive || !['compliance', 'admin'].includes(staff.role))
          throw invalid('assignee', 'must be an active compliance officer');
        to = `staff:${staff.id}:${staff.email}`;
      }
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(amlAlerts)
          .set({ assignedTo: to })
          .where(and(eq(amlAlerts.id, id), eq(amlAlerts.status, 'open')))
          .returning();
        if (!row) throw conflict('this alert is not open; reload the queue');
        await audit.append(
          {
            actor,
            action: 'aml.alert.assign',
            target: `aml-alert:${id}`,
            borrowerId: row.userId,
            after: { assignedTo: to },
          },
          tx,
        );
      });
      return this.alert(id);
    },

    /** Files the report (STR, or CTR for a covered transaction) or closes the alert, with the reason. */
    async decide(actor: string, id: number, decision: 'file' | 'close', reason: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(amlAlerts)
          .set({
            status: decision === 'file' ? 'filed' : 'closed',
            decidedBy: actor,
            decidedAt: new Date(),
            decisionReason: reason,
          })
          .where(and(eq(amlAlerts.id, id), eq(amlAlerts.status, 'open')))
          .returning();
        if (!row) throw conflict('this alert was decided already; reload the queue');
        await audit.append(
          {
            actor,
            action: decision === 'file' ? 'aml.alert.file' : 'aml.alert.close',
            target: `aml-alert:${id}`,
            borrowerId: row.userId,
            amountCents: row.amountCents ?? undefined,
            before: { status: 'open' },
            after: { status: row.status, rule: row.rule, reason, reportDueOn: row.reportDueOn },
          },
          tx,
        );
        await rate(tx, row.userId, 'alert decided', actor);
      });
      return this.alert(id);
    },

    /** The filed reports of one type as the report file (aml-report.ts), audited. */
    async report(actor: string, type: 'STR' | 'CTR') {
      const rows = await db
        .select({ alert: amlAlerts, kyc: kycProfiles, orderNo: orders.orderNo })
        .from(amlAlerts)
        .leftJoin(kycProfiles, eq(kycProfiles.userId, amlAlerts.userId))
        .leftJoin(orders, eq(orders.id, amlAlerts.orderId))
        .where(
          and(
            eq(amlAlerts.status, 'filed'),
            type === 'CTR'
              ? eq(amlAlerts.rule, 'covered-transaction')
              : sql`${amlAlerts.rule} <> 'covered-transaction'`,
          ),
        )
        .orderBy(asc(amlAlerts.id));
      const lines: ReportRow[] = rows.map(({ alert: a, kyc, orderNo }) => ({
        reportType: type,
        alertId: a.id,
        raisedOn: a.raisedOn,
        filedOn: a.decidedAt ? a.decidedAt.toISOString().slice(0, 10) : null,
        subjectNumber: `B${a.userId}`,
        subjectName: nameOf(kyc ?? undefined) ?? '',
        birthDate: kyc?.basic?.birthDate ?? null,
        address: kyc?.personal?.street ?? null,
        idType: GOVERNMENT_IDS.find((r) => r.type === kyc?.idType)?.name ?? kyc?.idType ?? null,
        idLast4: kyc?.idLast4 ?? null,
        contractNumber: orderNo,
        amountCents: a.amountCents,
        rule: a.rule,
        narrative: `${a.summary} ${a.decisionReason ?? ''}`.trim(),
        officer: a.decidedBy,
      }));
      await audit.append({
        actor,
        action: 'aml.report.export',
        target: `aml-report:${type}`,
        after: { type, alerts: lines.map((l) => l.alertId) },
      });
      return { fileName: `${type.toLowerCase()}-${await today()}.csv`, content: reportCsv(lines) };
    },

    /** A borrower's risk rating and its history, through one of their orders. */
    async riskOf(orderNo: string): Promise<AmlBorrowerRisk> {
      const order = await app.ordersRepository.findByNo(orderNo);
      if (!order) throw notFound('order');
      const history = await db
        .select()
        .from(amlRiskRatings)
        .where(eq(amlRiskRatings.userId, order.userId))
        .orderBy(desc(amlRiskRatings.id));
      const open = await db
        .select({ id: amlAlerts.id })
        .from(amlAlerts)
        .where(and(eq(amlAlerts.userId, order.userId), eq(amlAlerts.status, 'open')));
      const view = (r: (typeof history)[number]) => ({
        rating: r.rating as 'low' | 'medium' | 'high',
        score: r.score,
        reasons: r.reasons,
        trigger: r.trigger,
        ratedBy: r.ratedBy,
        ratedAt: r.ratedAt.toISOString(),
      });
      return { current: history[0] ? view(history[0]) : null, history: history.map(view), openAlerts: open.length };
    },
  };

  function listView(row: typeof amlSanctionsLists.$inferSelect) {
    return {
      id: row.id,
      generatedOn: row.generatedOn,
      entryCount: row.entryCount,
      uploadedBy: row.uploadedBy,
      uploadedAt: row.uploadedAt.toISOString(),
      screenedAt: row.screenedAt?.toISOString() ?? null,
      screenedCount: row.screenedCount,
    };
  }

  async function views(rows: AlertRow[], on: string): Promise<AmlAlertView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const users = [...new Set(rows.map((r) => r.userId))];
    const notes = await db
      .select()
      .from(amlAlertNotes)
      .where(inArray(amlAlertNotes.alertId, ids))
      .orderBy(asc(amlAlertNotes.id));
    const kycs = await db
      .select({ userId: kycProfiles.userId, basic: kycProfiles.basic })
      .from(kycProfiles)
      .where(inArray(kycProfiles.userId, users));
    const latest = await db
      .select({ userId: orders.userId, orderNo: sql<string>`max(${orders.orderNo})` })
      .from(orders)
      .where(inArray(orders.userId, users))
      .groupBy(orders.userId);
    const orderNos = await db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.flatMap((r) => (r.orderId ? [r.orderId] : [])),
        ),
      );
    return rows.map((r) => ({
      id: r.id,
      borrowerName: nameOf(kycs.find((k) => k.userId === r.userId)) ?? null,
      orderNo:
        orderNos.find((o) => o.id === r.orderId)?.orderNo ?? latest.find((l) => l.userId === r.userId)?.orderNo ?? null,
      rule: r.rule as AmlRule,
      summary: r.summary,
      amountCents: r.amountCents,
      raisedOn: r.raisedOn,
      reportDueOn: r.reportDueOn,
      workingDaysLeft:
        r.reportDueOn >= on ? workingDaysBetween(on, r.reportDueOn) : -workingDaysBetween(r.reportDueOn, on),
      status: r.status as AmlAlertView['status'],
      assignedTo: r.assignedTo,
      decidedBy: r.decidedBy,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionReason: r.decisionReason,
      notes: notes
        .filter((n) => n.alertId === r.id)
        .map((n) => ({ author: n.author, body: n.body, at: n.createdAt.toISOString() })),
    }));
  }
}

export type Aml = ReturnType<typeof createAml>;

declare module 'fastify' {
  interface FastifyInstance {
    aml: Aml;
  }
}

export default fp(
  async (app) => {
    app.decorate('aml', createAml(app));
  },
  { name: 'aml', dependencies: ['loans', 'auditRepository', 'ordersRepository'] },
);
