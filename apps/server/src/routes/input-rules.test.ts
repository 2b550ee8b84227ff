// The inputs an outside probe found answering 500 or read loosely, each answered now as a
// refusal that names the field, or read under the one parsing rule of packages/contracts (common.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../test/helper.js';
import { consolePost, loginAs } from '../test/console-helper.js';
import { multipart } from '../test/multipart.js';

const app = await build();
const { sessionId } = await borrowerSession(app, '09175550101');
const auth = { authorization: `Bearer ${sessionId}` };

const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload });
// The field-naming wording integrators read (decision 051); people read `message`, a sentence.
const messageOf = (res: { json: () => unknown }) => {
  const body = res.json() as { message: string; detail?: string };
  return body.detail ?? body.message;
};

describe('NUL and control characters', () => {
  it.each([
    ['/api/user-problem/problem-save', { problemType: 1, problemDetail: 'a\u0000b' }, 'problemDetail'],
    ['/api/service/event/save', { moduleId: 1, source: '\u0000' }, 'source'],
    ['/api/v3/joint-login/failure-notice', { productId: 1, reason: 'x\u0000' }, 'reason'],
    ['/api/bind-card-new', { cardType: 1, name: '\u0000' }, 'name'],
  ])('POST %s refuses a NUL naming the field', async (url, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(200); // a refusal on the spec's routes (decision 118)
    expect(messageOf(res)).toBe(`${field}: must not contain control characters`);
  });

  it('refuses a NUL in a query parameter naming it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/problem-init?deviceId=%00', headers: auth });
    expect(res.statusCode).toBe(200); // a refusal on the spec's routes (decision 118)
    expect(messageOf(res)).toBe('deviceId: must not contain control characters');
  });

  it('refuses a NUL in a staff login', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: 'a\u0000@b.ph', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/^email: /);
  });
});

describe('numbers', () => {
  it.each(['1.5', '1e308', 'Infinity', '-1', 'abc'])('loan-detail-confirm refuses productId=%s', async (value) => {
    const res = await post(`/api/v3/loan-confirm/loan-detail-confirm?productId=${value}`, {});
    expect(res.statusCode).toBe(200); // a refusal on the spec's routes (decision 118)
    expect(messageOf(res)).toMatch(/^productId: /);
  });

  it.each([
    [[500], /^amount: must be a number/],
    [true, /^amount: must be a number/],
    [null, /^amount: is required/],
    ['', /^amount: is required/],
    [1e308, /amount: is too large/],
  ])('generate-vcode reads amount %j strictly', async (amount, expected) => {
    const res = await post('/api/v3/loan-details/generate-vcode', { orderId: 1, amount, channelNumber: 'GCASH' });
    expect(res.statusCode).toBe(200); // a refusal on the spec's routes (decision 118)
    expect(messageOf(res)).toMatch(expected);
  });

  it('loan-detail-confirm takes amount 500 as a number, not [500]', async () => {
    const res = await post('/api/v3/loan-confirm/loan-detail-confirm', { productId: 1, amount: [500] });
    expect(res.statusCode).toBe(200); // a refusal on the spec's routes (decision 118)
    expect(messageOf(res)).toMatch(/^amount: must be a number/);
  });
});

describe('an empty optional field means absent', () => {
  it('answers problem-init with orderId= as without it', async () => {
    const empty = await app.inject({ method: 'GET', url: '/api/problem-init?orderId=', headers: auth });
    const none = await app.inject({ method: 'GET', url: '/api/problem-init', headers: auth });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(none.json());
    const form = await post('/api/problem-init', 'orderId=', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(200);
  });
});

describe('large inputs', () => {
  it('refuses a 900 KB mobile pattern without compiling it', async () => {
    const admin = await loginAs(app, 'admin');
    const started = Date.now();
    const res = await consolePost(app, admin, '/api/console/promotion/settings', {
      mobilePattern: `${'(a+)+'.repeat(180_000)}$`,
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('mobilePattern: must be at most 200 characters');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('tells a picture over 25 megapixels is too large', async () => {
    const big = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const upload = multipart('problemImage', 'big.png', big, 'image/png');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user-problem/upload-problem-img',
      headers: { ...auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200); // a refusal on the spec's routes (decision 118)
    expect(messageOf(res)).toBe('problemImage: the image is too large: it has more than 25 megapixels');
  });
});

describe('staff passwords', () => {
  it.each(['aaaaaaaaaaaa', 'password1234'])('refuses %s when creating staff', async (password) => {
    const admin = await loginAs(app, 'admin');
    const res = await consolePost(app, admin, '/api/console/staff', {
      email: 'new.agent@example.ph',
      name: 'New Agent',
      role: 'agent',
      password,
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/^password: is too weak \(/);
  });
});
