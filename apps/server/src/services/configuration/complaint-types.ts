// Configuration of complaint types: top-level types, and the collection type's sub-types.
import type { FastifyInstance } from 'fastify';
import { COLLECTION_PROBLEM_TYPE, type ConsoleComplaintSubType, type ConsoleComplaintType } from '@lendwell/contracts';
import { invalid, notFound } from '../../lib/errors.js';
import { conflict, lenderOf } from './common.js';

export function createComplaintTypeActions(app: FastifyInstance) {
  const audit = app.auditRepository;
  const lender = lenderOf(app);

  async function complaintTypeTree(merchantId: number): Promise<ConsoleComplaintType[]> {
    const rows = await app.complaintsRepository.types(merchantId);
    const usage = await app.complaintsRepository.typeUsage(merchantId);
    // Two levels: a top-level type's children are its sub-types, and a sub-type has none.
    const leaf = (r: (typeof rows)[number]): ConsoleComplaintSubType => ({
      id: r.id,
      value: r.value,
      parentValue: r.parentValue,
      title: r.title,
      titleFil: r.titleFil,
      sort: r.sort,
      complaintCount: usage.get(r.parentValue === null ? String(r.value) : `${r.parentValue}:${r.value}`) ?? 0,
      children: [],
    });
    return rows
      .filter((r) => r.parentValue === null)
      .map((r) => ({ ...leaf(r), children: rows.filter((c) => c.parentValue === r.value).map(leaf) }));
  }

  return {
    async listComplaintTypes(): Promise<ConsoleComplaintType[]> {
      return complaintTypeTree(await lender());
    },

    async createComplaintType(
      actor: string,
      input: { parentValue: number | null; value?: number; title: string; titleFil: string; sort: number },
    ) {
      const merchantId = await lender();
      const rows = await app.complaintsRepository.types(merchantId);
      if (input.parentValue !== null) {
        if (input.parentValue !== COLLECTION_PROBLEM_TYPE)
          throw invalid(
            'parentValue',
            `only the collection type (${COLLECTION_PROBLEM_TYPE}) has sub-types in the borrower app`,
          );
        if (!rows.some((r) => r.parentValue === null && r.value === input.parentValue))
          throw invalid('parentValue', 'no such top-level type');
      }
      const level = rows.filter((r) => r.parentValue === input.parentValue);
      const value = input.value ?? Math.max(0, ...level.map((r) => r.value)) + 1;
      const same = level.find((r) => r.value === value);
      if (same) throw conflict(`value: ${value} is already "${same.title}" at this level`);
      return app.db.transaction(async (tx) => {
        const row = await app.complaintsRepository.insertType(
          {
            merchantId,
            parentValue: input.parentValue,
            value,
            title: input.title,
            titleFil: input.titleFil,
            sort: input.sort,
          },
          tx,
        );
        const after = {
          value: row.value,
          parentValue: row.parentValue,
          title: row.title,
          titleFil: row.titleFil,
          sort: row.sort,
        };
        await audit.append(
          { actor, action: 'config.complaint_type.save', target: `complaint_type:${row.id}`, before: null, after },
          tx,
        );
        return { id: row.id, ...after };
      });
    },

    /** Title and order only: complaints keep their type by value, so a value never changes. */
    async updateComplaintType(actor: string, id: number, input: { title: string; titleFil: string; sort: number }) {
      const merchantId = await lender();
      const before = await app.complaintsRepository.findType(merchantId, id);
      if (!before) throw notFound('complaint type');
      const row = await app.db.transaction(async (tx) => {
        const updated = (await app.complaintsRepository.updateType(merchantId, id, input, tx))!;
        await audit.append(
          {
            actor,
            action: 'config.complaint_type.save',
            target: `complaint_type:${id}`,
            before: { title: before.title, titleFil: before.titleFil, sort: before.sort },
            after: { title: updated.title, titleFil: updated.titleFil, sort: updated.sort },
          },
          tx,
        );
        return updated;
      });
      return {
        id,
        value: row.value,
        parentValue: row.parentValue,
        title: row.title,
        titleFil: row.titleFil,
        sort: row.sort,
      };
    },

    /** Refused while complaints use the type (their history would lose it), while it has sub-types, and for the collection type. */
    async deleteComplaintType(actor: string, id: number) {
      const merchantId = await lender();
      const before = await app.complaintsRepository.findType(merchantId, id);
      if (!before) throw notFound('complaint type');
      const tree = await complaintTypeTree(merchantId);
      const node =
        before.parentValue === null
          ? tree.find((t) => t.id === id)
          : tree.flatMap((t) => t.children).find((t) => t.id === id);
      const used = node?.complaintCount ?? 0;
      if (used > 0)
        throw conflict(
          `"${before.title}" is used by ${used} complaint${used === 1 ? '' : 's'}; it cannot be deleted (their history would lose its type), rename it instead`,
        );
      if (node && node.children.length > 0)
        throw conflict(`"${before.title}" has ${node.children.length} sub-types; delete them first`);
      if (before.parentValue === null && before.value === COLLECTION_PROBLEM_TYPE)
        throw conflict(
          `"${before.title}" is the collection type the borrower app builds its sub-types and overdue rule on; it cannot be deleted`,
        );
      await app.db.transaction(async (tx) => {
        await app.complaintsRepository.deleteType(merchantId, id, tx);
        await audit.append(
          {
            actor,
            action: 'config.complaint_type.delete',
            target: `complaint_type:${id}`,
            before: { value: before.value, parentValue: before.parentValue, title: before.title, sort: before.sort },
            after: null,
          },
          tx,
        );
      });
      return { id };
    },
  };
}
