/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures return arbitrary payloads */
// Loan fixtures: drive an order to any status through the real API, and a fake native host that
// records what the page asks of it.
import { expect, type Page } from '@playwright/test';
import { admin, asBorrower, type BorrowerSession } from './borrower';
import { E2E_PORT } from './env';

export async function productIdOf(code: 'Flex 91' | 'Plus 180'): Promise<number> {
  const terms = await fetch(`http://127.0.0.1:${E2E_PORT}/api/loan-terms`).then((r) => r.json());
  return terms.data.products.find((p: { name: string }) => p.name === code).productId;
}

export type OrderStatusName = 'review' | 'rejected' | 'disbursing' | 'repaying' | 'due' | 'overdue' | 'settled';

/** A Flex 91 order of PHP 5,000 applied on 2026-01-05 (due 2026-04-06), moved to `status`. Leaves the clock set. */
/**
 * Pays an approved order out and waits until the loan is booked (170): payouts are asynchronous
 * (decision 040), so the sandbox provider's callback arrives after the disburse call answers.
 */
export async function disburseAndWait(orderNo: string): Promise<void> {
  await admin('POST', `/orders/${orderNo}/disburse`);
  await expect
    .poll(async () => ((await admin('GET', `/orders/${orderNo}`)) as { order: { status: number } }).order.status, {
      timeout: 30_000,
    })
    .toBe(170);
}

export async function orderAt(
  session: BorrowerSession,
  status: OrderStatusName,
): Promise<{ orderId: number; orderNo: string; productId: number }> {
  const productId = await productIdOf('Flex 91');
  await admin('POST', '/clock', { date: '2026-01-05' });
  const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
    amount: 500000,
    periods: 1,
    termUnit: 91,
    productId,
  });
  const order = { orderId: push.orderId as number, orderNo: push.orderNo as string, productId };
  if (status === 'review') return order;
  if (status === 'rejected') {
    await admin('POST', `/orders/${order.orderNo}/reject`, { reason: 'income could not be verified' });
    return order;
  }
  await admin('POST', `/orders/${order.orderNo}/approve`, { reason: 'verified' });
  if (status === 'disbursing') return order;
  await disburseAndWait(order.orderNo);
  if (status === 'repaying') return order;
  const step = async (date: string) => {
    await admin('POST', '/clock', { date });
    await admin('POST', '/cob', {});
  };
  if (status === 'due') {
    await step('2026-04-03');
    return order;
  }
  if (status === 'overdue') {
    await step('2026-04-08');
    return order;
  }
  await step('2026-04-06');
  await admin('POST', `/orders/${order.orderNo}/payments`, {
    amountCents: 560_667,
    purpose: 'repay',
    reference: `e2e-settle-${order.orderNo}`,
  });
  return order;
}

/**
 * A Flex 91 order paid ₱6,000.00 against ₱5,606.67 owed (two channels, say): settled, with ₱393.33 of
 * borrower credit. Leaves the clock set.
 */
export async function overpaidOrder(session: BorrowerSession) {
  const order = await orderAt(session, 'repaying');
  await admin('POST', `/orders/${order.orderNo}/payments`, {
    amountCents: 600_000,
    purpose: 'repay',
    reference: `e2e-credit-${order.orderNo}`,
  });
  return order;
}

/**
 * Another Flex 91 loan of a borrower whose last loan is settled, booked (170) whatever the credit decision
 * said of the application: an approved one may already be on its way out (the engine pays it).
 */
export async function nextBookedLoan(session: BorrowerSession): Promise<string> {
  const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
    amount: 500000,
    periods: 1,
    termUnit: 91,
    productId: await productIdOf('Flex 91'),
  });
  const orderNo = push.orderNo as string;
  const statusOf = async () =>
    ((await admin('GET', `/orders/${orderNo}`)) as { order: { status: number } }).order.status;
  if ((await statusOf()) === 21) await admin('POST', `/orders/${orderNo}/approve`, { reason: 'verified' });
  if ((await statusOf()) === 151) await admin('POST', `/orders/${orderNo}/disburse`).catch(() => undefined);
  await expect.poll(statusOf, { timeout: 30_000 }).toBe(170);
  return orderNo;
}

/** Pretends to be the Android host: every host call is kept in window.__sent and sessionStorage. */
export async function installFakeHost(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.LendwellHost = {
      postMessage(json: string) {
        const sent = JSON.parse(sessionStorage.getItem('e2e.sent') ?? '[]') as unknown[];
        sessionStorage.setItem('e2e.sent', JSON.stringify([...sent, JSON.parse(json)]));
      },
    };
  });
}

export async function hostCalls(page: Page): Promise<{ action: string; payload: any }[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.sent') ?? '[]'));
}

/** The host's iOS back gesture. */
export async function iosBack(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { LendwellHostEvents: { emit: (e: string) => void } }).LendwellHostEvents.emit('iosBack'),
  );
}
