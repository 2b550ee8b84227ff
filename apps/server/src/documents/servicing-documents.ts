// The invoice (decision 117), the official receipt it replaced (decision 061) and the statement
// of account: print-safe HTML (every value escaped, a print stylesheet) and the same content as a PDF drawn
// with pdf-lib. Figures come from the receipts table and the ledger (domain/servicing/documents.ts), and an
// invoice's fields from what was frozen at issue (domain/servicing/invoice.ts), never retyped.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCents, formatDate, formatDateTime } from '@lendwell/contracts';
import { BUCKET_LABEL, type ReceiptLine, type StatementLine } from '../domain/servicing/documents.js';
import type { Invoice } from '../domain/servicing/invoice.js';

export type DocumentLender = {
  legalName: string;
  address: string;
  tin: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
};

export type ReceiptDocument = {
  lender: DocumentLender;
  receiptNumber: string;
  orderNo: string;
  borrowerPhoneMasked: string;
  issuedAt: Date;
  paidOn: string;
  method: string;
  amountCents: number;
  byBucket: Record<string, number>;
  creditCents: number;
  reversed: { at: Date; reason: string } | null;
  /** Set on a payment's invoice; null on an earlier official receipt, which renders as it always did. */
  invoice: Invoice | null;
};

export type StatementDocument = {
  lender: DocumentLender;
  orderNo: string;
  productName: string;
  borrowerPhoneMasked: string;
  asOf: string;
  principalCents: number;
  disbursedOn: string | null;
  schedule: { seq: number; dueOn: string; principalCents: number; interestCents: number; feeCents: number }[];
  lines: StatementLine[];
  receipts: { title: string; receiptNumber: string; paidOn: string; amountCents: number; reversed: boolean }[];
  balanceCents: number;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const e = escapeHtml;
const peso = (cents: number) => `₱${formatCents(cents)}`;

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2329;margin:0;padding:20px 16px 32px;background:#fff}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:20px 0 6px}
.lender{font-size:13px;color:#3d434b;margin:0 0 12px}
.reversed{border:2px solid #b42318;color:#b42318;border-radius:6px;padding:8px 10px;margin:10px 0;font-weight:600}
table{width:100%;border-collapse:collapse;margin:8px 0;font-size:14px}
th,td{border:1px solid #dee0e3;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f5f6f7;font-weight:600}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.wrap{overflow-x:auto}
.actions{display:flex;gap:10px;margin:16px 0}
.actions a,.actions button{font:inherit;padding:10px 14px;border-radius:8px;border:1px solid #0032e8;color:#0032e8;background:#fff;text-decoration:none}
@media (max-width:480px){table{font-size:12.5px}th,td{padding:5px 4px}}
@media print{body{padding:0;font-size:11px}.actions{display:none}table{break-inside:auto}tr{break-inside:avoid}h2{break-after:avoid}}
`;

function page(title: string, body: string, pdfUrl: string | null): string {
  const actions = pdfUrl
    ? `<div class="actions"><button type="button" onclick="print()">Print</button><a href="${e(pdfUrl)}" download>Download PDF</a></div>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><style>${STYLE}</style></head><body><main>${body}${actions}</main></body></html>`;
}

const lenderBlock = (l: DocumentLender) =>
  `<p class="lender"><strong>${e(l.legalName)}</strong><br>${e(l.address)}<br>TIN ${e(l.tin)} · SEC Reg. No. ${e(l.secRegistrationNo)} · ${e(l.certificateOfAuthorityNo)}</p>`;

const bucketRows = (byBucket: Record<string, number>, creditCents: number) =>
  Object.entries(byBucket)
    .map(([b, c]) => `<tr><td>${e(BUCKET_LABEL[b as ReceiptLine] ?? b)}</td><td class="num">${e(peso(c))}</td></tr>`)
    .join('') +
  (creditCents > 0 ? `<tr><td>Kept as your credit</td><td class="num">${e(peso(creditCents))}</td></tr>` : '');

const VAT_STATUS_TEXT = { 'vat-registered': 'VAT-registered', 'non-vat': 'Non-VAT registered' } as const;

/** The invoice's fields in the order RR 7-2024 lists them, as label and value (decision 117). */
function invoiceFacts(inv: Invoice, doc: ReceiptDocument): [string, string][] {
  return [
    ['Seller (registered name)', inv.seller.registeredName],
    ['Seller TIN', `${VAT_STATUS_TEXT[inv.seller.vatStatus]} TIN ${inv.seller.tin ?? 'not set'}`],
    ['Seller address', inv.seller.address],
    ['Invoice no.', inv.serialNumber],
    ['Date', formatDate(inv.issuedOn)],
    ['Sold to', inv.buyer.name],
    ['Address', inv.buyer.address],
    ['Loan', inv.loanNo],
    ['Method', doc.method],
  ];
}

function invoiceTotals(inv: Invoice): [string, number][] {
  const t = inv.totals;
  const rows: [string, number][] = [['Total sales (charges for the service)', t.salesCents]];
  if (inv.seller.vatStatus === 'vat-registered')
    rows.push(
      ['VATable sales', t.vatableSalesCents],
      ['VAT (12%)', t.vatCents],
      ['VAT-exempt sales', t.vatExemptSalesCents],
      ['Zero-rated sales', t.zeroRatedSalesCents],
    );
  rows.push(['Total amount received', t.amountReceivedCents]);
  return rows;
}

function invoiceHtml(doc: ReceiptDocument, inv: Invoice, reversed: string, pdfUrl: string | null): string {
  const facts = invoiceFacts(inv, doc)
    .map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td>${e(v)}</td></tr>`)
    .join('');
  const lines = inv.lines
    .map(
      (l) =>
        `<tr><td>${e(l.description)}</td><td class="num">${l.quantity}</td><td class="num">${e(peso(l.unitPriceCents))}</td><td class="num">${e(peso(l.amountCents))}</td></tr>`,
    )
    .join('');
  const totals = invoiceTotals(inv)
    .map(([k, c]) => `<tr><th scope="row">${e(k)}</th><td class="num">${e(peso(c))}</td></tr>`)
    .join('');
  const notes = inv.notes.map((n) => `<p role="note"><strong>${e(n)}</strong></p>`).join('');
  return page(
    `Invoice ${inv.serialNumber}`,
    `<h1>Invoice</h1>${lenderBlock(doc.lender)}${reversed}
<table><tbody>${facts}</tbody></table>
<h2>Description</h2>
<div class="wrap"><table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${lines}</tbody></table></div>
<table><tbody>${totals}</tbody></table>${notes}`,
    pdfUrl,
  );
}

/** A payment's document as HTML: its invoice, or an earlier official receipt as it was issued. */
export function receiptHtml(doc: ReceiptDocument, pdfUrl: string | null): string {
  const reversed = doc.reversed
    ? `<p class="reversed" role="note">Reversed on ${e(formatDateTime(doc.reversed.at))}: ${e(doc.reversed.reason)}. This payment no longer counts toward your loan.</p>`
    : '';
  if (doc.invoice) return invoiceHtml(doc, doc.invoice, reversed, pdfUrl);
  return page(
    `Official receipt ${doc.receiptNumber}`,
    `<h1>Official receipt</h1>${lenderBlock(doc.lender)}${reversed}
<table><tbody>
<tr><th scope="row">Receipt no.</th><td>${e(doc.receiptNumber)}</td></tr>
<tr><th scope="row">Issued</th><td>${e(formatDateTime(doc.issuedAt))}</td></tr>
<tr><th scope="row">Paid on</th><td>${e(doc.paidOn)}</td></tr>
<tr><th scope="row">Loan</th><td>${e(doc.orderNo)}</td></tr>
<tr><th scope="row">Borrower</th><td>${e(doc.borrowerPhoneMasked)}</td></tr>
<tr><th scope="row">Method</th><td>${e(doc.method)}</td></tr>
<tr><th scope="row">Amount received</th><td class="num"><strong>${e(peso(doc.amountCents))}</strong></td></tr>
</tbody></table>
<h2>How it was applied</h2>
<table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${bucketRows(doc.byBucket, doc.creditCents)}</tbody></table>`,
    pdfUrl,
  );
}

/** The statement of account as HTML. */
export function statementHtml(doc: StatementDocument, pdfUrl: string | null): string {
  const schedule = doc.schedule
    .map(
      (i) =>
        `<tr><td>${i.seq}</td><td>${e(i.dueOn)}</td><td class="num">${e(peso(i.principalCents))}</td><td class="num">${e(peso(i.interestCents + i.feeCents))}</td><td class="num">${e(peso(i.principalCents + i.interestCents + i.feeCents))}</td></tr>`,
    )
    .join('');
  const lines = doc.lines
    .map(
      (l) =>
        `<tr><td>${e(l.date)}</td><td>${e(l.description)}</td><td class="num">${l.chargeCents ? e(peso(l.chargeCents)) : ''}</td><td class="num">${l.creditCents ? e(peso(l.creditCents)) : ''}</td><td class="num">${e(peso(l.balanceCents))}</td></tr>`,
    )
    .join('');
  const receipts = doc.receipts
    .map(
      (r) =>
        `<tr><td>${e(r.title)} ${e(r.receiptNumber)}</td><td>${e(r.paidOn)}</td><td class="num">${e(peso(r.amountCents))}</td><td>${r.reversed ? 'Reversed' : 'Valid'}</td></tr>`,
    )
    .join('');
  return page(
    `Statement of account ${doc.orderNo}`,
    `<h1>Statement of account</h1>${lenderBlock(doc.lender)}
<table><tbody>
<tr><th scope="row">Loan</th><td>${e(doc.orderNo)} · ${e(doc.productName)}</td></tr>
<tr><th scope="row">Borrower</th><td>${e(doc.borrowerPhoneMasked)}</td></tr>
<tr><th scope="row">Amount borrowed</th><td class="num">${e(peso(doc.principalCents))}</td></tr>
<tr><th scope="row">Released on</th><td>${e(doc.disbursedOn ?? 'not yet')}</td></tr>
<tr><th scope="row">As of</th><td>${e(doc.asOf)}</td></tr>
<tr><th scope="row">Balance</th><td class="num"><strong>${e(peso(doc.balanceCents))}</strong></td></tr>
</tbody></table>
<h2>Schedule</h2>
<div class="wrap"><table><thead><tr><th scope="col">#</th><th scope="col">Due</th><th scope="col" class="num">Principal</th><th scope="col" class="num">Interest and fees</th><th scope="col" class="num">Total</th></tr></thead><tbody>${schedule}</tbody></table></div>
<h2>Charges, payments and balance</h2>
<div class="wrap"><table><thead><tr><th scope="col">Date</th><th scope="col">What</th><th scope="col" class="num">Charge</th><th scope="col" class="num">Paid or waived</th><th scope="col" class="num">Balance</th></tr></thead><tbody>${lines}</tbody></table></div>
<h2>Invoices and receipts</h2>
${receipts ? `<table><thead><tr><th scope="col">Document</th><th scope="col">Paid on</th><th scope="col" class="num">Amount</th><th scope="col">Status</th></tr></thead><tbody>${receipts}</tbody></table>` : '<p>No payments yet.</p>'}`,
    pdfUrl,
  );
}

// ─── PDF ───
// The standard PDF fonts cannot draw the peso sign, so amounts read "PHP 1,234.56" in the PDF.

const php = (cents: number) => `PHP ${formatCents(cents)}`;

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  private newPage() {
    this.page = this.doc.addPage([595, 842]); // A4 in points
    this.y = 800;
  }
  private ensure(height: number) {
    if (this.y - height < 40) this.newPage();
  }
  text(value: string, size = 10, bold = false) {
    this.ensure(size + 6);
    this.page.drawText(value, {
      x: 40,
      y: this.y,
      size,
      font: bold ? this.bold : this.font,
      color: rgb(0.12, 0.14, 0.16),
    });
    this.y -= size + 6;
  }
  gap(h = 8) {
    this.y -= h;
  }
  /** One row of columns at x positions; numbers are right-aligned at the column's right edge. */
  row(cells: string[], xs: number[], rightAligned: boolean[], bold = false) {
    this.ensure(16);
    const font = bold ? this.bold : this.font;
    cells.forEach((cell, i) => {
      const x = rightAligned[i] ? xs[i]! - font.widthOfTextAtSize(cell, 9) : xs[i]!;
      this.page.drawText(cell, { x, y: this.y, size: 9, font });
    });
    this.y -= 14;
  }
}

export async function pdfOf(draw: (w: PdfWriter) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const w = new PdfWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  draw(w);
  return doc.save();
}

const lenderLines = (w: PdfWriter, l: DocumentLender) => {
  w.text(l.legalName, 11, true);
  w.text(l.address, 9);
  w.text(`TIN ${l.tin} · SEC Reg. No. ${l.secRegistrationNo} · ${l.certificateOfAuthorityNo}`, 9);
  w.gap();
};

function invoicePdf(doc: ReceiptDocument, inv: Invoice): Promise<Uint8Array> {
  return pdfOf((w) => {
    w.text('Invoice', 16, true);
    lenderLines(w, doc.lender);
    if (doc.reversed) w.text(`REVERSED on ${formatDateTime(doc.reversed.at)}: ${doc.reversed.reason}`, 10, true);
    for (const [k, v] of invoiceFacts(inv, doc)) w.row([k, pdfSafe(v)], [40, 190], [false, false]);
    w.gap();
    w.text('Description', 11, true);
    const x = [40, 330, 440, 555];
    const r = [false, true, true, true];
    w.row(['Item', 'Qty', 'Unit price', 'Amount'], x, r, true);
    for (const l of inv.lines)
      w.row([l.description, String(l.quantity), php(l.unitPriceCents), php(l.amountCents)], x, r);
    w.gap();
    for (const [k, c] of invoiceTotals(inv)) w.row([k, php(c)], [40, 555], [false, true]);
    for (const n of inv.notes) w.text(n, 10, true);
  });
}

/** Helvetica has no bullet or middle dot: the PDF prints their plain equivalents. */
const pdfSafe = (value: string) => value.replace(/•/g, '*').replace(/·/g, '-');

export function receiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  if (doc.invoice) return invoicePdf(doc, doc.invoice);
  return pdfOf((w) => {
    w.text('Official receipt', 16, true);
    lenderLines(w, doc.lender);
    if (doc.reversed) w.text(`REVERSED on ${formatDateTime(doc.reversed.at)}: ${doc.reversed.reason}`, 10, true);
    const kv: [string, string][] = [
      ['Receipt no.', doc.receiptNumber],
      ['Issued', formatDateTime(doc.issuedAt)],
      ['Paid on', doc.paidOn],
      ['Loan', doc.orderNo],
      ['Borrower', pdfSafe(doc.borrowerPhoneMasked)],
      ['Method', pdfSafe(doc.method)],
      ['Amount received', php(doc.amountCents)],
    ];
    for (const [k, v] of kv) w.row([k, v], [40, 180], [false, false]);
    w.gap();
    w.text('How it was applied', 11, true);
    for (const [b, c] of Object.entries(doc.byBucket))
      w.row([BUCKET_LABEL[b as ReceiptLine] ?? b, php(c)], [40, 400], [false, true]);
    if (doc.creditCents > 0) w.row(['Kept as your credit', php(doc.creditCents)], [40, 400], [false, true]);
  });
}

export function statementPdf(doc: StatementDocument): Promise<Uint8Array> {
  return pdfOf((w) => {
    w.text('Statement of account', 16, true);
    lenderLines(w, doc.lender);
    w.row(['Loan', `${doc.orderNo} - ${doc.productName}`], [40, 180], [false, false]);
    w.row(['Borrower', doc.borrowerPhoneMasked.replace(/•/g, '*')], [40, 180], [false, false]);
    w.row(['Amount borrowed', php(doc.principalCents)], [40, 180], [false, false]);
    w.row(['Released on', doc.disbursedOn ?? 'not yet'], [40, 180], [false, false]);
    w.row(['As of', doc.asOf], [40, 180], [false, false]);
    w.row(['Balance', php(doc.balanceCents)], [40, 180], [false, false], true);
    w.gap();
    w.text('Schedule', 11, true);
    const sx = [40, 70, 330, 440, 555];
    const sr = [false, false, true, true, true];
    w.row(['#', 'Due', 'Principal', 'Interest and fees', 'Total'], sx, sr, true);
    for (const i of doc.schedule)
      w.row(
        [
          String(i.seq),
          i.dueOn,
          php(i.principalCents),
          php(i.interestCents + i.feeCents),
          php(i.principalCents + i.interestCents + i.feeCents),
        ],
        sx,
        sr,
      );
    w.gap();
    w.text('Charges, payments and balance', 11, true);
    const lx = [40, 105, 400, 480, 555];
    const lr = [false, false, true, true, true];
    w.row(['Date', 'What', 'Charge', 'Paid/waived', 'Balance'], lx, lr, true);
    for (const l of doc.lines)
      w.row(
        [
          l.date,
          l.description.slice(0, 52),
          l.chargeCents ? php(l.chargeCents) : '',
          l.creditCents ? php(l.creditCents) : '',
          php(l.balanceCents),
        ],
        lx,
        lr,
      );
    w.gap();
    w.text('Invoices and receipts', 11, true);
    if (doc.receipts.length === 0) w.text('No payments yet.', 9);
    for (const r of doc.receipts)
      w.row(
        [`${r.title} ${r.receiptNumber}`, r.paidOn, php(r.amountCents), r.reversed ? 'Reversed' : 'Valid'],
        [40, 140, 330, 360],
        [false, false, true, false],
      );
  });
}
