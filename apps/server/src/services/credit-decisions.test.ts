// Credit decisions end to end over inject(), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: an
// application with complete certify data is decided in the same request; approval pays out with no
// person; a repayment on time raises the limit; a second account with one ID is refused and flagged;
// a declined borrower reads the reason and the date; an override needs a reason and is audited; a
// risk user drafts, back-tests and publishes a rule set that decides the next application.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, creditDecisions } from '../db/schema.js';
import { build } from '../test/helper.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin, type Staff } from '../test/console-helper.js';
import { applicants } from '../test/credit-applicant.js';
import { fixtures } from '../routes/payments/test-fixtures.js';
import { sandboxStaffEmail } from '../db/seed-staff.js';

const app = await build();
const { adminCall } = fixtures(app);
await adminCall('POST', '/clock', { date: '2026-01-05' });

const { me, get, post, data, certify, flexId, apply, details } = applicants(app);

const risk = async (): Promise<Staff> => staffFrom(await staffLogin(app, sandboxStaffEmail('risk')));

describe('credit decisions on apply', () => {
  it('approves a strong profile in the same request, pays it out, and raises the limit after an on-time repayment', async () => {
    const a = await me('09207000001');
    const pid = await flexId();
    await certify(a, { employmentType: 'private', monthlyIncomePesos: '45000' }, '1111-2222-3333-4444');
    expect(data(await get(a, '/api/host/home')).credit).toEqual({ limitCents: 800_000, wait: null });
    const confirm = data(await post(a, '/api/v3/loan-confirm/loan-detail-confirm', { productId: pid, amount: 500000 }));
    expect(confirm.creditLimitCents).toBe(800_000);

    const pushed = data(await apply(a, pid));
    const order = await details(a, pushed.orderId, pid);
    // The sandbox payout calls back at once in tests: decided, paid out and booked within the request.
    expect(order.orderStatus).toBe(170);
    expect(order.creditAnswer).toEqual({
      outcome: 'approve',
      reasonCategory: null,
      reapplyOn: null,
      reviewCategory: null,
    });
    const shown = await adminCall('GET', `/orders/${pushed.orderNo}`);
    expect(shown.history.map((h: { actor: string }) => h.actor)).toContain('credit-engine');

    try {
      await adminCall('POST', '/clock', { date: '2026-04-06' });
      await adminCall('POST', `/orders/${pushed.orderNo}/payments`, {
        amountCents: 560_667,
        purpose: 'repay',
        reference: `credit-ontime-${pushed.orderNo}`,
      });
      expect((await details(a, pushed.orderId, pid)).orderStatus).toBe(200);
      // ₱8,000 from band B, one step of ₱2,000 for the loan repaid on time.
      expect(data(await get(a, '/api/host/home')).credit).toEqual({ limitCents: 1_000_000, wait: null });
    } finally {
      await adminCall('POST', '/clock', { date: '2026-01-05' });
    }
  });

  it("offers other loans only up to the borrower's limit, in the one money format (decision 130)", async () => {
    const a = await me('09207000009');
    await certify(a, { employmentType: 'private', monthlyIncomePesos: '45000' }, '1111-2222-3333-9999');
    expect(data(await get(a, '/api/host/home')).credit.limitCents).toBe(800_000);
    const notice = data(await post(a, '/api/v3/joint-login/failure-notice', { reason: 'expired' }));
    expect(notice.recProducts.length).toBeGreaterThan(0);
    for (const p of notice.recProducts as { range: string }[])
      expect(p.range).toMatch(/^₱\d{1,3}(,\d{3})*\.\d{2} – ₱(8,000\.00|[1-7],\d{3}\.\d{2})$/);
    // The host's home list offers the same: no product above the limit (decision 142).
    const home = data(await get(a, '/api/host/home'));
    expect(home.products.length).toBeGreaterThan(0);
    for (const p of home.products as { minAmountCents: number; offerMaxCents: number; maxAmountCents: number }[]) {
      expect(p.offerMaxCents).toBe(Math.min(p.maxAmountCents, 800_000));
      expect(p.minAmountCents).toBeLessThanOrEqual(800_000);
    }
  });

  it('offers no loan to a borrower who must wait after a decline, and every list says from when (decision 142)', async () => {
    const pid = await flexId();
    const first = await me('09207000021');
    await certify(first, { employmentType: 'private', monthlyIncomePesos: '18000' }, '5555-6666-7777-1421');
    await apply(first, pid);
    // A second account with the same ID number is declined (identity) and waits until 2026-04-05.
    const twin = await me('09207000022');
    await certify(twin, { employmentType: 'government', monthlyIncomePesos: '90000' }, '5555 6666 7777 1421');
    const refused = data(await apply(twin, pid));
    const order = await details(twin, refused.orderId, pid);
    expect(order).toMatchObject({ orderStatus: 110, canApply: false, reapplyOn: '2026-04-05', recProducts: [] });

    const wait = 'Your last application was declined. You may apply again from 2026-04-05.';
    const notice = data(await post(twin, '/api/v3/joint-login/failure-notice', { reason: 'expired' }));
    expect(notice).toMatchObject({ noticeMessage: wait, recProducts: [] });
    const fil = data(await post(twin, '/api/v3/joint-login/failure-notice?lang=fil', { reason: 'expired' }));
    expect(fil.noticeMessage).toBe(
      'Hindi naaprubahan ang huli mong application. Puwede kang mag-apply ulit simula 2026-04-05.',
    );
    const home = data(await get(twin, '/api/host/home'));
    expect(home.products).toEqual([]);
    expect(home.credit.wait.reapplyOn).toBe('2026-04-05');

    // The borrower whose application is under review has a loan open: nothing to apply for, and it says so.
    const busy = data(await post(first, '/api/v3/joint-login/failure-notice', {}));
    expect(busy.recProducts.length).toBeGreaterThan(0);
    expect(busy.recProducts.every((p: { flag: number }) => p.flag === 0)).toBe(true);
    expect(busy.recProducts.map((p: { buttonText: string }) => p.buttonText)).toContain('In progress');
  });

  it('refuses a second account with the same ID number, flags it, and tells the borrower why and until when', async () => {
    const pid = await flexId();
    const first = await me('09207000002');
    await certify(first, { employmentType: 'private', monthlyIncomePesos: '18000' }, '5555-6666-7777-8888');
    const referred = data(await apply(first, pid));
    expect((await details(first, referred.orderId, pid)).orderStatus).toBe(21);

    const twin = await me('09207000003');
    await certify(twin, { employmentType: 'government', monthlyIncomePesos: '90000' }, '5555 6666 7777 8888');
    const refused = data(await apply(twin, pid));
    const order = await details(twin, refused.orderId, pid);
    expect(order.orderStatus).toBe(110);
    expect(order.creditAnswer).toEqual({
      outcome: 'decline',
      reasonCategory: 'identity',
      reapplyOn: '2026-04-05',
      reviewCategory: null,
    });
    const [decision] = await app.db.select().from(creditDecisions).where(eq(creditDecisions.orderId, refused.orderId));
    expect(decision).toMatchObject({ outcome: 'decline', flagged: true, ruleSetVersion: 1 });
    const flags = await app.db.select().from(auditLog).where(eq(auditLog.action, 'credit.flag'));
    expect(flags.map((f) => f.target)).toContain(`order:${refused.orderNo}`);

    // The wait is enforced and shown: the home carries the reason and date, a new application is refused.
    expect(data(await get(twin, '/api/host/home')).credit.wait).toEqual({
      reasonCategory: 'identity',
      reapplyOn: '2026-04-05',
      reviewCategory: null,
    });
    // The spec's apply route answers a refusal its screen reads by code with 200 (decision 118).
    const again = await apply(twin, pid);
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe(1009);
    expect(again.json().message).toBe('Your last application was declined. You may apply again from 2026-04-05.');

    // Only the referred application waits for a reviewer, with its decision beside it.
    const reviewer = await loginAs(app, 'reviewer');
    const queue = data(await consoleGet(app, reviewer, '/api/console/loans/review')).items as { orderNo: string }[];
    expect(queue.map((q) => q.orderNo)).toContain(referred.orderNo);
    expect(queue.map((q) => q.orderNo)).not.toContain(refused.orderNo);
    const explained = data(await consoleGet(app, reviewer, `/api/console/credit/decisions/${referred.orderNo}`));
    // 20 (income) + 35 (private) + 20 (12 months in the job, asked by certify) + 25 (age 30) = 100.
    expect(explained.decision).toMatchObject({ outcome: 'refer', band: 'C', score: 100, replayMatches: true });
    expect(explained.decision.result.points).toContainEqual({
      attribute: 'monthlyIncomePesos',
      value: 18000,
      points: 20,
    });
    expect(explained.decision.result.points).toContainEqual({ attribute: 'monthsInJob', value: 12, points: 20 });
  });

  it('declines a weak profile with the credit reason; an override needs a reason, is audited and pays out', async () => {
    const pid = await flexId();
    const a = await me('09207000004');
    await certify(a, { employmentType: 'none', monthlyIncomePesos: '0' }, '9999-0000-1111-2222');
    const pushed = data(await apply(a, pid));
    expect((await details(a, pushed.orderId, pid)).creditAnswer).toEqual({
      outcome: 'decline',
      reasonCategory: 'credit',
      reapplyOn: '2026-03-06',
      reviewCategory: null,
    });

    const reviewer = await loginAs(app, 'reviewer');
    const url = `/api/console/credit/decisions/${pushed.orderNo}/override`;
    const blank = await consolePost(app, reviewer, url, { outcome: 'approve', reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/reason/);
    const agent = await loginAs(app, 'agent');
    expect((await consolePost(app, agent, url, { outcome: 'approve', reason: 'known customer' })).statusCode).toBe(403);
    const done = await consolePost(app, reviewer, url, { outcome: 'approve', reason: 'payslips verified by phone' });
    expect(done.statusCode).toBe(200);
    expect((await details(a, pushed.orderId, pid)).orderStatus).toBe(170);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'credit.override'));
    expect(audit.at(-1)).toMatchObject({
      target: `order:${pushed.orderNo}`,
      before: { outcome: 'decline', status: 110 },
      after: { outcome: 'approve', reason: 'payslips verified by phone' },
    });
    const explained = data(await consoleGet(app, reviewer, `/api/console/credit/decisions/${pushed.orderNo}`));
    expect(explained.overrides).toHaveLength(1);
    // The stored decision itself never changes.
    await expect(app.db.execute(sql`update credit_decisions set outcome = 'approve'`)).rejects.toThrow();
  });
});

describe('rule sets in the console', () => {
  it('a risk user drafts, validates, back-tests and publishes; the next application is decided by it', async () => {
    const staff = await risk();
    const sets = data(await consoleGet(app, staff, '/api/console/credit/rule-sets'));
    expect(sets.live.version).toBe(1);
    const config = structuredClone(sets.live.config);
    config.bands = config.bands.map((b: { name: string }) => (b.name === 'C' ? { ...b, outcome: 'approve' } : b));

    const broken = { ...config, eligibility: { ...config.eligibility, maxAgeYears: 10 } };
    const invalid = await consolePost(app, staff, '/api/console/credit/rule-sets/draft', { config: broken });
    expect(invalid.statusCode).toBe(400);

    const saved = data(
      await consolePost(app, staff, '/api/console/credit/rule-sets/draft', { config, note: 'C approves' }),
    );
    expect(saved).toMatchObject({
      version: 2,
      status: 'draft',
      problems: [],
      changes: ['Band C: Referred to a reviewer → Approved by the rules'],
    });

    const tested = data(await consolePost(app, staff, '/api/console/credit/back-test', { config }));
    expect(tested.applications).toBeGreaterThanOrEqual(4);
    expect(tested.draft.approve).toBe(
      tested.live.approve + tested.moved.find((m: { to: string }) => m.to === 'approve').count,
    );
    expect(tested.byDraftBand.find((b: { band: string }) => b.band === 'B')).toMatchObject({ disbursed: 1, onTime: 1 });

    const reviewer = await loginAs(app, 'reviewer');
    expect((await consolePost(app, reviewer, '/api/console/credit/rule-sets/draft/publish')).statusCode).toBe(403);
    expect(data(await consolePost(app, staff, '/api/console/credit/rule-sets/draft/publish'))).toEqual({
      version: 2,
      retired: 1,
    });
    await expect(
      app.db.execute(sql`update credit_rule_sets set config = '{}'::jsonb where version = 1`),
    ).rejects.toThrow();
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'credit.rules.publish'));
    expect(audit.at(-1)).toMatchObject({ target: 'credit-rules:v2', before: { liveVersion: 1 } });

    const pid = await flexId();
    const a = await me('09207000005');
    await certify(a, { employmentType: 'private', monthlyIncomePesos: '18000' }, '1212-3434-5656-7878');
    const pushed = data(await apply(a, pid));
    expect((await details(a, pushed.orderId, pid)).orderStatus).toBe(170);
    const [decision] = await app.db.select().from(creditDecisions).where(eq(creditDecisions.orderId, pushed.orderId));
    expect(decision).toMatchObject({ ruleSetVersion: 2, outcome: 'approve', band: 'C' });
  });

  it('validates a configuration without saving it, shows any version, and discards a draft', async () => {
    const staff = await risk();
    const { live } = data(await consoleGet(app, staff, '/api/console/credit/rule-sets'));
    const broken = { ...live.config, eligibility: { ...live.config.eligibility, minAgeYears: 30, maxAgeYears: 25 } };
    const checked = data(await consolePost(app, staff, '/api/console/credit/rule-sets/validate', { config: broken }));
    expect(checked.problems).toContain('The maximum age must be above the minimum age.');
    expect(await app.creditRepository.draft()).toBeNull();

    const shown = data(await consoleGet(app, staff, `/api/console/credit/rule-sets/${live.version}`));
    expect(shown).toMatchObject({ version: live.version, status: 'live', config: live.config });
    expect(Date.parse(shown.publishedAt)).not.toBeNaN();

    const saved = data(
      await consolePost(app, staff, '/api/console/credit/rule-sets/draft', { config: live.config, note: 'to discard' }),
    );
    const withDraft = data(await consoleGet(app, staff, '/api/console/credit/rule-sets'));
    expect(withDraft.draft).toMatchObject({ version: saved.version, status: 'draft', note: 'to discard' });
    expect(withDraft).toMatchObject({ problems: [], changes: [] });
    expect(data(await consolePost(app, staff, '/api/console/credit/rule-sets/draft/discard'))).toEqual({
      version: saved.version,
    });
    expect((await consoleGet(app, staff, `/api/console/credit/rule-sets/${saved.version}`)).statusCode).toBe(404);
    expect((await consolePost(app, staff, '/api/console/credit/rule-sets/draft/discard')).statusCode).toBe(404);
  });

  it('shows the risk figures with CSV downloads, to risk and admin only', async () => {
    const staff = await risk();
    const figures = data(await consoleGet(app, staff, '/api/console/credit/figures?from=2026-01-01&to=2026-12-31'));
    expect(figures.summary.applications).toBeGreaterThanOrEqual(5);
    expect(figures.summary.approvalRatePct).toBeGreaterThan(0);
    expect(figures.bands.map((b: { key: string }) => b.key)).toContain('B');
    expect(figures.vintages).toEqual([{ key: '2026-01', disbursed: 3, fpd: 0, fpdPct: 0, dpd30: 0, dpd30Pct: 0 }]);
    const csv = await consoleGet(app, staff, '/api/console/credit/figures/bands/csv?from=2026-01-01&to=2026-12-31');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('band,disbursed,first_payment_default,fpd_pct,dpd30,dpd30_pct');
    const finance = await loginAs(app, 'finance');
    expect((await consoleGet(app, finance, '/api/console/credit/figures')).statusCode).toBe(403);
    expect((await consoleGet(app, staff, '/api/console/credit/figures?from=2026-02-01&to=2026-01-01')).statusCode).toBe(
      400,
    );
  });
});

describe('the block list desk', () => {
  it('a risk user blocks a phone (audited, never in the clear), its application is declined, and the block is lifted with a reason', async () => {
    const staff = await risk();
    const add = (body: object) => consolePost(app, staff, '/api/console/credit/block-list', body);
    const search = async (query: string, includeRemoved = false) =>
      data(await consolePost(app, staff, '/api/console/credit/block-list/search', { query, includeRemoved }))
        .entries as { id: number; hint: string; reason: string; removedReason: string | null }[];

    const bad = await add({ kind: 'phone', number: '12345', reason: 'Fraud ring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('number');
    const added = await add({ kind: 'phone', number: '0920 700 0006', reason: 'Fraud ring, police report 77' });
    expect(added.statusCode).toBe(200);
    const entry = data(added);
    expect(entry).toMatchObject({ kind: 'phone', hint: 'Mobile number ending 0006', removedAt: null });
    expect((await add({ kind: 'phone', number: '09207000006', reason: 'Again' })).statusCode).toBe(409);
    const id = await add({ kind: 'id', idType: 'philsys', number: '9360-0000-0000-0006', reason: 'Forged ID card' });
    expect(data(id).hint).toBe('PhilSys National ID ending 0006');

    expect((await search('0920-700-0006')).map((e) => e.id)).toEqual([entry.id]);
    expect((await search('police report')).map((e) => e.id)).toEqual([entry.id]);
    expect(await search('nobody at all')).toEqual([]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `credit-block:${entry.id}`));
    expect(audit).toMatchObject({ action: 'credit.block.add' });
    expect(JSON.stringify(audit)).not.toMatch(/9207000006|0920 700 0006/);

    // The blocked phone's application is declined for eligibility, in the same request.
    const pid = await flexId();
    const blocked = await me('09207000006');
    await certify(blocked, { employmentType: 'private', monthlyIncomePesos: '45000' }, '9360-1111-2222-0006');
    const pushed = data(await apply(blocked, pid));
    const order = await details(blocked, pushed.orderId, pid);
    expect(order.orderStatus).toBe(110);
    expect(order.creditAnswer).toMatchObject({ outcome: 'decline', reasonCategory: 'eligibility' });

    const remove = (entryId: number, reason: string) =>
      consolePost(app, staff, `/api/console/credit/block-list/${entryId}/remove`, { reason });
    expect((await remove(entry.id, '')).statusCode).toBe(400);
    expect((await remove(entry.id, 'Cleared by the police report')).statusCode).toBe(200);
    expect((await remove(entry.id, 'Twice')).statusCode).toBe(409);
    expect((await remove(987654, 'No such entry')).statusCode).toBe(404);
    expect(await search('09207000006')).toEqual([]);
    expect(await search('09207000006', true)).toMatchObject([{ removedReason: 'Cleared by the police report' }]);
    const removal = await app.db.select().from(auditLog).where(eq(auditLog.action, 'credit.block.remove'));
    expect(removal.at(-1)).toMatchObject({ target: `credit-block:${entry.id}`, actor: expect.any(String) });
    // Removed entries stay as history; the same number can be blocked again.
    expect((await add({ kind: 'phone', number: '09207000006', reason: 'Blocked again' })).statusCode).toBe(200);

    const finance = await loginAs(app, 'finance');
    expect((await consolePost(app, finance, '/api/console/credit/block-list/search', { query: '' })).statusCode).toBe(
      403,
    );
  });
});
