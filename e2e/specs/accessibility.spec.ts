// Every borrower screen, with a live session and the data it needs, in English and in Filipino, passes axe-core
// with no serious or critical violation (decision 056): names for every control, contrast of 4.5:1, zoom allowed,
// dialogs with names. Each screen is opened as the host opens it and checked once its content has loaded.
import { admin, asBorrower, createSession, expect, openAsHost, test, type BorrowerSession } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { orderAt, productIdOf, type OrderStatusName } from '../support/loans';
import type { Page } from '@playwright/test';

type Screen = { name: string; path: string; session?: BorrowerSession; params?: Record<string, string> };

/** Sessions, orders in every status and a complaint: what the screens show. */
async function prepare(): Promise<Screen[]> {
  const flex = String(await productIdOf('Flex 91'));
  const plus = String(await productIdOf('Plus 180'));
  const fresh = await createSession('09205000001');
  const orders: Partial<Record<OrderStatusName, { session: BorrowerSession; orderId: string }>> = {};
  const statuses: OrderStatusName[] = ['review', 'rejected', 'disbursing', 'repaying', 'due', 'overdue', 'settled'];
  try {
    for (const [i, status] of statuses.entries()) {
      const session = await createSession(`0920500001${i}`);
      const { orderId } = await orderAt(session, status);
      orders[status] = { session, orderId: String(orderId) };
    }
  } finally {
    await admin('POST', '/clock', { date: null });
  }
  const repaying = orders.repaying!;
  const overdue = orders.overdue!;
  const saved = (await asBorrower(repaying.session, '/user-problem/problem-save', {
    problemType: 1,
    problemSonType: 2,
    problemDetail: 'Your collector called my sister three times.',
  })) as { problemId: number };
  const loan = (o: { orderId: string }) => ({ orderId: o.orderId, productId: flex });
  const code = { showType: '1', payCode: '7012345678901', repayAmount: '560667' };
  return [
    { name: 'loan confirm', path: '/loan/confirm', session: fresh, params: { productId: flex } },
    { name: 'loan confirm of period', path: '/loan/confirm-of-period', session: fresh, params: { productId: plus } },
    { name: 'loan confirm (variant)', path: '/loan/confirm-new', session: fresh, params: { productId: flex } },
    { name: 'bind bank', path: '/bind-bank', session: fresh, params: { productId: flex } },
    { name: 'loan agreement', path: '/loan-agreement', session: fresh, params: { productId: flex, position: '1' } },
    { name: 'customer service', path: '/customer-service', session: fresh },
    { name: 'about us', path: '/about-us', session: fresh },
    { name: 'privacy policy', path: '/privacy-policy', session: fresh },
    { name: 'joint login failure', path: '/error/joint-login-failure', session: fresh },
    ...statuses.map((status) => ({
      name: `loan detail (${status})`,
      path: '/loan/detail',
      session: orders[status]!.session,
      params: loan(orders[status]!),
    })),
    { name: 'repay', path: '/repay', session: repaying.session, params: loan(repaying) },
    { name: 'rollover', path: '/repay/delay', session: overdue.session, params: loan(overdue) },
    { name: 'payway', path: '/payway', session: repaying.session, params: loan(repaying) },
    { name: 'payment instructions', path: '/payment-instructions', session: repaying.session },
    { name: 'repayment code', path: '/repaymentOfCode', session: repaying.session, params: code },
    { name: 'repayment code 2', path: '/repaymentOfCode2', session: repaying.session, params: code },
    { name: 'complaint home', path: '/complainPage', session: repaying.session },
    {
      name: 'complaint form',
      path: '/complainPageNext',
      session: repaying.session,
      params: { problemType: '1', problemSonType: '2' },
    },
    { name: 'complaint list', path: '/complaintList', session: repaying.session },
    {
      name: 'complaint details',
      path: '/complainDetails',
      session: repaying.session,
      params: { problemId: String(saved.problemId) },
    },
    { name: 'promotion landing', path: '/promotion#/registerTemplate?templateId=1&user_from=fb' },
  ];
}

/** The screen has drawn its content: no route spinner, skeleton or loading toast left. */
async function loaded(page: Page) {
  await expect(page.locator('.route-loading')).toHaveCount(0);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('.adm-skeleton')).toHaveCount(0);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
}

test('every borrower screen passes axe in English and in Filipino', async ({ page }) => {
  test.setTimeout(420_000);
  const screens = await prepare();
  // Every screen is checked and every failure reported together, so one run shows all there is to fix.
  const failures: string[] = [];
  for (const lang of ['en', 'fil'] as const) {
    for (const screen of screens) {
      await test.step(`${screen.name} (${lang})`, async () => {
        if (screen.session) await openAsHost(page, screen.path, screen.session, { ...screen.params, lang });
        else await page.goto(`${screen.path}&lang=${lang}`);
        await loaded(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        try {
          await expectNoSeriousAxeViolations(page, `${screen.name} (${lang})`);
        } catch (error) {
          failures.push(String(error instanceof Error ? error.message : error));
        }
      });
    }
  }
  expect(failures).toEqual([]);
});
