// The document of each payment (decisions 061 and 117): issued inside the transaction that
// posts the payment, numbered from the lender's counter rows (locked by the upsert), so numbers are
// unique and without gaps even under concurrency: a posting that rolls back takes its number with it.
// From the brand's switch date the document is an invoice with its own serial and frozen fields, queued
// for electronic transmission in the same row; before it, an official receipt as before.
import type { BrandConfig } from '@lendwell/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { paymentChannels, payments, receipts } from '../db/schema.js';
import type { Entry } from '../domain/loan/ledger.js';
import { receiptFigures } from '../domain/servicing/documents.js';
import { buildInvoice, documentKindOn, invoiceNumberText, type Invoice } from '../domain/servicing/invoice.js';
import { placeLabel } from '../adapters/geo/ph-locations.js';

type Rows<T> = { rows: T[] };

const METHOD_TEXT: Record<string, string> = {
  paycode: 'Over the counter (pay code)',
  qr: 'QR payment',
  redirect: 'Online bank or e-wallet',
  card: 'Bank account (auto-debit)',
};

/**
 * How the money came, in words, from the posting's reference: the channel by the name the borrower chose it
 * by, never the provider's code (decision 130); a channel since removed leaves the method alone.
 */
async function methodOf(tx: Transaction, merchantId: number, reference: string): Promise<string> {
  if (reference.startsWith('pay:')) {
    const [p] = await tx
      .select({ method: payments.method, channel: paymentChannels.name })
      .from(payments)
      .leftJoin(
        paymentChannels,
        and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.channelNumber, payments.channelNumber)),
      )
      .where(eq(payments.paymentNo, reference.slice(4)))
      .limit(1);
    if (p) return [METHOD_TEXT[p.method] ?? 'Online payment', p.channel].filter(Boolean).join(' · ');
  }
  if (reference.startsWith('UTR')) return 'Bank transfer reported by you, confirmed by us';
  return 'Payment recorded by our staff';
}

/** The next number of a lender's counter (receipt_counters or invoice_counters), locked until the transaction ends. */
async function nextNumber(
  tx: Transaction,
  counter: 'receipt_counters' | 'invoice_counters',
  merchantId: number,
): Promise<number> {
  const table = sql.raw(counter);
  const row = (await tx.execute(
    sql`insert into ${table} (merchant_id, last_no) values (${merchantId}, 1)
        on conflict (merchant_id) do update set last_no = ${table}.last_no + 1
        returning last_no`,
  )) as unknown as Rows<{ last_no: number | string }>;
  return Number(row.rows[0]!.last_no);
}

/** The buyer as the invoice names them: the full name and home address from their certify answers. */
async function buyerOf(tx: Transaction, userId: number): Promise<Invoice['buyer']> {
  const r = (await tx.execute(
    sql`select basic->>'fullName' as name, personal->>'street' as street, personal->>'place' as place
        from kyc_profiles where user_id = ${userId}`,
  )) as unknown as Rows<{ name: string | null; street: string | null; place: string | null }>;
  const k = r.rows[0];
  const address = [k?.street?.trim(), k?.place ? placeLabel(k.place) : ''].filter(Boolean).join(', ');
  return { name: k?.name?.trim() || 'Name not given', address: address || 'Address not given' };
}

/** The seller's fields of an invoice, from the brand configuration at the time of issue. */
export const sellerOf = (brand: BrandConfig): Invoice['seller'] => ({
  registeredName: brand.lenderLegalName,
  tin: brand.lenderTin ?? null,
  address: brand.lenderAddress,
  vatStatus: brand.lenderVatStatus,
});

/** Issues the document of a posting in its transaction and answers its number as printed; a posting that took no money gets none. */
export async function issueReceipt(
  tx: Transaction,
  input: {
    orderId: number;
    userId: number;
    reference: string;
    entries: readonly Entry[];
    paidOn: string;
    brand: BrandConfig;
  },
): Promise<string | null> {
  const figures = receiptFigures(input.entries);
  if (figures.amountCents <= 0) return null;
  const owner = (await tx.execute(
    sql`select u.merchant_id, o.order_no from users u join orders o on o.user_id = u.id
        where u.id = ${input.userId} and o.id = ${input.orderId}`,
  )) as unknown as Rows<{ merchant_id: number; order_no: string }>;
  const merchantId = Number(owner.rows[0]!.merchant_id);
  const receiptNo = await nextNumber(tx, 'receipt_counters', merchantId);
  const kind = documentKindOn(input.paidOn, input.brand.invoicesFrom);
  let invoice: Invoice | null = null;
  if (kind === 'invoice') {
    invoice = buildInvoice({
      serialNo: await nextNumber(tx, 'invoice_counters', merchantId),
      issuedOn: input.paidOn,
      seller: sellerOf(input.brand),
      buyer: await buyerOf(tx, input.userId),
      loanNo: owner.rows[0]!.order_no,
      paymentReference: input.reference,
      figures,
    });
  }
  await tx.insert(receipts).values({
    merchantId,
    receiptNo,
    orderId: input.orderId,
    reference: input.reference,
    amountCents: figures.amountCents,
    byBucket: figures.byBucket,
    creditCents: figures.creditCents,
    method: await methodOf(tx, merchantId, input.reference),
    paidOn: input.paidOn,
    documentKind: kind,
    invoiceNo: invoice?.serialNo ?? null,
    invoice,
    // Sent after commit by the transmission job (decision 117): the payment never waits on the tax authority.
    transmissionStatus: invoice ? 'pending' : null,
    transmissionNextAt: invoice ? sql`now()` : null,
  });
  return documentNumberText({ receiptNo, invoiceNo: invoice?.serialNo ?? null });
}

export type ReceiptRow = typeof receipts.$inferSelect;

export const receiptsOf = (db: Database, orderId: number): Promise<ReceiptRow[]> =>
  db.select().from(receipts).where(eq(receipts.orderId, orderId)).orderBy(asc(receipts.receiptNo));

export async function receiptOf(db: Database, orderId: number, receiptNo: number): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), eq(receipts.receiptNo, receiptNo)))
    .limit(1);
  return row;
}

/** Receipt number as printed: OR-000123. */
export const receiptNumberText = (receiptNo: number) => `OR-${String(receiptNo).padStart(6, '0')}`;

/** The number a document is known by: its invoice serial, or an earlier receipt's OR number. */
export const documentNumberText = (row: Pick<ReceiptRow, 'receiptNo' | 'invoiceNo'>) =>
  row.invoiceNo !== null ? invoiceNumberText(row.invoiceNo) : receiptNumberText(row.receiptNo);

/** The document's title as printed and listed: an invoice, or an earlier official receipt. */
export const documentTitle = (row: Pick<ReceiptRow, 'documentKind'>) =>
  row.documentKind === 'invoice' ? 'Invoice' : 'Official receipt';
