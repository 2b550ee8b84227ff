// Agreements rendered with the borrower's own figures, reached through signed links that only the
// owner of the order can get; the Variant API; ratings, the bank prompt and event/save.
import { describe, expect, it } from 'vitest';
import { borrowerSession, build, TEST_ADMIN_TOKEN } from '../../test/helper.js';

const app = await build();
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

async function adminCall(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const body = res.json() as { code: number; message: string; data: unknown };
  if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
  return body.data;
}

const merchantId = (await app.usersRepository.resolveMerchant())!.id;
const products = await app.productsRepository.list(merchantId);
const flex = products.find((p) => p.code === 'FLEX91')!;

async function signedIn(phone: string) {
  const me = await borrowerSession(app, phone);
  return { ...me, phone, userId: Number(me.userId), auth: { authorization: `Bearer ${me.sessionId}` } };
}

async function apply(auth: Record<string, string>, amount = 500_000) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount, periods: 1, termUnit: 91, productId: flex.id },
  });
  return res.json().data as { orderId: number; orderNo: string };
}

describe('agreements', () => {
  it('lists the three agreements of scene 3 and refuses another scene naming the field', async () => {
    const { auth } = await signedIn('09175550001');
    const list = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract?productId=${flex.id}&scene=3`,
      headers: auth,
    });
    expect(list.json().data.data.map((a: { title: string }) => a.title)).toEqual([
      'Loan Agreement',
      'Truth in Lending Disclosure Statement',
      'Privacy Consent',
    ]);
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract?productId=${flex.id}&scene=2`,
      headers: auth,
    });
    // The spec's client reads a refusal by its code from a 200 (decision 118).
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().detail).toMatch(/^scene: /);
  });

  it('renders a draft disclosure with the quoted amount and a final one with the order figures', async () => {
    const { auth, phone } = await signedIn('09175550002');
    const jump = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract-jump?productId=${flex.id}&scene=3&position=2&amount=500000`,
      headers: auth,
    });
    const url = jump.json().data.contract_url as string;
    expect(url).toMatch(/^\/api\/v3\/contract\/document\?t=/);
    expect(url).not.toContain(auth.authorization.slice(7));
    const draft = await app.inject({ method: 'GET', url });
    expect(draft.headers['content-type']).toContain('text/html');
    expect(draft.headers['content-security-policy']).toContain("default-src 'none'");
    expect(draft.body).toContain('Draft');
    // Worked example: PHP 5,000 for 91 days, fee deducted (docs/worked-examples.md).
    expect(draft.body).toContain('₱4,750.00');
    expect(draft.body).toContain('₱5,606.67');

    const { orderId, orderNo } = await apply(auth);
    const final = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract-jump?productId=${flex.id}&scene=3&position=1&orderId=${orderId}`,
      headers: auth,
    });
    const agreement = await app.inject({ method: 'GET', url: final.json().data.contract_url });
    expect(agreement.body).toContain(`Order ${orderNo}`);
    expect(agreement.body).toContain(phone.replace(/^0/, '+63'));
    expect(agreement.body).not.toContain('class="draft"');
  });

  it('gives a Filipino reader a reading version marked as such, with the same figures and a link to the English', async () => {
    const { auth } = await signedIn('09175550009');
    const { orderId } = await apply(auth);
    const list = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract?productId=${flex.id}&scene=3&lang=fil`,
      headers: auth,
    });
    expect(list.json().data.data.map((a: { title: string }) => a.title)).toEqual([
      'Kasunduan sa Loan',
      'Truth in Lending Disclosure Statement',
      'Pahintulot sa Privacy',
    ]);
    // Every figure a document prints: pesos, percentages, dates and counts.
    const figures = (page: string) =>
      page
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .replace(/<[^>]+>|&#?\w+;/g, ' ')
        .match(/₱\d[\d,]*(?:\.\d{2})?|\d+(?:[.,]\d+)*\s?%|\d{4}-\d{2}-\d{2}|\b\d+\b/g)!
        .filter((f) => !/^(1|2|3|4|5|6|7|8|9)$/.test(f));
    for (const position of [1, 2, 3]) {
      const jump = async (lang: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/v3/contract/contract-jump?productId=${flex.id}&scene=3&position=${position}&orderId=${orderId}&lang=${lang}`,
            headers: auth,
          })
        ).json().data as { contract_url: string; title: string };
      const filLink = await jump('fil');
      expect(filLink.contract_url).toMatch(/&lang=fil$/);
      const fil = (await app.inject({ method: 'GET', url: filLink.contract_url })).body;
      const en = (await app.inject({ method: 'GET', url: (await jump('en')).contract_url })).body;
      expect(fil).toContain('<html lang="fil">');
      expect(fil).toContain('Salin sa Filipino para sa pagbasa. Ang bersyong Ingles ang opisyal at siyang masusunod.');
      expect(fil).toContain(`<h1>${filLink.title}</h1>`);
      // The link opens the same document, the official English.
      const englishUrl = fil.match(/<a href="([^"]+)" lang="en">/)![1]!.replace(/&amp;/g, '&');
      const official = (await app.inject({ method: 'GET', url: englishUrl })).body;
      expect(official).toBe(en);
      expect(en).toContain('<html lang="en">');
      expect(en).not.toContain('Salin sa Filipino');
      expect(figures(fil).sort(), `document ${position}`).toEqual(figures(en).sort());
      // The lender's clauses stay as written, marked English.
      expect(fil).toMatch(
        /<section lang="en">\s*<h2>[^<]*(Collection|Questions about this statement|Contacts, photos and messages)/,
      );
    }
  });

  it("answers another borrower's order as not found, and a tampered link as expired", async () => {
    const mine = await signedIn('09175550003');
    const theirs = await signedIn('09175550004');
    const { orderId } = await apply(theirs.auth);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract-jump?productId=${flex.id}&scene=3&position=1&orderId=${orderId}`,
      headers: mine.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('order not found');

    const ok = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract-jump?productId=${flex.id}&scene=3&position=3`,
      headers: mine.auth,
    });
    const url = ok.json().data.contract_url as string;
    const [body, sig] = url.split('t=')[1]!.split('.');
    const claim = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claim, orderId })).toString('base64url');
    const tampered = await app.inject({ method: 'GET', url: `/api/v3/contract/document?t=${forged}.${sig}` });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).toContain('This link has expired');
  });

  it('escapes what it prints', async () => {
    const { renderAgreement } = await import('../../documents/agreements.js');
    const { quote } = await import('../../domain/loan/quote.js');
    const html = renderAgreement(1, {
      lender: {
        legalName: '<script>x</script>',
        address: 'a',
        secRegistrationNo: 's',
        certificateOfAuthorityNo: 'c',
        email: 'e',
        phone: 'p',
      },
      borrower: { phone: '+639170000000' },
      product: { name: 'Flex "91"', config: flex.config },
      quote: quote(flex.config, 500_000, '2026-01-05'),
      orderNo: null,
      issuedOn: '2026-01-05',
    });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x');
    expect(html).toContain('Flex &quot;91&quot;');
  });

  it('asks a first-time borrower to read the privacy consent, and nobody after the first order', async () => {
    const { auth } = await signedIn('09175550005');
    const confirm = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v3/loan-confirm/loan-detail-confirm',
          headers: auth,
          payload: { productId: flex.id },
        })
      ).json().data;
    const first = await confirm();
    expect(first).toMatchObject({ isPopType: 1, popTitle: 'Point out' });
    expect(first.popAgreementUrl).toMatch(/^\/api\/v3\/contract\/document\?t=/);
    await apply(auth);
    expect((await confirm()).popAgreementUrl).toBe('');
  });
});

describe('variant API', () => {
  it('maps the confirm data onto short names with code 00, and pushes once per order', async () => {
    const { auth } = await signedIn('09175550010');
    const qd = await app.inject({
      method: 'POST',
      url: '/api/v2/vx/qd',
      headers: auth,
      payload: { pk: flex.id, ja: 500000 },
    });
    expect(qd.json()).toMatchObject({
      code: '00',
      data: {
        pk: flex.id,
        ja: 500_000,
        td: 91,
        pr: 1,
        un: 91,
        bt: 'Get my money',
        pm: { s: 1 },
        ip: 1,
        tl: { af: 475_000, fc: 85_667 },
      },
    });
    expect(qd.json().data.dt).toContainEqual({ k: 'Amount received', v: '₱4,750.00' });

    const al = await app.inject({ method: 'GET', url: `/api/v2/vx/al?pk=${flex.id}&sc=3`, headers: auth });
    expect(al.json()).toMatchObject({ code: '00', data: [{ t: 'Loan Agreement', p: 1 }, { p: 2 }, { p: 3 }] });
    const aj = await app.inject({
      method: 'GET',
      url: `/api/v2/vx/aj?pk=${flex.id}&sc=3&p=2&ja=500000`,
      headers: auth,
    });
    expect((await app.inject({ method: 'GET', url: aj.json().data.u })).body).toContain(
      'Truth in Lending Disclosure Statement',
    );

    const push = (ok: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/vx/lp',
        headers: auth,
        payload: { pk: flex.id, ja: 500000, pd: 1, un: 91, ok },
      });
    const first = (await push('confirm-key-0001')).json();
    expect(first).toMatchObject({
      code: '00',
      data: { ju: `/loan/detail?orderId=${first.data.oi}&productId=${flex.id}` },
    });
    expect((await push('confirm-key-0001')).json().data.oi).toBe(first.data.oi);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/v2/vx/lp',
      headers: auth,
      payload: { pk: flex.id, ja: 1, pd: 1, un: 91, ok: 'confirm-key-0002' },
    });
    expect(bad.json().code).not.toBe('00');
    const badKey = await app.inject({
      method: 'POST',
      url: '/api/v2/vx/lp',
      headers: auth,
      payload: { pk: flex.id, ja: 500000, pd: 1, un: 91, ok: 'x' },
    });
    expect(badKey.json().detail).toMatch(/^ok: /);
  });
});

describe('order page extras', () => {
  it('asks for a rating once a loan is settled, records it once, and never for another borrower', async () => {
    await adminCall('POST', '/clock', { date: '2026-01-05' });
    const me = await signedIn('09175550020');
    const other = await signedIn('09175550021');
    const { orderId, orderNo } = await apply(me.auth);
    const details = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/loan-details/loan-details?orderId=${orderId}`,
          headers: me.auth,
        })
      ).json().data;
    const score = (url: string, auth: Record<string, string>, score: number) =>
      app.inject({ method: 'POST', url, headers: auth, payload: { orderId, score } });

    expect((await score('/api/v3/loan-details/google-score', me.auth, 5)).json().detail).toBe(
      'orderId: only a settled loan can be rated',
    );
    await adminCall('POST', `/orders/${orderNo}/approve`, { reason: 'verified' });
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    await adminCall('POST', '/clock', { date: '2026-04-06' });
    await adminCall('POST', '/cob', {});
    await adminCall('POST', `/orders/${orderNo}/payments`, {
      amountCents: 560_667,
      purpose: 'repay',
      reference: 'contracts-test-repay',
    });
    expect(await details()).toMatchObject({ orderStatus: 200, isScore: 1 });

    expect((await score('/api/v3/loan-details/google-score', other.auth, 5)).statusCode).toBe(404);
    expect((await score('/api/v3/loan-details/google-score', me.auth, 4)).json().detail).toBe('score: must be 5');
    expect((await score('/api/v3/loan-details/order-score', me.auth, 2)).json().code).toBe(0);
    expect((await details()).isScore).toBe(0);
    expect(await app.ordersRepository.ratingOf(orderId)).toBe(2);
    // A second rating does not replace the first.
    await score('/api/v3/loan-details/google-score', me.auth, 5);
    expect(await app.ordersRepository.ratingOf(orderId)).toBe(2);
  });

  it("clears the bank-card prompt when closed, only on the caller's order", async () => {
    const me = await signedIn('09175550030');
    const other = await signedIn('09175550031');
    const { orderId } = await apply(me.auth);
    await app.ordersRepository.update(app.db, orderId, { cardNeedPop: 1 });
    const close = (auth: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v3/loan-details/card-pop-close', headers: auth, payload: { orderId } });
    expect((await close(other.auth)).statusCode).toBe(404);
    const before = (
      await app.inject({ method: 'GET', url: `/api/v3/loan-details/loan-details?orderId=${orderId}`, headers: me.auth })
    ).json().data;
    expect(before).toMatchObject({ cardNeedPop: 1, cardPopTitle: 'Payout failed' });
    expect((await close(me.auth)).json().code).toBe(0);
    expect((await app.ordersRepository.findForUser(me.userId, orderId))!.cardNeedPop).toBe(0);
  });
});

describe('event/save and the joint-login market', () => {
  it('stores taps, with or without a session, and counts them for operators', async () => {
    const me = await signedIn('09175550040');
    const save = (payload: object, headers: Record<string, string> = me.auth) =>
      app.inject({ method: 'POST', url: '/api/service/event/save', headers, payload });
    expect((await save({ productId: flex.id, moduleId: 30, positionId: 1 })).json().code).toBe(0);
    expect((await save({ productId: flex.id, moduleId: 30, positionId: 1 })).json().code).toBe(0);
    expect((await save({ moduleId: 40 }, {})).json().code).toBe(0);
    expect((await save({ moduleId: 'x' })).json().detail).toMatch(/^moduleId: /);
    expect((await save({ productId: 99999, moduleId: 30 })).json().detail).toBe(
      'productId: is not a product of this lender',
    );
    const counts = (await adminCall('GET', '/events/counts')) as {
      moduleId: number;
      productId: number | null;
      count: number;
    }[];
    expect(counts).toContainEqual({ moduleId: 30, positionId: 1, productId: flex.id, count: 2 });
    expect(counts.find((c) => c.moduleId === 40 && c.productId === null)?.count).toBeGreaterThanOrEqual(1);
  });

  it('offers every active product, greys them out for a borrower with a loan in progress, and links each one', async () => {
    const anon = await app.inject({
      method: 'POST',
      url: '/api/v3/joint-login/failure-notice',
      payload: { reason: 'expired' },
    });
    expect(anon.json().data).toMatchObject({ errMessage: 'Your sign-in with our partner has expired.' });
    expect(anon.json().data.recProducts.map((p: { flag: number }) => p.flag)).toEqual(products.map(() => 1));

    const me = await signedIn('09175550050');
    await apply(me.auth);
    const busy = await app.inject({
      method: 'POST',
      url: '/api/v3/joint-login/failure-notice',
      headers: me.auth,
      payload: {},
    });
    expect(busy.json().data.recProducts.every((p: { flag: number }) => p.flag === 0)).toBe(true);

    const click = await app.inject({
      method: 'POST',
      url: '/api/v3/joint-login/product-click',
      payload: { productId: flex.id, position: 2 },
    });
    expect(click.json().code).toBe(0);
    const link = await app.inject({
      method: 'POST',
      url: '/api/v3/joint-login/target-link',
      payload: { productId: flex.id },
    });
    expect(link.json().data.url).toBe(`lendwell://product?productId=${flex.id}`);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v3/joint-login/target-link', payload: { productId: 99999 } }))
        .statusCode,
    ).toBe(404);
  });
});
