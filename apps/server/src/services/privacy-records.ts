// Everything we hold about one borrower (decision 126): gathered area by area for the subject's own export
// (complete: ID and account numbers unsealed, since it goes to the subject alone), the facts that set how long
// each area is kept, and the anonymisation of an area once nothing keeps it. Books, filings and the audit log
// are never touched (decision 115); they carry record numbers and amounts, and name no one once identity goes.
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ConsentEntry } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import {
  bankAccounts,
  cicSubmissions,
  complaints,
  contactConsents,
  journalEntries,
  kycProfiles,
  orders,
  payments,
  privacyConsents,
  privacyErasures,
  reminders,
  sessions,
  smsOutbox,
  userAttributions,
  users,
} from '../db/schema.js';
import type { RecordCategory, RetentionFacts } from '../domain/privacy/data-rights.js';
import { OrderStatus } from '../domain/loan/loan.js';
import { decryptJson } from '../lib/field-crypto.js';

type Executor = Database | Transaction;
export type PrivacyRecordsDeps = Pick<FastifyInstance, 'db' | 'secrets'>;

/** Statuses of a loan still owed or in review: every record serves the contract. */
const OPEN_STATUSES: number[] = [
  OrderStatus.underReview,
  OrderStatus.disbursing,
  OrderStatus.repaying,
  OrderStatus.due,
  OrderStatus.overdue,
];

/** What replaces erased text: a record stays (its numbers and dates), its words about the person go. */
export const ERASED = '[erased]';

export function createPrivacyRecords(app: PrivacyRecordsDeps) {
  const { db } = app;
  const unseal = <T>(sealed: string | null): T | null => {
    if (!sealed) return null;
    try {
      return decryptJson<T>(app.secrets.appSecret, sealed);
    } catch {
      return null; // a value sealed under an older secret reads as absent, never as a 500
    }
  };

  /** The consent ledger with the collections contact consents (decision 082), oldest first. */
  async function consents(userId: number, ex: Executor = db): Promise<ConsentEntry[]> {
    const own = await ex
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, userId))
      .orderBy(asc(privacyConsents.id));
    const contact = await ex.select().from(contactConsents).where(eq(contactConsents.userId, userId));
    const entries: ConsentEntry[] = own.map((r) => ({
      kind: r.kind as ConsentEntry['kind'],
      noticeVersion: r.noticeVersion,
      action: r.action as ConsentEntry['action'],
      actor: r.actor,
      at: r.at.toISOString(),
    }));
    for (const c of contact) {
      const version = `signed ${c.signedOn}, order ${c.orderId}`;
      const base = { kind: 'contact_other_hours' as const, noticeVersion: version };
      entries.push({ ...base, action: 'agreed', actor: `staff:${c.recordedBy}`, at: c.recordedAt.toISOString() });
      if (c.revokedAt)
        entries.push({ ...base, action: 'withdrawn', actor: `staff:${c.revokedBy}`, at: c.revokedAt.toISOString() });
    }
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** Every area we hold about the borrower, complete, for the subject's own copy. */
  async function gather(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const [kyc] = await db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId));
    const accounts = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
    const loans = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
    const paid = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id));
    const filed = await db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(asc(complaints.id));
    const sent = user
      ? await db.select().from(smsOutbox).where(eq(smsOutbox.phone, user.phone)).orderBy(desc(smsOutbox.id))
      : [];
    const reminded = await db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(desc(reminders.id));
    return {
      identity: {
        mobile: user?.phone ?? null,
        registeredAt: user?.createdAt.toISOString() ?? null,
        aboutYou: kyc?.basic ?? null,
        address: kyc?.personal ?? null,
        idType: kyc?.idType ?? null,
        idNumber: unseal<{ idNumber: string }>(kyc?.idNumberEncrypted ?? null)?.idNumber ?? null,
      },
      contacts: { work: kyc?.job ?? null, references: kyc?.ext ?? null },
      bankAccounts: accounts.map((a) => ({
        institution: a.institution,
        details: { ...a.fields, ...(unseal<Record<string, string>>(a.secretsEncrypted) ?? {}) },
        current: a.isCurrent,
        addedAt: a.createdAt.toISOString(),
      })),
      loans: loans.map((o) => ({
        orderNo: o.orderNo,
        principalCents: o.principalCents,
        status: o.status,
        disbursedOn: o.disbursedOn,
        settledOn: o.settledOn,
      })),
      payments: paid.map((p) => ({
        paymentNo: p.paymentNo,
        amountCents: p.amountCents,
        purpose: p.purpose,
        method: p.method,
        status: p.status,
        at: p.createdAt.toISOString(),
      })),
      complaints: filed.map((c) => ({
        detail: c.detail,
        status: c.status,
        answer: c.disposeDetail,
        filedAt: c.createdAt.toISOString(),
      })),
      consents: await consents(userId),
      messages: [
        ...reminded.map((m) => ({ body: m.body, at: (m.sentAt ?? m.createdAt).toISOString() })),
        ...sent.map((m) => ({ body: m.body, at: m.createdAt.toISOString() })),
      ],
    };
  }

  /** The facts that set each area's retention for the borrower (pure rules: domain/privacy/data-rights.ts). */
  async function retentionFacts(userId: number, today: string): Promise<RetentionFacts> {
    const loans = await db.select().from(orders).where(eq(orders.userId, userId));
    const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    const loanOpen = loans.some((o) => OPEN_STATUSES.includes(o.status));
    const ended = loans.map((o) => o.settledOn).filter((d): d is string => d !== null);
    const ids = loans.map((o) => o.id);
    const [last] = ids.length
      ? await db
          .select({ on: sql<string | null>`max(${journalEntries.businessDate})::text` })
          .from(journalEntries)
          .where(inArray(journalEntries.orderId, ids))
      : [];
    const disbursed = loans
      .map((o) => o.disbursedOn)
      .filter((d): d is string => d !== null)
      .sort();
    // A month's CIC file carries every contract disbursed by its end (decision 119).
    const [filed] = disbursed.length
      ? await db
          .select({ id: cicSubmissions.id })
          .from(cicSubmissions)
          .where(gte(cicSubmissions.month, disbursed[0]!.slice(0, 7)))
          .limit(1)
      : [];
    return {
      today,
      loanOpen,
      relationshipEndedOn: loanOpen || ended.length === 0 ? null : ended.sort().at(-1)!,
      lastEntryOn: last?.on ?? null,
      // A month's file carries every contract disbursed by its end (decision 119).
      reportedToBureau: filed !== undefined,
      openedOn: (user?.createdAt ?? new Date()).toISOString().slice(0, 10),
    };
  }

  /** Anonymises one area of the borrower's records, inside the caller's transaction. */
  async function eraseArea(tx: Transaction, userId: number, category: RecordCategory): Promise<void> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    switch (category) {
      case 'contacts':
        await tx.update(kycProfiles).set({ ext: null }).where(eq(kycProfiles.userId, userId));
        return;
      case 'employment':
        await tx.update(kycProfiles).set({ job: null }).where(eq(kycProfiles.userId, userId));
        return;
      case 'marketing':
        await tx.delete(userAttributions).where(eq(userAttributions.userId, userId));
        return;
      case 'devices':
        // The device ids go; the sessions stay, so an erasure does not sign the borrower out.
        await tx.update(sessions).set({ deviceId: null }).where(eq(sessions.userId, userId));
        return;
      case 'messages':
        await tx.update(smsOutbox).set({ body: ERASED }).where(eq(smsOutbox.phone, user.phone));
        await tx.update(reminders).set({ body: ERASED }).where(eq(reminders.userId, userId));
        return;
      case 'identity':
        await tx
          .update(kycProfiles)
          .set({
            basic: null,
            personal: null,
            idNumberEncrypted: null,
            idLast4: null,
            idFrontKey: null,
            selfieKey: null,
          })
          .where(eq(kycProfiles.userId, userId));
        // The mobile goes last: the messages are found by it.
        await tx
          .update(users)
          .set({ phone: `erased:${userId}` })
          .where(eq(users.id, userId));
        return;
      case 'bank-accounts':
        await tx.update(bankAccounts).set({ fields: {}, last4: '' }).where(eq(bankAccounts.userId, userId));
        return;
      case 'complaints':
        await tx.update(complaints).set({ detail: ERASED, imageKeys: [] }).where(eq(complaints.userId, userId));
        return;
      default:
        return; // books, filings and the audit log never change (decision 115)
    }
  }

  /** Areas already anonymised for the borrower, with the day. */
  async function erased(userId: number, ex: Executor = db) {
    const rows = await ex.select().from(privacyErasures).where(eq(privacyErasures.userId, userId));
    return new Map(rows.map((r) => [r.category as RecordCategory, r.erasedOn]));
  }

  /** Borrowers the retention job looks at: an approved erasure, or no open loan and a relationship long ended. */
  async function candidates(approvedUserIds: number[], endedBefore: string): Promise<number[]> {
    const ended = await db
      .select({ userId: orders.userId })
      .from(orders)
      .groupBy(orders.userId)
      .having(
        and(
          sql`bool_and(${orders.settledOn} is not null or ${orders.status} not in (${sql.join(
            OPEN_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}))`,
          sql`max(${orders.settledOn}) < ${endedBefore}`,
        ),
      );
    const anonymised = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.phone} like 'erased:%'`);
    const done = new Set(anonymised.map((u) => u.id));
    return [...new Set([...approvedUserIds, ...ended.map((r) => r.userId)])].filter((id) => !done.has(id));
  }

  return { consents, gather, retentionFacts, eraseArea, erased, candidates };
}
