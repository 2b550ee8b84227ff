// The borrower's data as a readable PDF (decision 126), drawn with the servicing documents' writer. Every area
// of the export becomes a heading with its records as lines in words (never a field's code); amounts read in
// pesos, dates as they are kept.
import { formatCents } from '@lendwell/contracts';
import { pdfOf, type PdfWriter } from './servicing-documents.js';

/** Helvetica draws Latin-1 only: anything else (the peso sign, emoji) prints as its nearest plain text or '?'. */
const plain = (value: string) =>
  value
    .replace(/₱/g, 'PHP ')
    .replace(/[•·]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** Long values wrap at a width the page fits. */
function lines(w: PdfWriter, label: string, value: unknown) {
  const text = plain(`${label}: ${value === null || value === undefined || value === '' ? '-' : String(value)}`);
  for (let i = 0; i < text.length; i += 95) w.text(text.slice(i, i + 95), 9);
}

/** Words a field's name reads as where splitting it would not do. */
const LABELS: Record<string, string> = { orderNo: 'Order number', idNumber: 'ID number', userId: 'Borrower number' };

/**
 * A field of the export as a borrower reads it: "noticeVersion" is "Notice version", "amountCents" is "Amount"
 * (its value is in pesos), never the field's code.
 */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a borrower reads it: pesos for amounts, a kept code such as "privacy_notice" as words. */
export function fieldValue(key: string, value: unknown): unknown {
  if (/Cents$/.test(key) && typeof value === 'number') return `PHP ${formatCents(value)}`;
  if (typeof value === 'string' && /^[a-z]+(_[a-z]+)+$/.test(value)) return value.replace(/_/g, ' ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

function record(w: PdfWriter, row: Record<string, unknown>) {
  for (const [k, v] of Object.entries(row)) {
    if (v && typeof v === 'object') record(w, v as Record<string, unknown>);
    else lines(w, fieldLabel(k), fieldValue(k, v));
  }
  w.gap(4);
}

const TITLES: Record<string, string> = {
  identity: 'Identity',
  contacts: 'Work and references',
  bankAccounts: 'Bank and e-wallet accounts',
  loans: 'Loans',
  payments: 'Payments',
  complaints: 'Complaints',
  consents: 'Consents',
  messages: 'Messages sent to you',
  retention: 'What we must keep, and until when',
};

/** The export as a PDF: a title, then each area in the export's order. */
export function myDataPdf(data: Record<string, unknown>): Promise<Uint8Array> {
  return pdfOf((w) => {
    w.text('Your data', 16, true);
    lines(w, 'Prepared on', data.generatedOn);
    w.gap();
    for (const [area, title] of Object.entries(TITLES)) {
      w.text(title, 12, true);
      const value = data[area];
      const rows = Array.isArray(value) ? value : [value];
      if (rows.length === 0) w.text('None', 9);
      for (const row of rows) record(w, (row ?? {}) as Record<string, unknown>);
      w.gap();
    }
  });
}
