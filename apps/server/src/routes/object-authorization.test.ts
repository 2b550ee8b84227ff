// The object-authorization matrix: every endpoint that names an order, complaint,
// payment, card or agreement, called as its owner, as another borrower and as no one. The owner
// is served, another borrower is told "not found" (never "forbidden", which would confirm the id
// exists), and no one is told to log in. Files are signed links (decision 014): only the owner's
// complaint answer hands one out, which the complaint rows cover.
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../test/helper.js';
import { fixtures } from './payments/test-fixtures.js';

const app = await build();
const { disbursedOrder } = fixtures(app);

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
/** `ownerCode`: the owner's refusal, a 200 envelope with this code on the spec's routes (decision 118). */
type Row = { name: string; call: () => Call | Promise<Call>; ownerCode?: number };

// The owner: a disbursed order, a bound e-wallet as the repayment card, a card payment, a complaint.
const owner = await disbursedOrder('09191310001');
const ownerAuth = owner.auth;
const other = await borrowerSession(app, '09191310002');
const otherAuth = { authorization: `Bearer ${other.sessionId}` };
const { orderId, productId } = owner;

const post = async (url: string, payload: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url, headers: ownerAuth, payload });
  const body = res.json() as { code: number; message: string; data: Record<string, unknown> };
  if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
  return body.data;
};
await post('/api/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '09179991001' });
const way = await post(`/api/loan/repayment-way?orderId=${orderId}`, {});
const cardId = (way.bankCards as { id: number }[])[0]!.id;
const commit = await post('/api/loan/repayment-commit', {
  amount: 10_000,
  cardId,
  orderId,
  repayToken: way.repayToken,
  couponId: '',
  sendMsg: 1,
});
const recordId = commit.repayRecordId as number;
const complaint = await post('/api/user-problem/problem-save', {
  problemType: 3,
  problemDetail: 'The order page shows the wrong due date.',
  orderNo: owner.orderNo,
});
const problemId = complaint.problemId as number;

const matrix: Row[] = [
  // Orders
  {
    name: 'order details',
    call: () => ({ method: 'GET', url: `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}` }),
  },
  {
    name: 'repayment plan',
    call: () => ({ method: 'POST', url: '/api/floodwater/plan', payload: { orderId, productId } }),
  },
  {
    name: 'installment detail',
    call: () => ({ method: 'POST', url: '/api/v3/installment/loan-play-detail', payload: { orderId, productId } }),
  },
  {
    name: 'rebind prompt close',
    call: () => ({ method: 'POST', url: '/api/v3/loan-details/card-pop-close', payload: { orderId, productId } }),
  },
  {
    // Found, but not yet rateable: the owner is told why, not "not found".
    name: 'order rating',
    ownerCode: 1001,
    call: () => ({ method: 'POST', url: '/api/v3/loan-details/order-score', payload: { orderId, score: 4 } }),
  },
  {
    name: 'store rating',
    ownerCode: 1001,
    call: () => ({ method: 'POST', url: '/api/v3/loan-details/google-score', payload: { orderId, score: 5 } }),
  },
  {
    name: 'complaint form for an order',
    call: () => ({ method: 'GET', url: `/api/problem-init?orderId=${orderId}` }),
  },
  // Agreements
  {
    name: 'agreement of an order',
    call: () => ({
      method: 'GET',
      url: `/api/v3/contract/contract-jump?productId=${productId}&scene=3&position=1&orderId=${orderId}`,
    }),
  },
  // Payments
  {
    name: 'over-the-counter collection',
    call: () => ({
      method: 'POST',
      url: '/api/v3/loan-details/generate-vcode',
      payload: { productId, orderId, amount: 10_000, channelNumber: '7ELE' },
    }),
  },
  {
    name: 'payway cards',
    call: () => ({ method: 'POST', url: `/api/loan/repayment-way?orderId=${orderId}`, payload: {} }),
  },
  {
    name: 'online repayment',
    call: () => ({ method: 'POST', url: '/api/loan/repayment-huichao', payload: { orderId, amount: 10_000 } }),
  },
  {
    // A wrong code proves the record was found (the owner is told the code is wrong, not "not found").
    name: 'card payment record',
    ownerCode: 800006,
    call: () => ({
      method: 'POST',
      url: '/api/loan/repayment-confirm',
      payload: { orderId, repaymentRecordId: recordId, verifyCode: '000000' },
    }),
  },
  // Cards
  {
    name: 'card payment with a bound card',
    call: async () => ({
      method: 'POST',
      url: '/api/loan/repayment-commit',
      payload: {
        amount: 10_000,
        cardId,
        orderId,
        repayToken: (await post(`/api/loan/repayment-way?orderId=${orderId}`, {})).repayToken,
        couponId: '',
      },
    }),
  },
  {
    name: 'bank form with the account',
    call: () => ({ method: 'POST', url: `/api/card-init?userId=${owner.me.userId}` }),
  },
  // Complaints (their images are signed links handed out only here)
  { name: 'complaint detail', call: () => ({ method: 'POST', url: '/api/problem-detail', payload: { problemId } }) },
  {
    name: 'complaint rating',
    ownerCode: 1009,
    call: () => ({ method: 'POST', url: '/api/user-problem/save-score', payload: { problemId, score: 5 } }),
  },
];

const send = async (call: Call, headers: Record<string, string>) =>
  app.inject({ method: call.method, url: call.url, headers, ...(call.payload ? { payload: call.payload } : {}) });

describe('object authorization matrix', () => {
  it.each(matrix)('$name: no one → 401, another borrower → not found, the owner → served', async (row) => {
    const call = await row.call();
    const anonymous = await send(call, {});
    expect(anonymous.statusCode, `${row.name} as no one: ${anonymous.body}`).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 1003 });

    const stranger = await send(call, otherAuth);
    expect(stranger.statusCode, `${row.name} as another borrower: ${stranger.body}`).toBe(404);
    const answer = stranger.json() as { code: number; message: string; detail?: string };
    expect(answer.code).toBe(1002);
    // Integrators read 'order not found' in `detail` where people read a sentence (decision 051).
    expect(answer.detail ?? answer.message).toMatch(/not found$/);

    const mine = await send(await row.call(), ownerAuth);
    expect(mine.statusCode, `${row.name} as the owner: ${mine.body}`).toBe(200);
    if (row.ownerCode !== undefined) expect(mine.json().code, `${row.name} as the owner`).toBe(row.ownerCode);
    expect(mine.body).not.toMatch(/not found/);
  });
});
