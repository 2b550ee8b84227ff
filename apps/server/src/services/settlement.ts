// Settlement reconciliation (decisions 070 and 116): finance imports the payment provider's
// settlement report; each line is matched to our payments and the differences land in a queue that
// finance works through, each resolution audited in the same transaction. A line is known by the provider's
// reference, its date and its status: a re-exported report adds only lines no earlier import carried, and the
// same file again is the same import. Each import posts its money per date: the net to the bank, fees to
// expense, refunds to their account, all out of the provider's clearing account.
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, between } from 'drizzle-orm';
import type { SettlementExceptionView, SettlementImportView, SettlementUpload } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import {
  payments,
  sandboxProviderTxns,
  settlementExceptions,
  settlementImports,
  settlementLines,
} from '../db/schema.js';
import { settlementPostings } from '../domain/books/books.js';
import {
  totalsByDate,
  exceptionSentence,
  parseSettlement,
  periodOf,
  reconcile,
  sandboxSettlementCsv,
  SettlementFileError,
  type ExceptionKind,
  type OurPayment,
  type SettlementLine,
} from '../domain/books/settlement.js';
import { conflictOn, invalid, notFound } from '../lib/errors.js';
import type { AuditRepository } from '../repositories/audit-repository.js';
import { holdCollection, postBooks, takenBackCollections } from './company-books.js';
import type { PaymentService } from './payment-service.js';

type ImportRow = typeof settlementImports.$inferSelect;
type ExceptionRow = typeof settlementExceptions.$inferSelect;

const lineKey = (l: { providerRef: string; settledOn: string; status: string }) =>
  `${l.providerRef}\u0000${l.settledOn}\u0000${l.status}`;

export function createSettlementService(
  db: Database,
  audit: AuditRepository,
  paymentsService: Pick<PaymentService, 'postSettled'>,
) {
  async function importView(row: ImportRow): Promise<SettlementImportView> {
    const [counts] = await db
      .select({
        all: sql<number>`count(*)::int`,
        open: sql<number>`(count(*) filter (where ${settlementExceptions.status} = 'open'))::int`,
      })
      .from(settlementExceptions)
      .where(eq(settlementExceptions.importId, row.id));
    return {
      id: row.id,
      provider: row.provider as SettlementImportView['provider'],
      fileName: row.fileName,
      periodFrom: row.periodFrom,
      periodTo: row.periodTo,
      importedBy: row.importedBy,
      importedAt: row.importedAt.toISOString(),
      lineCount: row.lineCount,
      matchedCount: row.matchedCount,
      refusals: row.refusals,
      settledCents: row.settledCents,
      feeCents: row.feeCents,
      refundedCents: row.refundedCents,
      netCents: row.netCents,
      repeatedCount: row.repeatedCount,
      exceptions: counts?.all ?? 0,
      openExceptions: counts?.open ?? 0,
    };
  }

  const exceptionView = (row: ExceptionRow, fileName: string): SettlementExceptionView => ({
    id: row.id,
    importId: row.importId,
    fileName,
    kind: row.kind as ExceptionKind,
    description: exceptionSentence(row.kind as ExceptionKind),
    paymentNo: row.paymentNo,
    providerRef: row.providerRef,
    lineNo: row.lineNo,
    ourAmountCents: row.ourAmountCents,
    theirAmountCents: row.theirAmountCents,
    settledOn: row.settledOn,
    status: row.status as SettlementExceptionView['status'],
    resolutionNote: row.resolutionNote,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  });

  /**
   * A payment an earlier report left "not settled" that this report settles needs no one's work any more
   * (decision 134): its exception closes in the import's transaction, with the report named and audited.
   */
  async function closeSettledWaits(
    tx: Transaction,
    provider: string,
    fileName: string,
    lines: readonly SettlementLine[],
    actor: string,
  ): Promise<void> {
    const settledOn = new Map(lines.filter((l) => l.status === 'settled').map((l) => [l.paymentNo, l.settledOn]));
    if (settledOn.size === 0) return;
    const waiting = await tx
      .select({ id: settlementExceptions.id, paymentNo: settlementExceptions.paymentNo })
      .from(settlementExceptions)
      .innerJoin(settlementImports, eq(settlementImports.id, settlementExceptions.importId))
      .where(
        and(
          eq(settlementImports.provider, provider),
          eq(settlementExceptions.kind, 'not_settled'),
          eq(settlementExceptions.status, 'open'),
          inArray(settlementExceptions.paymentNo, [...settledOn.keys()]),
        ),
      )
      .for('update', { of: settlementExceptions });
    for (const w of waiting) {
      const note = `Settled by the provider on ${settledOn.get(w.paymentNo)} in ${fileName}.`;
      await tx
        .update(settlementExceptions)
        .set({ status: 'resolved', resolutionNote: note, resolvedBy: actor, resolvedAt: new Date() })
        .where(eq(settlementExceptions.id, w.id));
      await audit.append(
        {
          actor,
          action: 'books.settlement.resolve',
          target: w.paymentNo,
          before: { id: w.id, kind: 'not_settled', status: 'open' },
          after: { id: w.id, status: 'resolved', note, posted: false, byImport: fileName },
        },
        tx,
      );
    }
  }

  return {
    /** Reads, matches and records a settlement report; the same file again answers the first import. */
    async importFile(
      actor: string,
      upload: SettlementUpload,
    ): Promise<{ duplicate: boolean; import: SettlementImportView }> {
      const sha = createHash('sha256').update(upload.content, 'utf8').digest('hex');
      const find = async () =>
        (
          await db
            .select()
            .from(settlementImports)
            .where(and(eq(settlementImports.provider, upload.provider), eq(settlementImports.fileSha256, sha)))
        )[0];
      const earlier = await find();
      if (earlier) return { duplicate: true, import: await importView(earlier) };

      let parsed;
      try {
        parsed = parseSettlement(upload.provider, upload.content);
      } catch (e) {
        if (e instanceof SettlementFileError) throw invalid('content', e.message, { sentence: e.message });
        throw e;
      }
      const period = periodOf(parsed.lines);
      if (!period) {
        const first = parsed.refusals[0];
        const text = first
          ? `No line of the file could be read. Line ${first.lineNo}: ${first.reason}`
          : 'The file has no settlement lines.';
        throw invalid('content', text, { sentence: text });
      }
      // Lines an earlier import carried (a re-export, another day's file repeating a line) count once only.
      const refs = [...new Set(parsed.lines.map((l) => l.providerRef))];
      const known = await db
        .select({
          importId: settlementLines.importId,
          providerRef: settlementLines.providerRef,
          settledOn: settlementLines.settledOn,
          status: settlementLines.status,
        })
        .from(settlementLines)
        .where(and(eq(settlementLines.provider, upload.provider), inArray(settlementLines.providerRef, refs)));
      const knownKeys = new Map(known.map((k) => [lineKey(k), k.importId]));
      const fresh = parsed.lines.filter((l) => !knownKeys.has(lineKey(l)));
      const repeatedCount = parsed.lines.length - fresh.length;
      if (fresh.length === 0) {
        const firstImport = knownKeys.get(lineKey(parsed.lines[0]!))!;
        const [earlierRow] = await db.select().from(settlementImports).where(eq(settlementImports.id, firstImport));
        return { duplicate: true, import: await importView(earlierRow!) };
      }
      const numbers = fresh.map((l) => l.paymentNo);
      const rows = await db
        .select({
          paymentNo: payments.paymentNo,
          providerRef: payments.providerRef,
          amountCents: payments.amountCents,
          status: payments.status,
          paidOn: payments.paidOn,
        })
        .from(payments)
        .where(
          and(
            eq(payments.provider, upload.provider),
            or(inArray(payments.paymentNo, numbers), between(payments.paidOn, period.from, period.to)),
          ),
        );
      // A payment an earlier report settled, or already queued as not settled, is not "not settled" again.
      const seen = new Set(
        (
          await db
            .select({ paymentNo: settlementLines.paymentNo })
            .from(settlementLines)
            .where(
              and(
                eq(settlementLines.provider, upload.provider),
                inArray(
                  settlementLines.paymentNo,
                  rows.map((r) => r.paymentNo),
                ),
              ),
            )
        ).map((r) => r.paymentNo),
      );
      const queued = new Set(
        (
          await db
            .select({ paymentNo: settlementExceptions.paymentNo })
            .from(settlementExceptions)
            .innerJoin(settlementImports, eq(settlementImports.id, settlementExceptions.importId))
            .where(
              and(
                eq(settlementImports.provider, upload.provider),
                eq(settlementExceptions.kind, 'not_settled'),
                inArray(
                  settlementExceptions.paymentNo,
                  rows.map((r) => r.paymentNo),
                ),
              ),
            )
        ).map((r) => r.paymentNo),
      );
      const onReport = new Set(numbers);
      const ours: OurPayment[] = rows
        .filter((r) => onReport.has(r.paymentNo) || (!seen.has(r.paymentNo) && !queued.has(r.paymentNo)))
        .map((r) => ({
          paymentNo: r.paymentNo,
          providerRef: r.providerRef,
          amountCents: r.amountCents,
          posted: r.status === 'completed',
          paidOn: r.paidOn,
        }));
      const created = await db.transaction(async (tx) => {
        // A refund line of a payment already charged back on its loan is the same money (decision 134): the
        // reversal and this import take turns on each refunded payment, in one order so they never deadlock.
        const refundedNos = [...new Set(fresh.filter((l) => l.status === 'refunded').map((l) => l.paymentNo))].sort();
        for (const no of refundedNos) await holdCollection(tx, upload.provider, no);
        const takenBack = await takenBackCollections(tx, refundedNos);
        const result = reconcile(
          fresh,
          ours.map((p) => ({ ...p, takenBack: takenBack.has(p.paymentNo) })),
          period,
        );
        const [row] = await tx
          .insert(settlementImports)
          .values({
            provider: upload.provider,
            fileName: upload.fileName,
            fileSha256: sha,
            periodFrom: result.periodFrom,
            periodTo: result.periodTo,
            importedBy: actor,
            lineCount: parsed.lines.length + parsed.refusals.length,
            matchedCount: result.matchedCount,
            refusals: parsed.refusals,
            settledCents: result.settledCents,
            feeCents: result.feeCents,
            refundedCents: result.refundedCents,
            netCents: result.netCents,
            repeatedCount,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        const inserted = await tx
          .insert(settlementLines)
          .values(fresh.map((l: SettlementLine) => ({ ...l, importId: row.id, provider: upload.provider })))
          .onConflictDoNothing()
          .returning({ id: settlementLines.id });
        // Another upload carrying some of these lines committed meanwhile: this one would count them twice.
        if (inserted.length !== fresh.length)
          throw conflictOn(
            'content',
            'Another import of some of these lines finished just now; upload the file again.',
          );
        if (result.exceptions.length > 0)
          await tx.insert(settlementExceptions).values(result.exceptions.map((e) => ({ ...e, importId: row.id })));
        await closeSettledWaits(tx, upload.provider, row.fileName, fresh, actor);
        for (const t of totalsByDate(fresh, takenBack))
          await postBooks(
            tx,
            t.settledOn,
            actor,
            settlementPostings(row.id, upload.provider, row.fileName, t.settledOn, t),
          );
        await audit.append(
          {
            actor,
            action: 'books.settlement.import',
            target: String(row.id),
            amountCents: result.netCents,
            after: {
              provider: row.provider,
              fileName: row.fileName,
              period,
              matched: result.matchedCount,
              exceptions: result.exceptions.length,
              refused: parsed.refusals.length,
              repeated: repeatedCount,
              settledCents: result.settledCents,
              refundedCents: result.refundedCents,
              feeCents: result.feeCents,
              netCents: result.netCents,
            },
          },
          tx,
        );
        return row;
      });
      // Two uploads of the same file at once: the second insert did nothing, and answers the first.
      if (!created) return { duplicate: true, import: await importView((await find())!) };
      return { duplicate: false, import: await importView(created) };
    },

    async imports(): Promise<{ rows: SettlementImportView[] }> {
      const rows = await db.select().from(settlementImports).orderBy(desc(settlementImports.id)).limit(100);
      const views: SettlementImportView[] = [];
      for (const r of rows) views.push(await importView(r));
      return { rows: views };
    },

    async exceptions(status: 'open' | 'resolved' | 'all' = 'open'): Promise<{ rows: SettlementExceptionView[] }> {
      const rows = await db
        .select({ e: settlementExceptions, fileName: settlementImports.fileName })
        .from(settlementExceptions)
        .innerJoin(settlementImports, eq(settlementImports.id, settlementExceptions.importId))
        .where(status === 'all' ? undefined : eq(settlementExceptions.status, status))
        .orderBy(asc(settlementExceptions.id))
        .limit(500);
      return { rows: rows.map((r) => exceptionView(r.e, r.fileName)) };
    },

    /**
     * Resolves an open exception with finance's note; the audit entry is written in the same transaction.
     * "Paid at the provider, not posted" of a payment we know, for the amount we asked, is resolved by posting
     * it through the payment engine, value-dated to the settlement date (decision 116), in that transaction.
     */
    async resolve(actor: string, id: number, note: string): Promise<SettlementExceptionView> {
      const [found] = await db
        .select({ e: settlementExceptions, provider: settlementImports.provider })
        .from(settlementExceptions)
        .innerJoin(settlementImports, eq(settlementImports.id, settlementExceptions.importId))
        .where(eq(settlementExceptions.id, id));
      if (!found) throw notFound('settlement exception');
      if (found.e.status !== 'open') throw conflictOn('id', 'This exception is already resolved.');
      const close = async (tx: Transaction, posted: boolean) => {
        const [after] = await tx
          .update(settlementExceptions)
          .set({ status: 'resolved', resolutionNote: note, resolvedBy: actor, resolvedAt: new Date() })
          .where(and(eq(settlementExceptions.id, id), eq(settlementExceptions.status, 'open')))
          .returning();
        if (!after) throw conflictOn('id', 'This exception is already resolved.');
        await audit.append(
          {
            actor,
            action: 'books.settlement.resolve',
            target: found.e.paymentNo,
            ...(posted && found.e.theirAmountCents !== null ? { amountCents: found.e.theirAmountCents } : {}),
            before: { id, kind: found.e.kind, status: 'open' },
            after: { id, status: 'resolved', note, posted, ...(posted ? { paidOn: found.e.settledOn } : {}) },
          },
          tx,
        );
        return after;
      };
      let closed: ExceptionRow | null = null;
      const e = found.e;
      if (
        e.kind === 'not_posted' &&
        e.ourAmountCents !== null &&
        e.ourAmountCents === e.theirAmountCents &&
        e.providerRef !== null &&
        e.settledOn !== null
      ) {
        const [payment] = await db
          .select({ provider: payments.provider, status: payments.status })
          .from(payments)
          .where(eq(payments.paymentNo, e.paymentNo));
        if (payment && payment.provider === found.provider && payment.status !== 'completed')
          await paymentsService.postSettled(e.paymentNo, e.providerRef, e.settledOn, actor, async (tx) => {
            closed = await close(tx, true);
          });
      }
      if (!closed) closed = await db.transaction((tx) => close(tx, false));
      const [imp] = await db
        .select({ fileName: settlementImports.fileName })
        .from(settlementImports)
        .where(eq(settlementImports.id, e.importId));
      return exceptionView(closed, imp?.fileName ?? '');
    },

    /** The sandbox provider's settlement file for a day: the collections it completed on that day. */
    async sandboxReport(date: string): Promise<string> {
      const rows = await db
        .select()
        .from(sandboxProviderTxns)
        .where(and(eq(sandboxProviderTxns.status, 'S'), eq(sandboxProviderTxns.paidOn, date)))
        .orderBy(asc(sandboxProviderTxns.txnId));
      return sandboxSettlementCsv(
        date,
        rows.map((r) => ({ paymentNo: r.txnId, providerRef: r.refNo, amountCents: r.amountCents, feeCents: 0 })),
      );
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Provider settlement reports: imports, matching and exceptions (decisions 116, 134). */
    settlements: SettlementService;
  }
}

export default fp(
  async (app) => {
    app.decorate('settlements', createSettlementService(app.db, app.auditRepository, app.payments));
  },
  { name: 'settlements', dependencies: ['auditRepository', 'payments'] },
);
