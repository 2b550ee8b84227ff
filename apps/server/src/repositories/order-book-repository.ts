// The console's order book (decision 108): every order newest first, one keyset page at a time (the page
// after a given id), under filters and one search; the payment register, which lists every payment however
// it was posted; and the rest of a borrower's file. Reads only; writes go through the services.
import { and, asc, desc, eq, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ConsolePaymentItem, consolePaymentStates, PaymentSource } from '@lendwell/contracts';
import type { Database } from '../db/client.js';
import {
  collectionContacts,
  complaints,
  complaintTypes,
  kycProfiles,
  orders,
  products,
  receipts,
  staffUsers,
  users,
} from '../db/schema.js';
import type { OrderSearch } from '../domain/order-search.js';
import { receiptNumberText } from '../services/receipts.js';
import { invoiceNumberText } from '../domain/servicing/invoice.js';
import { repositoryPlugin } from './repository-plugin.js';
import { assignedTo } from './orders-repository.js';

type ConsolePaymentState = (typeof consolePaymentStates)[number];

/** What finance calls a state, in the payments table's statuses (a posting without a provider is completed). */
const PAYMENT_STATUSES_OF: Record<ConsolePaymentState, string[]> = {
  pending: ['pending'],
  succeeded: ['completed'],
  failed: ['failed', 'expired', 'cancelled'],
  review: ['review'],
};

export type OrderListFilter = {
  search: OrderSearch | null;
  status?: number;
  productId?: number;
  /** Days past due, inclusive; `toDays` null for the open-ended bucket. */
  daysPastDue?: { fromDays: number; toDays: number | null };
  appliedFrom?: string;
  appliedTo?: string;
  minAmountCents?: number;
  maxAmountCents?: number;
  before?: number;
  limit: number;
};

export type PaymentFilter = {
  state?: ConsolePaymentState;
  orderOrPaymentNo?: string;
  phone?: string;
  /** A borrower's payments, on the orders named when given (a collector's assigned ones). */
  userId?: number;
  orderIds?: number[];
  limit: number;
};

/** `like` text with its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: OrderSearch): SQL {
  switch (search.kind) {
    case 'phone':
      return eq(users.phone, search.phone);
    case 'idLast4':
      return eq(kycProfiles.idLast4, search.last4);
    case 'orderNo':
      return like(orders.orderNo, `${literal(search.prefix)}%`);
    case 'name':
      // Each word anywhere in the folded name: trigram-indexed on PostgreSQL with pg_trgm (migration 0046).
      return and(...search.words.map((w) => like(kycProfiles.nameKey, `%${literal(w)}%`)))!;
  }
}

/** The phone as lists show it: 0917 ••• 4567. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^63/, '0');
  return digits.length >= 8 ? `${digits.slice(0, 4)} ••• ${digits.slice(-4)}` : '••••';
}

type RegisterRow = {
  source: PaymentSource;
  payment_no: string;
  order_no: string;
  phone: string;
  purpose: string;
  amount_cents: string | number;
  provider: string;
  channel_number: string;
  method: string;
  status: string;
  provider_ref: string | null;
  message: string;
  created_at: string | Date;
  completed_at: string | Date | null;
  expires_at: string | Date | null;
  receipt_no: string | number | null;
  invoice_no: string | number | null;
};

const iso = (at: string | Date) => new Date(at).toISOString();

export function createOrderBookRepository(db: Database) {
  return {
    /** One page of orders newest first (ids below `before`), and whether another follows. */
    async list(filter: OrderListFilter, collectorId: number | null) {
      const where: SQL[] = [];
      if (filter.search) where.push(searchCondition(filter.search));
      if (filter.status !== undefined) where.push(eq(orders.status, filter.status));
      if (filter.productId !== undefined) where.push(eq(orders.productId, filter.productId));
      if (filter.daysPastDue) {
        // Only a loan still repaying is past due; a settled one keeps its last count.
        where.push(inArray(orders.status, [170, 174, 180]), gte(orders.daysPastDue, filter.daysPastDue.fromDays));
        if (filter.daysPastDue.toDays !== null) where.push(lte(orders.daysPastDue, filter.daysPastDue.toDays));
      }
      if (filter.appliedFrom) where.push(gte(orders.appliedOn, filter.appliedFrom));
      if (filter.appliedTo) where.push(lte(orders.appliedOn, filter.appliedTo));
      if (filter.minAmountCents !== undefined) where.push(gte(orders.principalCents, filter.minAmountCents));
      if (filter.maxAmountCents !== undefined) where.push(lte(orders.principalCents, filter.maxAmountCents));
      if (filter.before !== undefined) where.push(lt(orders.id, filter.before));
      // A collector lists only the loans assigned to them, in the query itself (decision 103).
      if (collectorId !== null) where.push(assignedTo(collectorId));
      const rows = await db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          status: orders.status,
          basic: kycProfiles.basic,
          phone: users.phone,
          productName: products.name,
          principalCents: orders.principalCents,
          appliedOn: orders.appliedOn,
          disbursedOn: orders.disbursedOn,
          daysPastDue: orders.daysPastDue,
          cardNeedPop: orders.cardNeedPop,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(products, eq(products.id, orders.productId))
        .leftJoin(kycProfiles, eq(kycProfiles.userId, orders.userId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(orders.id))
        // One more than the page tells whether another page follows, without counting the book.
        .limit(filter.limit + 1);
      const page = rows.slice(0, filter.limit);
      return {
        items: page.map(({ basic, phone, ...r }) => ({
          ...r,
          fullName: basic?.fullName?.trim() || null,
          phoneMasked: maskPhone(phone),
        })),
        nextBefore: rows.length > filter.limit ? page[page.length - 1]!.id : null,
      };
    },

    /**
     * The payment register, newest first: every payment through a provider (the payments table: callback,
     * reconciliation or the card flow) and every posting that came another way (the operator CLI, a matched
     * reported transfer, money finance moved), read from the official receipt each posting issues in its
     * own transaction (decision 108). The payments table alone misses all but the first.
     */
    async payments(filter: PaymentFilter): Promise<ConsolePaymentItem[]> {
      const common: SQL[] = [];
      if (filter.phone) common.push(sql`u.phone = ${filter.phone}`);
      if (filter.userId !== undefined) common.push(sql`o.user_id = ${filter.userId}`);
      if (filter.orderIds) common.push(filter.orderIds.length ? sql`o.id in ${filter.orderIds}` : sql`false`);
      const provider = [...common];
      const posted = [...common, sql`r.reference not like 'pay:%'`];
      if (filter.state) provider.push(sql`p.status in ${PAYMENT_STATUSES_OF[filter.state]}`);
      if (filter.state && filter.state !== 'succeeded') posted.push(sql`false`);
      if (filter.orderOrPaymentNo) {
        provider.push(sql`(o.order_no = ${filter.orderOrPaymentNo} or p.payment_no = ${filter.orderOrPaymentNo})`);
        posted.push(sql`(o.order_no = ${filter.orderOrPaymentNo} or upper(r.reference) = ${filter.orderOrPaymentNo})`);
      }
      const whereOf = (parts: SQL[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);
      const result = (await db.execute(sql`
        select * from (
          (select 'provider' as source, p.payment_no, o.order_no, u.phone, p.purpose, p.amount_cents, p.provider,
                  p.channel_number, p.method, p.status, p.provider_ref, p.message, p.created_at, p.completed_at,
                  p.expires_at, r.receipt_no, r.invoice_no, p.id as sort_id
             from payments p
             join orders o on o.id = p.order_id
             join users u on u.id = p.user_id
             left join receipts r on r.reference = 'pay:' || p.payment_no
             ${whereOf(provider)}
             order by p.id desc limit ${filter.limit})
          union all
          (select case when r.reference like 'UTR%' then 'reported_transfer'
                       when r.reference like '%:moved' then 'moved'
                       else 'operator' end as source,
                  r.reference as payment_no, o.order_no, u.phone,
                  coalesce((select case e.kind when 'payoff' then 'payoff' when 'rollover' then 'rollover' else 'repay' end
                              from journal_entries e where e.reference = r.reference limit 1), 'repay') as purpose,
                  r.amount_cents, '' as provider, '' as channel_number, r.method,
                  case when r.reversed_at is null then 'completed' else 'reversed' end as status,
                  null as provider_ref, coalesce(r.reversal_reason, '') as message, r.issued_at as created_at,
                  r.issued_at as completed_at, null as expires_at, r.receipt_no, r.invoice_no, r.id as sort_id
             from receipts r
             join orders o on o.id = r.order_id
             join users u on u.id = o.user_id
             ${whereOf(posted)}
             order by r.id desc limit ${filter.limit})
        ) register
        order by created_at desc, sort_id desc
        limit ${filter.limit}`)) as unknown as { rows: RegisterRow[] };
      return result.rows.map((r) => ({
        source: r.source,
        receiptNumber:
          r.invoice_no !== null
            ? invoiceNumberText(Number(r.invoice_no))
            : r.receipt_no === null
              ? null
              : receiptNumberText(Number(r.receipt_no)),
        paymentNo: r.payment_no,
        orderNo: r.order_no,
        phone: r.phone,
        purpose: r.purpose,
        amountCents: Number(r.amount_cents),
        provider: r.provider,
        channelNumber: r.channel_number,
        method: r.method,
        status: r.status,
        providerRef: r.provider_ref,
        message: r.message,
        createdAt: iso(r.created_at),
        completedAt: r.completed_at === null ? null : iso(r.completed_at),
        expiresAt: r.expires_at === null ? null : iso(r.expires_at),
      }));
    },

    /** Every order of a borrower newest first with its product's name; with a collector's id, only theirs. */
    async ordersOf(userId: number, collectorId: number | null) {
      const mine = eq(orders.userId, userId);
      return db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          status: orders.status,
          productName: products.name,
          principalCents: orders.principalCents,
          appliedOn: orders.appliedOn,
          disbursedOn: orders.disbursedOn,
          settledOn: orders.settledOn,
          daysPastDue: orders.daysPastDue,
        })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .where(collectorId === null ? mine : and(mine, assignedTo(collectorId)))
        .orderBy(desc(orders.id));
    },

    /** The official receipts of the orders named, oldest first. */
    async receiptsOf(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: receipts.orderId,
          receiptNo: receipts.receiptNo,
          documentKind: receipts.documentKind,
          invoiceNo: receipts.invoiceNo,
          amountCents: receipts.amountCents,
          paidOn: receipts.paidOn,
          reversedAt: receipts.reversedAt,
        })
        .from(receipts)
        .where(inArray(receipts.orderId, orderIds))
        .orderBy(asc(receipts.receiptNo));
    },

    /** A borrower's complaints newest first, with their type's title; with order numbers, only about those. */
    async complaintsOf(userId: number, merchantId: number, orderNos: string[] | null) {
      const mine = eq(complaints.userId, userId);
      return db
        .select({
          id: complaints.id,
          orderNo: complaints.orderNo,
          typeTitle: complaintTypes.title,
          status: complaints.status,
          content: complaints.detail,
          createdAt: complaints.createdAt,
          answeredAt: complaints.answeredAt,
        })
        .from(complaints)
        .leftJoin(
          complaintTypes,
          and(
            eq(complaintTypes.merchantId, merchantId),
            sql`${complaintTypes.parentValue} is null`,
            eq(complaintTypes.value, complaints.problemType),
          ),
        )
        .where(
          orderNos === null ? mine : and(mine, orderNos.length ? inArray(complaints.orderNo, orderNos) : sql`false`),
        )
        .orderBy(desc(complaints.id));
    },

    /** The collectors' contacts about the orders named, newest first, with who made them. */
    async contactsOf(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderNo: orders.orderNo,
          channel: collectionContacts.channel,
          outcome: collectionContacts.outcome,
          notes: collectionContacts.notes,
          byName: staffUsers.name,
          at: collectionContacts.at,
        })
        .from(collectionContacts)
        .innerJoin(orders, eq(orders.id, collectionContacts.orderId))
        .innerJoin(staffUsers, eq(staffUsers.id, collectionContacts.staffId))
        .where(inArray(collectionContacts.orderId, orderIds))
        .orderBy(desc(collectionContacts.at));
    },
  };
}

export type OrderBookRepository = ReturnType<typeof createOrderBookRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    orderBookRepository: OrderBookRepository;
  }
}

export default repositoryPlugin('orderBookRepository', (app) => createOrderBookRepository(app.db));
