// The borrower's data as a readable PDF (decision 126), drawn with the servicing documents' writer. Every area
// of the export becomes a heading with its records as lines; amounts read in pesos, dates as they are kept.
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

function record(w: PdfWriter, row: Record<string, unknown>) {
  for (const [k, v] of Object.entries(row)) {
    if (v && typeof v === 'object') record(w, v as Record<string, unknown>);
    else lines(w, k, /Cents$/.test(k) && typeof v === 'number' ? `PHP ${formatCents(v)}` : v);
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
