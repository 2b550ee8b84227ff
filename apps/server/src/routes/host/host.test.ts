// The host API end to end over inject(), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: every
// endpoint, the certify steps with bad input on each (a refusal naming the field, nothing saved
// earlier lost), ID number formats, the 18-year rule, the lock after the first application,
// another borrower's data never visible, and UTR reports waiting for finance.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kycProfiles, orders } from '../../db/schema.js';
import { borrowerSession, build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { multipart } from '../../test/multipart.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall, ledger } = fixtures(app);
await adminCall('POST', '/clock', { date: '2026-01-05' });

type Auth = { authorization: string };
async function me(phone: string): Promise<Auth & { userId: number }> {
  const s = await borrowerSession(app, phone);
  return { authorization: `Bearer ${s.sessionId}`, userId: Number(s.userId) };
}
const auth = (a: Auth) => ({ authorization: a.authorization });
const get = (a: Auth, url: string) => app.inject({ method: 'GET', url, headers: auth(a) });
const post = (a: Auth, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: auth(a), payload });

const PLACE = '1300000000|1300000000|1380100000|1380100001';
const GOOD = {
  basic: {
    fullName: 'Maria Clara dela Cruz',
    birthDate: '1995-06-15',
    sex: 'F',
    civilStatus: 'single',
    email: 'Maria@Example.com',
  },
  personal: { place: PLACE, street: '12 Rizal St.' },
  job: {
    employmentType: 'private',
    employer: 'Acme Trading Inc.',
    monthsInJob: '12',
    monthlyIncomePesos: '18000',
    payDay: '15',
  },
  ext: {
    ref1Name: 'Jose dela Cruz',
    ref1Relation: 'parent',
    ref1Mobile: '09181112222',
    ref2Name: 'Ana Santos',
    ref2Relation: 'friend',
    ref2Mobile: '0919 333 4444',
  },
  id: { idType: 'philsys', idNumber: '1234-5678-9012-3456' },
} as const;

const photo = (colour = '#cc3344') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function uploadImage(a: Auth, kind: string, body: Buffer) {
  const m = multipart('image', 'p.jpg', body);
  return app.inject({
    method: 'POST',
    url: `/api/host/certify/images?kind=${kind}`,
    headers: { ...auth(a), ...m.headers },
    payload: m.payload,
  });
}

// Each certified borrower has an ID number of their own: a second account with one ID is refused (decision 057).
let idSerial = 0;
async function certifyAll(a: Auth, idNumber = `1234-5678-9012-${String(3457 + idSerial++).padStart(4, '0')}`) {
  const ownId = { ...GOOD.id, idNumber };
  for (const step of ['basic', 'personal', 'job', 'ext', 'id'] as const) {
    const res = await post(a, `/api/host/certify/${step}`, step === 'id' ? ownId : GOOD[step]);
    expect(res.json().message, step).toBe('success');
  }
  expect((await uploadImage(a, 'idFront', await photo())).statusCode).toBe(200);
  const selfie = await uploadImage(a, 'selfie', await photo('#3344cc'));
  expect(selfie.statusCode).toBe(200);
  return selfie.json().data.progress;
}

const productId = async (code: string) => {
  const merchant = await app.usersRepository.resolveMerchant();
  return (await app.productsRepository.list(merchant!.id)).find((p) => p.code === code)!.id;
};

/** Applies through the confirm page's call, as the page does after the host opened it. */
async function push(a: Auth, pid: number, amount = 500000) {
  const res = await post(a, '/api/v3/loan-confirm/loan-detail-push', {
    amount,
    periods: 1,
    termUnit: 91,
    productId: pid,
  });
  return res.json().data as { orderId: number; orderNo: string };
}

describe('host API: session and home', () => {
  it('refuses every host endpoint without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/host/home'],
      ['GET', '/api/host/products/1'],
      ['POST', '/api/host/products/1/apply'],
      ['POST', '/api/host/calc-emi'],
      ['GET', '/api/host/orders'],
      ['GET', '/api/host/certify'],
      ['GET', '/api/host/certify/basic'],
      ['POST', '/api/host/certify/basic'],
      ['POST', '/api/host/certify/images?kind=selfie'],
      ['GET', '/api/host/places/barangays?city=1380100000'],
      ['GET', '/api/host/pay-types'],
      ['GET', '/api/host/utr'],
      ['POST', '/api/host/utr'],
      ['GET', '/api/host/customer-service/init'],
      ['GET', '/api/host/notices'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('shows a new borrower the products with choices and limits, no order, and what to finish', async () => {
    const a = await me('09175550001');
    const flexId = await productId('FLEX91');
    const res = await get(a, '/api/host/home');
    expect(res.statusCode).toBe(200);
    const home = res.json().data;
    expect(home.products.length).toBeGreaterThanOrEqual(2);
    const f = home.products.find((p: { productId: number }) => p.productId === flexId);
    expect(f.amountChoicesCents[0]).toBe(f.minAmountCents);
    expect(f.amountChoicesCents.at(-1)).toBe(f.maxAmountCents);
    expect(f.termChoices[0].termDays).toBeGreaterThanOrEqual(91);
    expect(f.mayApply).toBe(false);
    expect(f.mayApplyReason).toBe('Complete your profile first: About you.');
    expect(home.currentOrder).toBeNull();
    expect(home.certify).toMatchObject({ next: 'basic', complete: false, editable: true });
    expect(home.notices[0]).toMatchObject({ id: 'certify-basic', title: 'Complete your profile' });
  });
});

describe('host API: certify steps', () => {
  it('answers each step as a server-driven form', async () => {
    const a = await me('09175550002');
    const form = (await get(a, '/api/host/certify/basic')).json().data;
    expect(form.items.map((i: { code: string }) => i.code)).toEqual([
      'fullName',
      'birthDate',
      'sex',
      'civilStatus',
      'email',
    ]);
    const id = (await get(a, '/api/host/certify/id')).json().data;
    expect(id.items[0].note.map((o: { type: string }) => o.type)).toEqual([
      'philsys',
      'umid',
      'sss',
      'drivers',
      'passport',
      'prc',
      'postal',
      'voters',
      'tin',
    ]);
    expect((await get(a, '/api/host/certify/nonsense')).statusCode).toBe(400);
  });

  it('basic: refuses bad input naming the field, applies the 18-year rule, and loses nothing saved earlier', async () => {
    const a = await me('09175550003');
    expect((await post(a, '/api/host/certify/basic', GOOD.basic)).statusCode).toBe(200);
    const cases: [Record<string, string>, string][] = [
      [{ fullName: '' }, 'Full name: is required'],
      [{ fullName: 'R2D2' }, 'Full name: use letters only'],
      [{ birthDate: '2008-01-06' }, 'Birth date: you must be 18 or older to borrow'],
      [{ birthDate: '2027-01-01' }, 'Birth date: cannot be in the future'],
      [{ birthDate: '1990-02-30' }, 'Birth date: choose a date'],
      [{ sex: 'X' }, 'Sex: choose one of the options'],
      [{ civilStatus: '' }, 'Civil status: is required'],
      [{ email: 'maria@' }, 'E-mail: must be an e-mail address'],
    ];
    for (const [patch, message] of cases) {
      const res = await post(a, '/api/host/certify/basic', { ...GOOD.basic, fullName: 'Changed Name', ...patch });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const form = (await get(a, '/api/host/certify/basic')).json().data;
    const value = (code: string) => form.items.find((i: { code: string }) => i.code === code).value;
    expect(value('fullName')).toBe('Maria Clara dela Cruz');
    expect(value('email')).toBe('maria@example.com');
    // 18 exactly on the business date (2026-01-05) is old enough.
    expect((await post(a, '/api/host/certify/basic', { ...GOOD.basic, birthDate: '2008-01-05' })).statusCode).toBe(200);
  });

  it('personal: a real region, province, city and barangay', async () => {
    const a = await me('09175550004');
    const barangays = (await get(a, '/api/host/places/barangays?city=1380100000')).json().data.options;
    expect(barangays.length).toBeGreaterThan(100);
    expect((await get(a, '/api/host/places/barangays?city=9999999999')).statusCode).toBe(400);
    for (const place of ['1300000000|1300000000|1380100000|0401001001', '1300000000|1300000000|1380100000', 'x']) {
      const res = await post(a, '/api/host/certify/personal', { ...GOOD.personal, place });
      expect(res.json().message).toBe(
        'Region, province, city and barangay: choose a region, province, city or municipality and barangay',
      );
    }
    expect((await post(a, '/api/host/certify/personal', { ...GOOD.personal, street: '' })).json().message).toBe(
      'House number and street: is required',
    );
    expect((await post(a, '/api/host/certify/personal', GOOD.personal)).statusCode).toBe(200);
  });

  it('job: employer unless not working, income in pesos, a pay day of the month', async () => {
    const a = await me('09175550005');
    const bad: [Record<string, string>, string][] = [
      [{ employer: '' }, 'Employer or business: is required'],
      [{ monthlyIncomePesos: '18k' }, 'Monthly income (₱): digits only'],
      [{ monthsInJob: '' }, 'Months in this work: is required'],
      [{ monthsInJob: '1y' }, 'Months in this work: digits only'],
      [{ payDay: '32' }, 'Pay day: choose a day from 1 to 31'],
      [{ employmentType: 'astronaut' }, 'Employment: choose one of the options'],
    ];
    for (const [patch, message] of bad) {
      expect((await post(a, '/api/host/certify/job', { ...GOOD.job, ...patch })).json().message).toBe(message);
    }
    const none = await post(a, '/api/host/certify/job', { ...GOOD.job, employmentType: 'none', employer: '' });
    expect(none.statusCode).toBe(200);
    // Time in job does not apply when not working: it is not kept.
    expect((await app.kycRepository.find(a.userId))!.job).not.toHaveProperty('monthsInJob');
    expect((await post(a, '/api/host/certify/job', { ...GOOD.job, monthsInJob: '018' })).statusCode).toBe(200);
    expect((await app.kycRepository.find(a.userId))!.job).toMatchObject({ monthsInJob: '18' });
  });

  it('ext: two typed references with different mobiles, neither the borrower’s own', async () => {
    const a = await me('09175550006');
    const bad: [Record<string, string>, string][] = [
      [{ ref1Mobile: '09175550006' }, 'Reference 1: mobile number: must be someone else’s number, not yours'],
      [{ ref2Mobile: '09181112222' }, 'Reference 2: mobile number: must differ from the other reference’s number'],
      [{ ref2Mobile: '08181112222' }, 'Reference 2: mobile number: must be a mobile number like 09171234567'],
      [{ ref1Relation: 'boss' }, 'Reference 1: relation to you: choose one of the options'],
      [{ ref2Name: '' }, 'Reference 2: full name: is required'],
    ];
    for (const [patch, message] of bad) {
      expect((await post(a, '/api/host/certify/ext', { ...GOOD.ext, ...patch })).json().message).toBe(message);
    }
    expect((await post(a, '/api/host/certify/ext', GOOD.ext)).statusCode).toBe(200);
    const saved = (await app.kycRepository.find(a.userId))!.ext!;
    expect(saved.ref2Mobile).toBe('+639193334444');
  });

  it('keeps every step as saved when a later attempt is refused', async () => {
    const a = await me('09175550009');
    const badPatch: Record<string, Record<string, string>> = {
      basic: { email: 'nope' },
      personal: { street: '' },
      job: { payDay: '0' },
      ext: { ref1Mobile: '123' },
      id: { idNumber: '12' },
    };
    for (const step of ['basic', 'personal', 'job', 'ext', 'id'] as const) {
      expect((await post(a, `/api/host/certify/${step}`, GOOD[step])).statusCode).toBe(200);
      const before = (await get(a, `/api/host/certify/${step}`)).json().data;
      const refused = await post(a, `/api/host/certify/${step}`, { ...GOOD[step], ...badPatch[step] });
      expect(refused.statusCode, step).toBe(400);
      expect(refused.json().message, step).toMatch(/^[A-Z][^:]+: /);
      const after = (await get(a, `/api/host/certify/${step}`)).json().data;
      expect(after, step).toEqual(before);
    }
  });

  it('id: checks the number format per ID type, stores it sealed and never logs it', async () => {
    const a = await me('09175550007');
    const good: [string, string][] = [
      ['philsys', '1234-5678-9012-3456'],
      ['umid', '0111-2345678-9'],
      ['sss', '34-5678901-2'],
      ['drivers', 'N01-12-345678'],
      ['passport', 'P1234567A'],
      ['passport', 'EB1234567'],
      ['prc', '0123456'],
      ['postal', '1234 5678 9012 P'],
      ['voters', '7604-0052A-F1234ABC12345'],
      ['tin', '123-456-789-000'],
    ];
    for (const [idType, idNumber] of good) {
      const res = await post(a, '/api/host/certify/id', { idType, idNumber });
      expect(res.statusCode, `${idType} ${idNumber}`).toBe(200);
    }
    const bad: [string, string][] = [
      ['philsys', '1234-5678-9012'],
      ['umid', '34-5678901-2'],
      ['sss', '1234-5678-9012-3456'],
      ['drivers', '0123456789AB'],
      ['passport', '1234567'],
      ['prc', '12345678'],
      ['tin', '12345678'],
    ];
    for (const [idType, idNumber] of bad) {
      const res = await post(a, '/api/host/certify/id', { idType, idNumber });
      expect(res.statusCode, `${idType} ${idNumber}`).toBe(400);
      expect(res.json().message).toMatch(/^ID number: must be /);
    }
    expect((await post(a, '/api/host/certify/id', { idType: 'library', idNumber: '123456' })).json().message).toBe(
      'ID type: choose one of the options',
    );
    // The last good save stays: TIN, shown only as its last four.
    const form = (await get(a, '/api/host/certify/id')).json().data;
    expect(form.items[0].value).toBe('tin');
    expect(form.items[1]).toMatchObject({ value: '', masked: '•••• 9000' });
    const [row] = await app.db.select().from(kycProfiles).where(eq(kycProfiles.userId, a.userId));
    expect(row!.idNumberEncrypted).not.toContain('123456789000');
    expect(app.logs.join('')).not.toContain('123456789000');
    expect(app.logs.join('')).not.toContain('123-456-789-000');
  });

  it('images: the ID photo and selfie follow the evidence rules, and complete the id step', async () => {
    const a = await me('09175550008');
    const notImage = await uploadImage(a, 'selfie', Buffer.from('not an image at all'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().detail).toMatch(/^Selfie: /);
    expect((await uploadImage(a, 'passport', await photo())).statusCode).toBe(400);
    const progress = await certifyAll(a);
    expect(progress).toMatchObject({ complete: true, next: null, images: { idFront: true, selfie: true } });
  });
});

describe('host API: products, apply, calc EMI, orders', () => {
  it('quotes any amount and term without creating anything', async () => {
    const a = await me('09175550010');
    const pid = await productId('FLEX91');
    const q = (await post(a, '/api/host/calc-emi', { productId: pid, amountCents: 500000 })).json().data;
    expect(q).toMatchObject({ principalCents: 500000, periods: 1, termDays: 91, offered: true });
    expect(q.emiCents).toBe(q.installments[0].totalCents);
    const two = (await post(a, '/api/host/calc-emi', { productId: pid, amountCents: 500000, periods: 2 })).json().data;
    expect(two).toMatchObject({ periods: 2, termDays: 182, offered: false });
    expect(two.installments).toHaveLength(2);
    const long = await post(a, '/api/host/calc-emi', { productId: pid, amountCents: 500000, periods: 5 });
    expect(long.json().detail).toBe('periods: a term of 455 days is not allowed (91 to 365 days)');
    const off = await post(a, '/api/host/calc-emi', { productId: pid, amountCents: 512345 });
    expect(off.statusCode).toBe(400);
    expect(off.json().detail).toMatch(/^amountCents: /);
    expect((await post(a, '/api/host/calc-emi', { productId: 99999, amountCents: 500000 })).statusCode).toBe(404);
    expect(await app.db.select().from(orders).where(eq(orders.userId, a.userId))).toHaveLength(0);
  });

  it('answers the product detail with its default quote', async () => {
    const a = await me('09175550011');
    const pid = await productId('PLUS180');
    const d = (await get(a, `/api/host/products/${pid}`)).json().data;
    expect(d).toMatchObject({ productId: pid, termChoices: [{ periods: 6, periodDays: 30, termDays: 180 }] });
    expect(d.quote.principalCents).toBe(d.defaultAmountCents);
    expect((await get(a, '/api/host/products/99999')).statusCode).toBe(404);
  });

  it('apply: refused until certify is complete, then answers the confirm page with the amount', async () => {
    const a = await me('09175550012');
    const pid = await productId('FLEX91');
    const early = await post(a, `/api/host/products/${pid}/apply`, { amountCents: 600000 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete your profile first: About you.');
    await certifyAll(a);
    expect((await post(a, `/api/host/products/${pid}/apply`, { amountCents: 600001 })).statusCode).toBe(400);
    expect((await post(a, `/api/host/products/${pid}/apply`, { amountCents: 600000, periods: 2 })).json().detail).toBe(
      'periods: this product is offered over 1 installments only',
    );
    const res = await post(a, `/api/host/products/${pid}/apply`, { amountCents: 600000 });
    expect(res.json().data).toEqual({
      confirmUrl: `/loan/confirm?productId=${pid}&amount=600000`,
      productId: pid,
      amountCents: 600000,
      periods: 1,
    });

    // The confirm page applies; from then on the profile is locked and the order is on home and the list.
    const { orderId, orderNo } = await push(a, pid, 600000);
    const locked = await post(a, '/api/host/certify/basic', GOOD.basic);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/^Your profile can no longer be changed/);
    expect((await uploadImage(a, 'selfie', await photo())).statusCode).toBe(409);
    const home = (await get(a, '/api/host/home')).json().data;
    expect(home.currentOrder).toMatchObject({ orderId, orderNo, status: 21, statusText: 'Under review' });
    expect(home.currentOrder.link).toBe(`/loan/detail?orderId=${orderId}&productId=${pid}`);
    expect(home.certify.editable).toBe(false);
    expect(home.products[0].mayApplyReason).toBe(
      'You have a loan in progress. You can borrow again once it is repaid.',
    );
    const list = (await get(a, '/api/host/orders')).json().data.items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ orderNo, principalCents: 600000, appliedOn: '2026-01-05', nextDueOn: null });
  });

  it('never shows another borrower’s orders, reports or certify data', async () => {
    const owner = await me('09175550013');
    const other = await me('09175550014');
    const pid = await productId('FLEX91');
    await certifyAll(owner);
    const { orderId } = await push(owner, pid);
    expect((await get(other, '/api/host/orders')).json().data.items).toEqual([]);
    expect((await get(other, '/api/host/home')).json().data.currentOrder).toBeNull();
    expect((await get(other, `/api/host/pay-types?orderId=${orderId}`)).statusCode).toBe(404);
    expect((await get(other, `/api/host/utr?orderId=${orderId}`)).statusCode).toBe(404);
    const utr = await post(other, '/api/host/utr', {
      orderId,
      payType: 'bank_transfer',
      utr: 'ABC123456',
      amountCents: 1000,
      paidOn: '2026-01-05',
    });
    expect(utr.statusCode).toBe(404);
    const form = (await get(other, '/api/host/certify/basic')).json().data;
    expect(form.items.every((i: { value: string }) => i.value === '')).toBe(true);
    expect((await get(other, '/api/host/certify')).json().data.complete).toBe(false);
  });
});

describe('host API: pay types, UTR and the finance desk', () => {
  it('reports a payment made elsewhere; it waits, and only a finance match posts it', async () => {
    const a = await me('09175550020');
    const pid = await productId('FLEX91');
    await certifyAll(a);
    const { orderId, orderNo } = await push(a, pid);

    const types = (await get(a, `/api/host/pay-types?orderId=${orderId}`)).json().data.items;
    expect(types.some((t: { kind: string; link: string }) => t.kind === 'online' && t.link.startsWith('/repay?'))).toBe(
      true,
    );
    expect(types.filter((t: { kind: string }) => t.kind === 'utr').map((t: { code: string }) => t.code)).toEqual([
      'bank_transfer',
      'bank_deposit',
      'remittance',
    ]);

    const report = (payload: object) =>
      post(a, '/api/host/utr', {
        orderId,
        payType: 'bank_transfer',
        utr: 'IP-2026-0105-7788',
        amountCents: 100000,
        paidOn: '2026-01-05',
        ...payload,
      });
    // Not disbursed yet: nothing to repay.
    expect((await report({})).json().detail).toBe('orderId: this loan is not waiting for a repayment');
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
    await adminCall('POST', `/orders/${orderNo}/disburse`);

    expect((await report({ utr: '12' })).json().detail).toBe(
      'utr: must be 6 to 30 letters or digits, as on your receipt',
    );
    expect((await report({ payType: 'cash_in_envelope' })).json().detail).toBe(
      'payType: choose one of the payment types listed',
    );
    expect((await report({ amountCents: 99_000_000 })).json().detail).toBe(
      'amountCents: is more than you owe on this loan',
    );
    expect((await report({ paidOn: '2026-02-01' })).json().detail).toBe('paidOn: cannot be in the future');
    const ok = await report({});
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'reported', utrMasked: '••••••••7788', amountCents: 100000 });
    expect((await report({})).json().detail).toBe('utr: this reference was already reported');

    const before = await ledger(orderNo);
    expect(before.cashCollectedCents).toBe(0);

    const finance = await loginAs(app, 'finance');
    const list = (await consoleGet(app, finance, '/api/console/utr-reports?status=reported')).json().data.items;
    const item = list.find((r: { orderNo: string }) => r.orderNo === orderNo);
    expect(item).toMatchObject({
      utr: 'IP202601057788',
      payTypeName: 'Bank transfer (InstaPay or PESONet)',
    });
    const reviewer = await loginAs(app, 'reviewer');
    expect((await consolePost(app, reviewer, `/api/console/utr-reports/${item.id}/match`)).statusCode).toBe(403);

    const match = await consolePost(app, finance, `/api/console/utr-reports/${item.id}/match`);
    expect(match.statusCode).toBe(200);
    const again = await consolePost(app, finance, `/api/console/utr-reports/${item.id}/match`);
    expect(again.statusCode).toBe(409);
    const after = await ledger(orderNo);
    expect(after.cashCollectedCents).toBe(100000);
    expect(after.balanced).toBe(true);
    const audit = await app.auditRepository.list({ action: 'utr.match' });
    expect(audit[0]).toMatchObject({ target: `order:${orderNo}` });

    // A second report is rejected with a reason: nothing posts, the borrower reads why.
    const second = (await report({ utr: 'DEP99887766', payType: 'bank_deposit' })).json().data;
    expect((await consolePost(app, finance, `/api/console/utr-reports/${second.id}/reject`, {})).statusCode).toBe(400);
    const rej = await consolePost(app, finance, `/api/console/utr-reports/${second.id}/reject`, {
      reason: 'No such deposit on the 5 January statement.',
    });
    expect(rej.statusCode).toBe(200);
    expect((await ledger(orderNo)).cashCollectedCents).toBe(100000);
    const mine = (await get(a, `/api/host/utr?orderId=${orderId}`)).json().data.items;
    expect(mine.map((r: { status: string }) => r.status)).toEqual(['rejected', 'matched']);
    const notices = (await get(a, '/api/host/notices')).json().data.items;
    expect(notices.map((n: { id: string }) => n.id)).toEqual(
      expect.arrayContaining([`utr-${second.id}-rejected`, `utr-${item.id}-matched`]),
    );
    // Home now shows the next due date and amount.
    const current = (await get(a, '/api/host/home')).json().data.currentOrder;
    expect(current).toMatchObject({ orderNo, status: 170, nextDueOn: '2026-04-06' });
    expect(current.nextDueCents).toBeGreaterThan(0);
  });

  it('holds the waiting-report limit under a burst', async () => {
    const a = await me('09175550021');
    const pid = await productId('FLEX91');
    await certifyAll(a);
    const { orderId, orderNo } = await push(a, pid);
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(a, '/api/host/utr', {
          orderId,
          payType: 'remittance',
          utr: `BURST00${i}XYZ`,
          amountCents: 1000,
          paidOn: '2026-01-05',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
  });
});

describe('host API: customer service, notices, OpenAPI', () => {
  it('answers contacts, hours, questions from the products and the complaint pages', async () => {
    const a = await me('09175550030');
    const cs = (await get(a, '/api/host/customer-service/init')).json().data;
    expect(cs.contact.telephone).not.toBe('');
    expect(cs.questions.find((q: { id: string }) => q.id === 'how-much').answer).toMatch(/^You can borrow ₱/);
    expect(cs.links).toEqual({ complaint: '/complainPage', complaintList: '/complaintList' });
  });

  it('documents the host endpoints, and login and the SMS code as the host’s', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/host/home', '/api/host/certify/{step}', '/api/host/utr', '/api/host/calc-emi'])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths['/api/auth/login'].post.tags).toContain('host');
    expect(doc.paths['/api/auth/send-code'].post.tags).toContain('host');
  });
});

describe('console: the reviewer sees the borrower', () => {
  it('shows certify answers, the ID photo and selfie by signed link, and the order history', async () => {
    const a = await me('09175550040');
    const pid = await productId('FLEX91');
    await certifyAll(a, GOOD.id.idNumber);
    const { orderNo } = await push(a, pid);
    const reviewer = await loginAs(app, 'reviewer');
    const res = await consoleGet(app, reviewer, `/api/console/orders/${orderNo}/borrower`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({
      orderNo,
      phone: '+639175550040',
      age: 30,
      governmentId: { typeName: 'PhilSys National ID', last4: '3456' },
    });
    const basic = view.steps.find((s: { step: string }) => s.step === 'basic').rows;
    expect(basic).toContainEqual({ code: 'sex', title: 'Sex', value: 'Female' });
    const personal = view.steps.find((s: { step: string }) => s.step === 'personal').rows;
    expect(personal[0].value).toMatch(/^Barangay 1, Caloocan City/);
    const job = view.steps.find((s: { step: string }) => s.step === 'job').rows;
    expect(job).toContainEqual({ code: 'monthlyIncomePesos', title: 'Monthly income', value: '₱18,000.00' });
    expect(view.images.idFront).toMatch(/^\/api\/files\/[\w-]+\.jpg\?exp=\d+&sig=\w+$/);
    const img = await app.inject({ method: 'GET', url: view.images.selfie });
    expect(img.statusCode).toBe(200);
    // The link lives 600 s; neither the browser nor anything between may keep the picture longer (decision 102).
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect(view.orders).toHaveLength(1);
    const agent = await loginAs(app, 'agent');
    expect((await consoleGet(app, agent, `/api/console/orders/${orderNo}/borrower`)).statusCode).toBe(403);
    expect((await consoleGet(app, reviewer, '/api/console/orders/LW00000000/borrower')).statusCode).toBe(404);
  });
});
