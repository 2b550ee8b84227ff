// The monthly CIC credit data as the compliance officer works it (decision 119): a month with new, paid,
// overdue, written-off and settled contracts produces a file that validates; a borrower with no certify
// identity is named field by field and the file is not submitted; generate, download, mark submitted and
// correct are each audited with the officer named. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { certifyBorrower } from '../../test/certify.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { borrowerSession, build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);
const compliance = await loginAs(app, 'compliance');
const finance = await loginAs(app, 'finance');
const agent = await loginAs(app, 'agent');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const OFFICER = /^staff:\d+:compliance@console\.sandbox$/;
const base = '/api/console/compliance/cic';

let idSeq = 0;
/** A borrower who certified as `name` (or never did, when null) with a loan disbursed on `date`. */
async function borrowerWithLoan(phone: string, date: string, name: string | null) {
  await adminCall('POST', '/clock', { date });
  if (!name) return disbursedOrder(phone, date);
  const session = await borrowerSession(app, phone);
  const auth = { authorization: `Bearer ${session.sessionId}` };
  await certifyBorrower(
    app,
    auth,
    { employmentType: 'private', monthlyIncomePesos: '30000' },
    `364000000000${String(++idSeq).padStart(4, '0')}`,
    name,
  );
  // A certified borrower with a strong job is approved by the engine; the operator pays out what waits.
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  const { orderNo } = push.json().data as { orderNo: string };
  const status = (await app.ordersRepository.findByNo(orderNo))!.status;
  if (status === 21) await adminCall('POST', `/orders/${orderNo}/approve`, {});
  if ((await app.ordersRepository.findByNo(orderNo))!.status !== 170)
    await adminCall('POST', `/orders/${orderNo}/disburse`);
  expect((await app.ordersRepository.findByNo(orderNo))!.disbursedOn).toBe(date);
  return { orderNo, auth };
}

describe('CIC monthly credit data', () => {
  it('files a month of new, paid, overdue, written-off and settled contracts, and names what is missing', async () => {
    // October 2025, generated on November 1: the borrower who never certified is named, field by field, and
    // the file is not submitted. The loan is paid off in December, so April's file does not carry it.
    const late = await borrowerWithLoan('09173640005', '2025-10-01', null);
    await adminCall('POST', '/clock', { date: '2025-11-01' });
    const october = await consolePost(app, compliance, base, { month: '2025-10' });
    expect(october.statusCode).toBe(200);
    const m = data(october);
    expect(m).toMatchObject({ month: '2025-10', dueOn: '2025-11-05', version: 1, status: 'generated' });
    const sentences = (m.problems as { sentence: string }[]).map((p) => p.sentence);
    const lateSubject = `Subject borrower ${(await app.ordersRepository.findByNo(late.orderNo))!.userId}`;
    expect(sentences).toContain(`${lateSubject}: date of birth is missing.`);
    expect(sentences).toContain(`${lateSubject}: ID number is missing.`);
    expect(sentences.every((s) => s.startsWith(lateSubject))).toBe(true);
    const refused = await consolePost(app, compliance, `${base}/${m.id}/submitted`);
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json())).toContain('problem');
    await adminCall('POST', '/clock', { date: '2025-12-01' });
    const lateQuote = (await adminCall('GET', `/orders/${late.orderNo}`)).payoff;
    await adminCall('POST', `/orders/${late.orderNo}/payments`, {
      amountCents: lateQuote.totalCents,
      purpose: 'payoff',
      reference: 'cic-late-payoff',
    });

    const paid = await borrowerWithLoan('09173640001', '2026-01-05', 'Maria Clara dela Cruz');
    const overdue = await borrowerWithLoan('09173640002', '2026-01-05', 'Jose Protacio Rizal');
    const writtenOff = await borrowerWithLoan('09173640003', '2026-01-05', 'Andres Bonifacio');
    const settled = await borrowerWithLoan('09173640004', '2026-01-05', 'Gabriela Silang');

    // April: one settles early, one pays on the due date, one is written off, one stays overdue, one is new.
    await adminCall('POST', '/clock', { date: '2026-04-01' });
    const quote = (await adminCall('GET', `/orders/${settled.orderNo}`)).payoff;
    await adminCall('POST', `/orders/${settled.orderNo}/payments`, {
      amountCents: quote.totalCents,
      purpose: 'payoff',
      reference: 'cic-payoff',
    });
    await adminCall('POST', '/clock', { date: '2026-04-06' });
    await adminCall('POST', `/orders/${paid.orderNo}/payments`, {
      amountCents: 560_667,
      purpose: 'repay',
      reference: 'cic-repay',
    });
    const fresh = await borrowerWithLoan('09173640006', '2026-04-10', 'Apolinario Mabini');
    await adminCall('POST', '/clock', { date: '2026-04-20' });
    expect(
      (
        await consolePost(app, finance, '/api/console/books/write-offs', {
          orderNo: writtenOff.orderNo,
          reason: 'borrower cannot be found',
        })
      ).statusCode,
    ).toBe(200);

    await adminCall('POST', '/clock', { date: '2026-05-10' });
    // Only compliance (or an admin) files; a month that has not ended, or is no month, is refused by field.
    expect((await consolePost(app, agent, base, { month: '2026-04' })).statusCode).toBe(403);
    const notEnded = await consolePost(app, compliance, base, { month: '2026-05' });
    expect(notEnded.statusCode).toBe(400);
    expect(JSON.stringify(notEnded.json())).toContain('month');
    const noMonth = await consolePost(app, compliance, base, { month: '2026-13' });
    expect(noMonth.statusCode).toBe(400);
    expect(JSON.stringify(noMonth.json())).toContain('month');

    const april = data(await consolePost(app, compliance, base, { month: '2026-04' }));
    expect(april.problems).toEqual([]);
    expect(april).toMatchObject({ month: '2026-04', dueOn: '2026-05-05', subjectCount: 5, contractCount: 5 });
    expect(april.contractsByStatus).toEqual({
      Active: 1,
      Paid: 1,
      'Past due': 1,
      'Written off': 1,
      'Settled early': 1,
    });
    expect(april.installmentCount).toBe(2);

    const file = await consoleGet(app, compliance, `${base}/${april.id}/file.txt`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('cic-LW000001-2026-04-v1.txt');
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('HD|LW000001|30042026|0|LW-1.0|');
    expect(lines.at(-1)).toBe(`FT|LW000001|${lines.length - 2}`);
    const contract = (orderNo: string) => lines.find((l) => l.startsWith('CI|') && l.includes(`|${orderNo}|`))!;
    const field = (line: string, n: number) => line.split('|')[n];
    // Status is the 9th field after the type; days past due the 22nd.
    expect(field(contract(fresh.orderNo), 9)).toBe('AC');
    expect(field(contract(paid.orderNo), 9)).toBe('CL');
    expect(field(contract(settled.orderNo), 9)).toBe('CA');
    expect(field(contract(writtenOff.orderNo), 9)).toBe('WO');
    expect(field(contract(overdue.orderNo), 9)).toBe('PD');
    expect(field(contract(overdue.orderNo), 22)).toBe('24');
    expect(lines.find((l) => l.startsWith('ID|') && l.includes('|Maria|Clara|dela Cruz|F|15061995|'))).toBeTruthy();

    const submitted = data(await consolePost(app, compliance, `${base}/${april.id}/submitted`));
    expect(submitted).toMatchObject({ status: 'submitted', submittedBy: expect.stringMatching(OFFICER) });
    // A submitted month is corrected, not generated again.
    expect((await consolePost(app, compliance, base, { month: '2026-04' })).statusCode).toBe(409);
    expect((await consolePost(app, compliance, `${base}/${april.id}/correction`, { reason: '' })).statusCode).toBe(400);
    const correction = data(
      await consolePost(app, compliance, `${base}/${april.id}/correction`, { reason: 'employer of a borrower fixed' }),
    );
    expect(correction).toMatchObject({ version: 2, correction: true, status: 'generated', problems: [] });
    const corrected = await consoleGet(app, compliance, `${base}/${correction.id}/file.txt`);
    expect(corrected.body.split('\r\n')[0]).toBe('HD|LW000001|30042026|1|LW-1.0|');

    const overview = data(await consoleGet(app, compliance, base));
    expect(overview.months[0]).toMatchObject({ month: '2026-04', state: 'generated' });
    expect(overview.months[0].submissions.map((s: { status: string }) => s.status)).toEqual(['generated', 'corrected']);
    expect(overview.months[1]).toMatchObject({ month: '2026-03', state: 'overdue' });

    // Every step in the audit log with the officer named; no ID or mobile number in it.
    const entries = await app.auditRepository.list({ target: 'cic:2026-04' });
    expect(entries.map((e) => e.action).sort()).toEqual([
      'cic.correct',
      'cic.download',
      'cic.download',
      'cic.generate',
      'cic.submit',
    ]);
    for (const e of entries) expect(e.actor).toMatch(OFFICER);
    expect(JSON.stringify(entries)).not.toMatch(/09173640|3640000000/);
  }, 180_000);
});
