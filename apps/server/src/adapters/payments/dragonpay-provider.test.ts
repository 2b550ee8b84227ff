import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDragonpayProvider } from './dragonpay-provider.js';
import { CallbackSignatureError, centsToDecimal, decimalToCents, statusOf } from './payment-provider.js';

// A local fake of the Payment Switch's collect API: it checks basic auth and answers per txnid.
const txns: Record<string, { Status: string; Amount: number; RefNo: string }> = {
  PY1: { Status: 'S', Amount: 5606.67, RefNo: 'ABC123' },
  PY2: { Status: 'P', Amount: 100, RefNo: 'DEF456' },
};
const seen: { url: string; auth: string }[] = [];
const server = createServer((req, res) => {
  seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '' });
  if (req.headers.authorization !== `Basic ${Buffer.from('LENDWELL:secret').toString('base64')}`) {
    res.statusCode = 401;
    return res.end();
  }
  const status = /\/api\/collect\/v1\/txnid\/(\w+)$/.exec(req.url ?? '');
  const voided = /\/api\/collect\/v1\/void\/(\w+)$/.exec(req.url ?? '');
  res.setHeader('content-type', 'application/json');
  if (status && txns[status[1]!])
    return res.end(JSON.stringify({ TxnId: status[1], Currency: 'PHP', ...txns[status[1]!] }));
  if (voided && txns[voided[1]!]) {
    txns[voided[1]!]!.Status = 'V';
    return res.end(JSON.stringify({ Status: 0, Message: 'ok' }));
  }
  res.statusCode = 404;
  res.end('{}');
});

let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const provider = () => createDragonpayProvider({ merchantId: 'LENDWELL', password: 'secret', baseUrl });

describe('dragonpay adapter', () => {
  it('builds the Pay.aspx request with amount, currency, description, email, procid and digest', async () => {
    const c = await provider().createCollection({
      paymentNo: 'PY9',
      amountCents: 560_667,
      description: 'Loan LW1',
      email: 'a@b.ph',
      channelNumber: 'GCSH',
      channelKind: 'ewallet',
      expiresAt: new Date(),
      returnUrl: '',
      callbackUrl: '',
    });
    expect(c.method).toBe('redirect');
    const url = new URL(c.method === 'redirect' ? c.url : '');
    expect(url.pathname).toBe('/Pay.aspx');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merchantid: 'LENDWELL',
      txnid: 'PY9',
      amount: '5606.67',
      ccy: 'PHP',
      description: 'Loan LW1',
      email: 'a@b.ph',
      procid: 'GCSH',
      digest: sha1('LENDWELL:PY9:5606.67:PHP:Loan LW1:a@b.ph:secret'),
    });
  });

  it('verifies the postback digest and maps the status letters', () => {
    const fields = { txnid: 'PY1', refno: 'ABC123', status: 'S', message: 'Paid' };
    const digest = sha1('PY1:ABC123:S:Paid:secret');
    expect(provider().verifyCallback({ ...fields, digest })).toMatchObject({
      paymentNo: 'PY1',
      providerRef: 'ABC123',
      outcome: 'completed',
    });
    expect(provider().verifyCallback({ ...fields, digest: digest.toUpperCase() }).outcome).toBe('completed');
    expect(() => provider().verifyCallback({ ...fields, status: 'F', digest })).toThrow(CallbackSignatureError);
    expect(() => provider().verifyCallback({ ...fields, digest: '' })).toThrow(CallbackSignatureError);
    expect(['S', 'F', 'P', 'U', 'R', 'K', 'V', 'A', 'G'].map(statusOf)).toEqual([
      'completed',
      'failed',
      'pending',
      'pending',
      'reversed',
      'reversed',
      'failed',
      'pending',
      'pending',
    ]);
    expect(() => statusOf('Z')).toThrow();
  });

  it('asks the collect API for status and amount, and voids', async () => {
    expect(await provider().queryStatus('PY1')).toEqual({
      outcome: 'completed',
      letter: 'S',
      providerRef: 'ABC123',
      amountCents: 560_667,
      // The fake's status answer carries no settlement date: the payment counts from the day we learn of it.
      paidOn: null,
    });
    expect(await provider().queryStatus('PY2')).toMatchObject({ outcome: 'pending', amountCents: 10_000 });
    await provider().cancel('PY2');
    expect(await provider().queryStatus('PY2')).toMatchObject({ outcome: 'failed', letter: 'V' });
    await expect(provider().queryStatus('NOPE')).rejects.toThrow(/HTTP 404/);
    await expect(
      createDragonpayProvider({ merchantId: 'LENDWELL', password: 'wrong', baseUrl }).queryStatus('PY1'),
    ).rejects.toThrow(/HTTP 401/);
    expect(seen.every((s) => !s.url.includes('secret'))).toBe(true);
  });

  it('converts amounts without floating point', () => {
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(560_667)).toBe('5606.67');
    expect(decimalToCents('5606.67')).toBe(560_667);
    expect(decimalToCents('1,000.5')).toBe(100_050);
    expect(decimalToCents('12.345')).toBeNull();
    expect(decimalToCents('-1')).toBeNull();
  });
});
