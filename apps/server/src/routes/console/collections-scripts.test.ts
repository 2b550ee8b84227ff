// Collections, decisions 081–082: roll rates between buckets from the close-of-business snapshots,
// call scripts approved per bucket and filled with the loan's figures, and written consent to other
// hours — recorded with its document, respected by the contact log, withdrawn with a reason.
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';
import { consoleGet, consolePost, staffFrom, staffLogin, type Staff } from '../../test/console-helper.js';
import { sandboxStaffEmail } from '../../db/seed-staff.js';
import { atManilaNight } from '../../test/contact-hours.js';

// The contact-hours clock jumps up to 8 hours (test/contact-hours.ts): past the 30-minute idle limit of a staff
// session (decision 102), which these tests do not exercise.
const app = await build({ staffSessionIdleMinutes: 24 * 60 });
const { adminCall, disbursedOrder } = fixtures(app);

afterEach(() => {
  vi.useRealTimers();
});

/** A multipart form: text fields first, then the one file, as the console's upload sends it. */
function consentForm(fields: Record<string, string>, file: Buffer | null) {
  const boundary = '----lendwellconsent';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="consent.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (staff: Staff, orderNo: string, form: ReturnType<typeof consentForm>) =>
  app.inject({
    method: 'POST',
    url: `/api/console/collections/loans/${orderNo}/consents`,
    headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, ...form.headers },
    payload: form.payload,
  });

describe('collections: roll rates, call scripts and written consent', () => {
  it('records a written consent, lets a night contact rest on it, and stops when it is withdrawn', async () => {
    const loan = await disbursedOrder('09370000001');
    await adminCall('POST', '/clock', { date: '2026-04-10' });
    await app.loans.runCob('2026-04-10');
    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));
    const collectors = (await consoleGet(app, supervisor, '/api/console/collections/collectors')).json().data.items as {
      id: number;
      email: string;
    }[];
    const collectorId = collectors.find((c) => c.email === sandboxStaffEmail('collector'))!.id;
    await consolePost(app, supervisor, `/api/console/collections/loans/${loan.orderNo}/assign`, {
      staffId: collectorId,
    });
    const base = `/api/console/collections/loans/${loan.orderNo}`;

    atManilaNight();
    const refused = await consolePost(app, collector, `${base}/contacts`, { channel: 'call', outcome: 'reached' });
    expect(refused.statusCode).toBe(409);
    expect((await consoleGet(app, collector, base)).json().data).toMatchObject({
      contactAllowedNow: false,
      contactGround: null,
    });

    const scan = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const fields = { kind: 'contact_other_hours', signerName: 'Juan Dela Cruz', signedOn: '2026-04-09' };
    // Refusals name the field: no document, a future date, an unknown kind.
    expect((await upload(collector, loan.orderNo, consentForm(fields, null))).json()).toMatchObject({
      field: 'document',
    });
    const future = await upload(collector, loan.orderNo, consentForm({ ...fields, signedOn: '2026-04-20' }, scan));
    expect(future.statusCode).toBe(400);
    expect(future.json().field).toBe('signedOn');
    const unknown = await upload(collector, loan.orderNo, consentForm({ ...fields, kind: 'anything' }, scan));
    expect(unknown.json()).toMatchObject({ field: 'kind' });

    const recorded = await upload(collector, loan.orderNo, consentForm(fields, scan));
    expect(recorded.statusCode).toBe(200);
    const consentId = recorded.json().data.id as number;
    const page = (await consoleGet(app, collector, base)).json().data;
    expect(page).toMatchObject({ contactAllowedNow: true, contactGround: 'written_consent' });
    expect(page.consents[0]).toMatchObject({ signerName: 'Juan Dela Cruz', signedOn: '2026-04-09', revokedAt: null });
    expect(page.consents[0].documentUrl).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
    // The link was signed at the faked 11:30 PM and lives ten minutes: it is read at that time too, not on the real
    // clock (which, later in the day, is past its expiry).
    const image = await app.inject({ method: 'GET', url: page.consents[0].documentUrl });
    expect(image.headers['content-type']).toBe('image/jpeg');

    atManilaNight();
    const logged = await consolePost(app, collector, `${base}/contacts`, { channel: 'call', outcome: 'reached' });
    expect(logged.json()).toMatchObject({ code: 0, data: { ground: 'written_consent' } });

    const revoked = await consolePost(app, collector, `${base}/consents/${consentId}/revoke`, {
      reason: 'The borrower withdrew it by phone',
    });
    expect(revoked.statusCode).toBe(200);
    const again = await consolePost(app, collector, `${base}/contacts`, { channel: 'call', outcome: 'reached' });
    expect(again.statusCode).toBe(409);
    vi.useRealTimers();

    const audit = await app.auditRepository.list({ action: 'collections.consent.record', limit: 5 });
    expect(audit.map((a) => a.target)).toContain(loan.orderNo);
    expect((await app.auditRepository.list({ action: 'collections.consent.revoke', limit: 5 })).length).toBeGreaterThan(
      0,
    );

    // Another collector's loan: the consent routes answer 404 like every other.
    const other = await disbursedOrder('09370000002');
    await app.loans.runCob('2026-04-10');
    expect((await upload(collector, other.orderNo, consentForm(fields, scan))).statusCode).toBe(404);
  });

  it('fills the approved script with the loan figures; the supervisor approves versions, audited', async () => {
    const loan = await disbursedOrder('09370000003');
    await adminCall('POST', '/clock', { date: '2026-04-10' });
    await app.loans.runCob('2026-04-10');
    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));

    expect((await consoleGet(app, collector, '/api/console/collections/scripts')).statusCode).toBe(403);
    const threat = await consolePost(app, supervisor, '/api/console/collections/scripts/1-7', {
      body: 'Hello {name}, pay {amountDue} or we call the police.',
    });
    expect(threat.statusCode).toBe(400);
    expect(threat.json().field).toBe('body');
    const preview = (
      await consolePost(app, supervisor, '/api/console/collections/scripts/preview', {
        body: 'Hello {name}, {amountDue} was due on {dueDate}.',
      })
    ).json().data;
    expect(preview).toEqual({ problem: null, text: 'Hello Maria Santos, ₱5,606.67 was due on April 6, 2026.' });
    const saved = await consolePost(app, supervisor, '/api/console/collections/scripts/1-7', {
      body: 'Hello {name}, this is {collector} of {lender}. Loan {orderNo}: {amountDue} was due on {dueDate}.',
    });
    expect(saved.json()).toMatchObject({ code: 0, data: { bucket: '1-7', version: 1 } });
    const versions = (await consoleGet(app, supervisor, '/api/console/collections/scripts/1-7/versions')).json().data
      .items as { version: number }[];
    expect(versions[0]!.version).toBe(1);
    expect((await app.auditRepository.list({ action: 'collections.script.save', limit: 5 }))[0]).toMatchObject({
      target: 'script:1-7',
    });

    const page = (await consoleGet(app, supervisor, `/api/console/collections/loans/${loan.orderNo}`)).json().data;
    expect(page.script).toMatchObject({ bucket: '1-7', version: 1 });
    expect(page.script.text).toMatch(
      new RegExp(`Loan ${loan.orderNo}: ₱[\\d,]+\\.\\d{2} was due on [A-Z][a-z]+ \\d{1,2}, 2026\\.`),
    );
    expect(page.script.text).not.toMatch(/[{}]/);
  });

  it('measures roll rates between the buckets of two closes of business, with a CSV', async () => {
    const rolling = await disbursedOrder('09370000004');
    const curing = await disbursedOrder('09370000005');
    await adminCall('POST', '/clock', { date: '2026-04-08' });
    await app.loans.runCob('2026-04-08'); // 2 days past due: bucket 1-7
    await app.loans.pay(curing.orderNo, { amountCents: 10_000_000, purpose: 'repay', reference: 'roll-cure' }, 'test');
    await adminCall('POST', '/clock', { date: '2026-04-16' });
    await app.loans.runCob('2026-04-16'); // 10 days past due: bucket 8-30

    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const bad = await consoleGet(app, supervisor, '/api/console/collections/roll-rates?periodDays=0');
    expect(bad.json()).toMatchObject({ field: 'periodDays' });
    const notADay = await consoleGet(app, supervisor, '/api/console/collections/roll-rates?through=2026-13-45');
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json()).toMatchObject({ field: 'through' });
    const rates = (
      await consoleGet(app, supervisor, '/api/console/collections/roll-rates?periodDays=8&periods=1&through=2026-04-16')
    ).json().data;
    expect(rates.lastDate).toBe('2026-04-16');
    expect(rates.periods).toHaveLength(1);
    expect(rates.periods[0]).toMatchObject({ fromDate: '2026-04-08', toDate: '2026-04-16' });
    const row = rates.periods[0].rows.find((r: { from: string }) => r.from === '1-7');
    expect(row.accounts).toBeGreaterThanOrEqual(2);
    expect(row.to['8-30'].accounts).toBeGreaterThanOrEqual(1);
    expect(row.to.closed.accounts).toBeGreaterThanOrEqual(1);
    void rolling;

    const csv = await consoleGet(app, supervisor, '/api/console/collections/roll-rates.csv?periodDays=8&periods=1');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toMatch(/^From date,To date,From,To,/);
    expect(csv.body).toMatch(/2026-04-08,2026-04-16,1-7,8-30,\d+,\d+,/);
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));
    expect((await consoleGet(app, collector, '/api/console/collections/roll-rates')).statusCode).toBe(403);
  });
});
