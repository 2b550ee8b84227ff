// The borrower's file behind an order as staff read it (decision 108): every order, payment, document,
// complaint, collector's contact and certify record, read-only, the phone and ID number masked. A
// collector reaches it only through a loan assigned to them and sees only those loans' records (decision 103).
import type { FastifyInstance } from 'fastify';
import type { BorrowerFile } from '@lendwell/contracts';
import { orderStatusName } from '@lendwell/contracts/constants';
import { notFound } from '../lib/errors.js';
import { GOVERNMENT_IDS } from '../domain/kyc/government-id.js';
import { maskPhone } from '../repositories/order-book-repository.js';
import { certifySteps } from './certify-display.js';
import { maskAccount } from './console-people.js';
import { documentNumberText, documentTitle } from './receipts.js';
import { createPrivacyRecords } from './privacy-records.js';

/** Everything about the borrower of `orderNo`; with a collector's id, only through and about their loans. */
export async function borrowerFile(
  app: FastifyInstance,
  orderNo: string,
  collectorId: number | null,
): Promise<BorrowerFile> {
  const order = await app.ordersRepository.findByNoFor(orderNo, collectorId);
  if (!order) throw notFound('order');
  const book = app.orderBookRepository;
  const [user, kyc, loans] = await Promise.all([
    app.usersRepository.findById(order.userId),
    app.kycRepository.find(order.userId),
    book.ordersOf(order.userId, collectorId),
  ]);
  if (!user) throw notFound('borrower');
  const orderIds = loans.map((o) => o.id);
  const [payments, receipts, complaints, contacts, consents] = await Promise.all([
    book.payments({ userId: user.id, orderIds: collectorId === null ? undefined : orderIds, limit: 500 }),
    book.receiptsOf(orderIds),
    book.complaintsOf(user.id, user.merchantId, collectorId === null ? null : loans.map((o) => o.orderNo)),
    book.contactsOf(orderIds),
    createPrivacyRecords(app).consents(user.id),
  ]);
  const orderNoOf = new Map(loans.map((o) => [o.id, o.orderNo]));
  const idRule = GOVERNMENT_IDS.find((r) => r.type === kyc?.idType);
  const disbursed = loans.filter((o) => o.disbursedOn !== null);
  return {
    borrower: {
      fullName: kyc?.basic?.fullName?.trim() || null,
      phoneMasked: maskPhone(user.phone),
      registeredAt: user.createdAt.toISOString(),
      governmentId: kyc?.idLast4
        ? { typeName: idRule?.name ?? kyc.idType ?? 'Government ID', numberMasked: maskAccount(kyc.idLast4) }
        : null,
    },
    orders: loans.map(({ id: _id, ...o }) => o),
    payments: payments.map((p) => ({ ...p, phone: maskPhone(p.phone) })),
    consents,
    documents: [
      ...disbursed.flatMap((o) => [
        {
          kind: 'agreement' as const,
          orderNo: o.orderNo,
          title: 'Loan agreement and disclosure statement',
          issuedOn: o.disbursedOn,
          amountCents: o.principalCents,
          reversed: false,
        },
        {
          kind: 'statement' as const,
          orderNo: o.orderNo,
          title: `Statement of account (${orderStatusName(o.status).toLowerCase()})`,
          issuedOn: null,
          amountCents: null,
          reversed: false,
        },
      ]),
      ...receipts.map((r) => ({
        kind: 'receipt' as const,
        orderNo: orderNoOf.get(r.orderId) ?? '',
        title: `${documentTitle(r)} ${documentNumberText(r)}`,
        issuedOn: r.paidOn,
        amountCents: r.amountCents,
        reversed: r.reversedAt !== null,
      })),
    ],
    complaints: complaints.map((c) => ({
      ...c,
      typeTitle: c.typeTitle ?? 'Other',
      createdAt: c.createdAt.toISOString(),
      answeredAt: c.answeredAt?.toISOString() ?? null,
    })),
    contacts: contacts.map((c) => ({ ...c, at: c.at.toISOString() })),
    kyc: certifySteps(kyc),
  };
}
