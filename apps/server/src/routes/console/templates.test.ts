// Console configuration of what borrowers read (decision 024): versioned agreement clauses that a
// borrower's draft shows at once while older orders keep theirs, promotion templates with their
// funnel and the landing's response to them, the mobile rule, and the event/save counts.
import { describe, expect, it, vi } from 'vitest';
import { calendarDateIn } from '../../domain/business-date.js';
import { borrowerSession, build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';

const app = await build();
const admin = await loginAs(app, 'admin');
const finance = await loginAs(app, 'finance');
const get = (url: string, staff = admin) => consoleGet(app, staff, `/api/console${url}`);
const post = (url: string, payload: object = {}, staff = admin) =>
  consolePost(app, staff, `/api/console${url}`, payload);

const merchantId = (await app.usersRepository.resolveMerchant())!.id;
const flex = (await app.productsRepository.list(merchantId)).find((p) => p.code === 'FLEX91')!;

async function borrower(phone: string) {
  const { sessionId } = await borrowerSession(app, phone);
  return { authorization: `Bearer ${sessionId}` };
}

/** The document a borrower opens from the confirm page (draft) or from an order. */
async function agreement(auth: Record<string, string>, position: number, orderId?: number) {
  const which = orderId ? `orderId=${orderId}` : 'amount=500000';
  const jump = await app.inject({
    method: 'GET',
    url: `/api/v3/contract/contract-jump?productId=${flex.id}&scene=3&position=${position}&${which}`,
    headers: auth,
  });
  return (await app.inject({ method: 'GET', url: jump.json().data.contract_url })).body;
}

async function apply(auth: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount: 500000, periods: 1, termUnit: 91, productId: flex.id },
  });
  return res.json().data.orderId as number;
}

type Clause = { heading: string; paragraphs: string[] };
const current = async (position: number) =>
  (
    (await get('/agreement-templates')).json().data.items as { position: number; version: number; clauses: Clause[] }[]
  ).find((i) => i.position === position)!;

describe('agreement templates', () => {
  it('lists the seeded first version of each agreement', async () => {
    const res = await get('/agreement-templates');
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(
      items.map((i: { title: string; version: number; versions: number }) => [i.title, i.version, i.versions]),
    ).toEqual([
      ['Loan Agreement', 1, 1],
      ['Truth in Lending Disclosure Statement', 1, 1],
      ['Privacy Consent', 1, 1],
    ]);
    expect(items[0].clauses.map((c: Clause) => c.heading)).toEqual(['Collection', 'Questions and complaints']);
  });

  it("shows a new version in the borrower's draft at once, while an order made before keeps the old text", async () => {
    const earlier = await borrower('09178880001');
    const earlierOrder = await apply(earlier);
    expect(await agreement(earlier, 1, earlierOrder)).toContain('<h2>8. Collection</h2>');

    const before = await current(1);
    const clauses: Clause[] = [
      ...before.clauses,
      {
        heading: 'Hardship help',
        paragraphs: [
          'Tell us early if you cannot pay; we can talk about an extension.',
          '<script>alert(1)</script> & "quotes"',
        ],
      },
    ];
    const saved = await post('/agreement-templates/1', { clauses, baseVersion: before.version });
    expect(saved.json()).toMatchObject({ code: 0, data: { position: 1, version: 2 } });

    const later = await borrower('09178880002');
    const draft = await agreement(later, 1);
    expect(draft).toContain('<h2>10. Hardship help</h2>');
    expect(draft).toContain('<h2>11. Acceptance</h2>');
    // Plain text only: markup shows as text, never runs.
    expect(draft).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(draft).not.toContain('<script>');

    const old = await agreement(earlier, 1, earlierOrder);
    expect(old).toContain('<h2>9. Questions and complaints</h2>');
    expect(old).not.toContain('Hardship help');
    expect(old).toContain('<h2>10. Acceptance</h2>');

    // An order made after the save is signed under the new version.
    const laterOrder = await apply(later);
    expect(await agreement(later, 1, laterOrder)).toContain('Hardship help');

    const history = (await get('/agreement-templates/1/versions')).json().data.items as {
      version: number;
      createdBy: string;
    }[];
    expect(history.map((h) => [h.version, h.createdBy])).toEqual([
      [2, 'staff:4:admin@console.sandbox'],
      [1, 'seed'],
    ]);
  });

  it('audits a save with the clauses before and after, and refuses a save over a newer version', async () => {
    const [entry] = await app.auditRepository.list({ target: 'agreement_template:1' });
    expect(entry).toMatchObject({
      actor: 'staff:4:admin@console.sandbox',
      action: 'config.agreement_template.save',
      before: { version: 1 },
      after: { version: 2 },
    });
    expect((entry!.before as { clauses: Clause[] }).clauses).toHaveLength(2);
    expect((entry!.after as { clauses: Clause[] }).clauses.at(-1)!.heading).toBe('Hardship help');

    const stale = await post('/agreement-templates/1', { clauses: [], baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/^baseVersion: version 2 was saved since you opened version 1/);
  });

  it('keeps the statutory text when the lender clauses are emptied, and moved the privacy promise into a clause', async () => {
    const me = await borrower('09178880003');
    const privacy = await current(3);
    expect(privacy.clauses[0]!.paragraphs[0]).toMatch(/does not access my contact list/);
    expect((await post('/agreement-templates/3', { clauses: [], baseVersion: privacy.version })).json().code).toBe(0);
    const doc = await agreement(me, 3);
    expect(doc).toContain('<h1>Privacy Consent</h1>');
    expect(doc).toContain('National Privacy Commission');
    expect(doc).not.toContain('does not access my contact list');
    const tila = await agreement(me, 2);
    expect(tila).toContain('Questions about this statement');
    expect(tila).toContain('9. Effective interest rate');
  });

  it('names the field that breaks a limit', async () => {
    const save = (clauses: unknown) => post('/agreement-templates/2', { clauses, baseVersion: 1 });
    const section = { heading: 'A', paragraphs: ['b'] };
    expect((await save(Array.from({ length: 13 }, () => section))).json().detail).toBe(
      'clauses: must be at most 12 sections',
    );
    expect((await save([{ heading: 'x'.repeat(121), paragraphs: ['b'] }])).json().detail).toBe(
      'clauses.0.heading: must be at most 120 characters',
    );
    expect((await save([section, { heading: 'B', paragraphs: [] }])).json().detail).toBe(
      'clauses.1.paragraphs: needs at least one paragraph',
    );
    expect((await save([{ heading: 'A', paragraphs: ['y'.repeat(2001)] }])).json().detail).toBe(
      'clauses.0.paragraphs.0: must be at most 2000 characters',
    );
    expect((await save([{ heading: 'A\nB', paragraphs: ['b'] }])).json().detail).toBe(
      'clauses.0.heading: must be plain text on one line',
    );
    expect((await post('/agreement-templates/4', { clauses: [], baseVersion: 0 })).json().detail).toBe(
      'position: must be 1, 2 or 3',
    );
    expect((await current(2)).version).toBe(1);
  });

  it('previews a draft document with the clauses, without saving them', async () => {
    const res = await post('/agreement-templates/2/preview', {
      clauses: [
        { heading: 'Payment reminders', paragraphs: ['We send a reminder <b>3 days</b> before each due date.'] },
      ],
    });
    const html = res.json().data.html as string;
    expect(html).toContain('<span class="draft">Draft</span>');
    expect(html).toContain('<h2>Payment reminders</h2>');
    expect(html).toContain('&lt;b&gt;3 days&lt;/b&gt;');
    expect(html).toContain('₱4,750.00');
    expect((await current(2)).version).toBe(1);
    expect((await current(2)).clauses[0]!.heading).toBe('Questions about this statement');
  });

  it('refuses staff other than admin with 1005', async () => {
    for (const res of [
      await get('/agreement-templates', finance),
      await post('/agreement-templates/1', { clauses: [], baseVersion: 2 }, finance),
      await post('/agreement-templates/1/preview', { clauses: [] }, finance),
      await get('/promotion/templates', finance),
      await post('/promotion/settings', { mobilePattern: '.*' }, finance),
      await get('/events/counts', finance),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 1005,
        message: expect.stringMatching(/^your role \(finance\) may not do this/),
      });
    }
  });
});

const P = '/api/v2/h5';
const landing = (id: number) => app.inject({ method: 'GET', url: `${P}/channel/channel-template?templateId=${id}` });

describe('promotion templates', () => {
  const input = {
    name: 'Holiday cash',
    headline: 'Cash for the holidays',
    subtitle: 'Register in a minute.',
    downloadUrl: 'https://play.google.com/store/apps/details?id=ph.lendwell.app',
  };
  let id = 0;

  it('creates a template the landing shows, refusing a non-https link and a taken name', async () => {
    expect(
      (await post('/promotion/templates', { ...input, downloadUrl: 'http://example.com/app' })).json().detail,
    ).toBe('downloadUrl: must be an https:// address');
    expect((await post('/promotion/templates', { ...input, name: '' })).json().detail).toBe('name: is required');
    const created = await post('/promotion/templates', input);
    expect(created.json()).toMatchObject({ code: 0, data: { ...input, isActive: true } });
    id = created.json().data.id;
    expect((await landing(id)).json()).toMatchObject({ code: 0, data: { id, headline: 'Cash for the holidays' } });
    const again = await post('/promotion/templates', input);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('name: a template with this name exists');
  });

  it('edits a template, audited with before and after', async () => {
    const saved = await post(`/promotion/templates/${id}`, { ...input, headline: 'Holiday cash in a day' });
    expect(saved.json()).toMatchObject({ code: 0, data: { headline: 'Holiday cash in a day' } });
    expect((await landing(id)).json().data.headline).toBe('Holiday cash in a day');
    const [entry] = await app.auditRepository.list({ target: `promotion_template:${id}` });
    expect(entry).toMatchObject({
      action: 'config.promotion_template.save',
      before: { headline: 'Cash for the holidays' },
      after: { headline: 'Holiday cash in a day' },
    });
    expect((await post(`/promotion/templates/${id}`, { ...input, name: 'Payday cash' })).json().detail).toBe(
      'name: a template with this name exists',
    );
    expect((await post('/promotion/templates/9999', input)).statusCode).toBe(404);
  });

  it('keeps the landing in one language: the Filipino is both fields or none, and a reader without it is told (decision 132)', async () => {
    const fil = (lang: string) =>
      app.inject({ method: 'GET', url: `${P}/channel/channel-template?templateId=${id}&lang=${lang}` });
    // No Filipino yet: a Filipino reader reads the English, marked as English.
    expect((await fil('fil')).json().data).toMatchObject({ headline: 'Holiday cash in a day', lang: 'en' });
    const half = await post(`/promotion/templates/${id}`, { ...input, headlineFil: 'Cash para sa Pasko' });
    expect(half.json().detail).toBe(
      'subtitleFil: Write the subtitle in Filipino too, or leave both Filipino fields empty.',
    );
    const saved = await post(`/promotion/templates/${id}`, {
      ...input,
      headlineFil: ' Cash para sa Pasko ',
      subtitleFil: 'Mag-register sa loob ng isang minuto.',
    });
    expect(saved.json().data).toMatchObject({ headlineFil: 'Cash para sa Pasko' });
    const read = (await fil('fil')).json().data;
    expect(read).toMatchObject({ headline: 'Cash para sa Pasko', subtitle: 'Mag-register sa loob ng isang minuto.' });
    expect(read).not.toHaveProperty('lang');
    expect((await fil('en')).json().data).toMatchObject({
      headline: 'Cash for the holidays',
      subtitle: input.subtitle,
    });
  });

  it('counts the funnel per template', async () => {
    const q = `page_id=${id}&page_type=register`;
    await app.inject({ method: 'GET', url: `${P}/promotion/track-visit?${q}` });
    await app.inject({ method: 'GET', url: `${P}/promotion/track-visit?${q}` });
    await app.inject({ method: 'GET', url: `${P}/promotion/track-visit?${q}` });
    await app.inject({ method: 'GET', url: `${P}/promotion/track-click?${q}&phone=09178880100` });
    await app.promotionRepository.addEvent({ merchantId, templateId: id, kind: 'code_sent', phone: '+639178880100' });
    await app.promotionRepository.addEvent({ merchantId, templateId: id, kind: 'register', phone: '+639178880100' });
    const items = (await get('/promotion/templates')).json().data.items as {
      id: number;
      name: string;
      visits: number;
      clicks: number;
      codesSent: number;
      registrations: number;
      conversionBps: number;
    }[];
    expect(items.map((t) => t.name)).toEqual(['Payday cash', 'Social ads', 'Holiday cash']);
    expect(items.find((t) => t.id === id)).toMatchObject({
      visits: 3,
      clicks: 1,
      codesSent: 1,
      registrations: 1,
      conversionBps: 3333,
    });
    expect(items[0]).toMatchObject({ visits: 0, conversionBps: 0 });
  });

  it('deactivates a template: the landing says it has ended and takes no codes, until it is active again', async () => {
    const off = await post(`/promotion/templates/${id}/active`, { isActive: false });
    expect(off.json()).toMatchObject({ code: 0, data: { isActive: false } });
    expect((await landing(id)).json()).toMatchObject({ code: 1002 });
    expect((await app.inject({ method: 'GET', url: `${P}/promotion/track-visit?page_id=${id}` })).statusCode).toBe(404);
    const send = await app.inject({
      method: 'POST',
      url: `${P}/promotion/get-sms`,
      payload: { id, phone: '09178880101', capcode: 'AB7K', sid: 'y'.repeat(32) },
    });
    expect(send.json()).toMatchObject({ code: 1002, message: 'This promotion has ended.' });
    expect(
      ((await get('/promotion/templates')).json().data.items as { id: number; isActive: boolean }[]).find(
        (t) => t.id === id,
      )!.isActive,
    ).toBe(false);
    const [entry] = await app.auditRepository.list({ target: `promotion_template:${id}` });
    expect(entry).toMatchObject({
      action: 'config.promotion_template.deactivate',
      before: { isActive: true },
      after: { isActive: false },
    });

    await post(`/promotion/templates/${id}/active`, { isActive: true });
    expect((await landing(id)).json()).toMatchObject({ code: 0 });
  });

  it('saves the mobile rule only if it compiles and accepts a PH number, and the landing uses it', async () => {
    const save = (mobilePattern: string) => post('/promotion/settings', { mobilePattern });
    expect((await get('/promotion/settings')).json().data).toMatchObject({ mobilePattern: '^(?:0|\\+?63)9\\d{9}$' });
    expect((await save('^(09')).json().detail).toBe('mobilePattern: is not a valid regular expression');
    expect((await save('^\\+63\\d{10}$')).json().detail).toBe(
      'mobilePattern: must accept a PH mobile number like 09171234567',
    );
    // Decision 102: a rule that backtracks is refused before it can run on anonymous input, naming why;
    // so is one the linear-time engine cannot run.
    const evil = await save('^(?:\\+?63|0)9\\d{9}$|^(a|a|a|a)*$');
    expect(evil.statusCode).toBe(400);
    expect(evil.json().detail).toBe(
      'mobilePattern: repeats a group that holds alternatives or its own repetition, which can take very long on some inputs',
    );
    expect((await save('^(?=09)\\d{11}$')).json().detail).toBe(
      'mobilePattern: uses look-arounds or back references, which are not supported',
    );
    expect((await save('^09(17|18)\\d{7}$')).json()).toMatchObject({
      code: 0,
      data: { mobilePattern: '^09(17|18)\\d{7}$' },
    });
    expect((await landing(id)).json().data.mobilePattern).toBe('^09(17|18)\\d{7}$');
    const [entry] = await app.auditRepository.list({ action: 'config.promotion_settings.save' });
    expect(entry).toMatchObject({
      before: { mobilePattern: '^(?:0|\\+?63)9\\d{9}$' },
      after: { mobilePattern: '^09(17|18)\\d{7}$' },
    });
  });

  it('commits a template edit with its audit entry: when the entry cannot be written, the landing keeps the old text', async () => {
    const headline = (await landing(id)).json().data.headline;
    const entries = (await app.auditRepository.list({ target: `promotion_template:${id}` })).length;
    const append = vi.spyOn(app.auditRepository, 'append').mockRejectedValueOnce(new Error('audit log unavailable'));
    const res = await post(`/promotion/templates/${id}`, { ...input, headline: 'Never shown' });
    append.mockRestore();
    expect(res.statusCode).toBe(500);
    expect((await landing(id)).json().data.headline).toBe(headline);
    expect(await app.auditRepository.list({ target: `promotion_template:${id}` })).toHaveLength(entries);
  });
});

describe('event counts', () => {
  it('counts taps by named module, position and product, within a date range', async () => {
    const auth = await borrower('09178880200');
    const save = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/service/event/save', headers: auth, payload });
    await save({ productId: flex.id, moduleId: 30 });
    await save({ productId: flex.id, moduleId: 30 });
    await save({ productId: flex.id, moduleId: 31, positionId: 2 });
    await save({ moduleId: 32 });
    const today = calendarDateIn(new Date(), 'Asia/Manila');
    const res = await get(`/events/counts?from=${today}&to=${today}`);
    expect(res.json().data).toMatchObject({ total: 4 });
    expect(res.json().data.items).toEqual([
      {
        moduleId: 30,
        moduleName: 'Order page: Borrow Again',
        positionId: null,
        productId: flex.id,
        productName: 'Flex 91',
        count: 2,
      },
      {
        moduleId: 31,
        moduleName: 'Order page market: a product',
        positionId: 2,
        productId: flex.id,
        productName: 'Flex 91',
        count: 1,
      },
      {
        moduleId: 32,
        moduleName: 'Order page market: more products',
        positionId: null,
        productId: null,
        productName: null,
        count: 1,
      },
    ]);
    expect((await get('/events/counts?to=2020-01-31')).json().data).toEqual({ items: [], total: 0 });
    expect((await get(`/events/counts?from=${today}&to=2020-01-31`)).json().detail).toBe('to: must not be before from');
  });
});
