// Receipts and statements for a loan (decision 061): gathers the figures from the receipts table and
// the ledger, and signs short-lived links to the rendered documents. A browser frame or a download
// cannot send the bearer token, and a session id must never sit in a URL, so a link carries a signed
// claim (which order, which document, which format, until when), like the agreement links (016).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServicingDocumentLinks } from '@lendwell/contracts';
import { statementLines } from '../domain/servicing/documents.js';
import { constantTimeEqual, hmac } from '../lib/secrets.js';
import { notFound } from '../lib/errors.js';
import type { OrderRow } from '../repositories/orders-repository.js';
import {
  receiptPdf,
  receiptHtml,
  statementHtml,
  statementPdf,
  type DocumentLender,
  type ReceiptDocument,
  type StatementDocument,
} from '../documents/servicing-documents.js';
import { documentNumberText, documentTitle, receiptOf, receiptsOf, type ReceiptRow } from './receipts.js';

export const DOCUMENT_LINK_TTL_SECONDS = 30 * 60;
export const SERVICING_DOCUMENT_PATH = '/api/documents/servicing';

type Claim = { o: string; d: 'statement' | 'receipt'; n?: number; f: 'html' | 'pdf'; exp: number };

const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '').replace(/^63/, '0');
  return digits.length >= 8 ? `${digits.slice(0, 4)} ••• ${digits.slice(-4)}` : '••••';
};

export function createServicingDocuments(app: FastifyInstance, now: () => number = Date.now) {
  const sign = (body: string) => hmac(app.secrets.appSecret, `servicing-document:${body}`).slice(0, 43);
  const link = (claim: Omit<Claim, 'exp'>) => {
    const body = Buffer.from(
      JSON.stringify({ ...claim, exp: Math.floor(now() / 1000) + DOCUMENT_LINK_TTL_SECONDS }),
    ).toString('base64url');
    return `${SERVICING_DOCUMENT_PATH}?t=${body}.${sign(body)}`;
  };
  const verify = (token: string): Claim | null => {
    const [body, sig, extra] = token.split('.');
    if (!body || !sig || extra !== undefined || !constantTimeEqual(sign(body), sig)) return null;
    try {
      const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claim;
      return claim.exp * 1000 > now() ? claim : null;
    } catch {
      return null;
    }
  };

  const lender = (): DocumentLender => {
    const b = app.config.brand;
    return {
      legalName: b.lenderLegalName,
      address: b.lenderAddress,
      tin: b.lenderTin ?? 'not set',
      secRegistrationNo: b.secRegistrationNo,
      certificateOfAuthorityNo: b.certificateOfAuthorityNo,
    };
  };

  const phoneOf = async (order: OrderRow) => maskPhone((await app.usersRepository.findById(order.userId))?.phone ?? '');

  async function receiptDocument(order: OrderRow, row: ReceiptRow): Promise<ReceiptDocument> {
    return {
      lender: lender(),
      receiptNumber: documentNumberText(row),
      orderNo: order.orderNo,
      borrowerPhoneMasked: await phoneOf(order),
      issuedAt: row.issuedAt,
      paidOn: row.paidOn,
      method: row.method,
      amountCents: row.amountCents,
      byBucket: row.byBucket,
      creditCents: row.creditCents,
      reversed: row.reversedAt ? { at: row.reversedAt, reason: row.reversalReason ?? '' } : null,
      invoice: row.invoice,
    };
  }

  async function statementDocument(order: OrderRow): Promise<StatementDocument> {
    const user = await app.usersRepository.findById(order.userId);
    const postings = await app.ordersRepository.postings(order.id);
    const lines = statementLines(postings);
    const receipts = await receiptsOf(app.db, order.id);
    return {
      lender: lender(),
      orderNo: order.orderNo,
      productName:
        (await app.productsRepository.listAll(user?.merchantId ?? 0)).find((p) => p.id === order.productId)?.name ??
        'Loan',
      borrowerPhoneMasked: await phoneOf(order),
      asOf: await app.loans.businessDate(),
      principalCents: order.principalCents,
      disbursedOn: order.disbursedOn,
      schedule: (await app.ordersRepository.schedule(order.id)).map((i) => ({
        seq: i.seq,
        dueOn: i.dueOn,
        principalCents: i.principalCents,
        interestCents: i.interestCents,
        feeCents: i.feeCents,
      })),
      lines,
      receipts: receipts.map((r) => ({
        title: documentTitle(r),
        receiptNumber: documentNumberText(r),
        paidOn: r.paidOn,
        amountCents: r.amountCents,
        reversed: r.reversedAt !== null,
      })),
      balanceCents: lines.at(-1)?.balanceCents ?? 0,
    };
  }

  return {
    /** Links to every document of an order the caller may see (the caller checked that). */
    async linksFor(order: OrderRow): Promise<ServicingDocumentLinks> {
      const receipts = await receiptsOf(app.db, order.id);
      return {
        orderNo: order.orderNo,
        statement: order.disbursedOn
          ? {
              html: link({ o: order.orderNo, d: 'statement', f: 'html' }),
              pdf: link({ o: order.orderNo, d: 'statement', f: 'pdf' }),
            }
          : null,
        receipts: receipts.map((r) => ({
          receiptNo: r.receiptNo,
          receiptNumber: documentNumberText(r),
          kind: r.documentKind,
          paidOn: r.paidOn,
          amountCents: r.amountCents,
          reversed: r.reversedAt !== null,
          html: link({ o: order.orderNo, d: 'receipt', n: r.receiptNo, f: 'html' }),
          pdf: link({ o: order.orderNo, d: 'receipt', n: r.receiptNo, f: 'pdf' }),
        })),
      };
    },

    /** Renders the document a signed link names; null when the link is bad or expired. */
    async render(token: string): Promise<{ type: 'html' | 'pdf'; body: string | Uint8Array; name: string } | null> {
      const claim = verify(token);
      if (!claim) return null;
      const order = await app.ordersRepository.findByNo(claim.o);
      if (!order) throw notFound('order');
      if (claim.d === 'receipt') {
        const row = await receiptOf(app.db, order.id, claim.n ?? 0);
        if (!row) throw notFound('receipt');
        const doc = await receiptDocument(order, row);
        const pdfUrl = link({ o: order.orderNo, d: 'receipt', n: row.receiptNo, f: 'pdf' });
        return claim.f === 'pdf'
          ? { type: 'pdf', body: await receiptPdf(doc), name: `${doc.receiptNumber}.pdf` }
          : { type: 'html', body: receiptHtml(doc, pdfUrl), name: '' };
      }
      const doc = await statementDocument(order);
      const pdfUrl = link({ o: order.orderNo, d: 'statement', f: 'pdf' });
      return claim.f === 'pdf'
        ? { type: 'pdf', body: await statementPdf(doc), name: `statement-${order.orderNo}.pdf` }
        : { type: 'html', body: statementHtml(doc, pdfUrl), name: '' };
    },

    statementDocument,
  };
}

export type ServicingDocuments = ReturnType<typeof createServicingDocuments>;

declare module 'fastify' {
  interface FastifyInstance {
    servicingDocuments: ServicingDocuments;
  }
}

export const servicingDocumentsPlugin = fp(
  async (app) => {
    app.decorate('servicingDocuments', createServicingDocuments(app));
  },
  { name: 'servicing-documents', dependencies: ['ordersRepository', 'usersRepository', 'loans'] },
);
