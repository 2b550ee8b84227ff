// Payway: repay by bank card with an SMS code, bind a new card, the online alternative, and the
// hand-over to the loan detail (#/borrowDetail/).
import {
  admin,
  asBorrower,
  createSession,
  expect,
  openAsHost,
  screenshot,
  test,
  type BorrowerSession,
} from '../support/borrower';
import { orderAt } from '../support/loans';

async function orderWithCard(session: BorrowerSession, wallet: string) {
  // Disbursed and booked: payouts are asynchronous (decision 040), so orderAt waits for the sandbox
  // callback (status 170) — before it the order has nothing to repay and payway shows only that.
  const order = await orderAt(session, 'repaying');
  await asBorrower(session, '/bind-card-new', { cardType: 2, walletType: '90011', walletNo: wallet });
  return { orderId: String(order.orderId), orderNo: order.orderNo, productId: String(order.productId) };
}

async function lastCode(phone: string): Promise<string> {
  const { items } = await admin('GET', `/sms-outbox?phone=${phone}&limit=1`);
  return /repayment code is (\d{6})/.exec(items[0]?.body ?? '')?.[1] ?? '';
}

test.describe('payway', () => {
  test.afterAll(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('repay by card with the SMS code, then on to the loan detail', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await createSession('09178880001');
    const { orderId, orderNo, productId } = await orderWithCard(session, '09179880001');
    await openAsHost(page, '/payway', session, { orderId, productId });
    await expect(page.getByRole('heading', { name: 'Repay by bank card' })).toBeVisible();
    await expect(page.getByTestId('payway-amount')).toHaveText('₱5,606.67');

    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('please choose a bank card first')).toBeVisible();
    await page.getByRole('radio', { name: /GCash/ }).click();
    await expect(page.getByRole('radio', { name: /•••• 0001/ })).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, 'payway-cards');

    await page.getByRole('button', { name: 'Pay now' }).click();
    const panel = page.getByRole('dialog', { name: 'Enter the verification code' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
    await expect(page.getByText('loading...')).toBeHidden();
    await screenshot(page, 'payway-sms');
    // Cancel closes the panel and the countdown starts again at 60.
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(panel.getByRole('button', { name: /Resend in (60|59)s/ })).toBeVisible();

    await panel.getByLabel('6-digit code').fill('123');
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('enter the correct verification code')).toBeVisible();
    const code = await lastCode('09178880001');
    await panel.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/Wrong verification code/)).toBeVisible();

    // After the payment the cards are not read again (the order has nothing left to repay: that is refused,
    // as a 200 envelope with its code on the spec's routes, decision 118).
    const refused: (number | string)[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/api/loan/repayment-way')) return;
      const code =
        r.status() >= 400 ? r.status() : ((await r.json().catch(() => ({ code: 0 }))) as { code: number }).code;
      if (code !== 0) refused.push(code);
    });
    await panel.getByLabel('6-digit code').fill(code);
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`/loan/detail\\?.*orderId=${orderId}`), { timeout: 10_000 });
    expect(refused).toEqual([]);
    expect(page.url()).toContain(`productId=${productId}`);

    const shown = await admin('GET', `/orders/${orderNo}`);
    expect(shown.order.status).toBe(200);
  });

  test('bind a new card from payway, and the online alternative', async ({ page }) => {
    const session = await createSession('09178880002');
    const { orderId, productId } = await orderWithCard(session, '09179880002');
    await openAsHost(page, '/payway', session, { orderId, productId });
    await page.getByRole('button', { name: '+ Add a new card' }).click();
    await expect(page).toHaveURL(/#\/addnormalcard\?order=\d+&product=\d+&coupon=&amount=560667/);
    await expect(page.getByRole('heading', { name: 'Add a new card' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bank account' })).toBeVisible();
    // A card is bound already: the new one replaces the payout account, so the SMS code is asked for.
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeEnabled();
    await screenshot(page, 'payway-add-card');

    await openAsHost(page, '/payway', session, { orderId, productId });
    await page.getByRole('button', { name: /Pay online instead/ }).click();
    await expect(page).toHaveURL(/#\/alipayrepayment/);
    await screenshot(page, 'payway-alipay');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/PY/);
  });

  test("another borrower's order shows not found", async ({ page }) => {
    const owner = await createSession('09178880003');
    const { orderId, productId } = await orderWithCard(owner, '09179880003');
    const stranger = await createSession('09178880004');
    await openAsHost(page, '/payway', stranger, { orderId, productId });
    // The load-failure panel: what happened and a way forward.
    await expect(page.getByRole('heading', { name: 'We could not find this' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible();
  });

  test('online repayment with no amount in its link leads back instead of paying ₱0.00 (decision 072)', async ({
    page,
  }) => {
    const session = await createSession('09310000302');
    await openAsHost(page, '/payway', session, { orderId: '1' });
    await page.evaluate(() => (window.location.hash = '/alipayrepayment?orderId=1&amount=0'));
    await expect(page.getByRole('heading', { name: 'Nothing to show here' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
    await expect(page.getByText('₱0.00')).toHaveCount(0);
    await screenshot(page, 'payway-alipay-no-amount');
  });
});
