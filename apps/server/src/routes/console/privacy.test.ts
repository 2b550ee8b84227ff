// Data-subject rights end to end (decision 126): the export holds every area; an approved erasure takes what no
// duty keeps and keeps the books, identity (anti-money laundering) and filings with their reasons; a correction
// is applied on approval; requests carry their due date; the breach clock runs 72 hours; the consent ledger is
// append-only. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MY_DATA_PATHS } from '@lendwell/contracts';
import { journalEntries, kycProfiles, privacyConsents } from '../../db/schema.js';
import { createPrivacyDesk } from '../../services/privacy-desk.js';
import { certifyBorrower } from '../../test/certify.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { borrowerSession, build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall } = fixtures(app);
const dpo = await loginAs(app, 'compliance');
const agent = await loginAs(app, 'agent');
const desk = createPrivacyDesk(app);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const OFFICER = /^staff:\d+:compliance@console\.sandbox$/;

let idSeq = 0;
/** A certified borrower with a disbursed loan of ₱5,000 on `date`. */
async function borrowerWithLoan(phone: string, date: string) {
  await adminCall('POST', '/clock', { date });
  const session = await borrowerSession(app, phone);
  const auth = { authorization: `Bearer ${session.sessionId}` };
  await certifyBorrower(
    app,
    auth,
    { employmentType: 'private', monthlyIncomePesos: '30000' },
    `365000000000${String(++idSeq).padStart(4, '0')}`,
  );
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  const { orderNo } = push.json().data as { orderNo: string };
  if ((await app.ordersRepository.findByNo(orderNo))!.status === 21)
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
  if ((await app.ordersRepository.findByNo(orderNo))!.status !== 170)
    await adminCall('POST', `/orders/${orderNo}/disburse`);
  const order = (await app.ordersRepository.findByNo(orderNo))!;
  return { auth, orderNo, userId: order.userId };
}

async function payOff(orderNo: string, reference: string) {
  const quote = (await adminCall('GET', `/orders/${orderNo}`)).payoff;
  await adminCall('POST', `/orders/${orderNo}/payments`, {
    amountCents: quote.totalCents,
    purpose: 'payoff',
    reference,
  });
}

const host = (auth: { authorization: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('My data and the DPO desk', () => {
  it('exports every area, complete for the subject, as JSON and PDF', async () => {
    const b = await borrowerWithLoan('09173650001', '2026-02-02');
    await host(b.auth, 'POST', MY_DATA_PATHS.marketing, { agreed: true });
    const json = await host(b.auth, 'GET', MY_DATA_PATHS.exportJson);
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    const out = JSON.parse(json.body);
    for (const area of [
      'identity',
      'contacts',
      'bankAccounts',
      'loans',
      'payments',
      'complaints',
      'consents',
      'messages',
      'retention',
    ])
      expect(out).toHaveProperty(area);
    expect(out.identity.idNumber).toBe(`365000000000${String(idSeq).padStart(4, '0')}`);
    expect(out.identity.aboutYou.fullName).toBe('Maria Clara dela Cruz');
    expect(out.contacts.references.ref1Name).toBe('Jose dela Cruz');
    expect(out.loans).toHaveLength(1);
    expect(out.consents).toEqual([
      expect.objectContaining({ kind: 'privacy_notice', noticeVersion: '2026-11-28', action: 'agreed' }),
      expect.objectContaining({ kind: 'marketing', action: 'agreed' }),
    ]);
    const pdf = await host(b.auth, 'GET', MY_DATA_PATHS.exportPdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audited = await app.auditRepository.list({ action: 'privacy.export', target: `borrower:${b.userId}` });
    expect(audited.map((a) => a.actor)).toEqual([`borrower:${b.userId}`, `borrower:${b.userId}`]);
    // No session, no data.
    expect((await app.inject({ method: 'GET', url: MY_DATA_PATHS.exportJson })).statusCode).toBe(401);
  });

  it('erases on approval what no duty keeps, and keeps the books, identity and filings with their reasons', async () => {
    const b = await borrowerWithLoan('09173650002', '2026-03-02');
    await adminCall('POST', '/clock', { date: '2026-04-20' });
    await payOff(b.orderNo, 'privacy-payoff-1');
    const entriesBefore = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(eq(journalEntries.orderId, (await app.ordersRepository.findByNo(b.orderNo))!.id));

    const filed = await host(b.auth, 'POST', MY_DATA_PATHS.requests, { kind: 'erasure', reason: 'I no longer borrow' });
    expect(data(filed)).toMatchObject({ kind: 'erasure', status: 'open', filedOn: '2026-04-20', dueOn: '2026-05-12' });
    // A second tap files nothing new.
    expect(data(await host(b.auth, 'POST', MY_DATA_PATHS.requests, { kind: 'erasure' })).id).toBe(data(filed).id);

    expect((await consoleGet(app, agent, '/api/console/privacy/requests')).statusCode).toBe(403);
    const queue = data(await consoleGet(app, dpo, '/api/console/privacy/requests'));
    expect(queue.find((r: { id: number }) => r.id === data(filed).id)).toMatchObject({
      borrowerName: 'Maria Clara dela Cruz',
      dueOn: '2026-05-12',
      overdue: false,
    });
    const short = await consolePost(app, dpo, `/api/console/privacy/requests/${data(filed).id}/decision`, {
      approve: true,
      reason: 'ok',
    });
    expect(short.statusCode).toBe(400);
    const approved = await consolePost(app, dpo, `/api/console/privacy/requests/${data(filed).id}/decision`, {
      approve: true,
      reason: 'No loan is open; what the law keeps stays.',
    });
    expect(data(approved)).toMatchObject({ status: 'approved', decidedBy: expect.stringMatching(OFFICER) });

    expect(await desk.runRetention()).toMatchObject({ areas: 5 });
    expect(await desk.runRetention()).toMatchObject({ areas: 0 }); // a rerun erases nothing twice

    const [kyc] = await app.db.select().from(kycProfiles).where(eq(kycProfiles.userId, b.userId));
    expect(kyc!.ext).toBeNull();
    expect(kyc!.job).toBeNull();
    expect(kyc!.basic?.fullName).toBe('Maria Clara dela Cruz'); // identity: anti-money laundering, 5 years
    expect(kyc!.idNumberEncrypted).not.toBeNull();
    const entriesAfter = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(eq(journalEntries.orderId, (await app.ordersRepository.findByNo(b.orderNo))!.id));
    expect(entriesAfter).toEqual(entriesBefore);
    expect((await app.ordersRepository.findByNo(b.orderNo))!.principalCents).toBe(500000);

    const mine = data(await host(b.auth, 'GET', MY_DATA_PATHS.overview));
    expect(mine.requests[0]).toMatchObject({ kind: 'erasure', status: 'done' });
    const line = (c: string) => mine.retention.find((r: { category: string }) => r.category === c);
    expect(line('contacts')).toMatchObject({ action: 'erase', erasedOn: '2026-04-20' });
    expect(line('identity')).toMatchObject({ action: 'keep', keptUntil: '2031-04-20', erasedOn: null });
    expect(line('identity').reason).toContain('RA 9160');
    expect(line('loans-and-payments')).toMatchObject({ keptUntil: '2037-04-15', erasedOn: null });
    expect(line('loans-and-payments').reason).toContain('NIRC section 235');
    const [erase] = await app.auditRepository.list({ action: 'privacy.erase', target: `borrower:${b.userId}` });
    expect(erase!.actor).toBe('system:retention');
    expect(erase!.after).toMatchObject({
      erased: ['contacts', 'employment', 'marketing', 'devices', 'messages'],
      kept: expect.arrayContaining(['identity', 'loans-and-payments', 'credit-bureau', 'audit-log']),
    });
  });

  it('keeps everything but marketing while a loan is open', async () => {
    const b = await borrowerWithLoan('09173650003', '2026-05-04');
    const filed = data(await host(b.auth, 'POST', MY_DATA_PATHS.requests, { kind: 'erasure' }));
    await consolePost(app, dpo, `/api/console/privacy/requests/${filed.id}/decision`, {
      approve: true,
      reason: 'Marketing data goes now; the rest serves the open loan.',
    });
    await desk.runRetention();
    const [kyc] = await app.db.select().from(kycProfiles).where(eq(kycProfiles.userId, b.userId));
    expect(kyc!.ext).not.toBeNull();
    const mine = data(await host(b.auth, 'GET', MY_DATA_PATHS.overview));
    const contacts = mine.retention.find((r: { category: string }) => r.category === 'contacts');
    expect(contacts).toMatchObject({ action: 'keep', keptUntil: null, erasedOn: null });
    expect(contacts.reason).toContain('section 12(b)');
  });

  it('applies a correction on approval, and refuses with a reason in words', async () => {
    const b = await borrowerWithLoan('09173650004', '2026-06-01');
    const asked = data(
      await host(b.auth, 'POST', MY_DATA_PATHS.requests, {
        kind: 'correction',
        field: 'fullName',
        value: 'Maria Clara de la Cruz',
      }),
    );
    expect(asked).toMatchObject({ field: 'fullName', dueOn: '2026-06-23' });
    const queue = data(await consoleGet(app, dpo, '/api/console/privacy/requests'));
    expect(queue.find((r: { id: number }) => r.id === asked.id)).toMatchObject({
      fieldLabel: 'Full name',
      currentValue: 'Maria Clara dela Cruz',
      askedValue: 'Maria Clara de la Cruz',
    });
    await consolePost(app, dpo, `/api/console/privacy/requests/${asked.id}/decision`, {
      approve: true,
      reason: 'The ID shows the name so.',
    });
    expect((await app.kycRepository.find(b.userId))!.basic!.fullName).toBe('Maria Clara de la Cruz');
    const again = await consolePost(app, dpo, `/api/console/privacy/requests/${asked.id}/decision`, {
      approve: false,
      reason: 'Already decided.',
    });
    expect(again.statusCode).toBe(409);
    const access = data(await host(b.auth, 'POST', MY_DATA_PATHS.requests, { kind: 'objection' }));
    const refused = await consolePost(app, dpo, `/api/console/privacy/requests/${access.id}/decision`, {
      approve: false,
      reason: 'Collections contact is needed for the open loan.',
    });
    expect(data(refused)).toMatchObject({
      status: 'refused',
      decisionReason: 'Collections contact is needed for the open loan.',
    });
    const audit = await app.auditRepository.list({ target: `privacy-request:${asked.id}` });
    expect(audit.map((a) => a.action).sort()).toEqual(['privacy.request.approve', 'privacy.request.correction']);
    // The asked-for value is personal: it never reaches the audit log.
    expect(JSON.stringify(audit)).not.toContain('de la Cruz');
  });

  it('logs a breach with its 72-hour clock and exports the notification', async () => {
    const discoveredAt = new Date(Date.now() - 10 * 3_600_000 - 60_000).toISOString();
    const body = {
      discoveredAt,
      nature: 'A staff laptop with an export was stolen.',
      dataInvolved: 'Names and mobile numbers',
      subjectsAffected: 42,
      measuresTaken: 'Sessions revoked; the laptop is encrypted.',
      dpoContact: 'Ana Reyes, dpo@lendwell.example',
    };
    expect((await consolePost(app, agent, '/api/console/privacy/breaches', body)).statusCode).toBe(403);
    const future = await consolePost(app, dpo, '/api/console/privacy/breaches', {
      ...body,
      discoveredAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    const logged = data(await consolePost(app, dpo, '/api/console/privacy/breaches', body));
    expect(logged).toMatchObject({
      hoursLeft: 61,
      late: false,
      subjectsAffected: 42,
      loggedBy: expect.stringMatching(OFFICER),
    });
    expect(Date.parse(logged.notifyBy) - Date.parse(discoveredAt)).toBe(72 * 3_600_000);
    const told = data(
      await consolePost(app, dpo, `/api/console/privacy/breaches/${logged.id}/notified`, { whom: 'npc' }),
    );
    expect(told.npcNotifiedAt).not.toBeNull();
    const text = (await consoleGet(app, dpo, `/api/console/privacy/breaches/${logged.id}/notification.txt`)).body;
    for (const part of ['Nature of the breach', 'Names and mobile numbers', 'Data subjects affected: 42', 'Ana Reyes'])
      expect(text).toContain(part);
  });

  it('keeps the consent ledger append-only, and shows it in the borrower file', async () => {
    const b = await borrowerWithLoan('09173650005', '2026-07-01');
    await host(b.auth, 'POST', MY_DATA_PATHS.marketing, { agreed: true });
    const withdrawn = data(await host(b.auth, 'POST', MY_DATA_PATHS.marketing, { agreed: false }));
    expect(withdrawn.marketingAgreed).toBe(false);
    expect(withdrawn.consents.map((c: { kind: string; action: string }) => `${c.kind}:${c.action}`)).toEqual([
      'privacy_notice:agreed',
      'marketing:agreed',
      'marketing:withdrawn',
    ]);
    await expect(
      app.db.update(privacyConsents).set({ action: 'agreed' }).where(eq(privacyConsents.userId, b.userId)),
    ).rejects.toThrow();
    const file = data(await consoleGet(app, dpo, `/api/console/orders/${b.orderNo}/borrower-file`));
    expect(file.consents.map((c: { kind: string; action: string }) => `${c.kind}:${c.action}`)).toEqual([
      'privacy_notice:agreed',
      'marketing:agreed',
      'marketing:withdrawn',
    ]);
  });

  it("records the first loan's privacy notice, shown and agreed, once per version, and lists it in My data", async () => {
    await adminCall('POST', '/clock', { date: '2026-08-03' });
    const session = await borrowerSession(app, '09173650006');
    const auth = { authorization: `Bearer ${session.sessionId}` };
    await certifyBorrower(
      app,
      auth,
      { employmentType: 'private', monthlyIncomePesos: '30000' },
      `365000000000${String(++idSeq).padStart(4, '0')}`,
    );
    const merchant = await app.usersRepository.resolveMerchant();
    const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
    const quote = () => host(auth, 'POST', '/api/v3/loan-confirm/loan-detail-confirm', { productId, amount: 500000 });
    const ledger = async () =>
      (data(await host(auth, 'GET', MY_DATA_PATHS.overview)).consents as { kind: string; action: string }[])
        .filter((c) => c.kind === 'privacy_notice')
        .map((c) => c.action);
    expect(await ledger()).toEqual([]);

    // The first quote hands out the notice: shown once, however often the page is reloaded.
    expect(data(await quote()).popAgreementUrl).not.toBe('');
    await quote();
    expect(await ledger()).toEqual(['shown']);

    // Applying is only possible past "Agree": the first application records the agreement, with its version.
    const push = await host(auth, 'POST', '/api/v3/loan-confirm/loan-detail-push', {
      amount: 500000,
      periods: 1,
      termUnit: 91,
      productId,
    });
    expect(push.json().data.created).toBe(true);
    expect(await ledger()).toEqual(['shown', 'agreed']);
    const mine = data(await host(auth, 'GET', MY_DATA_PATHS.overview));
    const userId = (await app.ordersRepository.findByNo(push.json().data.orderNo))!.userId;
    expect(mine.consents.filter((c: { kind: string }) => c.kind === 'privacy_notice')).toEqual([
      expect.objectContaining({ noticeVersion: '2026-11-28', action: 'shown', actor: `borrower:${userId}` }),
      expect.objectContaining({ noticeVersion: '2026-11-28', action: 'agreed', actor: `borrower:${userId}` }),
    ]);
    const audited = await app.auditRepository.list({ action: 'privacy.consent.agreed' });
    expect(audited.filter((r) => r.borrowerId === userId)).toEqual([
      expect.objectContaining({ after: { kind: 'privacy_notice', noticeVersion: '2026-11-28' } }),
    ]);

    // A later quote (not a first loan any more) shows no notice and records nothing.
    expect(data(await quote()).popAgreementUrl).toBe('');
    expect(await ledger()).toEqual(['shown', 'agreed']);
  });
});
