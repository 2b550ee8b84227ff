// The data subject's rights as the borrower and the data protection officer work them (RA 10173, decision 126):
// the borrower's overview, requests and marketing consent; the officer's queue, decisions (a correction is
// applied on approval, an erasure handed to the retention job), the breach register; and the retention job
// itself. Every step is audited with its actor in the same transaction; personal values never reach the log.
import fp from 'fastify-plugin';
import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CORRECTABLE_FIELDS,
  type BreachBody,
  type BreachView,
  type CorrectableField,
  type MyData,
  type MyRequest,
  type PrivacyRequestBody,
  type PrivacyRequestView,
} from '@lendwell/contracts';
import { dataBreaches, dataSubjectRequests, kycProfiles, privacyConsents, privacyErasures } from '../db/schema.js';
import {
  breachClock,
  categoriesToErase,
  requestDeadline,
  retentionPlan,
  type RequestKind,
  type Retention,
} from '../domain/privacy/data-rights.js';
import { STEP_ITEMS } from '../domain/kyc/certify-steps.js';
import { addDays } from '../domain/calendar.js';
import { decryptJson, encryptJson } from '../lib/field-crypto.js';
import { conflictOn, invalid, notFound } from '../lib/errors.js';
import { createPrivacyRecords } from './privacy-records.js';

type RequestRow = typeof dataSubjectRequests.$inferSelect;
type BreachRow = typeof dataBreaches.$inferSelect;

/** The notice versions in force: a new text gets a new version, and the ledger says which one was agreed. */
export const NOTICE_VERSIONS = { privacy_notice: '2026-11-28', marketing: '2026-11-28' } as const;

export const borrowerActor = (userId: number) => `borrower:${userId}`;

const fieldLabel = (field: string) =>
  Object.values(STEP_ITEMS)
    .flat()
    .find((i) => i.code === field)?.title ?? field;

export function createPrivacyDesk(
  app: Pick<FastifyInstance, 'db' | 'secrets' | 'auditRepository' | 'clock' | 'kycRepository'>,
) {
  const { db, auditRepository: audit } = app;
  const records = createPrivacyRecords(app);
  const today = async () => (await app.clock.show()).businessDate;
  const seal = (value: string) => encryptJson(app.secrets.appSecret, { value });
  const unsealValue = (sealed: string | null) => {
    if (!sealed) return null;
    try {
      return decryptJson<{ value: string }>(app.secrets.appSecret, sealed).value;
    } catch {
      return null;
    }
  };

  const myRequest = (r: RequestRow): MyRequest => ({
    id: r.id,
    kind: r.kind as MyRequest['kind'],
    field: r.field as CorrectableField | null,
    status: r.status as MyRequest['status'],
    filedOn: r.filedOn,
    dueOn: r.dueOn,
    decisionReason: r.decisionReason,
  });

  async function marketingAgreed(userId: number): Promise<boolean> {
    const [last] = await db
      .select({ action: privacyConsents.action })
      .from(privacyConsents)
      .where(and(eq(privacyConsents.userId, userId), eq(privacyConsents.kind, 'marketing')))
      .orderBy(desc(privacyConsents.id))
      .limit(1);
    return last?.action === 'agreed';
  }

  /** What must be kept and why, with the day each area was anonymised. */
  async function retention(userId: number, on: string) {
    const plan = retentionPlan(await records.retentionFacts(userId, on));
    const done = await records.erased(userId);
    return plan.map((r) => ({ ...r, erasedOn: done.get(r.category) ?? null }));
  }

  /** The borrower's "My data": consents, requests, what is kept and until when, and the areas held. */
  async function overview(userId: number): Promise<MyData> {
    const everything = await records.gather(userId);
    const requests = await db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.userId, userId))
      .orderBy(desc(dataSubjectRequests.id));
    const count = (v: unknown) => (Array.isArray(v) ? v.length : v ? 1 : 0);
    return {
      marketingAgreed: await marketingAgreed(userId),
      consents: everything.consents,
      requests: requests.map(myRequest),
      retention: await retention(userId, await today()),
      areas: [
        { area: 'identity', count: everything.identity.aboutYou || everything.identity.idNumber ? 1 : 0 },
        { area: 'contacts', count: count(everything.contacts.references) + count(everything.contacts.work) },
        { area: 'bankAccounts', count: everything.bankAccounts.length },
        { area: 'loans', count: everything.loans.length },
        { area: 'payments', count: everything.payments.length },
        { area: 'complaints', count: everything.complaints.length },
        { area: 'consents', count: everything.consents.length },
        { area: 'messages', count: everything.messages.length },
      ],
    };
  }

  /** The complete export for the subject; the download itself is audited (what, not the content). */
  async function exportFor(userId: number, format: 'json' | 'pdf') {
    const on = await today();
    const data = { generatedOn: on, ...(await records.gather(userId)), retention: await retention(userId, on) };
    await audit.append({
      actor: borrowerActor(userId),
      action: 'privacy.export',
      target: `borrower:${userId}`,
      borrowerId: userId,
      after: { format },
    });
    return data;
  }

  /** A borrower files a request; one open request of a kind at a time (a second tap answers the first). */
  async function fileRequest(userId: number, body: PrivacyRequestBody): Promise<MyRequest> {
    const filedOn = await today();
    const { dueOn } = requestDeadline(body.kind, filedOn, filedOn, false);
    return db.transaction(async (tx) => {
      if (body.kind !== 'correction') {
        const [open] = await tx
          .select()
          .from(dataSubjectRequests)
          .where(
            and(
              eq(dataSubjectRequests.userId, userId),
              eq(dataSubjectRequests.kind, body.kind),
              eq(dataSubjectRequests.status, 'open'),
            ),
          );
        if (open) return myRequest(open);
      }
      const correction = body.kind === 'correction' ? { field: body.field, valueSealed: seal(body.value) } : {};
      const [row] = await tx
        .insert(dataSubjectRequests)
        .values({ userId, kind: body.kind, reason: body.reason, filedOn, dueOn, ...correction })
        .returning();
      await audit.append(
        {
          actor: borrowerActor(userId),
          action: `privacy.request.${body.kind}`,
          target: `privacy-request:${row!.id}`,
          borrowerId: userId,
          after: { kind: body.kind, field: row!.field, dueOn },
        },
        tx,
      );
      return myRequest(row!);
    });
  }

  /** Appends a consent event to the ledger, audited with its actor. */
  async function recordConsent(
    userId: number,
    kind: keyof typeof NOTICE_VERSIONS,
    action: 'shown' | 'agreed' | 'withdrawn',
    actor: string,
  ) {
    await db.transaction(async (tx) => {
      await tx.insert(privacyConsents).values({ userId, kind, noticeVersion: NOTICE_VERSIONS[kind], action, actor });
      await audit.append(
        {
          actor,
          action: `privacy.consent.${action}`,
          target: `borrower:${userId}`,
          borrowerId: userId,
          after: { kind, noticeVersion: NOTICE_VERSIONS[kind] },
        },
        tx,
      );
    });
  }

  /**
   * The privacy notice of a first loan in the ledger (decision 136): `shown` when the loan confirmation hands it
   * out, `agreed` when the borrower applies (past the notice the only way on is "Agree"; cancel closes the page).
   * Once per notice version and action, so a reload or another quote adds nothing.
   */
  async function recordPrivacyNotice(userId: number, action: 'shown' | 'agreed') {
    const [already] = await db
      .select({ id: privacyConsents.id })
      .from(privacyConsents)
      .where(
        and(
          eq(privacyConsents.userId, userId),
          eq(privacyConsents.kind, 'privacy_notice'),
          eq(privacyConsents.noticeVersion, NOTICE_VERSIONS.privacy_notice),
          eq(privacyConsents.action, action),
        ),
      )
      .limit(1);
    if (!already) await recordConsent(userId, 'privacy_notice', action, borrowerActor(userId));
  }

  async function setMarketing(userId: number, agreed: boolean) {
    if ((await marketingAgreed(userId)) !== agreed)
      await recordConsent(userId, 'marketing', agreed ? 'agreed' : 'withdrawn', borrowerActor(userId));
    return overview(userId);
  }

  return {
    records,
    today,
    unsealValue,
    marketingAgreed,
    overview,
    exportFor,
    fileRequest,
    recordConsent,
    recordPrivacyNotice,
    setMarketing,
    ...officerDesk({ app, today, unsealValue, recordConsent, marketingAgreed }),
    ...breachRegister(app),
    ...retentionJob({ app, records, retention }),
  };
}

type DeskParts = {
  app: Pick<FastifyInstance, 'db' | 'auditRepository' | 'kycRepository'>;
  today: () => Promise<string>;
  unsealValue: (sealed: string | null) => string | null;
  recordConsent: (userId: number, kind: 'marketing', action: 'withdrawn', actor: string) => Promise<void>;
  marketingAgreed: (userId: number) => Promise<boolean>;
};

/** The officer's queue and decisions. */
function officerDesk({ app, today, unsealValue, recordConsent, marketingAgreed }: DeskParts) {
  const { db, auditRepository: audit } = app;

  async function view(r: RequestRow, on: string): Promise<PrivacyRequestView> {
    const kyc = await app.kycRepository.find(r.userId);
    const step = r.field ? CORRECTABLE_FIELDS[r.field as CorrectableField] : null;
    const current = step ? ((kyc?.[step] as Record<string, string> | null)?.[r.field!] ?? null) : null;
    const clock = requestDeadline(r.kind as RequestKind, r.filedOn, on, r.status !== 'open');
    return {
      id: r.id,
      borrowerId: r.userId,
      borrowerName: kyc?.basic?.fullName ?? `Borrower ${r.userId}`,
      kind: r.kind as PrivacyRequestView['kind'],
      fieldLabel: r.field ? fieldLabel(r.field) : null,
      currentValue: current,
      askedValue: unsealValue(r.valueSealed),
      reason: r.reason,
      status: r.status as PrivacyRequestView['status'],
      filedOn: r.filedOn,
      dueOn: r.dueOn,
      overdue: clock.overdue,
      decidedBy: r.decidedBy,
      decisionReason: r.decisionReason,
    };
  }

  /** Open requests by due date, then those decided in the last 90 days. */
  async function queue(): Promise<PrivacyRequestView[]> {
    const on = await today();
    const rows = await db
      .select()
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.status, 'open'))
      .orderBy(asc(dataSubjectRequests.dueOn), asc(dataSubjectRequests.id));
    const recent = await db
      .select()
      .from(dataSubjectRequests)
      .where(and(ne(dataSubjectRequests.status, 'open'), gte(dataSubjectRequests.filedOn, addDays(on, -90))))
      .orderBy(desc(dataSubjectRequests.decidedAt), desc(dataSubjectRequests.id))
      .limit(50);
    return Promise.all([...rows, ...recent].map((r) => view(r, on)));
  }

  /** Applies an approved correction to the certify field it names, in the decision's transaction. */
  async function applyCorrection(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], r: RequestRow) {
    const step = CORRECTABLE_FIELDS[r.field as CorrectableField];
    const value = unsealValue(r.valueSealed);
    if (!step || value === null) throw conflictOn('field', 'cannot be corrected: the asked-for value is unreadable');
    const [kyc] = await tx.select().from(kycProfiles).where(eq(kycProfiles.userId, r.userId));
    if (!kyc) throw conflictOn('field', 'cannot be corrected: the borrower has no profile');
    const section = { ...((kyc[step] as Record<string, string> | null) ?? {}), [r.field!]: value };
    await tx
      .update(kycProfiles)
      .set({ [step]: section, updatedAt: new Date() })
      .where(eq(kycProfiles.userId, r.userId));
  }

  /**
   * Approves or refuses an open request with a reason in words. A correction is applied, an objection
   * withdraws marketing consent, an access request is answered by the export; an erasure waits for the
   * retention job, which keeps what the law keeps.
   */
  async function decide(actor: string, id: number, approve: boolean, reason: string) {
    const [row] = await db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.id, id));
    if (!row) throw notFound('request');
    if (row.status !== 'open') throw conflictOn('status', 'is already decided');
    const status = !approve ? 'refused' : row.kind === 'erasure' ? 'approved' : 'done';
    await db.transaction(async (tx) => {
      if (approve && row.kind === 'correction') await applyCorrection(tx, row);
      const [updated] = await tx
        .update(dataSubjectRequests)
        .set({
          status,
          decidedBy: actor,
          decidedAt: new Date(),
          decisionReason: reason,
          completedAt: status === 'done' ? new Date() : null,
        })
        .where(and(eq(dataSubjectRequests.id, id), eq(dataSubjectRequests.status, 'open')))
        .returning();
      if (!updated) throw conflictOn('status', 'is already decided');
      await audit.append(
        {
          actor,
          action: approve ? 'privacy.request.approve' : 'privacy.request.refuse',
          target: `privacy-request:${id}`,
          borrowerId: row.userId,
          before: { status: row.status },
          after: { status, kind: row.kind, field: row.field, reason },
        },
        tx,
      );
    });
    if (approve && row.kind === 'objection' && (await marketingAgreed(row.userId)))
      await recordConsent(row.userId, 'marketing', 'withdrawn', actor);
    const [after] = await db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.id, id));
    return view(after!, await today());
  }

  return { queue, decide };
}

/** The breach register (NPC Circular 16-03): what a notification must say, and the 72-hour clock. */
function breachRegister(app: Pick<FastifyInstance, 'db' | 'auditRepository'>) {
  const { db, auditRepository: audit } = app;
  const view = (b: BreachRow, now: Date): BreachView => ({
    id: b.id,
    discoveredAt: b.discoveredAt.toISOString(),
    nature: b.nature,
    dataInvolved: b.dataInvolved,
    subjectsAffected: b.subjectsAffected,
    measuresTaken: b.measuresTaken,
    dpoContact: b.dpoContact,
    ...breachClock(b.discoveredAt, now, b.npcNotifiedAt),
    npcNotifiedAt: b.npcNotifiedAt?.toISOString() ?? null,
    subjectsNotifiedAt: b.subjectsNotifiedAt?.toISOString() ?? null,
    loggedBy: b.loggedBy,
    loggedAt: b.loggedAt.toISOString(),
  });

  async function breaches(): Promise<BreachView[]> {
    const rows = await db.select().from(dataBreaches).orderBy(desc(dataBreaches.discoveredAt));
    const now = new Date();
    return rows.map((b) => view(b, now));
  }

  async function logBreach(actor: string, body: BreachBody): Promise<BreachView> {
    const discoveredAt = new Date(body.discoveredAt);
    if (discoveredAt.getTime() > Date.now() + 60_000) throw invalid('discoveredAt', 'cannot be in the future');
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dataBreaches)
        .values({ ...body, discoveredAt, loggedBy: actor })
        .returning();
      await audit.append(
        {
          actor,
          action: 'privacy.breach.log',
          target: `breach:${row!.id}`,
          after: { discoveredAt: body.discoveredAt, subjectsAffected: body.subjectsAffected },
        },
        tx,
      );
      return view(row!, new Date());
    });
  }

  async function markNotified(actor: string, id: number, whom: 'npc' | 'subjects'): Promise<BreachView> {
    const column = whom === 'npc' ? 'npcNotifiedAt' : 'subjectsNotifiedAt';
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(dataBreaches).where(eq(dataBreaches.id, id));
      if (!row) throw notFound('breach');
      if (row[column]) return view(row, new Date());
      const [updated] = await tx
        .update(dataBreaches)
        .set({ [column]: new Date() })
        .where(eq(dataBreaches.id, id))
        .returning();
      await audit.append({ actor, action: `privacy.breach.notified.${whom}`, target: `breach:${id}` }, tx);
      return view(updated!, new Date());
    });
  }

  /** The notification's content as the NPC asks it, one breach, in words (the officer files it). */
  async function breachNotice(actor: string, id: number): Promise<string> {
    const [row] = await db.select().from(dataBreaches).where(eq(dataBreaches.id, id));
    if (!row) throw notFound('breach');
    const v = view(row, new Date());
    await audit.append({ actor, action: 'privacy.breach.export', target: `breach:${id}` });
    return [
      `Personal data breach notification (NPC Circular 16-03), breach ${v.id}`,
      `Discovered: ${v.discoveredAt}`,
      `Notify by: ${v.notifyBy}${v.late ? ' (late)' : ''}`,
      `Nature of the breach: ${v.nature}`,
      `Personal data involved: ${v.dataInvolved}`,
      `Data subjects affected: ${v.subjectsAffected}`,
      `Measures taken to address the breach and reduce harm: ${v.measuresTaken}`,
      `Data protection officer: ${v.dpoContact}`,
      `NPC notified: ${v.npcNotifiedAt ?? 'not yet'}`,
      `Data subjects notified: ${v.subjectsNotifiedAt ?? 'not yet'}`,
      '',
    ].join('\r\n');
  }

  return { breaches, logBreach, markNotified, breachNotice };
}

type JobParts = {
  app: Pick<FastifyInstance, 'db' | 'auditRepository' | 'clock'>;
  records: ReturnType<typeof createPrivacyRecords>;
  retention: (userId: number, on: string) => Promise<(Retention & { erasedOn: string | null })[]>;
};

/**
 * The retention job (on the business clock): for each borrower with an approved erasure, or whose
 * relationship ended long ago, anonymises each area no duty keeps any more, once (a row per area), and
 * closes the erasure request. Books, filings and the audit log are never touched (decision 115).
 */
function retentionJob({ app, records, retention }: JobParts) {
  const { db, auditRepository: audit } = app;

  async function runRetention(): Promise<{ borrowers: number; areas: number }> {
    const on = (await app.clock.show()).businessDate;
    const approved = await db
      .select()
      .from(dataSubjectRequests)
      .where(and(eq(dataSubjectRequests.kind, 'erasure'), eq(dataSubjectRequests.status, 'approved')));
    const byUser = new Map(approved.map((r) => [r.userId, r.id]));
    // Five years (the shortest duty, anti-money laundering) before today: nobody ended later has anything due.
    const userIds = await records.candidates([...byUser.keys()], addDays(on, -5 * 365));
    let areas = 0;
    for (const userId of userIds) {
      const plan = await retention(userId, on);
      const requestId = byUser.get(userId) ?? null;
      const due = categoriesToErase(plan, requestId !== null, on).filter(
        (c) => plan.find((r) => r.category === c)!.erasedOn === null,
      );
      await db.transaction(async (tx) => {
        for (const category of due) {
          await records.eraseArea(tx, userId, category);
          await tx.insert(privacyErasures).values({ userId, category, erasedOn: on, requestId }).onConflictDoNothing();
        }
        if (requestId !== null)
          await tx
            .update(dataSubjectRequests)
            .set({ status: 'done', completedAt: new Date() })
            .where(eq(dataSubjectRequests.id, requestId));
        if (due.length > 0 || requestId !== null)
          await audit.append(
            {
              actor: 'system:retention',
              action: 'privacy.erase',
              target: `borrower:${userId}`,
              borrowerId: userId,
              after: {
                erased: due,
                kept: plan.filter((r) => r.action === 'keep' && !due.includes(r.category)).map((r) => r.category),
                requestId,
              },
            },
            tx,
          );
      });
      areas += due.length;
    }
    return { borrowers: userIds.length, areas };
  }

  return { runRetention };
}

export type PrivacyDesk = ReturnType<typeof createPrivacyDesk>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Data-subject rights and retention (decision 126). */
    privacyDesk: PrivacyDesk;
  }
}

export default fp(
  async (app) => {
    app.decorate('privacyDesk', createPrivacyDesk(app));
  },
  { name: 'privacy-desk', dependencies: ['secrets', 'auditRepository', 'clock', 'kycRepository'] },
);
