import { describe, expect, it, vi } from 'vitest';
import { buildInvoice } from '../../domain/servicing/invoice.js';
import { createHttpInvoiceSender } from './http-invoice-sender.js';
import { InvoiceRejected } from './invoice-sender.js';

const invoice = buildInvoice({
  serialNo: 3,
  issuedOn: '2026-05-02',
  seller: { registeredName: 'Lender Inc.', tin: '009-876-543-00000', address: 'Makati', vatStatus: 'non-vat' },
  buyer: { name: 'Juan dela Cruz', address: 'Manila' },
  loanNo: 'LW1',
  paymentReference: 'pay:P1',
  figures: { amountCents: 1_000, byBucket: { interest: 1_000 }, creditCents: 0 },
});
const options = { endpoint: 'https://eis.example.ph/invoices', token: 'token-0123456789abcdef' };

describe('the HTTP e-invoice sender (decision 117)', () => {
  it('posts the structured invoice with the token and an idempotency key, and answers the reference', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ reference: 'EIS-1' }), { status: 200 }));
    const sender = createHttpInvoiceSender(options, fetch as unknown as typeof globalThis.fetch);
    expect(await sender.send(invoice)).toEqual({ reference: 'EIS-1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(options.endpoint);
    expect(init.headers).toMatchObject({
      authorization: 'Bearer token-0123456789abcdef',
      'idempotency-key': '009-876-543-00000:INV-000003',
    });
    expect(JSON.parse(String(init.body))).toEqual(invoice);
  });

  it('marks a refusal final, and a server error, throttling or an answer without reference worth another try', async () => {
    const answering = (status: number, body = '{}') =>
      createHttpInvoiceSender(options, (async () => new Response(body, { status })) as unknown as typeof fetch);
    await expect(answering(422).send(invoice)).rejects.toBeInstanceOf(InvoiceRejected);
    for (const status of [500, 429, 408]) {
      const error = await answering(status)
        .send(invoice)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(InvoiceRejected);
    }
    await expect(answering(200, '{}').send(invoice)).rejects.toThrow(/without a reference/);
  });
});
