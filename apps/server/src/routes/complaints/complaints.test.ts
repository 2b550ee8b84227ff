import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { borrowerSession, build, TEST_ADMIN_TOKEN } from '../../test/helper.js';
import { multipart } from '../../test/multipart.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();

async function me(phone: string) {
  const s = await borrowerSession(app, phone);
  return { authorization: `Bearer ${s.sessionId}` };
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3344' } })
    .jpeg()
    .toBuffer();

async function upload(auth: { authorization: string }, body: Buffer, filename = 'p.jpg') {
  const m = multipart('problemImage', filename, body);
  return app.inject({
    method: 'POST',
    url: '/api/user-problem/upload-problem-img',
    headers: { ...auth, ...m.headers },
    payload: m.payload,
  });
}

describe('complaints', () => {
  it('lists problem types, the collection sub-types and the borrower orders', async () => {
    const auth = await me('09174440001');
    const res = await app.inject({ method: 'POST', url: '/api/problem-init', headers: auth });
    const data = res.json().data;
    expect(data.problemType[0]).toEqual({ value: 1, title: 'Collection' });
    expect(data.problemSonType.map((t: { title: string }) => t.title)).toContain('Contacting my references');
    expect(data).toMatchObject({ orderDetail: null, orderList: [] });
  });

  it('names the order card rows and the list tabs in the borrower language (decision 132)', async () => {
    const { adminCall, disbursedOrder } = fixtures(app);
    try {
      const loan = await disbursedOrder('09174440009');
      const init = (lang: string) =>
        app.inject({ method: 'POST', url: `/api/problem-init?lang=${lang}`, headers: loan.auth, payload: {} });
      const titles = async (lang: string) =>
        (await init(lang)).json().data.orderDetail.list.map((r: { title: string }) => r.title);
      expect(await titles('en')).toEqual(['Order number', 'Loan amount', 'Applied on']);
      expect(await titles('fil')).toEqual(['Order number', 'Halaga ng loan', 'Petsa ng application']);
      const tabs = async (lang: string) =>
        (await app.inject({ method: 'POST', url: `/api/user-problem/problem-list?lang=${lang}`, headers: loan.auth }))
          .json()
          .data.res.tabs.map((t: { title: string }) => t.title);
      expect(await tabs('en')).toEqual(['Processing', 'Answered']);
      expect(await tabs('fil')).toEqual(['Pinoproseso', 'May sagot na']);
    } finally {
      await adminCall('POST', '/clock', { date: null });
    }
  });

  it('uploads evidence (re-encoded, served by a signed link) and saves a complaint with it', async () => {
    const auth = await me('09174440002');
    const up = await upload(auth, await photo());
    expect(up.json()).toMatchObject({
      code: '00',
      data: { url: expect.stringMatching(/^\/api\/files\/[\w-]+\.jpg\?exp=\d+&sig=\w+$/) },
    });
    const { url } = up.json().data;
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect((await app.inject({ method: 'GET', url: url.replace(/sig=\w+/, 'sig=forged') })).statusCode).toBe(404);

    const saved = await app.inject({
      method: 'POST',
      url: '/api/user-problem/problem-save',
      headers: auth,
      payload: { problemType: 3, problemDetail: 'Charged twice for one payment', problemImage: url, orderNo: '' },
    });
    expect(saved.json()).toMatchObject({ code: 0, data: { problemId: expect.any(Number) } });
    const list = (await app.inject({ method: 'POST', url: '/api/user-problem/problem-list', headers: auth })).json()
      .data;
    expect(list.res.tabs[0]).toMatchObject({
      title: 'Processing',
      items: [{ type: 'Wrong charges or fees', content: 'Charged twice for one payment' }],
    });
  });

  it('refuses files that are not images, whatever their name', async () => {
    const auth = await me('09174440003');
    const html = await upload(auth, Buffer.from('<html><body>hi</body></html>'), 'evil.jpg');
    expect(html.json()).toMatchObject({
      code: 1001,
      detail: 'problemImage: the file is not a JPEG, PNG or WebP image',
    });
    const svg = await upload(auth, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.jpg');
    expect(svg.statusCode).toBe(200);
  });

  it('validates the description and images, and refuses another borrower\u2019s images', async () => {
    const auth = await me('09174440004');
    const other = await me('09174440005');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/user-problem/problem-save',
      headers: auth,
      payload: { problemType: 3, problemDetail: '  ' },
    });
    expect(empty.json().detail).toBe('problemDetail: Please fill in your comments and suggestions');
    const long = await app.inject({
      method: 'POST',
      url: '/api/user-problem/problem-save',
      headers: auth,
      payload: { problemType: 3, problemDetail: 'x'.repeat(201) },
    });
    expect(long.json().detail).toBe('problemDetail: must be at most 200 characters');
    const theirs = (await upload(other, await photo())).json().data.url;
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/user-problem/problem-save',
      headers: auth,
      payload: { problemType: 3, problemDetail: 'x', problemImage: theirs },
    });
    expect(stolen.json().detail).toBe('problemImage: upload the images first');
    const collection = await app.inject({
      method: 'POST',
      url: '/api/user-problem/problem-save',
      headers: auth,
      payload: { problemType: 1, problemDetail: 'x' },
    });
    expect(collection.json().detail).toBe('problemSonType: choose what happened');
  });

  it('shows the answer, asks for a rating once, and hides complaints from other borrowers', async () => {
    const auth = await me('09174440006');
    const other = await me('09174440007');
    const { problemId } = (
      await app.inject({
        method: 'POST',
        url: '/api/user-problem/problem-save',
        headers: auth,
        payload: { problemType: 5, problemDetail: 'App logs me out' },
      })
    ).json().data;

    const before = (
      await app.inject({ method: 'POST', url: '/api/problem-detail', headers: auth, payload: { problemId } })
    ).json().data;
    expect(before).toMatchObject({ type: 'App or account problem', isNeedScore: 0, disposeDetail: '' });
    const early = await app.inject({
      method: 'POST',
      url: '/api/user-problem/save-score',
      headers: auth,
      payload: { score: 5, problemId },
    });
    expect(early.json().code).not.toBe('00');

    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${problemId}/answer`,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: { text: 'Fixed in version 1.2.' },
    });
    expect(answer.json().code).toBe(0);
    const after = (
      await app.inject({ method: 'POST', url: '/api/problem-detail', headers: auth, payload: { problemId } })
    ).json().data;
    expect(after).toMatchObject({ disposeDetail: 'Fixed in version 1.2.', isNeedScore: 1 });

    const noStar = await app.inject({
      method: 'POST',
      url: '/api/user-problem/save-score',
      headers: auth,
      payload: { score: 0, problemId },
    });
    expect(noStar.json().detail).toBe('score: Please choose a rating');
    const rated = await app.inject({
      method: 'POST',
      url: '/api/user-problem/save-score',
      headers: auth,
      payload: { score: 4, problemId },
    });
    expect(rated.json()).toMatchObject({ code: '00' });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/user-problem/save-score',
      headers: auth,
      payload: { score: 1, problemId },
    });
    expect(twice.json()).toMatchObject({ code: 1009, message: 'This complaint has already been rated.' });

    const peek = await app.inject({
      method: 'POST',
      url: '/api/problem-detail',
      headers: other,
      payload: { problemId },
    });
    expect(peek.statusCode).toBe(404);
    const rateTheirs = await app.inject({
      method: 'POST',
      url: '/api/user-problem/save-score',
      headers: other,
      payload: { score: 5, problemId },
    });
    expect(rateTheirs.statusCode).toBe(404);
  });

  it('moves through submitted, in progress, answered (with an image) and refuses a second answer', async () => {
    const auth = await me('09174440008');
    const { problemId } = (
      await app.inject({
        method: 'POST',
        url: '/api/user-problem/problem-save',
        headers: auth,
        payload: { problemType: 2, problemDetail: 'Paid at 7-Eleven, not credited' },
      })
    ).json().data;
    const adminAuth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/complaints/${problemId}/start`, headers: adminAuth })).json()
        .data,
    ).toMatchObject({ status: 'in_progress' });
    const m = multipart('image', 'receipt.png', await photo());
    const image = (
      await app.inject({
        method: 'POST',
        url: `/api/admin/complaints/${problemId}/images`,
        headers: { ...adminAuth, ...m.headers },
        payload: m.payload,
      })
    ).json().data;
    const answered = await app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${problemId}/answer`,
      headers: adminAuth,
      payload: { text: 'Credited today.', imageKeys: [image.key] },
    });
    expect(answered.json().data).toMatchObject({ status: 'answered' });
    // The operator's list shows the row as stored: image keys, not links, and when each step happened.
    const listed = (
      await app.inject({ method: 'GET', url: '/api/admin/complaints?status=answered', headers: adminAuth })
    ).json().data.items as { id: number }[];
    expect(listed.find((c) => c.id === problemId)).toMatchObject({
      status: 'answered',
      disposeDetail: 'Credited today.',
      disposeImageKeys: [image.key],
      startedAt: expect.any(String),
      answeredAt: expect.any(String),
      ratedAt: null,
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${problemId}/answer`,
      headers: adminAuth,
      payload: { text: 'again' },
    });
    expect(again.json()).toMatchObject({ code: 1009 });
    const detail = (
      await app.inject({ method: 'POST', url: '/api/problem-detail', headers: auth, payload: { problemId } })
    ).json().data;
    expect(detail.disposeImages).toHaveLength(1);
  });

  it('refuses an upload over 5 MB', async () => {
    const auth = await me('09174440009');
    const big = await upload(auth, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    // The spec's client reads a refusal by its code from a 200 (decision 118).
    expect(big.statusCode).toBe(200);
    expect(big.json().detail).toMatch(/^problemImage: /);
  });
});
