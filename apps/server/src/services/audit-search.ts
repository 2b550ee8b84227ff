// The console's audit search and its CSV export (decision 107): the filters resolved to an indexed query
// (a borrower's name or mobile number to their ids first), and each entry given the words a reader needs:
// who acted by name, the order, the borrower's name and the amount. The export pages through the same
// query, so it holds one page in memory whatever the log's size.
import fp from 'fastify-plugin';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { consoleAuditSearchSchema } from '@lendwell/contracts';
import { formatDateTime, normalizePhMobile } from '@lendwell/contracts/constants';
import { csvLines } from '../domain/csv.js';
import { pesos } from '../domain/books/books.js';
import { actorName, staffIdOfActor } from '@lendwell/contracts/actor-name';
import { invalid } from '../lib/errors.js';
import type { AuditFilter, AuditRow } from '../repositories/audit-repository.js';

export type AuditSearch = z.infer<typeof consoleAuditSearchSchema>;

/** The export's page: large enough to be quick, small enough to hold. */
const EXPORT_PAGE = 500;

export const AUDIT_CSV_HEADER = [
  'When (Manila UTC+08:00)',
  'Who',
  'Action',
  'Order',
  'Borrower',
  'Amount (PHP)',
  'Target',
  'Before',
  'After',
] as const;

export function createAuditSearch(app: FastifyInstance) {
  /** The filter as the repository takes it; a borrower search that names nobody matches no entry. */
  async function filterOf(search: AuditSearch): Promise<AuditFilter> {
    if (search.from && search.to && search.from > search.to) throw invalid('from', 'must not be after to');
    const filter: AuditFilter = {
      actorLike: search.actor || undefined,
      action: search.action || undefined,
      targetLike: search.target || undefined,
      orderNo: search.order ? search.order.toUpperCase() : undefined,
      fromDay: search.from,
      toDay: search.to,
    };
    if (search.borrower) {
      // Digits are a mobile number, in any form a person types it; anything else is part of a name.
      const digits = /^[+\d\s()-]+$/.test(search.borrower);
      const phone = digits ? normalizePhMobile(search.borrower) : null;
      if (digits && !phone) throw invalid('borrower', 'is not a Philippine mobile number or a name');
      filter.borrowerIds = await app.auditRepository.borrowersMatching(phone ? { phone } : { name: search.borrower });
    }
    return filter;
  }

  /** Each entry with its actor, borrower and amount in words. */
  async function described(rows: AuditRow[]) {
    const staffIds = new Set(rows.map((r) => staffIdOfActor(r.actor)).filter((id): id is number => id !== null));
    const staffNames = new Map<number, string>();
    if (staffIds.size > 0)
      for (const s of await app.staffRepository.list()) if (staffIds.has(s.id)) staffNames.set(s.id, s.name);
    const borrowerIds = [...new Set(rows.map((r) => r.borrowerId).filter((id): id is number => id !== null))];
    const basics = await app.consoleRepository.kycBasics(borrowerIds);
    const nameOf = new Map(basics.map((b) => [b.userId, b.basic?.fullName?.trim() || null]));
    return rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      at: r.at,
      actorName: actorName(r.actor, staffNames),
      orderNo: r.orderNo,
      borrowerName: r.borrowerId === null ? null : (nameOf.get(r.borrowerId) ?? null),
      amountCents: r.amountCents,
    }));
  }

  return {
    /** One page, newest first; `olderBeforeId` pages back. */
    async page(search: AuditSearch & { beforeId?: number; limit: number }) {
      const filter = await filterOf(search);
      // One more than the page tells whether an older page exists.
      const rows = await app.auditRepository.list({ ...filter, beforeId: search.beforeId, limit: search.limit + 1 });
      const items = rows.slice(0, search.limit);
      return {
        items: await described(items),
        olderBeforeId: rows.length > search.limit ? items[items.length - 1]!.id : null,
      };
    },

    /**
     * Every entry the filter matches as CSV, newest first, a page at a time. Each cell goes through the one
     * CSV cell rule (`domain/csv.ts`, decision 102), so a name or note starting with = never runs as a formula.
     */
    async csv(search: AuditSearch): Promise<Readable> {
      const filter = await filterOf(search);
      const page = (beforeId?: number) => app.auditRepository.list({ ...filter, beforeId, limit: EXPORT_PAGE });
      // The first page is read before the answer starts, so a fault there is answered in words, not a cut file.
      const first = await page();
      async function* lines() {
        yield csvLines([AUDIT_CSV_HEADER]);
        for (let rows = first; rows.length > 0; rows = await page(rows[rows.length - 1]!.id)) {
          const items = await described(rows);
          yield csvLines(
            items.map((i) => [
              formatDateTime(i.at),
              i.actorName,
              i.action,
              i.orderNo,
              i.borrowerName,
              i.amountCents === null ? null : pesos(i.amountCents),
              i.target,
              i.before === null ? null : JSON.stringify(i.before),
              i.after === null ? null : JSON.stringify(i.after),
            ]),
          );
          if (rows.length < EXPORT_PAGE) return;
        }
      }
      return Readable.from(lines());
    },
  };
}

export type AuditSearchService = ReturnType<typeof createAuditSearch>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log as staff search and export it (decision 107). */
    auditSearch: AuditSearchService;
  }
}

export default fp(
  async (app) => {
    app.decorate('auditSearch', createAuditSearch(app));
  },
  { name: 'audit-search', dependencies: ['auditRepository'] },
);
