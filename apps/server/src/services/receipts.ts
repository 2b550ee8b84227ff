// Official receipts (issue 18, decision 061): issued inside the transaction that posts a payment,
// numbered from the lender's counter row (locked by the upsert), so numbers are unique and without
// gaps even under concurrency: a posting that rolls back takes its number with it.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { payments, receipts } from '../db/schema.js';
import type { Entry } from '../domain/loan/ledger.js';
import { receiptFigures } from '../domain/servicing/documents.js';

type Rows<T> = { rows: T[] };

const METHOD_TEXT: Record<string, string> = {
  paycode: 'Over the counter (pay code)',
  qr: 'QR payment',
  redirect: 'Online bank or e-wallet',
  card: 'Bank account (auto-debit)',
};

/** How the money came, in words, from the posting's reference. */
async function methodOf(tx: Transaction, reference: string): Promise<string> {
  if (reference.startsWith('pay:')) {
    const [p] = await tx
      .select({ method: payments.method, channel: payments.channelNumber })
      .from(payments)
      .where(eq(payments.paymentNo, reference.slice(4)))
      .limit(1);
    if (p) return `${METHOD_TEXT[p.method] ?? p.method} · ${p.channel}`;
  }
  if (reference.startsWith('UTR')) return 'Bank transfer reported by you, confirmed by us';
  return 'Payment recorded by our staff';
}

/** Issues the receipt of a posting in its transaction; a posting that took no money gets none. */
export async function issueReceipt(
  tx: Transaction,
  input: { orderId: number; userId: number; reference: string; entries: readonly Entry[]; paidOn: string },
): Promise<number | null> {
  const figures = receiptFigures(input.entries);
  if (figures.amountCents <= 0) return null;
  const merchant = (await tx.execute(
    sql`select merchant_id from users where id = ${input.userId}`,
  )) as unknown as Rows<{ merchant_id: number }>;
  const merchantId = Number(merchant.rows[0]!.merchant_id);
  const counter = (await tx.execute(
    sql`insert into receipt_counters (merchant_id, last_no) values (${merchantId}, 1)
        on conflict (merchant_id) do update set last_no = receipt_counters.last_no + 1
        returning last_no`,
  )) as unknown as Rows<{ last_no: number | string }>;
  const receiptNo = Number(counter.rows[0]!.last_no);
  await tx.insert(receipts).values({
    merchantId,
    receiptNo,
    orderId: input.orderId,
    reference: input.reference,
    amountCents: figures.amountCents,
    byBucket: figures.byBucket,
    creditCents: figures.creditCents,
    method: await methodOf(tx, input.reference),
    paidOn: input.paidOn,
  });
  return receiptNo;
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
