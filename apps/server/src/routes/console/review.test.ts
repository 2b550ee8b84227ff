// Loan review triage (decision 109): the queue's age against the SLA, band and score; claiming (of two reviewers
// claiming at once exactly one wins, on PGlite and PostgreSQL alike), assigning, the holder-only decision, and a
// rejection filed under a configured category.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewClaims } from '../../db/schema.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin, type Staff } from '../../test/console-helper.js';
import { borrowerSession, build } from '../../test/helper.js';
import { addDays } from '../../domain/calendar.js';

const app = await build();

async function applyFor(phone: string) {
  return (await applyAs(phone)).orderNo;
}

async function applyAs(phone: string) {
  const { sessionId } = await borrowerSession(app, phone);
  const products = await app.productsRepository.list((await app.usersRepository.resolveMerchant())!.id);
  const productId = products.find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: { authorization: `Bearer ${sessionId}` },
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  // A refused application answers no data (decision 118's envelope).
  const data = push.json().data as { orderNo: string } | null;
  return { orderNo: data?.orderNo as string, sessionId, productId, push };
}

async function secondReviewer(): Promise<{ staff: Staff; id: number }> {
  const created = await app.staffActions.createStaff('operator', {
    email: 'second.reviewer@console.sandbox',
    name: 'Rosa Second',
    role: 'reviewer',
    password: 'second-reviewer-123',
  });
  return {
    staff: staffFrom(await staffLogin(app, 'second.reviewer@console.sandbox', 'second-reviewer-123')),
    id: created.id,
  };
}

const queueRow = async (staff: Staff, orderNo: string) => {
  const res = await consoleGet(app, staff, '/api/console/loans/review');
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as { orderNo: string }[]).find((i) => i.orderNo === orderNo) as
    Record<string, unknown> | undefined;
};

const reviewer = await loginAs(app, 'reviewer');
const admin = await loginAs(app, 'admin');
const other = await secondReviewer();
const me = (await consoleGet(app, reviewer, '/api/console/me')).json().data.staff as { id: number; name: string };

describe('the review queue', () => {
  it('shows age, band, score and amount, and marks an application past the SLA on the business clock', async () => {
    await app.clock.setOverride('2026-03-02');
    const orderNo = await applyFor('09175550001');
    const fresh = await queueRow(reviewer, orderNo);
    expect(fresh).toMatchObject({
      ageHours: 0,
      pastSla: false,
      principalCents: 500_000,
      score: expect.any(Number),
      claim: null,
    });
    expect(fresh).toHaveProperty('band');
    expect((await consoleGet(app, reviewer, '/api/console/loans/review')).json().data.settings).toEqual({
      slaHours: 24,
      rejectionCategories: expect.arrayContaining(['Income not verified', 'Other']),
      // The defaults come with their Filipino (decision 132).
      rejectionCategoriesFil: expect.objectContaining({ 'Income not verified': 'Hindi ma-verify ang kita' }),
    });

    // Three business days later the same application has waited 72 hours: past the 24-hour SLA.
    await app.clock.setOverride('2026-03-05');
    expect(await queueRow(reviewer, orderNo)).toMatchObject({ ageHours: 72, pastSla: true });

    // An admin gives reviewers four days: the same application is within it again.
    const put = await consolePost(app, admin, '/api/console/review-settings', {
      slaHours: 96,
      rejectionCategories: ['Income not verified', ' Fraud ', '', 'Other'],
    });
    expect(put.json().data).toEqual({
      slaHours: 96,
      rejectionCategories: ['Income not verified', 'Fraud', 'Other'],
      rejectionCategoriesFil: {},
    });
    expect(await queueRow(reviewer, orderNo)).toMatchObject({ ageHours: 72, pastSla: false });
    await app.clock.setOverride(null);
  });

  it('lets only an admin change the SLA and categories, refuses bad ones naming the field, and audits the change', async () => {
    const put = (staff: Staff, payload: object) => consolePost(app, staff, '/api/console/review-settings', payload);
    expect((await put(reviewer, { slaHours: 12, rejectionCategories: ['Other'] })).statusCode).toBe(403);
    expect((await put(admin, { slaHours: 0, rejectionCategories: ['Other'] })).json().detail).toMatch(/^slaHours: /);
    expect((await put(admin, { slaHours: 12, rejectionCategories: ['Other', 'other'] })).json().detail).toBe(
      'rejectionCategories: "other" is named twice',
    );
    expect((await put(admin, { slaHours: 12, rejectionCategories: ['  '] })).json().detail).toMatch(
      /^rejectionCategories: must name at least one/,
    );
    expect((await put(admin, { slaHours: 48, rejectionCategories: ['Income not verified', 'Other'] })).statusCode).toBe(
      200,
    );
    const [entry] = await app.auditRepository.list({ action: 'config.review.save' });
    expect(entry).toMatchObject({
      actor: 'staff:4:admin@console.sandbox',
      after: { slaHours: 48, rejectionCategories: ['Income not verified', 'Other'] },
    });
  });
});

describe('claims', () => {
  it('of two reviewers claiming at once, exactly one wins and the other is told who has it', async () => {
    for (const phone of ['09175550002', '09175550003', '09175550004']) {
      const orderNo = await applyFor(phone);
      const [a, b] = await Promise.all([
        consolePost(app, reviewer, `/api/console/orders/${orderNo}/claim`),
        consolePost(app, other.staff, `/api/console/orders/${orderNo}/claim`),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const loser = a.statusCode === 200 ? b : a;
      const holder = winner.json().data.claim as { staffId: number; staffName: string };
      expect(loser.json().message).toBe(`${holder.staffName} has already claimed application ${orderNo}.`);
      expect(await queueRow(other.staff, orderNo)).toMatchObject({ claim: { staffId: holder.staffId } });
      expect(await app.auditRepository.list({ target: `order:${orderNo}`, action: 'review.claim' })).toHaveLength(1);
    }
  });

  it('claiming one’s own again changes nothing; another reviewer may not decide it until it is assigned to them', async () => {
    const orderNo = await applyFor('09175550005');
    expect((await consolePost(app, reviewer, `/api/console/orders/${orderNo}/claim`)).statusCode).toBe(200);
    expect((await consolePost(app, reviewer, `/api/console/orders/${orderNo}/claim`)).json().data.claim).toMatchObject({
      staffId: me.id,
      staffName: me.name,
    });

    const refused = await consolePost(app, other.staff, `/api/console/orders/${orderNo}/approve`, { reason: 'fine' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${me.name} has claimed application ${orderNo}; assign it to yourself before deciding it.`,
    );
    expect(await queueRow(reviewer, orderNo)).toMatchObject({ status: 21 });

    expect(
      (await consolePost(app, other.staff, `/api/console/orders/${orderNo}/assign`, { staffId: 999_999 })).json()
        .detail,
    ).toBe('staffId: must name an active reviewer');
    const assigned = await consolePost(app, reviewer, `/api/console/orders/${orderNo}/assign`, { staffId: other.id });
    expect(assigned.json().data.claim).toMatchObject({ staffId: other.id, staffName: 'Rosa Second' });
    expect(await app.auditRepository.list({ target: `order:${orderNo}`, action: 'review.assign' })).toEqual([
      expect.objectContaining({ before: { staffId: me.id }, after: { staffId: other.id } }),
    ]);
    const reviewers = (await consoleGet(app, reviewer, '/api/console/loans/review/reviewers')).json().data.items;
    expect(reviewers).toEqual(expect.arrayContaining([{ id: other.id, name: 'Rosa Second' }]));
    expect(
      (await consolePost(app, other.staff, `/api/console/orders/${orderNo}/approve`, { reason: 'fine' })).json().data,
    ).toMatchObject({ status: 151 });
    // Decided: no longer under review, so no longer claimable.
    expect((await consolePost(app, reviewer, `/api/console/orders/${orderNo}/claim`)).json().message).toBe(
      `Application ${orderNo} is no longer under review.`,
    );
  });

  it('is released by its holder or an admin, not by another reviewer; each release audited (decision 113)', async () => {
    const orderNo = await applyFor('09175550007');
    const release = (staff: Staff) => consolePost(app, staff, `/api/console/orders/${orderNo}/release-claim`);
    expect((await release(reviewer)).json().message).toBe(`Application ${orderNo} is not claimed.`);
    const claimed = (await consolePost(app, reviewer, `/api/console/orders/${orderNo}/claim`)).json().data.claim;
    const { slaHours } = (await consoleGet(app, reviewer, '/api/console/review-settings')).json().data;
    expect(Date.parse(claimed.expiresAt) - Date.parse(claimed.claimedAt)).toBe(slaHours * 3_600_000);
    const refused = await release(other.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`${me.name} holds this application; only they or an admin may release it.`);
    expect((await release(admin)).json().data).toEqual({ orderNo, released: true });
    expect(await queueRow(other.staff, orderNo)).toMatchObject({ claim: null });
    expect((await consolePost(app, other.staff, `/api/console/orders/${orderNo}/claim`)).statusCode).toBe(200);
    expect((await release(other.staff)).statusCode).toBe(200);
    const audited = await app.auditRepository.list({ target: `order:${orderNo}`, action: 'review.release' });
    expect(audited.map((a) => a.before)).toEqual(expect.arrayContaining([{ staffId: me.id }, { staffId: other.id }]));
    expect(audited).toHaveLength(2);
  });

  it('lapses after the review SLA, so an absent reviewer never blocks the application (decision 113)', async () => {
    const orderNo = await applyFor('09175550008');
    expect((await consolePost(app, reviewer, `/api/console/orders/${orderNo}/claim`)).statusCode).toBe(200);
    const { slaHours } = (await consoleGet(app, reviewer, '/api/console/review-settings')).json().data;
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    await app.db
      .update(reviewClaims)
      .set({ claimedAt: new Date(Date.now() - (slaHours + 1) * 3_600_000) })
      .where(eq(reviewClaims.orderId, order.id));
    expect(await queueRow(other.staff, orderNo)).toMatchObject({ claim: null });
    const taken = await consolePost(app, other.staff, `/api/console/orders/${orderNo}/claim`);
    expect(taken.json().data.claim).toMatchObject({ staffId: other.id });
    const lapsed = await app.auditRepository.list({ target: `order:${orderNo}`, action: 'review.claim_lapsed' });
    expect(lapsed).toEqual([
      expect.objectContaining({ actor: 'system:review-claims', before: expect.objectContaining({ staffId: me.id }) }),
    ]);
  });

  it('an agent may not claim, and a claim names an order that exists', async () => {
    const agent = await loginAs(app, 'agent');
    const orderNo = await applyFor('09175550006');
    expect((await consolePost(app, agent, `/api/console/orders/${orderNo}/claim`)).statusCode).toBe(403);
    expect((await consolePost(app, reviewer, '/api/console/orders/NOSUCH1/claim')).statusCode).toBe(404);
  });
});

describe('rejections', () => {
  it('take a category from the list beside the free text, both stored and audited', async () => {
    const orderNo = await applyFor('09175550007');
    const reject = (payload: object) => consolePost(app, reviewer, `/api/console/orders/${orderNo}/reject`, payload);
    expect((await reject({ reason: 'payslip unreadable' })).json().detail).toMatch(/^category: /);
    const unknown = await reject({ category: 'Bad vibes', reason: 'payslip unreadable' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Please choose a rejection category from the list.' });
    expect(await queueRow(reviewer, orderNo)).toBeDefined();

    const done = await reject({ category: 'income not verified', reason: 'payslip unreadable' });
    expect(done.json().data).toMatchObject({ status: 110 });
    const order = await app.ordersRepository.findByNo(orderNo);
    expect(await app.reviewRepository.rejectionOf(order!.id)).toMatchObject({
      category: 'Income not verified',
      reason: 'payslip unreadable',
      actor: 'staff:2:reviewer@console.sandbox',
    });
    // The engine's own decision on the application is logged too (decision 107); this is the person's.
    expect(await app.auditRepository.list({ target: `order:${orderNo}`, action: 'order.reject' })).toEqual([
      expect.objectContaining({
        action: 'order.reject',
        after: expect.objectContaining({ category: 'Income not verified', reason: 'payslip unreadable' }),
      }),
    ]);
  });

  it('tell the borrower the category and when they may apply again, and hold a new application until then', async () => {
    const phone = '09175550019';
    const { orderNo, sessionId, productId } = await applyAs(phone);
    const done = await consolePost(app, reviewer, `/api/console/orders/${orderNo}/reject`, {
      category: 'Income not verified',
      reason: 'payslip unreadable',
    });
    expect(done.json().data).toMatchObject({ status: 110 });
    const order = (await app.ordersRepository.findByNo(orderNo))!;
    const today = await app.loans.businessDate();
    // The live rule set's wait after a credit decline, counted from the business date of the rejection.
    const live = await app.creditRepository.live();
    const reapplyOn = addDays(today, live!.config.reapplyAfterDays.credit);
    expect(await app.reviewRepository.rejectionOf(order.id)).toMatchObject({ reapplyOn });

    // The order page says why in the lender's words and from when, never the reviewer's free text.
    const page = await app.inject({
      method: 'GET',
      url: `/api/v3/loan-details/loan-details?orderId=${order.id}&productId=${productId}`,
      headers: { authorization: `Bearer ${sessionId}` },
    });
    const answer = page.json().data.creditAnswer;
    expect(answer).toEqual({
      outcome: 'decline',
      reasonCategory: 'credit',
      reapplyOn,
      reviewCategory: 'Income not verified',
    });
    expect(JSON.stringify(page.json())).not.toContain('payslip unreadable');

    // In Filipino (decision 132): the English, marked as English, until an admin writes the category's Filipino.
    const answerIn = async (lang: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v3/loan-details/loan-details?orderId=${order.id}&productId=${productId}&lang=${lang}`,
          headers: { authorization: `Bearer ${sessionId}` },
        })
      ).json().data.creditAnswer;
    const homeWaitIn = async (lang: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/host/home?lang=${lang}`,
          headers: { authorization: `Bearer ${sessionId}` },
        })
      ).json().data.credit.wait;
    expect(await answerIn('fil')).toMatchObject({ reviewCategory: 'Income not verified', reviewCategoryLang: 'en' });
    const saved = await consolePost(app, admin, '/api/console/review-settings', {
      slaHours: 48,
      rejectionCategories: ['Income not verified', 'Other'],
      rejectionCategoriesFil: { 'Income not verified': ' Hindi ma-verify ang kita ', Other: '', Gone: 'Wala na' },
    });
    // Trimmed; an empty one and one for a category not in the list are not kept.
    expect(saved.json().data.rejectionCategoriesFil).toEqual({ 'Income not verified': 'Hindi ma-verify ang kita' });
    expect(await answerIn('fil')).toEqual({ ...answer, reviewCategory: 'Hindi ma-verify ang kita' });
    expect(await answerIn('en')).toEqual(answer);
    expect(await homeWaitIn('fil')).toEqual({
      reasonCategory: 'credit',
      reapplyOn,
      reviewCategory: 'Hindi ma-verify ang kita',
    });
    expect(await homeWaitIn('en')).toEqual({
      reasonCategory: 'credit',
      reapplyOn,
      reviewCategory: 'Income not verified',
    });

    // The same wait holds the next application (and the host's home reads it), until the day comes.
    expect(await app.credit.waitAfterDecline(order.userId, today)).toEqual({
      reasonCategory: 'credit',
      reapplyOn,
      reviewCategory: 'Income not verified',
    });
    const again = await applyAs(phone);
    expect(JSON.stringify(again.push.json())).toContain(`You may apply again from ${reapplyOn}`);
    expect(again.orderNo).toBeUndefined();
    expect(await app.credit.waitAfterDecline(order.userId, reapplyOn)).toBeNull();
  });
});
