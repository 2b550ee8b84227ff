// Back-office reads that join across areas (an order with its borrower and product). Writes go
// through the services, never through here.
import { and, desc, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { consolePaymentStates, ConsolePaymentItem } from '@lendwell/contracts';
import type { Database } from '../db/client.js';
import { complaints, complaintTypes, orders, payments, payouts, products, users } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

type ConsolePaymentState = (typeof consolePaymentStates)[number];

/** What finance calls a state, in the payments table's statuses. */
const PAYMENT_STATUSES_OF: Record<ConsolePaymentState, string[]> = {
  pending: ['pending'],
  succeeded: ['completed'],
  failed: ['failed', 'expired', 'cancelled'],
  review: ['review'],
};

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

    /** Orders by number prefix, or all of a borrower's orders by phone (E.164), newest first. */
    async searchOrders(by: { orderNoPrefix: string } | { phone: string }) {
      const where =
        'phone' in by
          ? eq(users.phone, by.phone)
          : like(orders.orderNo, `${by.orderNoPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
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

    /** Payments newest first, by state and by order number, payment number or phone (E.164). */
    async payments(filter: {
      state?: ConsolePaymentState;
      orderOrPaymentNo?: string;
      phone?: string;
      limit: number;
    }): Promise<ConsolePaymentItem[]> {
      const where: SQL[] = [];
      if (filter.state) where.push(inArray(payments.status, PAYMENT_STATUSES_OF[filter.state]));
      if (filter.phone) where.push(eq(users.phone, filter.phone));
      if (filter.orderOrPaymentNo)
        where.push(or(eq(orders.orderNo, filter.orderOrPaymentNo), eq(payments.paymentNo, filter.orderOrPaymentNo))!);
      const rows = await db
        .select({
          paymentNo: payments.paymentNo,
          orderNo: orders.orderNo,
          phone: users.phone,
          purpose: payments.purpose,
          amountCents: payments.amountCents,
          provider: payments.provider,
          channelNumber: payments.channelNumber,
          method: payments.method,
          status: payments.status,
          providerRef: payments.providerRef,
          message: payments.message,
          createdAt: payments.createdAt,
          completedAt: payments.completedAt,
          expiresAt: payments.expiresAt,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(payments.id))
        .limit(filter.limit);
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        completedAt: r.completedAt?.toISOString() ?? null,
        expiresAt: r.expiresAt.toISOString(),
      }));
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
          disposeImageKeys: complaints.disposeImageKeys,
          score: complaints.score,
          createdAt: complaints.createdAt,
          answeredAt: complaints.answeredAt,
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
