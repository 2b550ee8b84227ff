// Anti-money laundering as the compliance officer works it (decision 125): a list upload re-screens the
// borrowers already certified (the screening job), a match raises an alert and holds the engine's approval and a
// reviewer's; a note, an assignment and a filed STR are audited with the officer named and exported; a loan paid
// off soon after disbursement raises a monitoring alert and an ordinary one does not; thresholds are audited;
// nothing is deleted. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certifyBorrower } from '../../test/certify.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { borrowerSession, build } from '../../test/helper.js';
import { UN_LIST_XML } from '../../test/un-sanctions-list.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall } = fixtures(app);
const compliance = await loginAs(app, 'compliance');
const agent = await loginAs(app, 'agent');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const OFFICER = /^staff:\d+:compliance@console\.sandbox$/;
const base = '/api/console/compliance/aml';

let idSeq = 0;
/** A borrower who completed certify as `name`; their session. */
async function certified(phone: string, name: string) {
  const session = await borrowerSession(app, phone);
  const auth = { authorization: `Bearer ${session.sessionId}` };
  await certifyBorrower(
    app,
    auth,
    { employmentType: 'private', monthlyIncomePesos: '30000' },
    `364100000000${String(++idSeq).padStart(4, '0')}`,
    name,
  );
  return auth;
}

/** An application for ₱5,000; the engine's answer left as it is. */
async function apply(auth: { authorization: string }) {
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  return (push.json().data as { orderNo: string }).orderNo;
}

const auditOf = async (action: string) =>
  (await app.auditRepository.list({ action })).filter((r) => r.action === action);

describe('AML alerts', () => {
  it('a list update screens existing borrowers; a match holds approval and is filed as an STR', async () => {
    await adminCall('POST', '/clock', { date: '2026-11-27' });
    // Certified before any list: rated at onboarding, nothing to screen against yet.
    const listed = await certified('09174100001', 'Magbanua Juanito Santos');
    const ordinary = await certified('09174100002', 'Maria Clara dela Cruz');
    const refusedUpload = await consolePost(app, compliance, `${base}/lists`, { xml: '<html/>' });
    expect(refusedUpload.statusCode).toBe(400);
    expect(refusedUpload.json().message).toContain('not a UN consolidated list');
    expect((await consolePost(app, agent, `${base}/lists`, { xml: UN_LIST_XML })).statusCode).toBe(403);

    const upload = await consolePost(app, compliance, `${base}/lists`, { xml: UN_LIST_XML });
    expect(upload.statusCode).toBe(200);
    expect(data(upload)).toMatchObject({ entryCount: 2, screenedAt: null, generatedOn: '2026-11-20' });
    const run = await app.aml.screenPendingLists();
    expect(run).toEqual({ lists: 1, screened: 2, matches: 1 });
    // A second run finds nothing left to screen.
    expect(await app.aml.screenPendingLists()).toEqual({ lists: 0, screened: 0, matches: 0 });

    const overview = data(await consoleGet(app, compliance, base));
    const alert = overview.alerts.find((a: { rule: string }) => a.rule === 'sanctions');
    expect(overview.alerts.filter((a: { rule: string }) => a.rule === 'sanctions')).toHaveLength(1);
    expect(alert).toMatchObject({
      borrowerName: 'Magbanua Juanito Santos',
      status: 'open',
      raisedOn: '2026-11-27',
      // Friday the 27th: Monday 30 November is a holiday, so five working days end on Monday 7 December.
      reportDueOn: '2026-12-07',
      workingDaysLeft: 5,
    });
    expect(alert.summary).toContain('QDi.999');
    expect(overview.lists[0]).toMatchObject({ screenedCount: 2 });

    // The engine approves the listed borrower's application on its merits, but the order waits under review;
    // a reviewer's approval is refused with a sentence while the alert is open.
    const held = await apply(listed);
    expect((await app.ordersRepository.findByNo(held))!.status).toBe(21);
    expect((await auditOf('aml.hold')).some((r) => r.target === `order:${held}`)).toBe(true);
    const approve = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${held}/approve`,
      headers: { authorization: `Bearer ${app.testConfig.adminToken}` },
      payload: {},
    });
    expect(approve.json().message).toContain('matches a sanctions list');
    expect((await app.ordersRepository.findByNo(held))!.status).toBe(21);
    const clear = await apply(ordinary);
    expect((await app.ordersRepository.findByNo(clear))!.status).not.toBe(21);

    // Note, assignment, filing: each audited with the officer named.
    const id = alert.id as number;
    expect(
      data(
        await consolePost(app, compliance, `${base}/alerts/${id}/notes`, { body: 'Same name as QDi.999; ID checked.' }),
      ).notes,
    ).toHaveLength(1);
    expect(data(await consolePost(app, compliance, `${base}/alerts/${id}/assign`, {})).assignedTo).toMatch(OFFICER);
    const filed = data(
      await consolePost(app, compliance, `${base}/alerts/${id}/decision`, {
        decision: 'file',
        reason: 'Name and alias match; reported to the AMLC.',
      }),
    );
    expect(filed).toMatchObject({ status: 'filed', decisionReason: 'Name and alias match; reported to the AMLC.' });
    expect(filed.decidedBy).toMatch(OFFICER);
    const twice = await consolePost(app, compliance, `${base}/alerts/${id}/decision`, {
      decision: 'close',
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    for (const action of ['aml.list.upload', 'aml.alert.note', 'aml.alert.assign', 'aml.alert.file'])
      expect(
        (await auditOf(action)).some((r) => OFFICER.test(r.actor)),
        action,
      ).toBe(true);
    expect((await auditOf('aml.alert.raise'))[0]?.actor).toBe('aml-screening');

    const csv = await consolePost(app, compliance, `${base}/reports.csv`, { type: 'STR' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line] = csv.body.split('\r\n');
    expect(header?.startsWith('report_type,reference,transaction_date')).toBe(true);
    expect(line).toContain(`STR,LW-STR-${id},2026-11-27`);
    expect(line).toContain('Magbanua Juanito Santos');
    expect(csv.body).not.toContain('Maria Clara');

    // The risk rating: the listed borrower is high with the reason; the ordinary one low.
    const risk = data(await consoleGet(app, compliance, `${base}/borrowers/${held}/risk`));
    expect(risk.current).toMatchObject({ rating: 'high' });
    expect(risk.current.reasons).toContain('A sanctions screening matched the name.');
    expect(risk.history.map((h: { trigger: string }) => h.trigger)).toContain('onboarding');
    expect(data(await consoleGet(app, compliance, `${base}/borrowers/${clear}/risk`)).current.rating).toBe('low');

    // Kept five years: the database refuses to delete an alert or change a screening.
    await expect(app.db.execute(sql`delete from aml_alerts where id = ${id}`)).rejects.toThrow();
    await expect(app.db.execute(sql`update aml_screenings set result = 'clear'`)).rejects.toThrow();
  });

  it('monitoring raises a quick payoff once and nothing for an ordinary loan; thresholds are audited', async () => {
    await adminCall('POST', '/clock', { date: '2026-01-05' });
    const quick = await disbursed('09174100003', 'Andres Bonifacio');
    const usual = await disbursed('09174100004', 'Apolinario Mabini');
    await adminCall('POST', '/clock', { date: '2026-02-20' });
    const quote = (await adminCall('GET', `/orders/${quick}`)).payoff;
    await adminCall('POST', `/orders/${quick}/payments`, {
      amountCents: quote.totalCents,
      purpose: 'payoff',
      reference: 'aml-payoff',
    });
    await adminCall('POST', `/orders/${usual}/payments`, {
      amountCents: 100_000,
      purpose: 'repay',
      reference: 'aml-repay',
    });

    const backTest = data(
      await consolePost(app, compliance, `${base}/back-test`, { thresholds: (await app.aml.thresholds()).values }),
    );
    console.info('monitoring back-test over the test data', JSON.stringify(backTest));
    expect(backTest.byRule.find((r: { rule: string }) => r.rule === 'quick-payoff')).toMatchObject({
      alerts: 1,
      borrowers: 1,
    });

    expect(await app.aml.runMonitoring()).toEqual({ raised: 1 });
    expect(await app.aml.runMonitoring()).toEqual({ raised: 0 });
    const alerts = data(await consoleGet(app, compliance, base)).alerts.filter(
      (a: { rule: string }) => a.rule !== 'sanctions',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ rule: 'quick-payoff', orderNo: quick, borrowerName: 'Andres Bonifacio' });

    const refused = await consolePost(app, compliance, `${base}/thresholds`, {
      thresholds: { ...(await app.aml.thresholds()).values, manyPayersCount: 1 },
      reason: 'test',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Different payers for one loan');
    const changed = await consolePost(app, compliance, `${base}/thresholds`, {
      thresholds: { ...(await app.aml.thresholds()).values, quickPayoffDays: 30 },
      reason: 'Fewer false alerts',
    });
    expect(changed.statusCode).toBe(200);
    const [entry] = await auditOf('aml.thresholds.change');
    expect(entry?.actor).toMatch(OFFICER);
    expect(entry?.before).toMatchObject({ quickPayoffDays: 60 });
    expect(entry?.after).toMatchObject({ quickPayoffDays: 30, reason: 'Fewer false alerts' });
  });
});

/** A certified borrower with a disbursed ₱5,000 loan, paid out by the operator; its order number. */
async function disbursed(phone: string, name: string) {
  const orderNo = await apply(await certified(phone, name));
  if ((await app.ordersRepository.findByNo(orderNo))!.status === 21)
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
  if ((await app.ordersRepository.findByNo(orderNo))!.status !== 170)
    await adminCall('POST', `/orders/${orderNo}/disburse`);
  return orderNo;
}
