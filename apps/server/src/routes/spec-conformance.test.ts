// The spec's own client, unchanged, over every row of spec section 7, the error catalogue and the Variant
// API (decision 118). The client here does what the spec's does: POST bodies form-encoded, the session and
// the common params in the query, the headers swift and eyes copied from the page's params, and an HTTP
// client that rejects every non-2xx answer without reading it. A refusal the screens handle by `code`
// must therefore arrive as a 200 envelope; session and transport failures keep their statuses.
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, PROMOTION_API_PREFIX } from '@lendwell/contracts';
import { borrowerSession, build } from '../test/helper.js';
import { SPEC_CLIENT_ROUTES } from '../lib/spec-client.js';
import type * as CaptchaImage from '../lib/captcha-image.js';
import { fixtures } from './payments/test-fixtures.js';

// The picture's text is random; the test reads it like a person by choosing it.
const captchaText = vi.hoisted(() => ({ next: 'AB7K' }));
vi.mock('../lib/captcha-image.js', async (importOriginal) => {
  const original = await importOriginal<typeof CaptchaImage>();
  return { ...original, randomCaptchaText: () => captchaText.next };
});

const app = await build();
const { adminCall } = fixtures(app);

type Envelope = { code: number | string; message: string; data: unknown; field?: string };
type Params = Record<string, string | number>;

/** The spec's HTTP client's failure: a non-2xx answer, rejected without its message. */
class Rejected extends Error {
  constructor(readonly status: number) {
    super('rejected');
  }
}

/** The page's URL params: the session, the device and the two header params of the form client. */
function pageParams(session: { userId: string; sessionId: string } | null, extra: Params = {}): Params {
  return {
    deviceId: 'spec-device-1',
    merchantNumber: '',
    appVersion: '1.0.0',
    swift: 'swift-value',
    eyes: 'eyes-value',
    ...(session ? { userId: session.userId, sessionId: session.sessionId } : {}),
    ...extra,
  };
}

/** Params form-encoded, as the spec's client writes its queries and bodies. */
const form = (params: Params) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The spec's form client: every call carries the page's params in the query. */
function specClient(page: Params, ip = '10.9.0.1') {
  const headers = { swift: String(page.swift), eyes: String(page.eyes) };
  const query = (extra: Params) => form({ ...page, ...extra });
  const answer = (res: { statusCode: number; body: string; headers: Record<string, unknown> }): Envelope => {
    if (res.statusCode < 200 || res.statusCode >= 300) throw new Rejected(res.statusCode);
    // Its HTTP client parses the body as JSON by the content type.
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return JSON.parse(res.body) as Envelope;
  };
  return {
    post: async (path: string, body: Params = {}, extraQuery: Params = {}) =>
      answer(
        await app.inject({
          method: 'POST',
          url: `/api${path}?${query(extraQuery)}`,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form(body),
          remoteAddress: ip,
        }),
      ),
    get: async (path: string, extraQuery: Params = {}) =>
      answer(await app.inject({ method: 'GET', url: `/api${path}?${query(extraQuery)}`, headers, remoteAddress: ip })),
  };
}

/** A refusal as the spec's screens read it: HTTP 200, the code, a message to toast, no data. */
const refused = (code: number, field?: string) =>
  expect.objectContaining({
    code,
    message: expect.stringMatching(/\S/),
    data: null,
    ...(field ? { field } : {}),
  });

async function flex91() {
  const merchant = await app.usersRepository.resolveMerchant();
  return (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
}

async function lastCode(phone: string, pattern = /(\d{6})/) {
  const items = await app.smsOutboxRepository.list(1, phone);
  return pattern.exec(items[0]?.body ?? '')?.[1] ?? '';
}

/** A borrower of the spec's client with a disbursed order, made through the spec's own calls. */
async function borrowerWithOrder(phone: string) {
  await adminCall('POST', '/clock', { date: '2026-01-05' });
  const session = await borrowerSession(app, phone);
  const productId = await flex91();
  const client = specClient(pageParams(session, { productId }));
  const push = await client.post('/v3/loan-confirm/loan-detail-push', {
    amount: 500000,
    periods: 1,
    termUnit: 91,
    productId,
  });
  expect(push).toMatchObject({ code: 0, data: { lendDetailsUrl: expect.any(String) } });
  const { orderId, orderNo } = push.data as { orderId: number; orderNo: string };
  await adminCall('POST', `/orders/${orderNo}/approve`, {});
  await adminCall('POST', `/orders/${orderNo}/disburse`);
  // The order page's URL then carries the order as well.
  return { session, productId, orderId, orderNo, client: specClient(pageParams(session, { productId, orderId })) };
}

describe("the spec's client, unchanged", () => {
  it('every route it calls exists', () => {
    const missing = [...SPEC_CLIENT_ROUTES].filter(
      (url) => !app.hasRoute({ method: 'POST', url }) && !app.hasRoute({ method: 'GET', url }),
    );
    expect(missing).toEqual([]);
  });

  it('confirms a loan, reads its agreements, its order, and rates it (loan confirm and order details rows)', async () => {
    const session = await borrowerSession(app, '09175550001');
    const productId = await flex91();
    const client = specClient(pageParams(session, { productId }));
    const confirm = await client.post('/v3/loan-confirm/loan-detail-confirm', { productId });
    expect(confirm).toMatchObject({ code: 0, data: { amount: expect.any(Number), repay_plans: expect.any(Array) } });
    const list = await client.get('/v3/contract/contract', { productId, scene: 3 });
    expect(list.code).toBe(0);
    const jump = await client.get('/v3/contract/contract-jump', { productId, scene: 3, position: 1 });
    expect(jump).toMatchObject({ code: 0, data: { contract_url: expect.any(String) } });
    // A position the product has not: a refusal the screen toasts.
    expect(await client.get('/v3/contract/contract-jump', { productId, scene: 3, position: 9 })).toEqual(
      refused(ErrorCode.invalidRequest),
    );
    // A bad amount: the refusal names the field, in a 200.
    expect(
      await client.post('/v3/loan-confirm/loan-detail-push', { amount: 0, periods: 1, termUnit: 91, productId }),
    ).toEqual(refused(ErrorCode.invalidRequest, 'amount'));

    const { client: order, orderId } = await borrowerWithOrder('09175550002');
    const details = await order.get('/v3/loan-details/loan-details', { orderId, productId });
    expect(details).toMatchObject({ code: 0, data: { orderStatus: expect.any(Number) } });
    expect(await order.post('/v3/installment/loan-play-detail', { productId, orderId })).toMatchObject({
      code: 0,
      data: { repayAmount: expect.any(Number) },
    });
    // The rollover plan answers its data or a refusal the screen toasts; never an HTTP error.
    expect([0, ErrorCode.invalidRequest, ErrorCode.conflict]).toContain(
      (await order.post('/floodwater/plan', { productId, orderId })).code,
    );
    expect(await order.post('/service/event/save', { productId, moduleId: 30, positionId: 1 })).toMatchObject({
      code: 0,
    });
    // google-score: the spec sends only the score; the order is the page's orderId. An unsettled order is refused.
    expect(await order.post('/v3/loan-details/google-score', { score: 5 })).toEqual(
      refused(ErrorCode.invalidRequest, 'orderId'),
    );
    // The pay-code redirect.
    const vcode = await order.post('/v3/loan-details/generate-vcode', {
      productId,
      orderId,
      amount: 100000,
      channelNumber: 'GCASH',
    });
    expect([0, ErrorCode.invalidRequest]).toContain(vcode.code);
  });

  it('google-score takes the order from the page when the loan is settled', async () => {
    const { client, orderId, orderNo } = await borrowerWithOrder('09175550003');
    await adminCall('POST', '/payments/record', { orderNo, amountCents: 560_667, channel: 'cash' }).catch(
      () => undefined,
    );
    const score = await client.post('/v3/loan-details/google-score', { score: 5 });
    const settled = (await client.get('/v3/loan-details/loan-details', { orderId })).data as { orderStatus: number };
    if (settled.orderStatus === 200) expect(score).toMatchObject({ code: 0 });
    else expect(score).toEqual(refused(ErrorCode.invalidRequest, 'orderId'));
    // Without an order anywhere, the refusal names it.
    const bare = specClient(pageParams(await borrowerSession(app, '09175550004')));
    expect(await bare.post('/v3/loan-details/google-score', { score: 5 })).toEqual(
      refused(ErrorCode.invalidRequest, 'orderId'),
    );
  });

  it('binds an account and changes it through the server-driven form alone (bank rows)', async () => {
    const session = await borrowerSession(app, '09175550005');
    const client = specClient(pageParams(session));
    const first = await client.post('/card-init', { product_id: 1 });
    const init = first.data as {
      items: { code: string; cate: string }[];
      citySelect: { optionsPath: string; valueFormat: string };
    };
    expect(init.items.map((i) => i.code)).not.toContain('verifyCode');
    expect(init.citySelect).toEqual({
      optionsPath: '/api/city-options',
      valueFormat: 'regionCode|provinceCode|cityCode',
    });
    // A refused field: 200, the field named.
    expect(await client.post('/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '12' })).toEqual(
      refused(ErrorCode.invalidRequest, 'walletNo'),
    );
    expect(
      await client.post('/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '09179995005', product_id: 1 }),
    ).toMatchObject({ code: 0 });

    // Now an account is bound: the form carries the SMS code step.
    const again = (await client.post('/card-init', { product_id: 1 })).data as {
      items: { code: string; cate: string; inputType: string; cardTypeMi: number }[];
    };
    expect(again.items.find((i) => i.code === 'verifyCode')).toMatchObject({
      cate: 'text',
      inputType: 'number',
      cardTypeMi: 0,
    });
    // The unchanged screen saves another wallet without a code: the code is sent and the refusal names the item.
    const change = { cardType: 2, walletType: '90011', walletNo: '09179996005', product_id: 1, verifyCode: '' };
    const { verifyCode: _none, ...withoutCode } = change;
    expect(await client.post('/bind-card-change', withoutCode)).toEqual(
      refused(ErrorCode.invalidRequest, 'verifyCode'),
    );
    const code = await lastCode('+639175550005');
    expect(code).toMatch(/^\d{6}$/);
    expect(await client.post('/bind-card-change', { ...change, verifyCode: code })).toMatchObject({
      code: 0,
      data: { replaced: true },
    });
  });

  it('files, lists, reads and rates a complaint (complaint rows, code 00)', async () => {
    const { client, orderId, orderNo } = await borrowerWithOrder('09175550006');
    const init = await client.post('/problem-init', { orderId });
    expect(init).toMatchObject({ code: 0, data: { problemType: expect.any(Array) } });
    expect(await client.get('/problem-init', { orderId })).toMatchObject({ code: 0 });
    // The description is required: the screen toasts the server's sentence.
    expect(await client.post('/user-problem/problem-save', { problemType: 2, problemDetail: '', orderNo })).toEqual(
      refused(ErrorCode.invalidRequest, 'problemDetail'),
    );
    const saved = await client.post('/user-problem/problem-save', {
      problemType: 2,
      problemSonType: '',
      problemDetail: 'The app shows the wrong due date.',
      problemImage: '',
      orderNo,
    });
    expect(saved.code).toBe(0);
    const list = await client.post('/user-problem/problem-list');
    expect(list).toMatchObject({ code: 0, data: { res: { tabs: expect.any(Array) } } });
    const tabs = (list.data as { res: { tabs: { items: { id: number }[] }[] } }).res.tabs;
    const problemId = tabs.flatMap((t) => t.items)[0]!.id;
    expect(await client.post('/problem-detail', { problemId })).toMatchObject({ code: 0, data: { problemId } });
    // Rating a complaint not yet answered, or a bad score: never an HTTP error.
    expect(await client.post('/user-problem/save-score', { score: 9, problemId })).toEqual(
      refused(ErrorCode.invalidRequest, 'score'),
    );
    const score = await client.post('/user-problem/save-score', { score: 5, problemId });
    expect(['00', ErrorCode.invalidRequest, ErrorCode.conflict]).toContain(score.code);
    expect(await client.post('/v3/personal-center/contact-kf-info', { overall: 30 })).toMatchObject({
      code: 0,
      data: { email: expect.any(String) },
    });
  });

  it('repays by card: 800006 and 800005 reach the screen (payway rows)', async () => {
    const { client, orderId } = await borrowerWithOrder('09175550007');
    expect(
      await client.post('/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '09179997007' }),
    ).toMatchObject({ code: 0 });
    const way = await client.post('/loan/repayment-way', {}, { orderId });
    expect(way).toMatchObject({ code: 0, data: { alipay: expect.any(Number), bankCards: [expect.any(Object)] } });
    const { repayToken, bankCards } = way.data as { repayToken: string; bankCards: { id: number }[] };
    // No card chosen: a refusal; the screen restarts the countdown.
    expect(await client.post('/loan/repayment-commit', { amount: 100000, orderId, repayToken })).toEqual(
      refused(ErrorCode.invalidRequest, 'cardId'),
    );
    const commit = await client.post('/loan/repayment-commit', {
      amount: 100000,
      bankName: 'GCash',
      cardId: bankCards[0]!.id,
      cardNo: '',
      couponId: '',
      orderId,
      repayToken,
      bankCode: '90011',
      sendMsg: 1,
    });
    expect(commit).toMatchObject({ code: 0, data: { needValid: 1 } });
    const repaymentRecordId = (commit.data as { repayRecordId: number }).repayRecordId;
    const code = await lastCode('+639175550007', /repayment code is (\d{6})/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await client.post('/loan/repayment-confirm', { orderId, verifyCode: wrong, repaymentRecordId })).toEqual(
      refused(ErrorCode.wrongVerifyCode),
    );
    expect(
      await client.post('/loan/repayment-confirm', { orderId, verifyCode: code, repaymentRecordId }),
    ).toMatchObject({ code: 0 });
    expect(await client.post('/loan/repayment-confirm', { orderId, verifyCode: code, repaymentRecordId })).toEqual(
      refused(ErrorCode.repeatPayment),
    );
    const huichao = await client.post('/loan/repayment-huichao', { orderId, amount: 100000 });
    expect([0, ErrorCode.invalidRequest, ErrorCode.conflict]).toContain(huichao.code);
    expect(await client.post('/loan/repayment-huichao', { orderId, amount: -5 })).toEqual(
      refused(ErrorCode.invalidRequest, 'amount'),
    );
  });

  it('registers on the promotion landing: 101, 11 and -1 reach the page (promotion rows)', async () => {
    const ip = '10.9.1.1';
    const landing = specClient({}, ip);
    const P = PROMOTION_API_PREFIX.replace(/^\/api/, '');
    expect(await landing.get(`${P}/channel/channel-template`, { templateId: 1 })).toMatchObject({
      code: 0,
      data: { id: 1 },
    });
    const track = {
      page_id: 1,
      user_from: 'fb',
      client_type: 'h5',
      page_type: 'register',
      utm_tag: 'x',
      app_from: 'a',
    };
    expect(await landing.get(`${P}/promotion/track-visit`, track)).toMatchObject({ code: 0 });
    expect(await landing.get(`${P}/promotion/track-click`, { ...track, phone: '09175550008' })).toMatchObject({
      code: 0,
    });
    const newSid = async (text: string) => {
      captchaText.next = text;
      const sid = ((await landing.get(`${P}/promotion/get-sid`)).data as { sid: string }).sid;
      const image = await app.inject({
        method: 'GET',
        url: `/api${P}/promotion/captcha?sid=${sid}&t=1`,
        remoteAddress: ip,
      });
      expect(image.statusCode).toBe(200);
      return sid;
    };
    const sms = { deviceId: 'd1', appName: 'Lendwell', app_from: 'a', user_from: 'fb', utm_tag: 'x', id: 1 };
    // 101: a wrong picture code; the page redraws the captcha.
    let sid = await newSid('AB7K');
    expect(
      await landing.post(`${P}/promotion/get-sms`, { ...sms, phone: '09175550008', capcode: 'ZZZZ', sid }),
    ).toEqual(refused(ErrorCode.wrongCaptcha));
    sid = await newSid('AB7K');
    expect(
      await landing.post(`${P}/promotion/get-sms`, { ...sms, phone: '09175550008', capcode: 'AB7K', sid }),
    ).toMatchObject({ code: 0 });
    const smsCode = await lastCode('+639175550008');
    // -1: a wrong picture code on register.
    const registration = { ...sms, merchantNumber: '', userName: '', invite_code: '', phone: '09175550008' };
    sid = await newSid('CD8M');
    expect(await landing.post(`${P}/promotion/register`, { ...registration, capcode: 'WXYZ', sid, smsCode })).toEqual(
      refused(ErrorCode.wrongCaptchaOnRegister),
    );
    sid = await newSid('CD8M');
    expect(
      await landing.post(`${P}/promotion/register`, { ...registration, capcode: 'CD8M', sid, smsCode }),
    ).toMatchObject({ code: 0 });
    // 11: already registered, on get-sms; the page goes to the download page.
    sid = await newSid('EF7K');
    expect(
      await landing.post(`${P}/promotion/get-sms`, { ...sms, phone: '09175550008', capcode: 'EF7K', sid }),
    ).toEqual(refused(ErrorCode.alreadyRegistered));
  });

  it('confirms and pushes through the Variant API, and reads the joint-login failure page', async () => {
    const session = await borrowerSession(app, '09175550009');
    const pk = await flex91();
    const client = specClient(pageParams(session, { productId: pk }));
    const qd = await client.post('/v2/vx/qd', { pk });
    expect(qd).toMatchObject({ code: '00', data: { pk, ja: expect.any(Number) } });
    const ja = (qd.data as { ja: number }).ja;
    const al = await client.get('/v2/vx/al', { pk, sc: 3 });
    expect(al).toMatchObject({ code: '00', data: expect.any(Array) });
    const p = (al.data as { p: number }[])[0]!.p;
    expect(await client.get('/v2/vx/aj', { pk, sc: 3, p, ja })).toMatchObject({
      code: '00',
      data: { u: expect.any(String) },
    });
    expect(await client.get('/v2/vx/aj', { pk, sc: 3, p: 99, ja })).toEqual(refused(ErrorCode.invalidRequest));
    expect(await client.post('/v2/vx/lp', { pk, ja: 0, pd: 1, un: 91, ok: 'order-key-1' })).toEqual(
      refused(ErrorCode.invalidRequest, 'ja'),
    );
    expect(await client.post('/v2/vx/lp', { pk, ja, pd: 1, un: 91, ok: 'order-key-1' })).toMatchObject({
      code: '00',
      data: { oi: expect.any(Number), ju: expect.any(String) },
    });
    // A second loan while one is open: a refusal the page toasts.
    const second = await client.post('/v2/vx/lp', { pk, ja, pd: 1, un: 91, ok: 'order-key-2' });
    expect(['00', ErrorCode.invalidRequest, ErrorCode.conflict]).toContain(second.code);

    const notice = await client.post('/v3/joint-login/failure-notice', { reason: 'expired' });
    expect(notice).toMatchObject({ code: 0 });
    expect(await client.post('/v3/joint-login/product-click', { productId: pk, position: 1 })).toMatchObject({
      code: 0,
    });
    expect(await client.post('/v3/joint-login/target-link', { productId: pk })).toMatchObject({
      code: 0,
      data: { url: expect.any(String) },
    });
    expect(await client.post('/v3/joint-login/target-link', { productId: 'abc' })).toEqual(
      refused(ErrorCode.invalidRequest, 'productId'),
    );
  });

  it('keeps the statuses of session and transport failures, which the client cannot act on', async () => {
    const noSession = specClient(pageParams(null, { productId: 1 }));
    await expect(noSession.post('/v3/loan-confirm/loan-detail-confirm', { productId: 1 })).rejects.toEqual(
      new Rejected(401),
    );
    await expect(noSession.post('/card-init')).rejects.toMatchObject({ status: 401 });
    const dead = specClient(pageParams({ userId: '1', sessionId: 'not-a-session-0123456789' }));
    await expect(dead.post('/user-problem/problem-list')).rejects.toMatchObject({ status: 401 });
    // A body that is not a form or JSON is refused before any route runs.
    const session = await borrowerSession(app, '09175550010');
    const raw = await app.inject({
      method: 'POST',
      url: `/api/card-init?sessionId=${session.sessionId}`,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(raw.statusCode).toBe(415);
    // The console keeps decision 004's statuses.
    const console = await app.inject({
      method: 'POST',
      url: '/api/admin/sessions',
      headers: { authorization: 'Bearer wrong' },
      payload: {},
    });
    expect(console.statusCode).toBeGreaterThanOrEqual(400);
  });
});
