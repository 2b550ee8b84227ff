import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDragonpayPayout, REASONS, reasonOf } from './dragonpay-payout.js';
import { createFakePayoutProvider } from './fake-dragonpay-payout.js';
import { PayoutSignatureError, type PayoutRequest } from './payout-adapter.js';

const fake = createFakePayoutProvider({
  merchantId: 'LENDWELL',
  secret: 'payout-secret',
  refuse: { '0004': -4, '0005': -5, '0006': -6, '0007': -7 },
  slowMs: { '0009': 1_500 },
});
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());

const adapter = (over: Partial<Parameters<typeof createDragonpayPayout>[0]> = {}) =>
  createDragonpayPayout({ merchantId: 'LENDWELL', secret: 'payout-secret', baseUrl, requireHttps: false, ...over });

function request(txnId: string, accountNumber: string, over: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    orderNo: txnId.replace(/-\d+$/, ''),
    amountCents: 475_000,
    idempotencyKey: txnId,
    channelCode: 'BDO-IP',
    description: 'Loan LW1',
    email: 'ops@lender.ph',
    mobile: '+639171234567',
    account: {
      institution: 'BDO',
      channelNumber: '90006',
      last4: accountNumber.slice(-4),
      holderName: 'Juan Dela Cruz',
      reveal: () => accountNumber,
    },
    ...over,
  };
}

describe('dragonpay payout adapter against a local fake', () => {
  it('sends the documented request with the full account number and answers pending with the reference', async () => {
    const answer = await adapter().payout(request('LW1-1', '001234567890'));
    expect(answer).toEqual({ ok: true, reference: expect.stringMatching(/^DPO\d+$/), pending: true });
    expect(fake.txns.get('LW1-1')).toMatchObject({
      amount: '4750.00',
      procId: 'BDO-IP',
      procDetail: '001234567890',
      status: 'P',
    });
    expect(fake.problems).toEqual([]);
    expect(fake.calls.every((c) => c.authorized)).toBe(true);
    expect(await adapter().queryStatus!('LW1-1')).toMatchObject({ state: 'pending', letter: 'P' });
    fake.mark('LW1-1', 'S', 'credited', '2026-01-05');
    expect(await adapter().queryStatus!('LW1-1')).toEqual({
      state: 'succeeded',
      reference: answer.ok ? answer.reference : '',
      letter: 'S',
    });
    expect(await adapter().dailyTotal!('2026-01-05')).toEqual({ count: 1, amountCents: 475_000 });
  });

  it('verifies every postback digest in constant time and refuses a forged or altered one', () => {
    fake.mark('LW1-1', 'S', 'credited');
    const fields = fake.postback('LW1-1');
    expect(adapter().verifyCallback!(fields)).toMatchObject({ txnId: 'LW1-1', letter: 'S' });
    expect(adapter().verifyCallback!({ ...fields, digest: fields.digest!.toUpperCase() }).letter).toBe('S');
    expect(() => adapter().verifyCallback!({ ...fields, status: 'F' })).toThrow(PayoutSignatureError);
    expect(() => adapter().verifyCallback!({ ...fields, digest: '' })).toThrow(PayoutSignatureError);
    expect(() => adapter({ secret: 'other' }).verifyCallback!(fields)).toThrow(PayoutSignatureError);
  });

  it('answers a duplicate request (same transaction id) with the first result and pays once', async () => {
    const first = await adapter().payout(request('LW2-1', '001234567891'));
    const again = await adapter().payout(request('LW2-1', '001234567891', { amountCents: 999 }));
    expect(again).toEqual(first);
    expect([...fake.txns.keys()].filter((k) => k === 'LW2-1')).toHaveLength(1);
    expect(fake.txns.get('LW2-1')!.amount).toBe('4750.00');
  });

  it('maps each refusal code of the request', async () => {
    const answers = await Promise.all(
      ['0004', '0005', '0006', '0007'].map((end, i) => adapter().payout(request(`LW3-${i + 1}`, `00123456${end}`))),
    );
    expect(answers).toEqual([
      { ok: false, reason: 'the provider does not know this bank or e-wallet (code -4)', rebind: true },
      { ok: false, reason: 'the account details were refused (code -5)', rebind: true },
      { ok: false, reason: "the lender's payout wallet has too little money (code -6)", rebind: false },
      { ok: false, reason: 'the amount is above what the channel allows (code -7)', rebind: false },
    ]);
  });

  it('maps each failure code at the bank: the ones a borrower can fix ask for a rebind', async () => {
    for (const [code, meaning] of Object.entries(REASONS)) {
      const txnId = `LW4${code}-1`;
      await adapter().payout(request(txnId, '001234567892'));
      fake.mark(txnId, 'F', `${code}: bank says no`);
      expect(await adapter().queryStatus!(txnId)).toEqual({
        state: 'failed',
        reference: expect.any(String),
        letter: 'F',
        reason: `${meaning.words} (${code})`,
        rebind: meaning.rebind,
      });
    }
    expect(reasonOf('ZZ99 odd')).toEqual({ reason: 'ZZ99 odd', rebind: false });
    expect(reasonOf('')).toEqual({ reason: 'the provider gave no reason', rebind: false });
  });

  it('throws on a timeout, so the caller leaves the payout in flight rather than guessing', async () => {
    await expect(adapter({ timeoutMs: 200 }).payout(request('LW5-1', '001234560009'))).rejects.toThrow();
  });

  it('reports a payout returned by the bank days later, and an unknown transaction', async () => {
    await adapter().payout(request('LW6-1', '001234567893'));
    fake.mark('LW6-1', 'S', 'credited', '2026-01-05');
    fake.mark('LW6-1', 'R', 'AC04: account closed');
    expect(await adapter().queryStatus!('LW6-1')).toMatchObject({
      state: 'returned',
      letter: 'R',
      reason: 'the account is closed (AC04)',
    });
    expect(await adapter().queryStatus!('NEVER-1')).toEqual({ state: 'unknown' });
  });

  it('refuses to be built on plain http where https is required, and refuses bad credentials', async () => {
    expect(() => adapter({ requireHttps: true })).toThrow(/must be https/);
    await expect(adapter({ secret: 'wrong' }).queryStatus!('LW1-1')).rejects.toThrow(/HTTP 401/);
    // The error names the status only, never the body (it could carry account details).
    await expect(adapter({ secret: 'wrong' }).payout(request('LW7-1', '001234567894'))).rejects.toThrow(
      /^dragonpay payout post failed: HTTP 401$/,
    );
  });

  it('refuses a request without a bound account or a channel code', async () => {
    expect(await adapter().payout({ ...request('LW8-1', '001234567895'), account: null })).toMatchObject({
      ok: false,
      rebind: true,
    });
    await expect(adapter().payout(request('LW8-2', '001234567895', { channelCode: undefined }))).rejects.toThrow(
      /channel code/,
    );
  });
});
