// Settlement reconciliation (issue 19 part 3, decision 070): finance imports the payment provider's
// settlement report; each line is matched to our payments and the differences land in a queue that
// finance works through, each resolution audited in the same transaction. The same file imported
// twice is the same import (by its SHA-256), so a second upload adds nothing.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, between } from 'drizzle-orm';
import type { SettlementExceptionView, SettlementImportView, SettlementUpload } from '@lendwell/contracts';
import type { Database } from '../db/client.js';
import { payments, sandboxProviderTxns, settlementExceptions, settlementImports } from '../db/schema.js';
import {
  exceptionSentence,
  parseSettlement,
  periodOf,
  reconcile,
  sandboxSettlementCsv,
  SettlementFileError,
  type ExceptionKind,
  type OurPayment,
} from '../domain/books/settlement.js';
import { conflictOn, invalid, notFound } from '../lib/errors.js';
import type { AuditRepository } from '../repositories/audit-repository.js';

type ImportRow = typeof settlementImports.$inferSelect;
type ExceptionRow = typeof settlementExceptions.$inferSelect;

export function createSettlementService(db: Database, audit: AuditRepository) {
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
      netCents: row.netCents,
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
    status: row.status as SettlementExceptionView['status'],
    resolutionNote: row.resolutionNote,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  });

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
      const numbers = parsed.lines.map((l) => l.paymentNo);
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
      const ours: OurPayment[] = rows.map((r) => ({
        paymentNo: r.paymentNo,
        providerRef: r.providerRef,
        amountCents: r.amountCents,
        posted: r.status === 'completed',
        paidOn: r.paidOn,
      }));
      const result = reconcile(parsed.lines, ours, period);

      const created = await db.transaction(async (tx) => {
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
            netCents: result.netCents,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        if (result.exceptions.length > 0)
          await tx.insert(settlementExceptions).values(result.exceptions.map((e) => ({ ...e, importId: row.id })));
        await audit.append(
          {
            actor,
            action: 'books.settlement.import',
            target: String(row.id),
            after: {
              provider: row.provider,
              fileName: row.fileName,
              period,
              matched: result.matchedCount,
              exceptions: result.exceptions.length,
              refused: parsed.refusals.length,
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

    /** Resolves an open exception with finance's note; the audit entry is written in the same transaction. */
    async resolve(actor: string, id: number, note: string): Promise<SettlementExceptionView> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(settlementExceptions)
          .where(eq(settlementExceptions.id, id))
          .for('update');
        if (!before) throw notFound('settlement exception');
        if (before.status !== 'open') throw conflictOn('id', 'This exception is already resolved.');
        const [after] = await tx
          .update(settlementExceptions)
          .set({ status: 'resolved', resolutionNote: note, resolvedBy: actor, resolvedAt: new Date() })
          .where(and(eq(settlementExceptions.id, id), eq(settlementExceptions.status, 'open')))
          .returning();
        await audit.append(
          {
            actor,
            action: 'books.settlement.resolve',
            target: before.paymentNo,
            before: { id, kind: before.kind, status: before.status },
            after: { id, status: 'resolved', note },
          },
          tx,
        );
        const [imp] = await tx
          .select({ fileName: settlementImports.fileName })
          .from(settlementImports)
          .where(eq(settlementImports.id, before.importId));
        return exceptionView(after!, imp?.fileName ?? '');
      });
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
