// The console's order book (decision 108) on the real schema (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): the first page newest first, keyset pages that chain without gaps or repeats,
// each filter, the search by name (case and accents folded), phone, order number and the ID's last four,
// refusals naming the field, the borrower's file, and the payment register listing every posting path.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { build, testDatabaseUrl } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin } from '../../test/console-helper.js';
import { sandboxStaffEmail } from '../../db/seed-staff.js';
import { collectionContacts, complaints, kycProfiles } from '../../db/schema.js';

const app = await build();
const { adminCall, disbursedOrder, generate } = fixtures(app);

/** A borrower's certify name and government ID, as certify would have saved them. */
async function certify(userId: number, fullName: string, idLast4: string) {
  await app.db
    .insert(kycProfiles)
    .values({ userId, basic: { fullName }, idType: 'philsys', idLast4 })
    .onConflictDoUpdate({ target: kycProfiles.userId, set: { basic: { fullName }, idType: 'philsys', idLast4 } });
}

const maria = await disbursedOrder('09211400001', '2026-01-05');
await certify(Number(maria.me.userId), 'María Peña Dela Cruz', '4821');
const juan = await disbursedOrder('09211400002', '2026-01-12');
await certify(Number(juan.me.userId), 'Juan Santos', '1234');
const jose = await disbursedOrder('09211400003', '2026-01-20');
await certify(Number(jose.me.userId), 'JOSÉ NIÑO REYES', '7777');
// María's and Juan's loans fall due on 2026-04-06 and 04-13: on 04-10 María is 4 days late, Juan not yet.
await adminCall('POST', '/clock', { date: '2026-04-10' });
await app.loans.runCob('2026-04-10');

const agent = await loginAs(app, 'agent');
const finance = await loginAs(app, 'finance');
type Page = {
  items: { id: number; orderNo: string; fullName: string | null; phoneMasked: string }[];
  nextBefore: number | null;
};
const list = async (query: string, staff = agent) => {
  const res = await consoleGet(app, staff, `/api/console/orders${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const numbers = async (query: string) => (await list(query)).items.map((i) => i.orderNo);
const ours = [maria.orderNo, juan.orderNo, jose.orderNo];
const only = (found: string[]) => found.filter((n) => ours.includes(n));

describe(`the order book (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('opens on the first page, newest first, names and phones masked', async () => {
    const page = await list('');
    expect(only(page.items.map((i) => i.orderNo))).toEqual([jose.orderNo, juan.orderNo, maria.orderNo]);
    const row = page.items.find((i) => i.orderNo === maria.orderNo)!;
    expect(row).toMatchObject({ fullName: 'María Peña Dela Cruz', phoneMasked: '0921 ••• 0001', daysPastDue: 4 });
    expect(JSON.stringify(page)).not.toContain('9211400001');
  });

  it('pages by the last id: every order once, in order, and the last page says so', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: Page = await list(`limit=1${before ? `&before=${before}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((i) => i.id));
      before = page.nextBefore;
    } while (before !== null);
    const all = (await list('limit=100')).items.map((i) => i.id);
    expect(seen).toEqual(all);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect((await list(`limit=100`)).nextBefore).toBeNull();
  });

  it('filters by status, bucket, product, applied dates and amount', async () => {
    expect(only(await numbers('status=180'))).toEqual([maria.orderNo]);
    expect(only(await numbers('bucket=1-7'))).toEqual([maria.orderNo]);
    expect(only(await numbers('bucket=8-30'))).toEqual([]);
    expect(only(await numbers(`productId=${maria.productId}`))).toEqual([jose.orderNo, juan.orderNo, maria.orderNo]);
    expect(only(await numbers('appliedFrom=2026-01-10&appliedTo=2026-01-15'))).toEqual([juan.orderNo]);
    expect(only(await numbers('minAmountCents=500000&maxAmountCents=500000'))).toHaveLength(3);
    expect(only(await numbers('minAmountCents=500001'))).toEqual([]);
    expect(only(await numbers('status=170&appliedFrom=2026-01-15'))).toEqual([jose.orderNo]);
  });

  it('finds a borrower by part of their name whatever the case and accents, by phone, order number and ID', async () => {
    expect(await numbers('q=pena')).toEqual([maria.orderNo]);
    expect(await numbers(`q=${encodeURIComponent('DELA CRUZ')}`)).toEqual([maria.orderNo]);
    expect(await numbers(`q=${encodeURIComponent('maría')}`)).toEqual([maria.orderNo]);
    expect(await numbers(`q=${encodeURIComponent('niño')}`)).toEqual([jose.orderNo]);
    expect(await numbers('q=nino%20reyes')).toEqual([jose.orderNo]);
    expect(await numbers('q=santos%20maria')).toEqual([]);
    expect(await numbers(`q=${encodeURIComponent('0921 140 0002')}`)).toEqual([juan.orderNo]);
    expect(await numbers(`q=${juan.orderNo.toLowerCase()}`)).toEqual([juan.orderNo]);
    expect(await numbers('q=7777')).toEqual([jose.orderNo]);
    // Wildcards are taken as typed, never as "anything".
    expect(await numbers('q=pe%25a')).toEqual([]);
    expect(await numbers('q=pena&status=170')).toEqual([]);
  });

  it('refuses a bad filter naming it, never a 500', async () => {
    for (const [query, field] of [
      ['limit=1000', 'limit'],
      ['bucket=2-3', 'bucket'],
      ['appliedFrom=10%2F01%2F2026', 'appliedFrom'],
      ['appliedFrom=2026-02-01&appliedTo=2026-01-01', 'appliedTo'],
      ['minAmountCents=5&maxAmountCents=1', 'maxAmountCents'],
      ['before=abc', 'before'],
      ['q=%25', 'search'],
    ]) {
      const res = await consoleGet(app, agent, `/api/console/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toMatch(new RegExp(field!, 'i'));
    }
  });
});

describe('every payment, however it was posted', () => {
  it('lists a provider’s and the operator CLI’s payments in Payments and the borrower’s file', async () => {
    // Through the provider: a pay code, paid at the counter, the callback posts it.
    const code = (
      await generate(juan.auth, {
        productId: juan.productId,
        orderId: juan.orderId,
        amount: 100_000,
        channelNumber: '7ELE',
      })
    ).json().data as { paymentNo: string };
    await app.payments.providers.sandbox!.settle(code.paymentNo, 'S');
    // Through the operator CLI (npm run ops -- order:pay), which posts straight through the engine.
    await adminCall('POST', `/orders/${juan.orderNo}/payments`, { amountCents: 50_000, reference: 'ops-book-1' });

    const res = await consoleGet(app, finance, `/api/console/payments?q=${juan.orderNo}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as {
      source: string;
      paymentNo: string;
      status: string;
      receiptNumber: string | null;
    }[];
    expect(items).toEqual([
      expect.objectContaining({
        source: 'operator',
        paymentNo: 'ops-book-1',
        status: 'completed',
        receiptNumber: expect.stringMatching(/^INV-\d{6}$/),
      }),
      expect.objectContaining({
        source: 'provider',
        paymentNo: code.paymentNo,
        status: 'completed',
        receiptNumber: expect.stringMatching(/^INV-/),
      }),
    ]);
    // Found by its reference; only provider payments wait or fail.
    const byRef = await consoleGet(app, finance, '/api/console/payments?q=ops-book-1');
    expect(byRef.json().data.items).toEqual([expect.objectContaining({ paymentNo: 'ops-book-1' })]);
    const pending = await consoleGet(app, finance, `/api/console/payments?state=pending&q=${juan.orderNo}`);
    expect(pending.json().data.items).toEqual([]);
    const succeeded = await consoleGet(app, finance, `/api/console/payments?state=succeeded&q=${juan.orderNo}`);
    expect(succeeded.json().data.items).toHaveLength(2);
  });

  it('lists a reported transfer once finance matched it', async () => {
    const reported = await app.inject({
      method: 'POST',
      url: '/api/host/utr',
      headers: maria.auth,
      payload: {
        orderId: maria.orderId,
        payType: 'bank_transfer',
        utr: 'BOOK12345678',
        amountCents: 20_000,
        paidOn: '2026-04-10',
      },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const desk = (await consoleGet(app, finance, '/api/console/utr-reports')).json().data.items as {
      id: number;
      orderNo: string;
    }[];
    const report = desk.find((r) => r.orderNo === maria.orderNo)!;
    const matched = await consolePost(app, finance, `/api/console/utr-reports/${report.id}/match`, {});
    expect(matched.statusCode, matched.body).toBe(200);
    const res = await consoleGet(app, finance, `/api/console/payments?q=${maria.orderNo}`);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ source: 'reported_transfer', paymentNo: `UTR${report.id}`, amountCents: 20_000 }),
    ]);
  });

  it('opens the borrower’s file: orders, payments, documents, complaints, contacts and certify, numbers masked', async () => {
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));
    await app.db.insert(complaints).values({
      userId: Number(juan.me.userId),
      orderNo: juan.orderNo,
      problemType: 1,
      detail: 'The pay code did not work at the counter.',
    });
    const collectorRow = (
      (await app.db.execute(
        sql`select id from staff_users where email = ${sandboxStaffEmail('collector')}`,
      )) as unknown as { rows: { id: number | string }[] }
    ).rows[0]!;
    await app.db.insert(collectionContacts).values({
      orderId: Number(juan.orderId),
      staffId: Number(collectorRow.id),
      channel: 'call',
      outcome: 'reached',
      notes: 'Will pay Friday',
      daysPastDue: 0,
    });

    const res = await consoleGet(app, agent, `/api/console/orders/${juan.orderNo}/borrower-file`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file.borrower).toMatchObject({
      fullName: 'Juan Santos',
      phoneMasked: '0921 ••• 0002',
      governmentId: { typeName: 'PhilSys National ID', numberMasked: '•••• 1234' },
    });
    expect(file.orders).toEqual([expect.objectContaining({ orderNo: juan.orderNo, principalCents: 500_000 })]);
    expect(file.payments.map((p: { paymentNo: string }) => p.paymentNo)).toContain('ops-book-1');
    expect(file.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'agreement',
      'receipt',
      'receipt',
      'statement',
    ]);
    expect(file.complaints).toEqual([
      expect.objectContaining({ content: 'The pay code did not work at the counter.' }),
    ]);
    expect(file.contacts).toEqual([
      expect.objectContaining({ channel: 'call', outcome: 'reached', notes: 'Will pay Friday' }),
    ]);
    expect(file.kyc.find((s: { step: string }) => s.step === 'basic').rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'Juan Santos' })]),
    );
    expect(res.body).not.toContain('9211400002');

    // A collector opens only a file behind a loan assigned to them, and lists only those loans.
    expect((await consoleGet(app, collector, `/api/console/orders/${juan.orderNo}/borrower-file`)).statusCode).toBe(
      404,
    );
    expect(only((await list('', collector)).items.map((i) => i.orderNo))).toEqual([]);
  });
});
