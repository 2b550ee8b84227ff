// Decision 084 (decision 084): finance applies a borrower's credit held on one order to another open
// order of the same borrower: once per request id, never more than the credit, never to another
// borrower's or a closed order, never while a refund claims the credit; balanced, audited, on both
// statements, and without a second official receipt.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditRefunds, receipts } from '../../db/schema.js';
import { statementLines } from '../../domain/servicing/documents.js';
import { consoleGet, consolePost, loginAs, type Staff } from '../../test/console-helper.js';
import { build, testDatabaseUrl } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder, ledger } = fixtures(app);

/** Brings a new application of `phone`'s borrower to a booked loan (170), whatever the credit decision said. */
async function secondLoan(phone: string, auth: Record<string, string>, productId: number) {
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: auth,
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  const { orderNo } = push.json().data as { orderNo: string };
  const status = async () => (await app.ordersRepository.findByNo(orderNo))!.status;
  if ((await status()) === 21) await adminCall('POST', `/orders/${orderNo}/approve`, {});
  // An approved application may already be on its way out (the engine pays it); otherwise finance pays it.
  if ((await status()) === 151) await adminCall('POST', `/orders/${orderNo}/disburse`).catch(() => undefined);
  await vi.waitFor(async () => expect(await status()).toBe(170), { timeout: 10_000 });
  return orderNo;
}

/**
 * A borrower whose first loan was overpaid (₱6,000.00 against ₱5,606.67: ₱393.33 of credit, settled)
 * and who has a second loan being repaid (₱5,606.67 owed).
 */
async function borrowerWithCredit(phone: string) {
  const first = await disbursedOrder(phone);
  await app.loans.pay(first.orderNo, { amountCents: 600_000, purpose: 'repay', reference: `over-${phone}` }, 'test');
  const targetNo = await secondLoan(phone, first.auth, first.productId);
  return { sourceNo: first.orderNo, targetNo, auth: first.auth, productId: first.productId };
}

const nextRequestId = () => `test-apply-${randomUUID()}`;
const applyCredit = (staff: Staff, sourceNo: string, body: Record<string, unknown>) =>
  consolePost(app, staff, `/api/console/orders/${sourceNo}/apply-credit`, body);
/** The borrower's order page (loan details) as the borrower sees it. */
async function orderPage(auth: Record<string, string>, orderNo: string, productId: number) {
  const orderId = (await app.ordersRepository.findByNo(orderNo))!.id;
  const res = await app.inject({
    method: 'GET',
    url: `/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`,
    headers: auth,
  });
  return res.json().data as { creditCents: number; userOrderDetail: { detail: { text: string; value: string }[] } };
}
const owed = async (orderNo: string) =>
  Object.values((await ledger(orderNo)).shown.balanceByBucket as Record<string, number>).reduce((n, c) => n + c, 0);
const creditOf = async (orderNo: string) =>
  app.creditRefunds.creditHeld((await app.ordersRepository.findByNo(orderNo))!.id);

describe(`applying borrower credit to another loan (${testDatabaseUrl() ? 'PostgreSQL: a real race' : 'PGlite'})`, () => {
  it('lists the open loans, applies once under 10 taps with one request id, balanced and audited', async () => {
    const { sourceNo, targetNo, auth, productId } = await borrowerWithCredit('09178400001');
    const finance = await loginAs(app, 'finance');
    const listed = (await consoleGet(app, finance, `/api/console/orders/${sourceNo}/credit-targets`)).json().data;
    expect(listed).toEqual({
      orderNo: sourceNo,
      creditCents: 39_333,
      pendingRefundCents: 0,
      targets: [{ orderNo: targetNo, status: 170, amountDueCents: 560_667, dueOn: '2026-04-06', owedCents: 560_667 }],
    });
    // Customer service may look at an order but not move money.
    const agent = await loginAs(app, 'agent');
    const body = { targetOrderNo: targetNo, amountCents: 30_000, requestId: nextRequestId() };
    expect((await applyCredit(agent, sourceNo, body)).statusCode).toBe(403);

    const taps = await Promise.all(Array.from({ length: 10 }, () => applyCredit(finance, sourceNo, body)));
    for (const r of taps) expect(r.statusCode).toBe(200);
    const answers = taps.map((r) => r.json().data);
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    for (const a of answers)
      expect(a).toMatchObject({ orderNo: sourceNo, targetOrderNo: targetNo, appliedCents: 30_000, targetStatus: 170 });
    expect(answers.find((a) => !a.duplicate)).toMatchObject({
      creditCents: 9_333,
      targetOwedCents: 530_667,
      targetCreditCents: 0,
    });

    expect(await creditOf(sourceNo)).toBe(9_333);
    expect(await owed(targetNo)).toBe(530_667);
    for (const orderNo of [sourceNo, targetNo]) expect((await ledger(orderNo)).balanced).toBe(true);
    // The borrower's pages: less credit on the first loan, less due on the second.
    const sourcePage = await orderPage(auth, sourceNo, productId);
    expect(sourcePage.creditCents).toBe(9_333);
    expect(sourcePage.userOrderDetail.detail).toContainEqual({ text: 'Your credit', value: '₱93.33' });
    const targetPage = await orderPage(auth, targetNo, productId);
    expect(targetPage.creditCents).toBe(0);
    expect(targetPage.userOrderDetail.detail).toContainEqual({ text: 'Amount due', value: '₱5,306.67' });
    expect(targetPage.userOrderDetail.detail).toContainEqual({ text: 'Total outstanding', value: '₱5,306.67' });
    const moved = (orderNo: string) =>
      ledger(orderNo).then((l) =>
        (l.shown.postings as { kind: string; account: string; amountCents: number }[]).filter(
          (p) => p.kind === 'credit_application',
        ),
      );
    expect(await moved(sourceNo)).toEqual([
      expect.objectContaining({ account: 'borrower_credit', amountCents: 30_000 }),
      expect.objectContaining({ account: 'cash', amountCents: -30_000 }),
    ]);
    const targetLines = await moved(targetNo);
    expect(targetLines.reduce((n, p) => n + (p.account === 'cash' ? p.amountCents : 0), 0)).toBe(30_000);
    // Across the two orders no cash moved: the application is not money collected.
    expect((await ledger(targetNo)).cashCollectedCents).toBe(0);

    const audit = await app.auditRepository.list({ target: `order:${sourceNo}` });
    const entries = audit.filter((e) => e.action === 'order.credit_application');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { creditCents: 39_333, targetOrderNo: targetNo, targetOwedCents: 560_667 },
      after: { appliedCents: 30_000, creditCents: 9_333, targetOwedCents: 530_667, requestId: body.requestId },
    });
    const onTarget = await app.auditRepository.list({ target: `order:${targetNo}` });
    expect(onTarget.filter((e) => e.action === 'order.credit_applied_from')).toHaveLength(1);

    // No new official receipt: no money came in (decision 084); both statements show the move.
    const target = (await app.ordersRepository.findByNo(targetNo))!;
    expect(await app.db.select().from(receipts).where(eq(receipts.orderId, target.id))).toEqual([]);
    const linesOf = async (orderNo: string) =>
      statementLines(await app.ordersRepository.postings((await app.ordersRepository.findByNo(orderNo))!.id));
    expect((await linesOf(sourceNo)).at(-1)).toMatchObject({
      description: `₱300.00 of your credit applied to loan ${targetNo}`,
      balanceCents: 0,
    });
    expect((await linesOf(targetNo)).at(-1)).toMatchObject({
      description: `Credit applied from loan ${sourceNo}`,
      creditCents: 30_000,
      balanceCents: 530_667,
    });

    // The same request id for something else is refused rather than answered with the first result.
    const reused = await applyCredit(finance, sourceNo, { ...body, amountCents: 1_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/already used for another application/);
  });

  it('applies exactly what fits when 10 different requests together ask for more than the credit', async () => {
    const { sourceNo, targetNo } = await borrowerWithCredit('09178400002');
    const finance = await loginAs(app, 'finance');
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        applyCredit(finance, sourceNo, { targetOrderNo: targetNo, amountCents: 10_000, requestId: nextRequestId() }),
      ),
    );
    // ₱393.33 holds three applications of ₱100.00; the others are refused in words.
    expect(taps.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of taps.filter((t) => t.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(`₱100.00 is more than the ₱93.33 of credit held on ${sourceNo}.`);
    }
    expect(await creditOf(sourceNo)).toBe(9_333);
    expect(await owed(targetNo)).toBe(530_667);
    for (const orderNo of [sourceNo, targetNo]) expect((await ledger(orderNo)).balanced).toBe(true);
  });

  it('settles the target when the credit pays it all, keeping the rest as credit there', async () => {
    const { sourceNo, targetNo } = await borrowerWithCredit('09178400003');
    // More credit than the second loan owes: ₱6,000.00 more arrives on the settled first loan.
    await app.loans.pay(sourceNo, { amountCents: 600_000, purpose: 'repay', reference: 'over-09178400003-2' }, 'test', {
      collected: true,
    });
    expect(await creditOf(sourceNo)).toBe(639_333);
    const finance = await loginAs(app, 'finance');
    const res = await applyCredit(finance, sourceNo, {
      targetOrderNo: targetNo,
      amountCents: 600_000,
      requestId: nextRequestId(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      appliedCents: 600_000,
      creditCents: 39_333,
      targetStatus: 200,
      targetOwedCents: 0,
      targetCreditCents: 39_333,
    });
    const target = (await ledger(targetNo)).shown;
    expect(target.order.settledOn).not.toBeNull();
    expect(target.history.at(-1)).toMatchObject({
      toStatus: 200,
      reason: expect.stringMatching(/^credit applied from/),
    });

    // A settled loan cannot take credit: refused with a sentence.
    const again = await applyCredit(finance, sourceNo, {
      targetOrderNo: targetNo,
      amountCents: 1_000,
      requestId: nextRequestId(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${targetNo} is already fully paid, so it cannot take credit.`);
  });

  it("answers another borrower's loan as not found and a made-up one the same way", async () => {
    const mine = await borrowerWithCredit('09178400004');
    const theirs = await disbursedOrder('09178400005');
    const finance = await loginAs(app, 'finance');
    for (const targetOrderNo of [theirs.orderNo, 'LW20990101000000']) {
      const res = await applyCredit(finance, mine.sourceNo, {
        targetOrderNo,
        amountCents: 1_000,
        requestId: nextRequestId(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('We could not find this loan. Please go back and try again.');
    }
    expect(await owed(theirs.orderNo)).toBe(560_667);
    expect(await creditOf(mine.sourceNo)).toBe(39_333);
    const listed = (await consoleGet(app, finance, `/api/console/orders/${mine.sourceNo}/credit-targets`)).json().data;
    expect(listed.targets.map((t: { orderNo: string }) => t.orderNo)).toEqual([mine.targetNo]);
  });

  it('is refused while a refund of the credit is in progress', async () => {
    const { sourceNo, targetNo } = await borrowerWithCredit('09178400006');
    const source = (await app.ordersRepository.findByNo(sourceNo))!;
    // A refund claimed and waiting for the provider (as the refund service leaves it).
    await app.db
      .insert(creditRefunds)
      .values({ orderId: source.id, provider: 'sandbox', amountCents: 39_333, status: 'pending', actor: 'test' });
    try {
      const finance = await loginAs(app, 'finance');
      const res = await applyCredit(finance, sourceNo, {
        targetOrderNo: targetNo,
        amountCents: 1_000,
        requestId: nextRequestId(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `A refund of ₱393.33 from ${sourceNo} is in progress; wait until the provider answers before applying its credit.`,
      );
      expect(await creditOf(sourceNo)).toBe(39_333);
      expect(await owed(targetNo)).toBe(560_667);
    } finally {
      await app.db
        .update(creditRefunds)
        .set({ status: 'failed', reason: 'test cleanup' })
        .where(eq(creditRefunds.orderId, source.id));
    }
  });

  it('refuses an amount in words naming the field', async () => {
    const { sourceNo, targetNo } = await borrowerWithCredit('09178400007');
    const finance = await loginAs(app, 'finance');
    const res = await applyCredit(finance, sourceNo, {
      targetOrderNo: targetNo,
      amountCents: 0,
      requestId: nextRequestId(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/amountCents/);
  });
});
