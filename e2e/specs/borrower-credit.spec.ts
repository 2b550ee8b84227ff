// Money paid beyond the debt is the borrower's. The order page says so in
// words and pesos (phone, 390×844); finance pays it back from the console (desktop, 1280×800), once,
// and the order page then shows no credit.
import { admin, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { logIn, openOrderFromList } from '../support/console';
import { installFakeHost, overpaidOrder } from '../support/loans';

test('the order page shows the credit and finance refunds it from the console', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const session = await createSession('09174480001');
  // The borrower paid ₱6,000.00 against ₱5,606.67 owed (two channels, say): ₱393.33 is credit.
  const order = await overpaidOrder(session);

  await installFakeHost(page);
  const openOrder = () =>
    openAsHost(page, '/loan/detail', session, { orderId: String(order.orderId), productId: String(order.productId) });
  await openOrder();
  const credit = page.getByRole('status').filter({ hasText: 'more than you owed' });
  await expect(credit).toHaveText(
    'You paid ₱393.33 more than you owed. This money is yours: we will send it back to your account. Call us if it has not arrived within 3 working days.',
  );
  await expect(page.getByText('Your credit')).toBeVisible();
  // A settled loan asks for a rating first; put it aside to read the page.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(credit).toBeInViewport();
  await screenshot(page, 'order-credit');

  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: test.info().project.use.baseURL,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  const desk = await context.newPage();
  await logIn(desk, 'finance');
  const drawer = await openOrderFromList(desk, '0917 448 0001', order.orderNo);
  await expect(drawer.getByText('The borrower paid ₱393.33 more than they owed.')).toBeVisible();
  await desk.waitForTimeout(300);
  await screenshot(desk, 'console-credit-before');
  await drawer.getByRole('button', { name: 'Refund ₱393.33' }).click();
  await desk.getByRole('tooltip').getByRole('button', { name: 'Refund' }).click();
  // Payouts are asynchronous (decision 040): the provider accepts the refund, and it is booked when the
  // sandbox's signed callback says the money left (SANDBOX_PAYOUT_CALLBACK_MS in start-server.sh).
  await expect(
    desk.getByText(
      /Refund of ₱393\.33 sent to the provider \(payout SBPO[0-9A-F]+\); it is booked when the provider confirms the money left/,
    ),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Refund ₱/ })).toHaveCount(0);
  await screenshot(desk, 'console-credit-refund-sent');
  await expect(drawer.getByRole('row', { name: /credit_refund.*borrower_credit/ })).toContainText('Sandbox finance', {
    timeout: 20_000,
  });
  await expect(drawer.getByText('is in progress')).toHaveCount(0);
  await desk.waitForTimeout(300);
  await screenshot(desk, 'console-credit-refunded');
  await context.close();

  await openOrder();
  await expect(page.getByText('Thank you! This loan is fully repaid.')).toBeVisible();
  await expect(page.getByText('more than you owed')).toHaveCount(0);
  await admin('POST', '/clock', { date: null });
});
