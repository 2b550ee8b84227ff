import { describe, expect, it } from 'vitest';
import { buildInvoice, documentKindOn, invoiceNumberText, NON_VAT_NOTE } from './invoice.js';

const base = {
  serialNo: 7,
  issuedOn: '2026-05-02',
  seller: {
    registeredName: 'Lendwell Lending Corporation',
    tin: '009-876-543-00000',
    address: 'Makati City',
    vatStatus: 'non-vat' as const,
  },
  buyer: { name: 'Maria Clara dela Cruz', address: '12 Rizal St., Manila' },
  loanNo: 'LW0001',
  paymentReference: 'pay:P1',
  figures: { amountCents: 112_000, byBucket: { interest: 11_200, principal: 100_000 }, creditCents: 800 },
};

describe('the invoice of a payment (decision 117)', () => {
  it('switches from official receipts to invoices on the switch date, never before', () => {
    expect(documentKindOn('2024-04-26')).toBe('official_receipt');
    expect(documentKindOn('2024-04-27')).toBe('invoice');
    expect(documentKindOn('2026-01-10', '2026-02-01')).toBe('official_receipt');
  });

  it('lists service charges as sales and principal and credit apart, summing to the payment', () => {
    const inv = buildInvoice(base);
    expect(inv.serialNumber).toBe('INV-000007');
    expect(inv.lines.map((l) => [l.description, l.amountCents, l.kind])).toEqual([
      ['Interest on loan', 11_200, 'service'],
      ['Principal repaid (not a sale)', 100_000, 'not-a-sale'],
      ['Kept as your credit (not a sale)', 800, 'not-a-sale'],
    ]);
    expect(inv.totals).toMatchObject({ salesCents: 11_200, vatCents: 0, amountReceivedCents: 112_000 });
    expect(inv.notes).toEqual([NON_VAT_NOTE]);
  });

  it('shows the VAT apart for a VAT-registered lender: 12/112 of the charges, rounded half up', () => {
    const inv = buildInvoice({ ...base, seller: { ...base.seller, vatStatus: 'vat-registered' } });
    expect(inv.totals).toMatchObject({ salesCents: 11_200, vatCents: 1_200, vatableSalesCents: 10_000 });
    expect(inv.notes).toEqual([]);
  });

  it('refuses figures whose parts do not make the payment', () => {
    expect(() => buildInvoice({ ...base, figures: { ...base.figures, amountCents: 1 } })).toThrow(/differ/);
    expect(invoiceNumberText(123_456_7)).toBe('INV-1234567');
  });
});
