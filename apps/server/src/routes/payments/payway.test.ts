// Payway over HTTP: cards from the bound accounts, a single-use repay token, a real SMS code, the
// card charged through the sandbox provider and posted once; 800006 and 800005; other borrowers.
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../../test/helper.js';
import { fixtures } from './test-fixtures.js';

const app = await build();
const { disbursedOrder, ledger } = fixtures(app);

async function withCard(phone: string, wallet: string) {
  const o = await disbursedOrder(phone);
  const bound = await app.inject({
    method: 'POST',
    url: '/api/bind-card-new',
    headers: o.auth,
    payload: { cardType: 2, walletType: '90011', walletNo: wallet },
  });
  expect(bound.json().code).toBe(0);
  const way = (
    await app.inject({ method: 'POST', url: `/api/loan/repayment-way?orderId=${o.orderId}`, headers: o.auth })
  ).json().data;
  return { ...o, way };
}

const lastCode = async (phone: string) => {
  const items = await app.smsOutboxRepository.list(1, phone);
  return /repayment code is (\d{6})/.exec(items[0]?.body ?? '')?.[1] ?? '';
};

describe('payway', () => {
  it('commits with a repay token, confirms with the SMS code and posts once', async () => {
    const { auth, orderId, orderNo, way } = await withCard('09172220101', '09179990101');
    expect(way).toMatchObject({
      alipay: 1,
      amount: 560_667,
      bankCards: [{ bankName: 'GCash', cardNo: '•••• 0101', bankCode: '90011' }],
    });
    expect(way.repayToken.length).toBeGreaterThanOrEqual(32);

    const body = {
      amount: way.amount,
      bankName: 'GCash',
      cardId: way.bankCards[0].id,
      cardNo: '•••• 0101',
      couponId: '',
      orderId,
      repayToken: way.repayToken,
      bankCode: '90011',
      sendMsg: 1,
    };
    const commit = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      headers: auth,
      payload: body,
    });
    expect(commit.json()).toMatchObject({ code: 0, data: { needValid: 1 } });
    const recordId = commit.json().data.repayRecordId;
    // The same commit again (a retry) answers the same record; another body under the token is refused.
    expect(
      (await app.inject({ method: 'POST', url: '/api/loan/repayment-commit', headers: auth, payload: body })).json()
        .data.repayRecordId,
    ).toBe(recordId);
    const other = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      headers: auth,
      payload: { ...body, amount: 1000 },
    });
    expect(other.json()).toMatchObject({ code: 1009, detail: 'repayToken: was already used for a different request' });

    const code = await lastCode('+639172220101');
    expect(code).toMatch(/^\d{6}$/);
    const confirm = (verifyCode: string) =>
      app.inject({
        method: 'POST',
        url: '/api/loan/repayment-confirm',
        headers: auth,
        payload: { orderId, verifyCode, repaymentRecordId: recordId },
      });
    expect((await confirm('12')).json()).toMatchObject({
      code: 1001,
      detail: 'verifyCode: enter the correct verification code',
    });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(wrong)).json()).toMatchObject({ code: 800006 });
    expect((await ledger(orderNo)).cashCollectedCents).toBe(0);

    const ok = await confirm(code);
    expect(ok.json()).toMatchObject({ code: 0, data: { status: 'completed', orderId } });
    expect(await ledger(orderNo)).toMatchObject({ status: 200, balanced: true, cashCollectedCents: 560_667 });
    expect((await confirm(code)).json()).toMatchObject({ code: 800005 });
    expect((await ledger(orderNo)).cashCollectedCents).toBe(560_667);

    // Secrets never reach the logs.
    const logs = app.logs.join('\n');
    expect(logs).not.toContain(way.repayToken);
    expect(logs).not.toContain(`"${code}"`);
  });

  it('lets exactly one of concurrent confirms through, and one of concurrent commits under a token', async () => {
    const { auth, orderId, orderNo, way } = await withCard('09172220102', '09179990102');
    const body = { amount: 100_000, cardId: way.bankCards[0].id, orderId, repayToken: way.repayToken, sendMsg: 1 };
    const commits = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({ method: 'POST', url: '/api/loan/repayment-commit', headers: auth, payload: body }),
      ),
    );
    // A refused duplicate is a 200 envelope with code 1009 on the spec's routes (decision 118).
    const records = new Set(commits.filter((r) => r.json().code === 0).map((r) => r.json().data.repayRecordId));
    expect(records.size).toBe(1);
    const recordId = [...records][0];
    const code = await lastCode('+639172220102');
    const confirms = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/loan/repayment-confirm',
          headers: auth,
          payload: { orderId, verifyCode: code, repaymentRecordId: recordId },
        }),
      ),
    );
    expect(confirms.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(confirms.filter((r) => r.json().code === 800005)).toHaveLength(3);
    expect(await ledger(orderNo)).toMatchObject({ balanced: true, cashCollectedCents: 100_000 });
  });

  it('refuses a card that is not chosen, a spent token, and a token after its use', async () => {
    const { auth, orderId, way } = await withCard('09172220103', '09179990103');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      headers: auth,
      payload: { amount: 1000, orderId, repayToken: way.repayToken },
    });
    expect(missing.json()).toMatchObject({ code: 1001, detail: expect.stringMatching(/^cardId: /) });
    const bogus = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      headers: auth,
      payload: { amount: 1000, cardId: way.bankCards[0].id, orderId, repayToken: 'x'.repeat(32) },
    });
    expect(bogus.json()).toMatchObject({
      code: 1001,
      detail: 'repayToken: is not valid for this order; please reopen the page',
    });
  });

  it("answers not found for another borrower's order, card and record", async () => {
    const owner = await withCard('09172220104', '09179990104');
    const commit = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      headers: owner.auth,
      payload: {
        amount: 1000,
        cardId: owner.way.bankCards[0].id,
        orderId: owner.orderId,
        repayToken: owner.way.repayToken,
      },
    });
    const recordId = commit.json().data.repayRecordId;
    const stranger = await withCard('09172220105', '09179990105');

    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/loan/repayment-way?orderId=${owner.orderId}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-confirm',
      headers: stranger.auth,
      payload: { orderId: owner.orderId, verifyCode: '123456', repaymentRecordId: recordId },
    });
    expect(confirm.json()).toMatchObject({ code: 1002, detail: 'repayment record not found' });
    // The stranger's token on the owner's order, and the owner's card on the stranger's order.
    const token = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      headers: stranger.auth,
      payload: {
        amount: 1000,
        cardId: stranger.way.bankCards[0].id,
        orderId: owner.orderId,
        repayToken: stranger.way.repayToken,
      },
    });
    // Another borrower's order is not found, whatever token comes with it (object-authorization matrix).
    expect(token.json()).toMatchObject({ code: 1002, detail: expect.stringMatching(/not found$/) });
    const card = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      headers: stranger.auth,
      payload: {
        amount: 1000,
        cardId: owner.way.bankCards[0].id,
        orderId: stranger.orderId,
        repayToken: stranger.way.repayToken,
      },
    });
    expect(card.json()).toMatchObject({ code: 1002, detail: 'card not found' });
    const hc = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-huichao',
      headers: stranger.auth,
      payload: { orderId: owner.orderId, amount: 1000 },
    });
    expect(hc.statusCode).toBe(404);
    void borrowerSession;
  });

  it('answers a checkout url for the alternative repayment', async () => {
    const { auth, orderId, me } = await withCard('09172220106', '09179990106');
    const res = await app.inject({
      method: 'POST',
      url: '/api/loan/repayment-huichao',
      headers: { ...auth, 'idempotency-key': 'hc-key-000001' },
      payload: { userId: me.userId, orderId, amount: 5000 },
    });
    expect(res.json().data.url).toMatch(/^\/sandbox-pay\/checkout\/PY\d+\?sig=/);
  });
});
