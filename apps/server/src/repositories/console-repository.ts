// Back-office reads that join across areas (an order with its borrower and product). Writes go
// through the services, never through here.
import { and, desc, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { complaints, complaintTypes, orders, products, users } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createConsoleRepository(db: Database) {
  return {
    async ordersByStatus(status: number, limit = 200) {
      return db
        .select({
          orderNo: orders.orderNo,
          status: orders.status,
          appliedOn: orders.appliedOn,
          principalCents: orders.principalCents,
          productVersionId: orders.productVersionId,
          cardNeedPop: orders.cardNeedPop,
          phone: users.phone,
          productCode: products.code,
          productName: products.name,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(products, eq(products.id, orders.productId))
        .where(eq(orders.status, status))
        .orderBy(orders.id)
        .limit(limit);
    },

    /** Orders by number prefix, or all of a borrower's orders by phone (E.164), newest first. */
    async searchOrders(by: { orderNoPrefix: string } | { phone: string }) {
      const where = 'phone' in by ? eq(users.phone, by.phone) : like(orders.orderNo, `${by.orderNoPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return db
        .select({
          orderNo: orders.orderNo,
          status: orders.status,
          phone: users.phone,
          productName: products.name,
          principalCents: orders.principalCents,
          appliedOn: orders.appliedOn,
          disbursedOn: orders.disbursedOn,
          cardNeedPop: orders.cardNeedPop,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(products, eq(products.id, orders.productId))
        .where(where)
        .orderBy(desc(orders.id))
        .limit(50);
    },

    async complaints(filter: { status?: string; type?: number }) {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(complaints.status, filter.status));
      if (filter.type !== undefined) where.push(eq(complaints.problemType, filter.type));
      return db
        .select({
          id: complaints.id,
          phone: users.phone,
          orderNo: complaints.orderNo,
          problemType: complaints.problemType,
          typeName: complaintTypes.title,
          detail: complaints.detail,
          imageKeys: complaints.imageKeys,
          status: complaints.status,
          disposeDetail: complaints.disposeDetail,
          score: complaints.score,
          createdAt: complaints.createdAt,
          answeredAt: complaints.answeredAt,
        })
        .from(complaints)
        .innerJoin(users, eq(users.id, complaints.userId))
        .leftJoin(complaintTypes, and(eq(complaintTypes.merchantId, users.merchantId), eq(complaintTypes.value, complaints.problemType), isNull(complaintTypes.parentValue)))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(complaints.id))
        .limit(200);
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
