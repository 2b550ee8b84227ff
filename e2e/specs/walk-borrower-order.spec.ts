// Decision 050 and 5 at 390×844: applying while a loan is open says why (no silent jump, no
// analytics event against the old loan); a failed payout reads as failure and rebinding from it goes
// through bind-card-change with source and back to the order; prompts never reopen from cached data.
import { asBorrower, admin, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { hostCalls, installFakeHost, orderAt, productIdOf } from '../support/loans';
import { lastSmsCode } from '../support/promotion';

test.describe('order walk', () => {
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('point 2: confirming Plus 180 with Flex 91 open says why and offers the open loan', async ({ page }) => {
    await installFakeHost(page);
    const session = await createSession('09201000011');
    const open = await orderAt(session, 'repaying');
    const plus = String(await productIdOf('Plus 180'));
    await openAsHost(page, '/loan/confirm', session, { productId: plus });
    await expect(page.locator('.lc-hero__amount')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'You already have a loan' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your Flex 91 loan is still open');
    await expect(page).toHaveURL(/\/loan\/confirm\?/);
    await screenshot(page, 'walk-borrower-open-loan');
    expect((await hostCalls(page)).map((c) => c.action)).not.toContain('confirmBurialPoint');
    await dialog.getByRole('button', { name: 'Go to my Flex 91 loan' }).click();
    await expect(page).toHaveURL(new RegExp(`/loan/detail\\?orderId=${open.orderId}`));
    await expect(page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
  });

  test('point 5: a failed payout reads as failure; rebinding changes the account and returns to the order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await installFakeHost(page);
    const phone = '09201000012';
    const session = await createSession(phone);
    // The sandbox refuses a payout to an account ending in 0000 at once (the borrower must rebind).
    await asBorrower(session, '/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '09201010000' });
    const order = await orderAt(session, 'disbursing');
    await admin('POST', `/orders/${order.orderNo}/disburse`).catch(() => undefined);
    const ids = { orderId: String(order.orderId), productId: String(order.productId) };
    await expect
      .poll(async () => (await asBorrowerGet(session.sessionId, ids)).payoutFailed, { timeout: 30_000 })
      .toBe(true);

    await openAsHost(page, '/loan/detail', session, ids);
    await expect(page.getByRole('heading', { name: 'We could not send your money' })).toBeVisible();
    await expect(page.getByText(/sending your money/)).toHaveCount(0);
    const prompt = page.getByRole('dialog', { name: 'Payout failed' });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    // After 'Later' the page still says it failed and offers the way out.
    await expect(page.locator('svg[data-kind="failure"]')).toBeVisible();
    await screenshot(page, 'walk-borrower-payout-failed');
    await page.getByRole('button', { name: 'Bind another account' }).click();

    await expect(page).toHaveURL(/\/bind-bank\?.*source=loanDetail/);
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill('09201012345');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.getByRole('textbox', { name: 'SMS code' }).fill(await lastSmsCode(phone));
    const save = page.waitForResponse((r) => r.url().includes('/api/bind-card-'));
    await page.getByRole('button', { name: 'Next' }).click();
    const response = await save;
    expect(response.url()).toContain('/api/bind-card-change');
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/order\\?.*orderId=${order.orderId}`));
    const endBank = (await hostCalls(page)).find((c) => c.action === 'endBank');
    expect(endBank?.payload).toMatchObject({ source: 'loanDetail' });
    // Back on the order: no prompt opens from the data cached before the rebinding.
    await expect(page.getByRole('heading', { name: 'We could not send your money' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, 'walk-borrower-after-rebind');
  });

  test('point 5: the rating prompt does not reopen after Contact us → Back', async ({ page }) => {
    const session = await createSession('09201000013');
    const order = await orderAt(session, 'settled');
    await openAsHost(page, '/loan/detail', session, {
      orderId: String(order.orderId),
      productId: String(order.productId),
    });
    const rating = page.getByRole('dialog', { name: 'How was your loan with us?' });
    await rating.getByRole('radio', { name: '2 stars' }).click();
    await rating.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/customer-service/);
    const fresh = page.waitForResponse((r) => r.url().includes('/api/v3/loan-details/loan-details'));
    await page.goBack();
    await fresh;
    await expect(page.getByRole('heading', { name: 'Settled' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

async function asBorrowerGet(sessionId: string, ids: { orderId: string; productId: string }) {
  const { E2E_PORT } = await import('../support/env');
  const response = await fetch(
    `http://127.0.0.1:${E2E_PORT}/api/v3/loan-details/loan-details?orderId=${ids.orderId}&productId=${ids.productId}`,
    { headers: { authorization: `Bearer ${sessionId}` } },
  );
  return ((await response.json()) as { data: { payoutFailed: boolean } }).data;
}
