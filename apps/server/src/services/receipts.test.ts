// Invoices (decision 117), the official receipts before them (decision 061) and statements: one document per
// posted payment, numbers unique and gap-free per lender even when payments post at once, amounts equal to
// the ledger, every field the regulation lists, transmission after commit, documents that only the
// borrower (or staff) can open, and earlier receipts that still render as issued.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { receiptsOf } from './receipts.js';
import { consoleGet, loginAs } from '../test/console-helper.js';
import { transmitInvoices } from '../jobs/invoice-transmission.js';
import { createSandboxInvoiceSender } from '../adapters/einvoice/sandbox-invoice-sender.js';
import { NON_VAT_NOTE } from '../domain/servicing/invoice.js';

const app = await build();
const { disbursedOrder, ledger, adminCall } = fixtures(app);

describe('invoices and official receipts', () => {
  it('numbers receipts and invoice serials without gaps or repeats when many payments post at once', async () => {
    const loans = await Promise.all(['09208100001', '09208100002', '09208100003'].map((p) => disbursedOrder(p)));
    // Twelve payments over three loans at once, some repeated (a retried callback): one receipt per posting.
    const posts = loans.flatMap((l, i) =>
      [0, 1, 2, 3].map((k) =>
        app.loans.pay(l.orderNo, { amountCents: 10_000 + k, purpose: 'repay', reference: `rc-${i}-${k % 3}` }, 'test'),
      ),
    );
    await Promise.all(posts);
    const all = (
      await Promise.all(
        loans.map(async (l) => receiptsOf(app.db, (await app.ordersRepository.findByNo(l.orderNo))!.id)),
      )
    ).flat();
    expect(all).toHaveLength(9);
    const numbers = all.map((r) => r.receiptNo).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 9 }, (_, i) => numbers[0]! + i));
    // Every payment since the switch date gets an invoice; its serial, from the lender's own counter row in the
    // payment's transaction (decision 117), is gap-free too, and the counter stands at the last one issued.
    expect(all.every((r) => r.documentKind === 'invoice')).toBe(true);
    const serials = all.map((r) => r.invoiceNo!).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 9 }, (_, i) => serials[0]! + i));
    const counter = (await app.db.execute(sql`select max(last_no) as n from invoice_counters`)) as unknown as {
      rows: { n: number | string }[];
    };
    expect(Number(counter.rows[0]!.n)).toBe(serials.at(-1));
    // Each receipt equals its posting in the ledger: cash in, and the buckets it paid.
    for (const l of loans) {
      const { shown, cashCollectedCents } = await ledger(l.orderNo);
      const mine = all.filter((r) => r.orderId === shown.order.id);
      expect(mine.reduce((n, r) => n + r.amountCents, 0)).toBe(cashCollectedCents);
      for (const r of mine) {
        const parts = Object.values(r.byBucket).reduce((n, c) => n + c, 0) + r.creditCents;
        expect(parts).toBe(r.amountCents);
      }
    }
  });

  it('shows the borrower their receipts and statement, as HTML to print and as PDF, and nobody else', async () => {
    const loan = await disbursedOrder('09208100010');
    const other = await disbursedOrder('09208100011');
    await adminCall('POST', '/clock', { date: '2026-02-01' });
    await app.loans.pay(loan.orderNo, { amountCents: 200_000, purpose: 'repay', reference: 'rc-doc-1' }, 'test');
    const res = await app.inject({
      method: 'GET',
      url: `/api/host/orders/${loan.orderId}/documents`,
      headers: loan.auth,
    });
    const links = res.json().data;
    expect(links.receipts).toHaveLength(1);
    expect(links.receipts[0]).toMatchObject({ amountCents: 200_000, paidOn: '2026-02-01', reversed: false });
    const receipt = await app.inject({ method: 'GET', url: links.receipts[0].html });
    expect(receipt.headers['content-type']).toMatch(/text\/html/);
    expect(receipt.body).toContain('<h1>Invoice</h1>');
    expect(receipt.body).not.toContain('Official receipt');
    expect(receipt.body).toContain('TIN 009-876-543-00000');
    expect(receipt.body).toContain('SEC Reg. No. CS201912345');
    expect(receipt.body).toContain('CA No. 3012');
    expect(receipt.body).toContain('₱2,000.00');
    expect(receipt.body).toContain('@media print');
    const pdf = await app.inject({ method: 'GET', url: links.receipts[0].pdf });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const statement = await app.inject({ method: 'GET', url: links.statement.html });
    expect(statement.body).toContain('Loan released');
    expect(statement.body).toContain('Payment received');
    expect(statement.body).toContain('Invoice INV-');
    expect((await app.inject({ method: 'GET', url: links.statement.pdf })).rawPayload.subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    // Another borrower's order is not found; a tampered link is refused.
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/host/orders/${other.orderId}/documents`,
      headers: loan.auth,
    });
    expect(theirs.json().code).not.toBe(0);
    expect(theirs.statusCode).toBe(404);
    const tampered = await app.inject({ method: 'GET', url: `${links.receipts[0].html}x` });
    expect(tampered.statusCode).toBe(404);
    // Staff see the same documents.
    const finance = await loginAs(app, 'finance');
    const staffLinks = (await consoleGet(app, finance, `/api/console/orders/${loan.orderNo}/documents`)).json().data;
    expect(staffLinks.receipts.map((r: { receiptNumber: string }) => r.receiptNumber)).toEqual(
      links.receipts.map((r: { receiptNumber: string }) => r.receiptNumber),
    );
  });

  it('an invoice per payment with every field: seller, serial, date, buyer, description, amounts, PDF and structured', async () => {
    // Earlier tests' invoices are sent first, so this one is the only one waiting.
    const sender = createSandboxInvoiceSender();
    await transmitInvoices({ db: app.db, sender, now: () => new Date() });
    const loan = await disbursedOrder('09208100020');
    const { userId } = (await app.ordersRepository.findByNo(loan.orderNo))!;
    await app.db.execute(sql`
      insert into kyc_profiles (user_id, basic, personal)
      values (${userId}, ${JSON.stringify({ fullName: 'Maria Clara dela Cruz' })}::jsonb,
              ${JSON.stringify({ street: '12 Rizal St.', place: '1300000000|1300000000|1380100000|1380100001' })}::jsonb)
      on conflict (user_id) do update set basic = excluded.basic, personal = excluded.personal`);
    await adminCall('POST', '/clock', { date: '2026-02-02' });
    await app.loans.pay(loan.orderNo, { amountCents: 200_000, purpose: 'repay', reference: 'inv-every-field' }, 'test');
    const [row] = await receiptsOf(app.db, loan.orderId);
    expect(row).toMatchObject({ documentKind: 'invoice', transmissionStatus: 'pending', transmissionAttempts: 0 });
    const invoice = row!.invoice!;
    // The structured form, ready for transmission: every field RR 7-2024 lists.
    expect(invoice).toMatchObject({
      documentType: 'invoice',
      serialNo: row!.invoiceNo,
      serialNumber: expect.stringMatching(/^INV-\d{6}$/),
      issuedOn: '2026-02-02',
      currency: 'PHP',
      seller: {
        registeredName: 'Lendwell Lending Corporation',
        tin: '009-876-543-00000',
        address: 'Unit 1203, 88 Paseo de Roxas, Makati City, Metro Manila 1226',
        vatStatus: 'non-vat',
      },
      buyer: { name: 'Maria Clara dela Cruz', address: expect.stringMatching(/^12 Rizal St\., .+/) },
      loanNo: loan.orderNo,
      paymentReference: 'inv-every-field',
      notes: [NON_VAT_NOTE],
    });
    expect(invoice.lines.length).toBeGreaterThan(0);
    for (const l of invoice.lines) expect(l.description).toMatch(/\w/);
    expect(invoice.totals.amountReceivedCents).toBe(200_000);
    expect(invoice.lines.reduce((n, l) => n + l.amountCents, 0)).toBe(200_000);
    expect(invoice.totals.salesCents).toBe(
      invoice.lines.filter((l) => l.kind === 'service').reduce((n, l) => n + l.amountCents, 0),
    );

    // The payment's audit entry names the invoice issued for it (decisions 107 and 117).
    const audited = await app.auditRepository.list({ action: 'payment.post' });
    expect(audited.map((r) => (r.after as { document?: string } | null)?.document)).toContain(invoice.serialNumber);

    // The document the borrower opens prints the same fields; the PDF is a PDF.
    const links = (
      await app.inject({ method: 'GET', url: `/api/host/orders/${loan.orderId}/documents`, headers: loan.auth })
    ).json().data;
    expect(links.receipts[0]).toMatchObject({ kind: 'invoice', receiptNumber: invoice.serialNumber });
    const html = (await app.inject({ method: 'GET', url: links.receipts[0].html })).body;
    for (const text of [
      '<h1>Invoice</h1>',
      'Lendwell Lending Corporation',
      'Non-VAT registered TIN 009-876-543-00000',
      'Unit 1203, 88 Paseo de Roxas',
      invoice.serialNumber,
      '2026-02-02',
      'Maria Clara dela Cruz',
      '12 Rizal St.',
      'Interest on loan',
      'Total amount received',
      '₱2,000.00',
      NON_VAT_NOTE,
    ])
      expect(html, text).toContain(text);
    const pdf = await app.inject({ method: 'GET', url: links.receipts[0].pdf });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(invoice.serialNumber);

    // Sent after commit by the job, with retries: a failed send waits its back-off, then goes once.
    sender.failNext(1);
    const now = new Date();
    const later = (seconds: number) => () => new Date(now.getTime() + seconds * 1000);
    const first = await transmitInvoices({ db: app.db, sender, now: later(0) });
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = (await receiptsOf(app.db, loan.orderId))[0]!;
    expect(waiting).toMatchObject({ transmissionStatus: 'pending', transmissionAttempts: 1 });
    expect(waiting.transmissionError).toMatch(/unavailable/);
    expect((await transmitInvoices({ db: app.db, sender, now: later(1) })).sent).toBe(0);
    await transmitInvoices({ db: app.db, sender, now: later(120) });
    const sent = (await receiptsOf(app.db, loan.orderId))[0]!;
    expect(sent).toMatchObject({ transmissionStatus: 'sent', transmissionError: null });
    expect(sent.transmissionReference).toContain(invoice.serialNumber);
    expect(sender.received.get(`009-876-543-00000:${invoice.serialNumber}`)).toEqual(invoice);
  });

  it('names the channel in words and the extension fee as such on an extension paid through a provider', async () => {
    const loan = await disbursedOrder('09208100031');
    await adminCall('POST', '/clock', { date: '2026-02-02' });
    const plan = (
      await app.inject({
        method: 'POST',
        url: '/api/floodwater/plan',
        headers: loan.auth,
        payload: { orderId: loan.orderId, productId: loan.productId },
      })
    ).json().data as { delayInfo: { delayAmount: number } };
    const paymentNo = `RCPT-EXT-${loan.orderId}`;
    await app.db.execute(sql`
      insert into payments (payment_no, user_id, order_id, purpose, amount_cents, provider, channel_number, method, expires_at)
      select ${paymentNo}, user_id, id, 'rollover', ${plan.delayInfo.delayAmount}, 'dragonpay', 'GCSH', 'redirect', now()
      from orders where id = ${loan.orderId}`);
    await app.loans.pay(
      loan.orderNo,
      { amountCents: plan.delayInfo.delayAmount, purpose: 'rollover', reference: `pay:${paymentNo}` },
      'test',
    );
    const [row] = await receiptsOf(app.db, loan.orderId);
    expect(row!.method).toBe('Online bank or e-wallet · GCash');
    expect(Object.keys(row!.byBucket)).toContain('extension_fee');
    const links = (
      await app.inject({ method: 'GET', url: `/api/host/orders/${loan.orderId}/documents`, headers: loan.auth })
    ).json().data;
    const html = (await app.inject({ method: 'GET', url: links.receipts[0].html })).body;
    expect(html).toContain('Extension fee');
    expect(html).not.toContain('GCSH');
  });

  it('keeps rendering a payment from before the switch as the official receipt it was', async () => {
    const loan = await disbursedOrder('09208100030');
    await app.loans.pay(
      loan.orderNo,
      { amountCents: 50_000, purpose: 'repay', reference: 'inv-before-switch' },
      'test',
    );
    // A row as migration 0052 found it: an official receipt, no invoice fields.
    await app.db.execute(sql`
      update receipts set document_kind = 'official_receipt', invoice_no = null, invoice = null,
             transmission_status = null, transmission_next_at = null
       where reference = 'inv-before-switch'`);
    const links = (
      await app.inject({ method: 'GET', url: `/api/host/orders/${loan.orderId}/documents`, headers: loan.auth })
    ).json().data;
    expect(links.receipts[0]).toMatchObject({ kind: 'official_receipt', receiptNumber: expect.stringMatching(/^OR-/) });
    const html = (await app.inject({ method: 'GET', url: links.receipts[0].html })).body;
    expect(html).toContain('<h1>Official receipt</h1>');
    expect(html).not.toContain('Invoice');
  });
});
