// Back-office reads that join across areas (an order with its borrower and product). Writes go
// through the services, never through here.
import { and, desc, eq, inArray, isNull, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  bankAccounts,
  bankFormItems,
  complaintNotes,
  complaints,
  complaintTypes,
  indexedByOrder,
  journalEntries,
  journalLines,
  kycProfiles,
  orders,
  payouts,
  products,
  staffUsers,
  users,
} from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createConsoleRepository(db: Database) {
  return {
    async ordersByStatus(status: number, limit = 200) {
      return db
        .select({
          orderNo: orders.orderNo,
          userId: orders.userId,
          status: orders.status,
          appliedOn: orders.appliedOn,
          principalCents: orders.principalCents,
          productVersionId: orders.productVersionId,
          cardNeedPop: orders.cardNeedPop,
          phone: users.phone,
          productCode: products.code,
          productName: products.name,
          payoutStatus: payouts.status,
          payoutAttempt: payouts.attempt,
          payoutReason: payouts.reason,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(products, eq(products.id, orders.productId))
        .leftJoin(payouts, eq(payouts.orderId, orders.id))
        .where(eq(orders.status, status))
        .orderBy(orders.id)
        .limit(limit);
    },

    /** The current bound account of each borrower named (where the money goes, decision 053). */
    async currentAccounts(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: bankAccounts.userId,
          cardType: bankAccounts.cardType,
          channelNumber: bankAccounts.channelNumber,
          institution: bankAccounts.institution,
          last4: bankAccounts.last4,
        })
        .from(bankAccounts)
        .where(and(inArray(bankAccounts.userId, userIds), eq(bankAccounts.isCurrent, true)));
    },

    /** The certify "basic" answers (name, e-mail) of each borrower named. */
    async kycBasics(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: kycProfiles.userId, basic: kycProfiles.basic })
        .from(kycProfiles)
        .where(inArray(kycProfiles.userId, userIds));
    },

    /** Every option of the bank form (banks, e-wallets, transfer channels): code → name, for staff to read. */
    async bankFormOptionNames(): Promise<Map<string, string>> {
      const rows = await db.select({ options: bankFormItems.options }).from(bankFormItems);
      const names = new Map<string, string>();
      for (const row of rows) for (const o of row.options) if (!names.has(o.type)) names.set(o.type, o.name);
      return names;
    },

    /** What was repaid on each order named, from the ledger: the cash debited by its repayment entries. */
    async repaidByOrder(orderIds: number[]): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: journalLines.orderId, cents: sum(journalLines.amountCents) })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(
          and(
            inArray(journalLines.orderId, orderIds),
            eq(journalLines.account, 'cash'),
            indexedByOrder('journal_lines'),
            eq(journalEntries.kind, 'repayment'),
          ),
        )
        .groupBy(journalLines.orderId);
      return new Map(rows.map((r) => [r.orderId, Number(r.cents ?? 0)]));
    },

    /**
     * Complaints newest first, with the sub-type's title and the owner's name. `open` keeps only those
     * awaiting an answer (the overdue filter works on these, whatever their number up to the limit).
     */
    async complaints(filter: { status?: string; type?: number; open?: boolean; ownerId?: number | null }) {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(complaints.status, filter.status));
      if (filter.open) where.push(inArray(complaints.status, ['submitted', 'in_progress']));
      if (filter.type !== undefined) where.push(eq(complaints.problemType, filter.type));
      if (filter.ownerId === null) where.push(isNull(complaints.ownerStaffId));
      else if (filter.ownerId !== undefined) where.push(eq(complaints.ownerStaffId, filter.ownerId));
      const subTypes = alias(complaintTypes, 'complaint_sub_types');
      return db
        .select({
          id: complaints.id,
          phone: users.phone,
          orderNo: complaints.orderNo,
          problemType: complaints.problemType,
          typeName: complaintTypes.title,
          problemSonType: complaints.problemSonType,
          subTypeName: subTypes.title,
          detail: complaints.detail,
          imageKeys: complaints.imageKeys,
          status: complaints.status,
          disposeDetail: complaints.disposeDetail,
          disposeImageKeys: complaints.disposeImageKeys,
          score: complaints.score,
          createdAt: complaints.createdAt,
          answeredAt: complaints.answeredAt,
          ownerId: staffUsers.id,
          ownerName: staffUsers.name,
          notes:
            sql<number>`(select count(*) from ${complaintNotes} where ${complaintNotes.complaintId} = ${complaints.id})`.mapWith(
              Number,
            ),
        })
        .from(complaints)
        .innerJoin(users, eq(users.id, complaints.userId))
        .leftJoin(
          complaintTypes,
          and(
            eq(complaintTypes.merchantId, users.merchantId),
            eq(complaintTypes.value, complaints.problemType),
            isNull(complaintTypes.parentValue),
          ),
        )
        .leftJoin(
          subTypes,
          and(
            eq(subTypes.merchantId, users.merchantId),
            eq(subTypes.parentValue, complaints.problemType),
            eq(subTypes.value, complaints.problemSonType),
          ),
        )
        .leftJoin(staffUsers, eq(staffUsers.id, complaints.ownerStaffId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(complaints.id))
        .limit(filter.open ? 1000 : 200);
    },

    /** A complaint's internal notes, oldest first, with their authors. */
    async complaintNotes(complaintId: number) {
      return db
        .select({
          id: complaintNotes.id,
          author: staffUsers.name,
          text: complaintNotes.body,
          createdAt: complaintNotes.createdAt,
        })
        .from(complaintNotes)
        .innerJoin(staffUsers, eq(staffUsers.id, complaintNotes.staffId))
        .where(eq(complaintNotes.complaintId, complaintId))
        .orderBy(complaintNotes.id);
    },

    /** Who may own a complaint: active agents and admins. */
    async complaintOwners() {
      return db
        .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
        .from(staffUsers)
        .where(and(eq(staffUsers.isActive, true), inArray(staffUsers.role, ['agent', 'admin'])))
        .orderBy(staffUsers.name);
    },
  };
}

export type ConsoleRepository = ReturnType<typeof createConsoleRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    consoleRepository: ConsoleRepository;
  }
}

export default repositoryPlugin('consoleRepository', (app) => createConsoleRepository(app.db));
