// The console's Configuration section (decision 023): each kind saved by an admin and read back by
// the borrower-facing endpoint at once, the compliance guard's refusal with the rule and field
// named, deletes refused while in use, admin only, CSRF, and the audit trail with before and after.
import { describe, expect, it, vi } from 'vitest';
import { borrowerSession, build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const admin = await loginAs(app, 'admin');
const finance = await loginAs(app, 'finance');
const get = (url: string, staff = admin) => consoleGet(app, staff, `/api/console/config${url}`);
const post = (url: string, payload: object = {}, staff = admin) =>
  consolePost(app, staff, `/api/console/config${url}`, payload);
const { disbursedOrder } = fixtures(app);

async function borrower(phone: string) {
  const { sessionId } = await borrowerSession(app, phone);
  return { authorization: `Bearer ${sessionId}` };
}
const asBorrower = (auth: Record<string, string>, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: auth, payload });

/** The audit entries of one action, newest first, as actor/target/before/after. */
async function audited(action: string) {
  return (await app.auditRepository.list({ action })).map((r) => ({
    actor: r.actor,
    target: r.target,
    before: r.before,
    after: r.after,
  }));
}
const ADMIN_ACTOR = expect.stringMatching(/^staff:\d+:admin@console\.sandbox$/);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the console's payloads loosely
type Any = any;
const items = async (url: string): Promise<Any[]> => (await get(url)).json().data.items;

describe('access', () => {
  it('lets only an admin in: another role gets 403 code 1005, before its body is even read', async () => {
    const read = await get('/products', finance);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ code: 1005, message: expect.stringMatching(/finance.*admin/) });
    const write = await post('/contact-info', { email: 'not-an-email' }, finance);
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe(1005);
  });

  it('refuses a change without the CSRF header and changes nothing', async () => {
    const before = (await get('/contact-info')).json().data;
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/config/contact-info',
      headers: { cookie: admin.cookie },
      payload: { email: 'x@example.ph', messagingAccount: 'x', telephone: '02 8888 1234' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/x-csrf-token/);
    expect((await get('/contact-info')).json().data).toEqual(before);
  });
});

describe('contact info', () => {
  it('is what the borrower’s customer-service page reads next, and audited with before and after', async () => {
    const auth = await borrower('09175550001');
    const old = (await asBorrower(auth, '/api/v3/personal-center/contact-kf-info')).json().data;
    const saved = await post('/contact-info', {
      email: 'Help@Lender.ph ',
      messagingAccount: 'Viber: +63 917 555 0000',
      telephone: '(02) 8888-1234',
    });
    expect(saved.statusCode).toBe(200);
    expect((await asBorrower(auth, '/api/v3/personal-center/contact-kf-info')).json().data).toEqual({
      email: 'Help@Lender.ph',
      smWa: 'Viber: +63 917 555 0000',
      telephone: '(02) 8888-1234',
    });
    // The privacy consent names where to write: the contacts kept here, not the brand's defaults.
    const merchant = await app.usersRepository.resolveMerchant();
    const flexId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
    const jump = await app.inject({
      method: 'GET',
      url: `/api/v3/contract/contract-jump?productId=${flexId}&scene=3&position=3&amount=500000`,
      headers: auth,
    });
    expect((await app.inject({ method: 'GET', url: jump.json().data.contract_url })).body).toContain(
      'by writing to Help@Lender.ph',
    );
    const [entry] = await audited('config.contact_info.save');
    expect(entry).toMatchObject({
      actor: ADMIN_ACTOR,
      before: { email: old.email, messagingAccount: old.smWa, telephone: old.telephone },
      after: { email: 'Help@Lender.ph', telephone: '(02) 8888-1234' },
    });
  });

  it('names the field of bad input', async () => {
    const bad = await post('/contact-info', { email: 'help@lender', messagingAccount: 'x', telephone: '0917' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/email: must be an email address/);
    expect(bad.json().detail).toMatch(/telephone: must be a phone number/);
    expect(
      (await post('/contact-info', { email: 'a@b.ph', messagingAccount: '', telephone: '02 8888 1234' })).json().detail,
    ).toMatch(/^messagingAccount: is required/);
  });

  it('commits with its audit entry: when the entry cannot be written, the change is rolled back', async () => {
    const before = (await get('/contact-info')).json().data;
    const entries = (await audited('config.contact_info.save')).length;
    const append = vi.spyOn(app.auditRepository, 'append').mockRejectedValueOnce(new Error('audit log unavailable'));
    const res = await post('/contact-info', {
      email: 'lost@lender.ph',
      messagingAccount: 'Viber: +63 917 555 0009',
      telephone: '02 8888 9999',
    });
    append.mockRestore();
    expect(res.statusCode).toBe(500);
    expect((await get('/contact-info')).json().data).toEqual(before);
    expect(await audited('config.contact_info.save')).toHaveLength(entries);
  });
});

describe('products', () => {
  const termsOf = async (code: string) => (await items('/products')).find((p) => p.code === code);

  it('lists every product with its current terms and a quote at the default amount', async () => {
    const flex = await termsOf('FLEX91');
    expect(flex).toMatchObject({
      isActive: true,
      capPolicy: true,
      versionCount: 1,
      terms: { name: 'Flex 91', monthlyInterestRateBps: 400, defaultAmountCents: 500_000 },
    });
    expect(flex.quote).toMatchObject({ amountCents: 500_000, termDays: 91, nominalMonthlyBps: 400, capsApply: true });
    expect(flex.quote.effectiveMonthlyBps).toBeGreaterThan(400);
  });

  it('the rollover caps: refuses at save a rollover fee over the monthly caps for its extension period (decision 117)', async () => {
    const flex = await termsOf('FLEX91');
    const whole = await post(`/products/${flex.id}`, { ...flex.terms, rolloverFeeBps: 10_000 });
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toMatchObject({
      code: 1001,
      detail: expect.stringMatching(
        /^rolloverFeeBps: nominal interest must not exceed 6% a month .*: a rollover fee of 100\.00% for an extension of 91 days is 32\.97% a month/,
      ),
    });
    expect(await termsOf('FLEX91')).toEqual(flex);
    expect(await audited('config.product.save')).toEqual([]);
  });

  it('refuses an over-cap product with the rule and the field named, and saves nothing', async () => {
    const flex = await termsOf('FLEX91');
    const refused = await post(`/products/${flex.id}`, { ...flex.terms, monthlyInterestRateBps: 700 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 1001,
      detail: expect.stringMatching(
        /^monthlyInterestRateBps: nominal interest must not exceed 6% a month \(SEC MC 3 s\.2022/,
      ),
    });
    const late = await post(`/products/${flex.id}`, {
      ...flex.terms,
      overdueTiers: [{ fromDay: 1, toDay: null, monthlyRateBps: 900 }],
    });
    expect(late.json().message).toMatch(
      /overdueTiers\.0\.monthlyRateBps: late-payment penalties must not exceed 5% a month/,
    );
    const offStep = await post(`/products/${flex.id}`, { ...flex.terms, defaultAmountCents: 512_345 });
    expect(offStep.json().detail).toBe('defaultAmountCents: must be within the range and on a step');
    const notWhole = await post(`/products/${flex.id}`, { ...flex.terms, minAmountCents: 2000.5 });
    expect(notWhole.json().detail).toMatch(/^minAmountCents: must be whole centavos/);
    expect(await termsOf('FLEX91')).toEqual(flex);
    expect(await audited('config.product.save')).toEqual([]);
  });

  it('saves valid terms as a new version that new quotes use, while an existing order keeps its version', async () => {
    const auth = await borrower('09175550002');
    const flex = await termsOf('FLEX91');
    const push = await asBorrower(auth, '/api/v3/loan-confirm/loan-detail-push', {
      amount: 500_000,
      periods: 1,
      termUnit: 91,
      productId: flex.id,
    });
    const orderNo = push.json().data.orderNo as string;

    const saved = await post(`/products/${flex.id}`, {
      ...flex.terms,
      name: 'Flex 91 Plus',
      monthlyInterestRateBps: 350,
      tags: ['Low rate'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      versionCount: 2,
      terms: { monthlyInterestRateBps: 350, name: 'Flex 91 Plus' },
      quote: { nominalMonthlyBps: 350 },
    });
    expect(saved.json().data.versionId).not.toBe(flex.versionId);

    const confirm = (
      await asBorrower(await borrower('09175550003'), '/api/v3/loan-confirm/loan-detail-confirm', {
        productId: flex.id,
      })
    ).json().data;
    expect(confirm).toMatchObject({ comProductName: 'Flex 91 Plus', truthInLending: { nominalMonthlyRateBps: 350 } });
    expect((await app.ordersRepository.findByNo(orderNo))!.productVersionId).toBe(flex.versionId);

    const [entry] = await audited('config.product.save');
    expect(entry).toMatchObject({
      actor: ADMIN_ACTOR,
      target: `product:${flex.id}`,
      before: { versionId: flex.versionId, monthlyInterestRateBps: 400, name: 'Flex 91' },
      after: { versionId: saved.json().data.versionId, monthlyInterestRateBps: 350 },
    });

    // The same terms again write no version and no audit entry.
    await post(`/products/${flex.id}`, saved.json().data.terms);
    expect((await termsOf('FLEX91')).versionCount).toBe(2);
    expect(await audited('config.product.save')).toHaveLength(1);
  });

  it('withdraws a product from the borrower’s lists while its existing orders keep working', async () => {
    const { auth, orderId } = await disbursedOrder('09175550004');
    const flex = await termsOf('FLEX91');
    expect((await post(`/products/${flex.id}/active`, { isActive: false })).json().data).toEqual({
      id: flex.id,
      isActive: false,
    });

    const terms = (await app.inject({ method: 'GET', url: '/api/loan-terms' }))
      .json()
      .data.products.map((p: Any) => p.productId);
    expect(terms).not.toContain(flex.id);
    const market = (await asBorrower(await borrower('09175550005'), '/api/v3/joint-login/failure-notice'))
      .json()
      .data.recProducts.map((p: Any) => p.productId);
    expect(market).not.toContain(flex.id);
    expect(
      (
        await asBorrower(await borrower('09175550006'), '/api/v3/loan-confirm/loan-detail-confirm', {
          productId: flex.id,
        })
      ).statusCode,
    ).toBe(404);

    const details = await app.inject({
      method: 'GET',
      url: `/api/v3/loan-details/loan-details?orderId=${orderId}`,
      headers: auth,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ productName: 'Flex 91 Plus', telephone: '(02) 8888-1234' });
    expect((await asBorrower(auth, '/api/v3/installment/loan-play-detail', { orderId })).statusCode).toBe(200);
    expect((await asBorrower(auth, '/api/problem-init', { orderId })).json().data.orderDetail.productName).toBe(
      'Flex 91 Plus',
    );

    expect((await post(`/products/${flex.id}/active`, { isActive: true })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/loan-terms' })).json().data.products.map((p: Any) => p.productId),
    ).toContain(flex.id);
    expect((await audited('config.product.deactivate'))[0]).toMatchObject({
      actor: ADMIN_ACTOR,
      target: `product:${flex.id}`,
      before: { isActive: true },
      after: { isActive: false },
    });
    expect((await audited('config.product.activate'))[0]).toMatchObject({
      before: { isActive: false },
      after: { isActive: true },
    });
  });

  it('rolls a new version back with its audit entry: no version is left without one', async () => {
    const flex = await termsOf('FLEX91');
    const append = vi.spyOn(app.auditRepository, 'append').mockRejectedValueOnce(new Error('audit log unavailable'));
    const res = await post(`/products/${flex.id}`, { ...flex.terms, monthlyInterestRateBps: 300 });
    append.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await termsOf('FLEX91')).toEqual(flex);
  });
});

describe('payment channels and instructions', () => {
  const channel = async (number: string) => (await items('/channels')).find((c) => c.channelNumber === number);
  const instructions = async (lang = 'en') =>
    (await app.inject({ method: 'GET', url: `/api/payment-instructions?lang=${lang}` })).json().data.channels as Any[];

  it('edits a channel; the repayment list and the payment instructions show it at once', async () => {
    const { auth, orderId } = await disbursedOrder('09175550010');
    const gcash = await channel('GCSH');
    expect(gcash.guides).toHaveLength(1);
    const saved = await post(`/channels/${gcash.id}`, {
      name: 'GCash wallet',
      logoUrl: '/brand/channel-gcash.svg',
      sort: 9,
      isActive: true,
    });
    expect(saved.json().data).toMatchObject({ name: 'GCash wallet', sort: 9 });
    const repayList = async () =>
      (await asBorrower(auth, '/api/v3/installment/loan-play-detail', { orderId })).json().data.repayList as Any[];
    // Last of the provider's channels (the card flow's entry, where offered, always comes after them).
    const providerChannels = async () => (await repayList()).filter((c) => c.channel_number !== 'card');
    expect((await providerChannels()).at(-1)).toMatchObject({ name: 'GCash wallet', channel_number: 'GCSH' });
    expect((await instructions()).find((c) => c.channelNumber === 'GCSH').name).toBe('GCash wallet');

    const seven = await channel('7ELE');
    await post(`/channels/${seven.id}`, {
      name: seven.name,
      logoUrl: seven.logoUrl,
      sort: seven.sort,
      isActive: false,
    });
    expect((await repayList()).map((c) => c.channel_number)).not.toContain('7ELE');
    expect((await instructions()).map((c) => c.channelNumber)).not.toContain('7ELE');
    await post(`/channels/${seven.id}`, { name: seven.name, logoUrl: seven.logoUrl, sort: seven.sort, isActive: true });
    expect((await audited('config.channel.save'))[2]).toMatchObject({
      actor: ADMIN_ACTOR,
      target: `payment_channel:${gcash.id}`,
      before: { name: 'GCash', sort: 1 },
      after: { name: 'GCash wallet', sort: 9 },
    });
  });

  it('keeps one online channel active, and names bad input', async () => {
    const online = (await items('/channels')).filter((c) => c.kind === 'bank' || c.kind === 'ewallet');
    const off = (c: Any) =>
      post(`/channels/${c.id}`, { name: c.name, logoUrl: c.logoUrl, sort: c.sort, isActive: false });
    for (const c of online.slice(0, -1)) expect((await off(c)).statusCode).toBe(200);
    const last = await off(online.at(-1));
    expect(last.statusCode).toBe(400);
    expect(last.json().detail).toMatch(/^isActive: keep at least one bank or e-wallet channel active/);
    for (const c of online)
      await post(`/channels/${c.id}`, { name: c.name, logoUrl: c.logoUrl, sort: c.sort, isActive: true });
    const bad = await post(`/channels/${online[0].id}`, {
      name: '',
      logoUrl: 'javascript:alert(1)',
      sort: 1,
      isActive: true,
    });
    expect(bad.json().detail).toMatch(/name: is required/);
    expect(bad.json().detail).toMatch(/logoUrl: must be a path like \/brand\/logo\.svg or an https:\/\/ address/);
  });

  it("saves an instruction's Filipino beside the English, served to a Filipino reader (decision 132)", async () => {
    const seven = await channel('7ELE');
    const english = { groupTitle: 'Over the counter', name: 'Any 7-Eleven cashier', steps: ['Pay in cash.'], sort: 9 };
    const halfway = await post(`/channels/${seven.id}/guides`, { ...english, nameFil: 'Cashier ng 7-Eleven' });
    expect(halfway.statusCode).toBe(400);
    expect(halfway.json().detail).toMatch(/stepsFil: add the steps in Filipino, or clear the Filipino name/);
    const added = await post(`/channels/${seven.id}/guides`, english);
    const id = added.json().data.id as number;
    try {
      const shown = async (lang: string) =>
        (await instructions(lang))
          .find((c) => c.channelNumber === '7ELE')
          .groups.flatMap((g: Any) => g.items)
          .find((i: Any) => ['Any 7-Eleven cashier', 'Kahit anong cashier ng 7-Eleven'].includes(i.name));
      expect(await shown('fil')).toEqual({
        name: 'Any 7-Eleven cashier',
        step: ['Pay in cash.'],
        image: '',
        lang: 'en',
      });
      const saved = await post(`/channels/${seven.id}/guides/${id}`, {
        ...english,
        nameFil: 'Kahit anong cashier ng 7-Eleven',
        stepsFil: ['Magbayad nang cash.'],
      });
      expect(saved.json().data).toMatchObject({
        nameFil: 'Kahit anong cashier ng 7-Eleven',
        stepsFil: ['Magbayad nang cash.'],
      });
      expect(await shown('fil')).toEqual({
        name: 'Kahit anong cashier ng 7-Eleven',
        step: ['Magbayad nang cash.'],
        image: '',
      });
      expect(await shown('en')).toEqual({ name: 'Any 7-Eleven cashier', step: ['Pay in cash.'], image: '' });
    } finally {
      await post(`/guides/${id}/delete`);
    }
  });

  it('adds, edits and deletes an instruction with ordered steps, shown to borrowers at once', async () => {
    const seven = await channel('7ELE');
    const steps = ['Go to the counter.', 'Say you are paying a bill.', 'Give your pay code and pay in cash.'];
    const added = await post(`/channels/${seven.id}/guides`, {
      groupTitle: 'Over the counter',
      name: 'Cashier at any 7-Eleven',
      steps,
      sort: 2,
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    const shown = async () =>
      (await instructions()).find((c) => c.channelNumber === '7ELE').groups.flatMap((g: Any) => g.items);
    expect((await shown()).find((i: Any) => i.name === 'Cashier at any 7-Eleven')).toEqual({
      name: 'Cashier at any 7-Eleven',
      step: steps,
      image: '',
    });

    const reordered = [steps[1], steps[0], steps[2]];
    expect(
      (
        await post(`/channels/${seven.id}/guides/${id}`, {
          groupTitle: 'Over the counter',
          name: 'Cashier at any 7-Eleven',
          steps: reordered,
          imageUrl: '/brand/guide-7eleven.svg',
          sort: 2,
        })
      ).statusCode,
    ).toBe(200);
    expect((await shown()).find((i: Any) => i.name === 'Cashier at any 7-Eleven').step).toEqual(reordered);

    const twin = await post(`/channels/${seven.id}/guides`, {
      groupTitle: 'Over the counter',
      name: 'Cashier at any 7-Eleven',
      steps,
      sort: 3,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().detail).toMatch(/^name: 7-Eleven already has an instruction called/);
    expect(
      (await post(`/channels/${seven.id}/guides`, { groupTitle: 'x', name: 'y', steps: [], sort: 0 })).json().detail,
    ).toMatch(/^steps: add at least one step/);

    expect((await post(`/guides/${id}/delete`)).statusCode).toBe(200);
    expect((await shown()).map((i: Any) => i.name)).not.toContain('Cashier at any 7-Eleven');
    expect((await post(`/guides/${id}/delete`)).statusCode).toBe(404);

    const saves = await audited('config.guide.save');
    expect(saves[1]).toMatchObject({
      actor: ADMIN_ACTOR,
      target: `payment_guide:${id}`,
      before: null,
      after: { steps },
    });
    expect(saves[0]).toMatchObject({ before: { steps }, after: { steps: reordered } });
    expect((await audited('config.guide.delete'))[0]).toMatchObject({
      target: `payment_guide:${id}`,
      before: { name: 'Cashier at any 7-Eleven' },
      after: null,
    });
  });
});

describe('bank form', () => {
  const cardInit = async () =>
    (await asBorrower(await borrower('09175550020'), '/api/card-init')).json().data.items as Any[];
  const item = {
    code: 'walletName',
    title: 'Name on the wallet',
    subtitle: 'As registered',
    cate: 'text',
    inputType: 'text',
    cardTypeMi: 2,
    channelNumber: '',
    options: [],
    required: false,
    minLength: 2,
    maxLength: 40,
    secret: false,
    sort: 3,
  };

  it("keeps an item's Filipino beside the English; a Filipino reader gets it, or the English marked (decision 132)", async () => {
    const auth = await borrower('09175550021');
    const formIn = async (lang: string) =>
      ((await asBorrower(auth, `/api/card-init?lang=${lang}`)).json().data.items as Any[]).find(
        (i) => i.code === 'walletName',
      );
    const added = await post('/bank-form', {
      ...item,
      cate: 'enum',
      options: [
        { name: 'Same as my ID', type: 'id', nameFil: 'Kapareho ng nasa ID ko' },
        { name: 'GCash', type: 'gcash', nameFil: '' },
      ],
      minLength: 0,
    });
    const id = added.json().data.id as number;
    try {
      expect(added.json().data).toMatchObject({ titleFil: '', subtitleFil: '' });
      // Not translated yet: the English, marked; the option written in Filipino reads in Filipino.
      expect(await formIn('fil')).toMatchObject({
        title: 'Name on the wallet',
        subtitle: 'As registered',
        lang: 'en',
        note: [
          { name: 'Kapareho ng nasa ID ko', type: 'id' },
          { name: 'GCash', type: 'gcash' },
        ],
      });
      await post(`/bank-form/${id}`, {
        ...item,
        titleFil: 'Pangalan sa wallet',
        subtitleFil: 'Gaya ng nakarehistro',
        cate: 'enum',
        options: [{ name: 'Same as my ID', type: 'id', nameFil: 'Kapareho ng nasa ID ko' }],
        minLength: 0,
      });
      const filipino = await formIn('fil');
      expect(filipino).toMatchObject({ title: 'Pangalan sa wallet', subtitle: 'Gaya ng nakarehistro' });
      expect(filipino.lang).toBeUndefined();
      expect(await formIn('en')).toMatchObject({
        title: 'Name on the wallet',
        note: [{ name: 'Same as my ID', type: 'id' }],
      });
      expect((await items('/bank-form')).find((i) => i.id === id)).toMatchObject({
        titleFil: 'Pangalan sa wallet',
        options: [{ name: 'Same as my ID', type: 'id', nameFil: 'Kapareho ng nasa ID ko' }],
      });
    } finally {
      await post(`/bank-form/${id}/delete`);
    }
  });

  it('adds, edits and deletes an item; the borrower’s form shows it at once', async () => {
    const added = await post('/bank-form', {
      ...item,
      cate: 'enum',
      options: [
        { name: 'Same as my ID', type: 'id' },
        { name: 'Other', type: 'other' },
      ],
      minLength: 0,
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    expect((await cardInit()).find((i) => i.code === 'walletName')).toMatchObject({
      title: 'Name on the wallet',
      cate: 'enum',
      cardTypeMi: 2,
      channelNumber: null,
      note: [
        { name: 'Same as my ID', type: 'id' },
        { name: 'Other', type: 'other' },
      ],
    });

    await post(`/bank-form/${id}`, {
      ...item,
      title: 'Account holder',
      cate: 'enum',
      options: [{ name: 'Me', type: 'me' }],
      minLength: 0,
    });
    expect((await cardInit()).find((i) => i.code === 'walletName')).toMatchObject({
      title: 'Account holder',
      note: [{ name: 'Me', type: 'me' }],
    });

    expect((await post(`/bank-form/${id}/delete`)).statusCode).toBe(200);
    expect((await cardInit()).map((i) => i.code)).not.toContain('walletName');

    expect((await audited('config.bank_form_item.save'))[1]).toMatchObject({
      actor: ADMIN_ACTOR,
      target: `bank_form_item:${id}`,
      before: null,
      after: { code: 'walletName', title: 'Name on the wallet' },
    });
    expect((await audited('config.bank_form_item.save'))[0]).toMatchObject({
      before: { title: 'Name on the wallet' },
      after: { title: 'Account holder' },
    });
    expect((await audited('config.bank_form_item.delete'))[0]).toMatchObject({
      target: `bank_form_item:${id}`,
      before: { code: 'walletName' },
      after: null,
    });
  });

  it('names what is wrong: options of an enum, lengths, a taken code, the account-number item', async () => {
    expect((await post('/bank-form', { ...item, cate: 'enum' })).json().detail).toMatch(
      /^options: an enum item needs at least one option/,
    );
    expect((await post('/bank-form', { ...item, minLength: 12, maxLength: 4 })).json().detail).toMatch(
      /^minLength: must not be more than maxLength/,
    );
    expect((await post('/bank-form', { ...item, cate: 'list' })).json().detail).toMatch(
      /^cate: must be one of text, citySelect, day, enum/,
    );
    const taken = await post('/bank-form', { ...item, code: 'walletNo', cardTypeMi: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('code: another item of card type 2 already uses "walletNo"');

    const walletNo = (await items('/bank-form')).find((i) => i.code === 'walletNo');
    const refused = await post(`/bank-form/${walletNo.id}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/account number of the e-wallet form/);
    const unset = await post(`/bank-form/${walletNo.id}`, { ...walletNo, secret: false });
    expect(unset.json().detail).toMatch(
      /^secret: the e-wallet form \(card type 2\) would have no secret account-number item/,
    );
    expect((await cardInit()).find((i) => i.code === 'walletNo')).toMatchObject({ secret: true });
  });
});

describe('complaint types', () => {
  const init = async () => (await asBorrower(await borrower('09175550030'), '/api/problem-init')).json().data;

  it('lists the types as a tree', async () => {
    const tree = await items('/complaint-types');
    const collection = tree.find((t) => t.value === 1);
    expect(collection).toMatchObject({ title: 'Collection', parentValue: null });
    expect(collection.children.map((c: Any) => c.title)).toContain('Harassing or repeated calls');
    expect(tree.find((t) => t.value === 2).children).toEqual([]);
  });

  it('adds, renames and deletes types; the borrower’s complaint form shows them at once', async () => {
    const top = await post('/complaint-types', { parentValue: null, title: 'Data privacy', sort: 7 });
    expect(top.json().data).toMatchObject({ value: 7, parentValue: null, title: 'Data privacy' });
    const son = await post('/complaint-types', { parentValue: 1, title: 'Posting my debt online', sort: 5 });
    expect(son.json().data).toMatchObject({ value: 5, parentValue: 1 });
    let shown = await init();
    expect(shown.problemType).toContainEqual({ value: 7, title: 'Data privacy' });
    expect(shown.problemSonType).toContainEqual({ value: 5, title: 'Posting my debt online' });

    await post(`/complaint-types/${top.json().data.id}`, { title: 'Privacy of my data', sort: 7 });
    shown = await init();
    expect(shown.problemType).toContainEqual({ value: 7, title: 'Privacy of my data' });

    expect((await post(`/complaint-types/${son.json().data.id}/delete`)).statusCode).toBe(200);
    expect((await init()).problemSonType.map((t: Any) => t.value)).not.toContain(5);

    const saves = await audited('config.complaint_type.save');
    expect(saves[0]).toMatchObject({
      actor: ADMIN_ACTOR,
      target: `complaint_type:${top.json().data.id}`,
      before: { title: 'Data privacy' },
      after: { title: 'Privacy of my data' },
    });
    expect(saves[2]).toMatchObject({ before: null, after: { value: 7, parentValue: null, title: 'Data privacy' } });
    expect((await audited('config.complaint_type.delete'))[0]).toMatchObject({
      target: `complaint_type:${son.json().data.id}`,
      before: { value: 5, parentValue: 1 },
      after: null,
    });
  });

  it("keeps a type's Filipino title beside the English; a Filipino reader gets it, or the English marked (decision 132)", async () => {
    const auth = await borrower('09175550032');
    const initIn = async (lang: string) => (await asBorrower(auth, `/api/problem-init?lang=${lang}`)).json().data;
    const son = await post('/complaint-types', { parentValue: 1, title: 'Calls to my workplace', sort: 8 });
    const id = son.json().data.id as number;
    try {
      expect(son.json().data).toMatchObject({ title: 'Calls to my workplace', titleFil: '' });
      expect((await initIn('fil')).problemSonType).toContainEqual({
        value: son.json().data.value,
        title: 'Calls to my workplace',
        lang: 'en',
      });
      const renamed = await post(`/complaint-types/${id}`, {
        title: 'Calls to my workplace',
        titleFil: 'Tawag sa aking trabaho',
        sort: 8,
      });
      expect(renamed.json().data).toMatchObject({ titleFil: 'Tawag sa aking trabaho' });
      expect((await initIn('fil')).problemSonType).toContainEqual({
        value: son.json().data.value,
        title: 'Tawag sa aking trabaho',
      });
      expect((await initIn('en')).problemSonType).toContainEqual({
        value: son.json().data.value,
        title: 'Calls to my workplace',
      });
      expect((await audited('config.complaint_type.save'))[0]).toMatchObject({
        before: { titleFil: '' },
        after: { titleFil: 'Tawag sa aking trabaho' },
      });
      expect((await items('/complaint-types')).find((t) => t.value === 1).children).toContainEqual(
        expect.objectContaining({ id, titleFil: 'Tawag sa aking trabaho' }),
      );
    } finally {
      await post(`/complaint-types/${id}/delete`);
    }
  });

  it('refuses to delete a type complaints use, one with sub-types, and the collection type, naming why', async () => {
    const auth = await borrower('09175550031');
    const type = (await items('/complaint-types')).find((t) => t.value === 7);
    expect(
      (
        await asBorrower(auth, '/api/user-problem/problem-save', {
          problemType: 7,
          problemDetail: 'My data was shared',
          problemImage: '',
          orderNo: '',
        })
      ).json().code,
    ).toBe(0);
    const used = await post(`/complaint-types/${type.id}/delete`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^"Privacy of my data" is used by 1 complaint; it cannot be deleted/);
    expect((await items('/complaint-types')).find((t) => t.value === 7).complaintCount).toBe(1);

    const collection = (await items('/complaint-types')).find((t) => t.value === 1);
    expect((await post(`/complaint-types/${collection.id}/delete`)).json().message).toMatch(
      /has 4 sub-types; delete them first/,
    );
    expect((await post('/complaint-types', { parentValue: 2, title: 'Late credit' })).json().detail).toMatch(
      /^parentValue: only the collection type \(1\) has sub-types/,
    );
    const dup = await post('/complaint-types', { parentValue: null, value: 3, title: 'Fees again' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('value: 3 is already "Wrong charges or fees" at this level');
    expect((await post('/complaint-types', { parentValue: null, title: '' })).json().detail).toMatch(
      /^title: is required/,
    );
  });
});

describe('the audit log', () => {
  it('holds every kind of change, each with the admin who made it', async () => {
    const actions = [
      'config.product.save',
      'config.product.deactivate',
      'config.product.activate',
      'config.channel.save',
      'config.guide.save',
      'config.guide.delete',
      'config.bank_form_item.save',
      'config.bank_form_item.delete',
      'config.complaint_type.save',
      'config.complaint_type.delete',
      'config.contact_info.save',
    ];
    for (const action of actions) {
      const entries = await audited(action);
      expect(entries.length, action).toBeGreaterThan(0);
      for (const e of entries) expect(e.actor).toEqual(ADMIN_ACTOR);
    }
    // Refusals change nothing, so they leave no entry.
    expect((await audited('config.product.save')).length).toBe(1);
  });
});
