// Money out, asynchronously (decision 040): finance pays out in the console (1280×800), the sandbox
// provider accepts and answers later by a signed callback, and the borrower's order page (390×844)
// says where the money is at each step, in words.
import type { Browser, Page } from '@playwright/test';
import {
  asBorrower,
  createSession,
  expect,
  openAsHost,
  screenshot,
  test,
  type BorrowerSession,
} from '../support/borrower';
import { consoleCall, logIn } from '../support/console';
import { orderAt } from '../support/loans';
import { E2E_PORT } from '../support/env';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

async function borrowerPage(browser: Browser, session: BorrowerSession, order: { orderId: number; productId: number }) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
  });
  const page = await context.newPage();
  const open = () =>
    openAsHost(page, '/loan/detail', session, { orderId: String(order.orderId), productId: String(order.productId) });
  await open();
  return { page, reload: () => page.reload(), close: () => context.close() };
}

async function payOut(page: Page, orderNo: string) {
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await row.getByRole('button', { name: 'Pay out' }).click();
  await page.getByRole('tooltip').filter({ hasText: orderNo }).getByRole('button', { name: 'Pay out' }).click();
}

test.describe('payouts', () => {
  // Two browsers, a server callback and a reconciliation: longer than the default on a busy machine.
  test.setTimeout(120_000);

  // Another spec locks the finance account on purpose; an admin unlocks it so this one can log in.
  test.beforeEach(async ({ browser }) => {
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(adminPage, 'admin');
    const staff = await consoleCall(adminPage, 'GET', '/staff');
    const finance = (staff.body.data.items as { id: number; email: string }[]).find(
      (s) => s.email === 'finance@console.sandbox',
    )!;
    await consoleCall(adminPage, 'POST', `/staff/${finance.id}`, { unlock: true });
    await adminPage.close();
  });
  test('finance pays out; the borrower reads "on its way", then the loan once the money has left', async ({
    page,
    browser,
  }) => {
    // Sandbox drill: a GCash wallet ending in 3333 stays pending at the "bank" until credited by hand.
    // A retry uses its own borrower (09174881001), since the first attempt's loan stays open.
    const session = await createSession(`0917488${test.info().retry}001`);
    await asBorrower(session, '/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '09174883333' });
    const order = await orderAt(session, 'disbursing');
    const borrower = await borrowerPage(browser, session, order);
    await expect(borrower.page.getByText('Your loan is approved. The money arrives within 1 to 3 days.')).toBeVisible();

    await logIn(page, 'finance');
    await expect(page.getByText('Payout limits')).toBeVisible();
    await payOut(page, order.orderNo);
    await expect(
      page.getByText(new RegExp(`${order.orderNo}: payout requested by gcash; pending at the provider \\(SBPO`)),
    ).toBeVisible();
    const inFlight = page.getByRole('row', { name: new RegExp(`${order.orderNo}.*GCash pending at the provider`) });
    await expect(inFlight).toBeVisible();
    await expect(inFlight).toContainText('GCash');
    await expect(inFlight).toContainText(/SBPO[0-9A-F]{12}/);
    await screenshot(page, 'console-payout-pending');

    await borrower.reload();
    await expect(
      borrower.page.getByText('The money is on its way to your GCash wallet. It usually arrives within minutes.'),
    ).toBeVisible();
    await expect(borrower.page.getByText('On its way', { exact: true })).toBeVisible();
    await screenshot(borrower.page, 'order-payout-on-its-way');

    // The "bank" credits the wallet; the provider's signed callback books the loan.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(admin, 'admin');
    const credited = await consoleCall(admin, 'POST', `/sandbox/payouts/${order.orderNo}/credit`);
    expect(credited.body.data).toMatchObject({ payout: 'succeeded' });
    await admin.close();

    await borrower.reload();
    await expect(borrower.page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
    await screenshot(borrower.page, 'order-payout-sent');
    await page.getByRole('button', { name: 'Reconcile now' }).click();
    await expect(page.getByText(/Asked the provider about \d+ payout/)).toBeVisible();
    await expect(page.getByText('they match')).toBeVisible();
    await borrower.close();
  });

  test('a payout the bank refuses later asks the borrower to bind another account', async ({ page, browser }) => {
    // Sandbox drill: a wallet ending in 1111 is accepted, then refused by the bank (account closed).
    const session = await createSession(`0917488${test.info().retry}002`);
    await asBorrower(session, '/bind-card-new', { cardType: 2, walletType: '90012', walletNo: '09174881111' });
    const order = await orderAt(session, 'disbursing');

    await logIn(page, 'finance');
    await payOut(page, order.orderNo);
    await expect(page.getByText(new RegExp(`${order.orderNo}: payout requested by maya`))).toBeVisible();
    // The callback arrives after a moment; the failed view shows the provider's reason.
    await page.getByLabel('Payouts to show').getByText('Failed', { exact: true }).click();
    await expect(async () => {
      await page.getByRole('button', { name: 'Reconcile now' }).click();
      // The disbursement list and the payouts list both show the order with the provider's reason.
      await expect(
        page.getByRole('row', { name: new RegExp(`${order.orderNo}.*the account is closed`) }).first(),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await screenshot(page, 'console-payout-failed');

    const borrower = await borrowerPage(browser, session, order);
    const prompt = borrower.page.getByRole('dialog', { name: 'Payout failed' });
    await expect(prompt).toBeVisible();
    await screenshot(borrower.page, 'order-payout-failed');
    await borrower.close();
  });
});
