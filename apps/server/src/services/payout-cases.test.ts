// A payout paid twice (decision 104), against the local fake of the Dragonpay Payout API on PGlite or
// PostgreSQL. Finance marks attempt 1 failed, the bank credits it after all, finance pays out again and
// attempt 2 is paid or fails: every order of these events is played on an order of its own, and after
// every step the books equal the money that left the bank, the loan is booked once, and a borrower paid
// twice always has an open case. Then: what "mark failed" asks the provider first, and finance's cases.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { build, borrowerSession, TEST_ADMIN_TOKEN } from '../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../test/console-helper.js';
import { sandboxStaffEmail } from '../db/seed-staff.js';
import { createFakePayoutProvider } from '../adapters/payouts/fake-dragonpay-payout.js';
import { txnIdOf } from './payout-service.js';
import { journalEntries, journalLines, payoutCases, payouts } from '../db/schema.js';
import { accountHash, encryptJson } from '../lib/field-crypto.js';

const fake = createFakePayoutProvider({ merchantId: 'LENDWELL', secret: 'payout-secret' });
const baseUrl = await fake.start();
afterAll(() => fake.stop());

const app = await build({
  payouts: {
    provider: 'dragonpay',
    merchantId: 'LENDWELL',
    secret: 'payout-secret',
    baseUrl,
    reconcileAfterMinutes: 15,
  },
});
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const adminCall = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) });
  return res.json() as { code: number; message: string; data: Record<string, unknown> | null };
};
const TODAY = '2026-01-05';
const NET_CENTS = 475_000;

beforeAll(async () => {
  await adminCall('POST', '/clock', { date: TODAY });
});

let phoneSeq = 0;
/** An approved PHP 5,000 order (net proceeds PHP 4,750) with a bound BDO account. */
async function approvedOrder() {
  phoneSeq += 1;
  const phone = `0917888${String(phoneSeq).padStart(4, '0')}`;
  const me = await borrowerSession(app, phone);
  const merchant = await app.usersRepository.resolveMerchant();
  const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
  const push = await app.inject({
    method: 'POST',
    url: '/api/v3/loan-confirm/loan-detail-push',
    headers: { authorization: `Bearer ${me.sessionId}` },
    payload: { amount: 500000, periods: 1, termUnit: 91, productId },
  });
  const orderNo = (push.json() as { data: { orderNo: string } }).data.orderNo;
  const order = (await app.ordersRepository.findByNo(orderNo))!;
  const accountNo = `00${phone.slice(-10)}`;
  await app.bankRepository.bind(order.userId, {
    cardType: 1,
    channelNumber: '90006',
    institution: 'BDO',
    fields: { branchCity: 'Makati' },
    secretsEncrypted: encryptJson(app.secrets.appSecret, { accountNo }),
    accountHash: accountHash(app.secrets.appSecret, accountNo),
    last4: accountNo.slice(-4),
    source: 'new',
  });
  expect((await adminCall('POST', `/orders/${orderNo}/approve`, { reason: 'ok' })).code).toBe(0);
  return { orderNo, orderId: order.id };
}

const callback = (txnId: string) =>
  app.inject({ method: 'POST', url: '/api/payouts/callback/dragonpay', payload: fake.postback(txnId) });

/** What the bank paid for this order: attempts the provider settled as paid. */
const paidAtProvider = (orderNo: string) =>
  [...fake.txns.values()].filter((t) => t.txnId.startsWith(`${orderNo}-`) && t.status === 'S').length;

/** The order's books: entries balance, how often the loan was booked, and the cash that left by payouts. */
async function books(orderId: number) {
  const lines = await app.db
    .select({
      entryId: journalLines.entryId,
      kind: journalEntries.kind,
      account: journalLines.account,
      amountCents: journalLines.amountCents,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.orderId, orderId));
  const byEntry = new Map<number, number>();
  for (const l of lines) byEntry.set(l.entryId, (byEntry.get(l.entryId) ?? 0) + l.amountCents);
  const cashOutCents = lines
    .filter((l) => l.account === 'cash' && (l.kind === 'disbursement' || l.kind === 'overpayment'))
    .reduce((n, l) => n - l.amountCents, 0);
  const bookings = new Set(lines.filter((l) => l.kind === 'disbursement').map((l) => l.entryId)).size;
  return { balanced: [...byEntry.values()].every((v) => v === 0), cashOutCents, bookings };
}

const openCases = (orderId: number) =>
  app.db
    .select()
    .from(payoutCases)
    .where(and(eq(payoutCases.orderId, orderId), isNull(payoutCases.resolvedAt)));

type Event = 'markFailed1' | 'lateSuccess1' | 'disburse2' | 'success2' | 'failure2';

/** Every order of mark-failed, late success of attempt 1, a second disburse, and attempt 2's outcome after it. */
function orders(): Event[][] {
  const out: Event[][] = [];
  const permute = (rest: Event[], done: Event[]) => {
    if (rest.length === 0) return void out.push(done);
    rest.forEach((e, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...done, e]));
  };
  for (const outcome of ['success2', 'failure2'] as const)
    permute(['markFailed1', 'lateSuccess1', 'disburse2', outcome], []);
  // Attempt 2's answer comes after attempt 2 was asked for.
  return out.filter((o) => o.indexOf('disburse2') < o.findIndex((e) => e === 'success2' || e === 'failure2'));
}

describe('every order of mark failed, a late success and a second payout', () => {
  const all = orders();
  it('plays 24 orders', () => expect(all).toHaveLength(24));

  it.each(all.map((o) => [o.join(' → '), o] as const))('%s', async (_name, events) => {
    const { orderNo, orderId } = await approvedOrder();
    const first = await adminCall('POST', `/orders/${orderNo}/disburse`);
    expect(first.data).toMatchObject({ payoutStatus: 'pending', attempt: 1 });
    const t1 = txnIdOf(orderNo, 1);
    const t2 = txnIdOf(orderNo, 2);
    for (const event of events) {
      switch (event) {
        case 'markFailed1':
          // The provider's word at that moment: failed, unless the bank had already credited it.
          if (fake.txns.get(t1)!.status !== 'S') fake.mark(t1, 'F', 'bank system unavailable');
          await app.payoutService
            .markFailed('finance@lendwell.ph', orderNo, 'the provider shows it failed')
            .catch(() => undefined);
          break;
        case 'lateSuccess1':
          fake.mark(t1, 'S', 'credited', TODAY);
          expect((await callback(t1)).statusCode).toBe(200);
          break;
        case 'disburse2':
          await adminCall('POST', `/orders/${orderNo}/disburse`);
          break;
        case 'success2':
        case 'failure2':
          if (!fake.txns.has(t2)) break; // attempt 2 was refused by us, so the bank has nothing to answer
          if (event === 'success2') fake.mark(t2, 'S', 'credited', TODAY);
          else fake.mark(t2, 'F', 'bank system unavailable');
          expect((await callback(t2)).statusCode).toBe(200);
          break;
      }
      // After every step: the books equal what left the bank, the loan is booked once, two payments have a case.
      const paid = paidAtProvider(orderNo);
      const now = await books(orderId);
      expect(now.balanced, `${event}: entries balance`).toBe(true);
      expect(now.cashOutCents, `${event}: books equal the money that left`).toBe(paid * NET_CENTS);
      expect(now.bookings, `${event}: the loan is booked once`).toBe(paid > 0 ? 1 : 0);
      const cases = await openCases(orderId);
      if (paid >= 2)
        expect(
          cases.map((c) => c.kind),
          `${event}: paid twice has an open case`,
        ).toContain('paid_twice');
      // Attempt 1 paid after we recorded it failed: a case is open for finance.
      const row = (await app.payoutsRepository.find(orderId))!;
      if (fake.txns.get(t1)!.status === 'S' && (row.attempt > 1 || row.reason.startsWith('marked failed')))
        expect(cases.length, `${event}: a late success opens a case`).toBeGreaterThan(0);
    }
    expect(app.logs.join('\n')).not.toMatch(/00888\d{5}/);
  });
});

describe('a late success and the next attempt paid at the same moment', () => {
  it('books the loan once and the loser of the race as an overpayment, without refusing its callback', async () => {
    const { orderNo, orderId } = await approvedOrder();
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const t1 = txnIdOf(orderNo, 1);
    fake.mark(t1, 'F', 'bank system unavailable');
    await app.payoutService.markFailed('finance@lendwell.ph', orderNo, 'failed at the provider');
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const t2 = txnIdOf(orderNo, 2);
    // Attempt 2's callback read the order (still 151) just before attempt 1's late success booked it.
    const before = (await app.ordersRepository.findByNo(orderNo))!;
    fake.mark(t1, 'S', 'credited', TODAY);
    expect((await callback(t1)).statusCode).toBe(200);
    fake.mark(t2, 'S', 'credited', TODAY);
    const read = vi.spyOn(app.ordersRepository, 'findByNo').mockResolvedValueOnce(before);
    expect((await callback(t2)).statusCode).toBe(200);
    read.mockRestore();
    expect(await books(orderId)).toEqual({ balanced: true, cashOutCents: 2 * NET_CENTS, bookings: 1 });
    expect((await openCases(orderId)).map((c) => c.kind).sort()).toEqual(['late_success', 'paid_twice']);
    expect((await app.payoutsRepository.find(orderId))!).toMatchObject({ attempt: 2, status: 'succeeded' });
  });
});

describe('marking a payout failed asks the provider first', () => {
  it('refuses while the provider says pending, and books instead when it says paid', async () => {
    const { orderNo, orderId } = await approvedOrder();
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const t1 = txnIdOf(orderNo, 1);
    await expect(app.payoutService.markFailed('finance@lendwell.ph', orderNo, 'looks stuck')).rejects.toThrow(
      `the provider still shows attempt 1 of ${orderNo} as pending, so it is not marked failed; wait for its answer`,
    );
    expect((await app.payoutsRepository.find(orderId))!.status).toBe('pending');

    fake.mark(t1, 'S', 'credited', TODAY);
    await expect(app.payoutService.markFailed('finance@lendwell.ph', orderNo, 'looks stuck')).rejects.toThrow(
      /the provider says attempt 1 of .* was paid \(reference DPO\d+\), so it is not marked failed; it has been booked/,
    );
    expect((await app.payoutsRepository.find(orderId))!.status).toBe('succeeded');
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(170);
    expect((await books(orderId)).cashOutCents).toBe(NET_CENTS);
  });

  it('refuses a request the provider has no record of until its window has passed, in Manila time', async () => {
    const { orderNo, orderId } = await approvedOrder();
    const spy = vi.spyOn(app.payoutService.adapter, 'payout').mockRejectedValueOnce(new Error('socket hang up'));
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    spy.mockRestore();
    expect(fake.txns.has(txnIdOf(orderNo, 1))).toBe(false);
    await expect(app.payoutService.markFailed('finance@lendwell.ph', orderNo, 'no transfer')).rejects.toThrow(
      /the provider has no record of attempt 1 of .* yet, so it is not marked failed; if it still has none at .* Manila time, mark it failed then/,
    );
    // The window has passed: the request last changed 16 minutes ago.
    await app.db
      .update(payouts)
      .set({ updatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(payouts.orderId, orderId));
    expect(await app.payoutService.markFailed('finance@lendwell.ph', orderNo, 'no transfer')).toMatchObject({
      payout: 'failed',
      attempt: 1,
    });
    const row = (await app.payoutsRepository.find(orderId))!;
    expect(row.reason).toBe('marked failed by staff: no transfer (provider: the provider has no record of it)');
  });

  it('refuses in words when the provider does not answer the status query', async () => {
    const { orderNo, orderId } = await approvedOrder();
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const spy = vi.spyOn(app.payoutService.adapter, 'queryStatus').mockRejectedValueOnce(new Error('ECONNRESET'));
    await expect(app.payoutService.markFailed('finance@lendwell.ph', orderNo, 'stuck')).rejects.toThrow(
      `the payout provider did not answer about attempt 1 of ${orderNo}, so it is not marked failed; try again in a few minutes`,
    );
    spy.mockRestore();
    expect((await app.payoutsRepository.find(orderId))!.status).toBe('pending');
  });
});

describe("finance's payout cases", () => {
  it('blocks another payout while a case is open, lists it in the console and /metrics, and resolves it audited', async () => {
    const { orderNo, orderId } = await approvedOrder();
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const t1 = txnIdOf(orderNo, 1);
    fake.mark(t1, 'F', 'bank system unavailable');
    const finance = await loginAs(app, 'finance');
    const marked = await consolePost(app, finance, `/api/console/orders/${orderNo}/payout-failed`, {
      reason: 'the provider shows it failed',
    });
    expect(marked.json()).toMatchObject({ data: { payout: 'failed', attempt: 1 } });
    // The bank credits attempt 1 after all: the loan is booked on it and a case opens.
    fake.mark(t1, 'S', 'credited', TODAY);
    await callback(t1);
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(170);
    const [open] = await openCases(orderId);
    expect(open).toMatchObject({ kind: 'late_success', attempt: 1, amountCents: NET_CENTS });
    // The bank then returns it: the loan is unbooked, but the open case still blocks another payout.
    fake.mark(t1, 'R', 'AC04 account closed');
    await callback(t1);
    expect((await app.ordersRepository.findByNo(orderNo))!.status).toBe(151);
    const blocked = await consolePost(app, finance, `/api/console/orders/${orderNo}/disburse`, {});
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      `payout case ${open!.id} of ${orderNo} is open (attempt 1 was paid after it was recorded as failed); finance must resolve it before another payout`,
    );
    expect(fake.txns.has(txnIdOf(orderNo, 2))).toBe(false);

    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/lendwell_payout_cases_open\{kind="late_success"\} [1-9]/);

    const listed = await consoleGet(app, finance, '/api/console/payout-cases?view=open');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items).toContainEqual(
      expect.objectContaining({ id: open!.id, orderNo, kind: 'late_success', attempt: 1, amountCents: NET_CENTS }),
    );
    const reviewer = await loginAs(app, 'reviewer');
    expect(
      (await consolePost(app, reviewer, `/api/console/payout-cases/${open!.id}/resolve`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await consolePost(app, finance, `/api/console/payout-cases/${open!.id}/resolve`, {})).statusCode).toBe(400);
    const resolved = await consolePost(app, finance, `/api/console/payout-cases/${open!.id}/resolve`, {
      reason: 'bank confirmed the credit was returned',
    });
    expect(resolved.json()).toMatchObject({ code: 0, data: { id: open!.id, orderNo, resolved: true } });
    expect(
      (await consolePost(app, finance, `/api/console/payout-cases/${open!.id}/resolve`, { reason: 'again' }))
        .statusCode,
    ).toBe(409);
    const audit = await app.auditRepository.list({ target: `order:${orderNo}` });
    expect(audit.find((a) => a.action === 'order.payout.case_resolved')).toMatchObject({
      actor: expect.stringContaining(sandboxStaffEmail('finance')),
    });
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['order.payout.marked_failed', 'order.payout.late_success', 'order.payout.returned']),
    );
    // Resolved: the order may be paid out again, as attempt 2.
    const again = await consolePost(app, finance, `/api/console/orders/${orderNo}/disburse`, {});
    expect(again.json()).toMatchObject({ data: { attempt: 2, payoutStatus: 'pending' } });
  });

  it('books a second payment of a booked loan as an overpayment, counted in the day report', async () => {
    const { orderNo, orderId } = await approvedOrder();
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const t1 = txnIdOf(orderNo, 1);
    fake.mark(t1, 'F', 'bank system unavailable');
    await app.payoutService.markFailed('finance@lendwell.ph', orderNo, 'failed at the provider');
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    const t2 = txnIdOf(orderNo, 2);
    fake.mark(t2, 'S', 'credited', TODAY);
    await callback(t2);
    fake.mark(t1, 'S', 'credited', TODAY);
    await callback(t1);
    await callback(t1); // providers repeat callbacks
    const cases = await openCases(orderId);
    expect(cases).toEqual([expect.objectContaining({ kind: 'paid_twice', attempt: 1, amountCents: NET_CENTS })]);
    const lines = await app.db
      .select({ account: journalLines.account, amountCents: journalLines.amountCents })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(journalEntries.orderId, orderId), inArray(journalEntries.kind, ['overpayment'])));
    expect(lines).toEqual(
      expect.arrayContaining([
        { account: 'overpayment', amountCents: NET_CENTS },
        { account: 'cash', amountCents: -NET_CENTS },
      ]),
    );
    expect(lines).toHaveLength(2);
    const day = await app.payoutService.dayReport(TODAY);
    expect(day.matches).toBe(true);
  });
});
