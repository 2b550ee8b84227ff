// Shared steps of the payment tests: a disbursed order for a fresh borrower, and admin calls.
import { borrowerSession, TEST_ADMIN_TOKEN, type TestApp } from '../../test/helper.js';

export function fixtures(app: TestApp) {
  const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
  async function adminCall(method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary admin payloads
    const body = res.json() as { code: number; message: string; data: any };
    if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
    return body.data;
  }

  /** A borrower with a disbursed Flex 91 order of PHP 5,000 (560,667 centavos due on 2026-04-06). */
  async function disbursedOrder(phone: string, date = '2026-01-05') {
    await adminCall('POST', '/clock', { date });
    const me = await borrowerSession(app, phone);
    const auth = { authorization: `Bearer ${me.sessionId}` };
    const merchant = await app.usersRepository.resolveMerchant();
    const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
    const push = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: auth,
      payload: { amount: 500000, periods: 1, termUnit: 91, productId },
    });
    const { orderId, orderNo } = push.json().data as { orderId: number; orderNo: string };
    await adminCall('POST', `/orders/${orderNo}/approve`, {});
    await adminCall('POST', `/orders/${orderNo}/disburse`);
    return { me, auth, orderId, orderNo, productId };
  }

  /** The ledger of an order: every entry sums to zero, and what the borrower owes by bucket. */
  async function ledger(orderNo: string) {
    const shown = await adminCall('GET', `/orders/${orderNo}`);
    const byEntry = new Map<number, number>();
    for (const p of shown.postings as { entryId: number; amountCents: number; account: string }[])
      byEntry.set(p.entryId, (byEntry.get(p.entryId) ?? 0) + p.amountCents);
    const cash = (shown.postings as { kind: string; account: string; amountCents: number }[])
      .filter((p) => p.kind === 'repayment' && p.account === 'cash')
      .reduce((n, p) => n + p.amountCents, 0);
    return {
      shown,
      balanced: [...byEntry.values()].every((v) => v === 0),
      cashCollectedCents: cash,
      status: shown.order.status as number,
    };
  }

  async function generate(
    auth: Record<string, string>,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/v3/loan-details/generate-vcode',
      headers: { ...auth, ...headers },
      payload,
    });
  }

  return { adminCall, disbursedOrder, ledger, generate };
}
