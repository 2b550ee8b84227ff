// With lang=fil, the server's own sentences are Filipino on every borrower route that writes them
// (decision 132): the order page, the confirm page, the repayment plans, the market, and the host API.
// A sentence is English when it has an English function word ("the", "your", "we", …); proper nouns and
// the Taglish words a Filipino borrower says in English are allowed. Lender-configured content (product
// names and tags, channel names, the brand's texts) is skipped by field: it is the lender's words.
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { fixtures } from '../../routes/payments/test-fixtures.js';
import { en } from './en.js';
import { fil } from './fil.js';

const app = await build();
const { disbursedOrder } = fixtures(app);
const { auth, orderId, productId } = await disbursedOrder('09580000001');

/** Fields that are the lender's proper nouns, data or addresses, never a sentence the server writes or a configured text. */
const NOT_SERVER_WORDS = new Set([
  'productName',
  'comProductName',
  'name',
  'logo',
  'productLogo',
  'comProductLogo',
  'link',
  'url',
  'h5Url',
  'playeduL',
  'popAgreementUrl',
  'orderNo',
  'email',
  'smWa',
  'telephone',
  'links',
  'agreements',
  'channel_number',
  'id',
]);

const ENGLISH = /\b(the|your|you|we|our|is|are|was|of|and|to|by|with|please|this|will|not|has|have|from|for|it)\b/i;

/**
 * Every string the answer holds, with its path, outside the lender's fields. A configured item the lender has not
 * translated is English on purpose and says so (`lang: 'en'`, decision 132): it is listed apart, as `marked`.
 */
function sentences(value: unknown, path = '', marked: string[] = []): { path: string; text: string }[] {
  if (typeof value === 'string') return /[a-z]{2}/i.test(value) ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => sentences(v, `${path}[${i}]`, marked));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if ((value as { lang?: unknown }).lang === 'en') {
      marked.push(path);
      return [];
    }
    return entries.flatMap(([k, v]) => (NOT_SERVER_WORDS.has(k) ? [] : sentences(v, `${path}.${k}`, marked)));
  }
  return [];
}

async function walk(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}lang=fil`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as { data: unknown };
  const marked: string[] = [];
  const english = sentences(body.data, '', marked).filter((s) => ENGLISH.test(s.text));
  // The demo lender translated everything it configures, so nothing here is marked English either.
  return [...english, ...marked.map((path) => ({ path, text: 'marked lang=en' }))];
}

const ROUTES: [string, 'GET' | 'POST', string, object?][] = [
  ['order details', 'GET', `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`],
  ['loan confirm', 'POST', '/api/v3/loan-confirm/loan-detail-confirm', { productId }],
  ['installment plan', 'POST', '/api/v3/installment/loan-play-detail', { productId, orderId }],
  ['rollover plan', 'POST', '/api/floodwater/plan', { productId, orderId }],
  ['joint-login failure market', 'POST', '/api/v3/joint-login/failure-notice', {}],
  ['loan confirm, variant 2', 'POST', '/api/v2/vx/qd', { pk: productId }],
  ['payment instructions', 'GET', '/api/payment-instructions'],
  ['promotion landing', 'GET', '/api/v2/h5/channel/channel-template?templateId=1'],
  ['complaint types', 'POST', '/api/problem-init', {}],
  ['bank form', 'POST', '/api/card-init', {}],
  ['agreement titles', 'GET', `/api/v3/contract/contract?productId=${productId}&scene=3`],
  ['loan terms (the reading version)', 'GET', '/api/loan-terms'],
  ['host home', 'GET', '/api/host/home'],
  ['host product', 'GET', `/api/host/products/${productId}`],
  ['host orders', 'GET', '/api/host/orders'],
  ['host certify', 'GET', '/api/host/certify'],
  ...(['basic', 'personal', 'job', 'ext', 'id'] as const).map((step): [string, 'GET', string] => [
    `host certify form ${step}`,
    'GET',
    `/api/host/certify/${step}`,
  ]),
  ['host pay types', 'GET', `/api/host/pay-types?orderId=${orderId}`],
  ['host customer service', 'GET', '/api/host/customer-service/init'],
  ['host notices', 'GET', '/api/host/notices'],
  ['host messages', 'GET', '/api/host/messages'],
];

describe('the server speaks Filipino with lang=fil (decision 132)', () => {
  it.each(ROUTES)('%s has no English sentence', async (_, method, url, payload) => {
    expect(await walk(method, url, payload)).toEqual([]);
  });

  it('the same routes without lang answer in English (so the walk can fail)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`,
      headers: auth,
    });
    expect(sentences(res.json().data).some((s) => ENGLISH.test(s.text))).toBe(true);
  });

  it("the lender's configured texts are the Filipino the demo lender wrote, and English without lang", async () => {
    const guide = async (lang: string) =>
      JSON.stringify((await app.inject({ method: 'GET', url: `/api/payment-instructions?lang=${lang}` })).json().data);
    expect(await guide('fil')).toContain('Buksan ang GCash at i-tap ang Bills.');
    expect(await guide('en')).toContain('Open GCash and tap Bills.');
    expect(await guide('en')).not.toContain('Buksan');
    const rollover = async (lang: string) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/floodwater/plan?lang=${lang}`,
          headers: auth,
          payload: { productId, orderId },
        })
      ).json().data.defDetail.payNotice as Record<string, { name: string }[]>;
    expect(Object.keys(await rollover('fil'))).toContain('Sa counter');
    expect(Object.keys(await rollover('en'))).toContain('Over the counter');
  });

  it('both catalogues have the same {placeholders} in every text', () => {
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(holes(fil[key]), key).toEqual(holes(en[key]));
  });
});
