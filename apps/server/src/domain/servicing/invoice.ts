// The invoice of a payment (decision 117; RA 11976 and RR 7-2024: since 27 April 2024 the invoice, not the
// official receipt, is the primary document for services). Pure: the fields as the regulation lists them,
// built from the payment's figures and the lender's registration, frozen at issue and printed, shown and
// transmitted from this one shape. No framework, no database.
import { roundHalfUp, type Cents } from '../money.js';
import { BUCKET_LABEL, type ReceiptFigures, type ReceiptLine } from './documents.js';

export type DocumentKind = 'official_receipt' | 'invoice';
export type VatStatus = 'vat-registered' | 'non-vat';

/** The date from which payments get invoices: the day RR 7-2024 took effect, unless the brand says later. */
export const INVOICES_FROM = '2024-04-27';

/** Which document a payment made on `paidOn` gets; payments before the switch keep their official receipt. */
export function documentKindOn(paidOn: string, invoicesFrom: string = INVOICES_FROM): DocumentKind {
  return paidOn >= invoicesFrom ? 'invoice' : 'official_receipt';
}

/** The invoice serial as printed: INV-000123. */
export const invoiceNumberText = (invoiceNo: number) => `INV-${String(invoiceNo).padStart(6, '0')}`;

/** The 12 % VAT of the Tax Code, in basis points; prices are VAT-inclusive, so the VAT is 12/112 of them. */
export const VAT_RATE_BPS = 1_200;

export type InvoiceLine = {
  description: string;
  quantity: 1;
  unitPriceCents: Cents;
  amountCents: Cents;
  /**
   * 'service': a charge for the lender's service (interest, fees, penalties), a sale on the invoice;
   * 'not-a-sale': principal returned or money kept as the borrower's credit, listed so the lines sum to
   * the amount received but outside the sales totals.
   */
  kind: 'service' | 'not-a-sale';
};

/** Every field RR 7-2024 lists for an invoice of services, plus what the lender adds to find the payment. */
export type Invoice = {
  schemaVersion: 1;
  documentType: 'invoice';
  serialNo: number;
  serialNumber: string;
  /** The transaction's date (the day the payment counts from), ISO. */
  issuedOn: string;
  currency: 'PHP';
  seller: { registeredName: string; tin: string | null; address: string; vatStatus: VatStatus };
  buyer: { name: string; address: string };
  /** The loan and the posting the invoice belongs to. */
  loanNo: string;
  paymentReference: string;
  lines: InvoiceLine[];
  totals: {
    /** The service charges (VAT-inclusive when VAT-registered). */
    salesCents: Cents;
    vatableSalesCents: Cents;
    vatCents: Cents;
    vatExemptSalesCents: Cents;
    zeroRatedSalesCents: Cents;
    /** Everything received: sales plus the lines that are not sales; equals the payment. */
    amountReceivedCents: Cents;
  };
  /** Statements the regulation requires on the face of the document. */
  notes: string[];
};

export const NON_VAT_NOTE = 'This document is not valid for claim of input tax.';

const SERVICE_DESCRIPTION: Record<Exclude<ReceiptLine, 'principal'>, string> = {
  interest: 'Interest on loan',
  fee: 'Service fee on loan',
  extension_fee: 'Extension fee on loan',
  penalty: 'Late payment penalty',
  overdue_interest: 'Overdue interest',
  legal: 'Legal charges',
  enforcement: 'Enforcement charges',
};

/**
 * Builds the invoice of one payment. Invariant: the lines sum to the amount received, and the sales
 * totals split the service lines exactly (VAT plus VATable sales equal the sales of a VAT-registered seller).
 */
export function buildInvoice(input: {
  serialNo: number;
  issuedOn: string;
  seller: Invoice['seller'];
  buyer: Invoice['buyer'];
  loanNo: string;
  paymentReference: string;
  figures: ReceiptFigures;
}): Invoice {
  const { figures } = input;
  const lines: InvoiceLine[] = [];
  const line = (description: string, amountCents: Cents, kind: InvoiceLine['kind']) =>
    lines.push({ description, quantity: 1, unitPriceCents: amountCents, amountCents, kind });
  for (const [bucket, cents] of Object.entries(figures.byBucket) as [ReceiptLine, number][]) {
    if (bucket === 'principal') line(`${BUCKET_LABEL.principal} repaid (not a sale)`, cents, 'not-a-sale');
    else line(SERVICE_DESCRIPTION[bucket], cents, 'service');
  }
  if (figures.creditCents > 0) line('Kept as your credit (not a sale)', figures.creditCents, 'not-a-sale');

  const salesCents = lines.filter((l) => l.kind === 'service').reduce((n, l) => n + l.amountCents, 0);
  const vatRegistered = input.seller.vatStatus === 'vat-registered';
  const vatCents = vatRegistered ? roundHalfUp(salesCents, VAT_RATE_BPS, 10_000 + VAT_RATE_BPS) : 0;
  const amountReceivedCents = lines.reduce((n, l) => n + l.amountCents, 0);
  if (amountReceivedCents !== figures.amountCents)
    throw new Error(`invoice lines ${amountReceivedCents} differ from the payment ${figures.amountCents}`);
  return {
    schemaVersion: 1,
    documentType: 'invoice',
    serialNo: input.serialNo,
    serialNumber: invoiceNumberText(input.serialNo),
    issuedOn: input.issuedOn,
    currency: 'PHP',
    seller: input.seller,
    buyer: input.buyer,
    loanNo: input.loanNo,
    paymentReference: input.paymentReference,
    lines,
    totals: {
      salesCents,
      vatableSalesCents: vatRegistered ? salesCents - vatCents : 0,
      vatCents,
      vatExemptSalesCents: 0,
      zeroRatedSalesCents: 0,
      amountReceivedCents,
    },
    notes: vatRegistered ? [] : [NON_VAT_NOTE],
  };
}
