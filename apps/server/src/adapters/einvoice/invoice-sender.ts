// The port every e-invoicing sender implements (decision 117; RR 11-2025 and RR 26-2025 bring electronic
// invoicing to more taxpayers). An invoice names the borrower and their address: senders never log it.
import type { Invoice } from '../../domain/servicing/invoice.js';

export type InvoiceSendResult = { reference: string };

/** A refusal that sending again will not cure (a 4xx other than 408 and 429): the invoice is marked failed. */
export class InvoiceRejected extends Error {}

export interface InvoiceSender {
  readonly name: string;
  /**
   * Transmits one invoice; answers the receiver's reference. Must be safe to repeat: the job may send again
   * after a lost answer, so the idempotency key is the lender's TIN and the serial.
   */
  send(invoice: Invoice): Promise<InvoiceSendResult>;
}

/** The key a receiver deduplicates on: one invoice serial per lender, sent any number of times. */
export const idempotencyKeyOf = (invoice: Invoice) => `${invoice.seller.tin ?? 'no-tin'}:${invoice.serialNumber}`;
