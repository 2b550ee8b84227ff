import type { Page } from '@playwright/test';
import { admin, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { hostCalls, installFakeHost, orderAt, type OrderStatusName } from '../support/loans';

const open = async (page: Page, phone: string, status: OrderStatusName) => {
  const session = await createSession(phone);
  const order = await orderAt(session, status);
  await openAsHost(page, '/loan/detail', session, {
    orderId: String(order.orderId),
    productId: String(order.productId),
  });
  return { session, order };
};

test.describe('order details V3', () => {
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('under review: status and details; no market while the loan is open, no buttons', async ({ page }) => {
    const { order } = await open(page, '09177770021', 'review');
    await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
    await expect(page.locator('svg[data-kind="review"]')).toBeVisible();
    await expect(page.getByText(order.orderNo)).toBeVisible();
    await expect(
      page.getByText('You have a loan in progress. You can apply for another one once it is fully repaid.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recommended loans' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Repayment' })).toHaveCount(0);
    await screenshot(page, 'order-21');
  });

  test('a rejected order offers the market: Apply and more products go to the host', async ({ page }) => {
    await installFakeHost(page);
    await open(page, '09177770022', 'rejected');
    await expect(page.getByRole('region', { name: 'Recommended loans' }).getByText('Plus 180')).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await page.getByRole('button', { name: 'Click to view more products' }).click();
    const actions = (await hostCalls(page)).map((c) => c.action);
    expect(actions).toEqual(expect.arrayContaining(['toP', 'toHome']));
  });

  test('rejected shows its icon and the market; disbursing its icon', async ({ page }) => {
    await open(page, '09177770110', 'rejected');
    await expect(page.getByRole('heading', { name: 'Not approved' })).toBeVisible();
    await expect(page.locator('svg[data-kind="rejected"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to view more products' })).toBeVisible();
    await screenshot(page, 'order-110');

    await open(page, '09177770151', 'disbursing');
    // This borrower has bound no account: the page asks where to send the money (decision 129).
    await expect(page.getByRole('heading', { name: 'Approved: add your account' })).toBeVisible();
    await expect(page.locator('svg[data-kind="disbursing"]')).toBeVisible();
    await screenshot(page, 'order-151');
  });

  test('repaying: one Repayment button, no market', async ({ page }) => {
    const { order } = await open(page, '09177770170', 'repaying');
    await expect(page.getByRole('heading', { name: 'Repaying' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to view more products' })).toHaveCount(0);
    await screenshot(page, 'order-170');
    await page.getByRole('button', { name: 'Repayment' }).click();
    await expect(page).toHaveURL(new RegExp(`/repay\\?orderId=${order.orderId}&productId=${order.productId}`));
  });

  test('due: Kind tips until the borrower goes to repay', async ({ page }) => {
    await open(page, '09177770174', 'due');
    await expect(page.getByRole('heading', { name: 'Repayment due' })).toBeVisible();
    const tips = page.getByRole('dialog', { name: 'Kind tips' });
    await expect(tips).toBeVisible();
    await screenshot(page, 'order-174-kind-tips');
    await tips.getByRole('button', { name: 'I know' }).click();
    await expect(page.locator('svg[data-kind="due"]')).toBeVisible();
    await screenshot(page, 'order-174');
    // Going to repay sets the session flag: back on the page, the tips stay closed.
    await page
      .getByRole('button', { name: /^(Repayment|REPAY)$/ })
      .first()
      .click();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Repayment due' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Kind tips' })).toHaveCount(0);
  });

  test('overdue with rollover: REPAY and Rollover Repayment under "Short of money?"', async ({ page }) => {
    const { order } = await open(page, '09177770180', 'overdue');
    await page.getByRole('dialog', { name: 'Kind tips' }).getByRole('button', { name: 'I know' }).click();
    await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    await expect(page.getByText('Short of money?')).toBeVisible();
    await screenshot(page, 'order-180');
    await page.getByRole('button', { name: 'Rollover Repayment' }).click();
    await expect(page).toHaveURL(new RegExp(`/repay/delay\\?orderId=${order.orderId}`));
  });

  test('settled: rating of 4+ goes to the store, Borrow Again confirms and records event 30', async ({ page }) => {
    await installFakeHost(page);
    const { order } = await open(page, '09177770200', 'settled');
    const rating = page.getByRole('dialog', { name: 'How was your loan with us?' });
    await expect(rating).toBeVisible();
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please choose a rating')).toBeVisible();
    await rating.getByRole('radio', { name: '5 stars' }).click();
    await screenshot(page, 'order-200-rating');
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect(rating).toHaveCount(0);
    expect((await hostCalls(page)).map((c) => c.action)).toContain('toRate');

    await expect(page.locator('svg[data-kind="done"]')).toBeVisible();
    await screenshot(page, 'order-200');
    const before = ((await admin('GET', '/events/counts')) as { moduleId: number; count: number }[])
      .filter((c) => c.moduleId === 30)
      .reduce((n, c) => n + c.count, 0);
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    const reopen = page.getByRole('dialog', { name: 'Borrow again?' });
    await expect(reopen).toBeVisible();
    await screenshot(page, 'order-200-reopen');
    await reopen.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(async () =>
        (await hostCalls(page)).some((c) => c.action === 'toP' && c.payload.productId === String(order.productId)),
      )
      .toBe(true);
    const after = ((await admin('GET', '/events/counts')) as { moduleId: number; count: number }[])
      .filter((c) => c.moduleId === 30)
      .reduce((n, c) => n + c.count, 0);
    expect(after).toBe(before + 1);

    // Rated once: the prompt does not come back.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settled' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'How was your loan with us?' })).toHaveCount(0);
  });

  test('a rating under 4 stars shows the result modal', async ({ page }) => {
    await open(page, '09177770201', 'settled');
    const rating = page.getByRole('dialog', { name: 'How was your loan with us?' });
    await rating.getByRole('radio', { name: '2 stars' }).click();
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await screenshot(page, 'order-200-sorry');
  });

  test('a failed payout asks to bind another account; closing clears it on the server', async ({ page }) => {
    const session = await createSession('09177770300');
    const order = await orderAt(session, 'disbursing');
    // The payout adapter sets cardNeedPop; here the answer is marked as a failed payout would.
    let patched = false;
    await page.route('**/api/v3/loan-details/loan-details**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (!patched) {
        patched = true;
        body.data = {
          ...body.data,
          cardNeedPop: 1,
          payoutAccountMissing: false,
          cardPopTitle: 'Payout failed',
          cardPopMsg: 'We could not send the money to your account. Please bind another bank or e-wallet account.',
        };
      }
      await route.fulfill({ response, json: body });
    });
    await openAsHost(page, '/loan/detail', session, {
      orderId: String(order.orderId),
      productId: String(order.productId),
    });
    const prompt = page.getByRole('dialog', { name: 'Payout failed' });
    await expect(prompt).toBeVisible();
    await screenshot(page, 'order-card-pop');
    const closed = page.waitForRequest('**/api/v3/loan-details/card-pop-close**');
    await prompt.getByRole('button', { name: 'Later' }).click();
    await closed;
    await expect(prompt).toHaveCount(0);
    await prompt.page().getByRole('heading', { name: 'Approved: add your account' }).waitFor();
  });

  test('any status but 21 hands over to playeduL when the server sends one', async ({ page }) => {
    const session = await createSession('09177770400');
    const order = await orderAt(session, 'repaying');
    await page.route('**/api/v3/loan-details/loan-details**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data = { ...body.data, playeduL: '/customer-service' };
      await route.fulfill({ response, json: body });
    });
    await openAsHost(page, '/loan/detail', session, {
      orderId: String(order.orderId),
      productId: String(order.productId),
    });
    await expect(page).toHaveURL(/\/customer-service$/);
  });

  test("another borrower's order answers as not found", async ({ page }) => {
    const theirs = await createSession('09177770500');
    const order = await orderAt(theirs, 'review');
    await openAsHost(page, '/loan/detail', await createSession('09177770501'), { orderId: String(order.orderId) });
    await expect(
      page.getByText('This loan or item is not on your account, or it is no longer available.'),
    ).toBeVisible();
    await expect(page.getByText(order.orderNo)).toHaveCount(0);
  });
});

test.describe('joint-login failure', () => {
  test('says why and offers products; the first two have no tags; a tap records and follows the link', async ({
    page,
  }) => {
    await installFakeHost(page);
    await page.goto('/error/joint-login-failure?reason=expired&merchantNumber=LW001&deviceId=e2e-device');
    await expect(page.getByRole('heading', { name: 'Your sign-in with our partner has expired.' })).toBeVisible();
    await expect(page.locator('svg[data-kind="failure"]')).toBeVisible();
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(2);
    await expect(page.locator('.product-card__tags')).toHaveCount(0);
    await expect(page.getByText('loading...')).toHaveCount(0);
    await screenshot(page, 'joint-login-failure');
    const click = page.waitForRequest('**/api/v3/joint-login/product-click**');
    await cards.first().getByRole('button').click();
    await click;
    await expect
      .poll(async () => (await hostCalls(page)).find((c) => c.action === 'to')?.payload.url)
      .toMatch(/^lendwell:\/\/product\?productId=\d+$/);
  });

  test('a borrower with a loan in progress sees grey buttons that do nothing', async ({ page }) => {
    const session = await createSession('09177770600');
    await orderAt(session, 'review');
    await openAsHost(page, '/error/joint-login-failure', session);
    const buttons = page.locator('.product-card__button');
    await expect(buttons.first()).toBeDisabled();
    await expect(buttons.first()).toHaveCSS('background-color', 'rgb(201, 205, 212)');
    // Every button is grey, so the notice says why and what to do, never 'you can still apply' (decision 072).
    await expect(page.locator('.jl-notice__message')).toHaveText(
      'You have a loan in progress. Repay it first, then you can apply for one of these loans.',
    );
    await expect(page.getByText(/You can still apply/)).toHaveCount(0);
    await screenshot(page, 'joint-login-failure-busy');
    await admin('POST', '/clock', { date: null });
  });
});

test.describe('server-written money follows the page currency', () => {
  test('with real=1 the order status sentence, the repay pill and the detail rows all show ₹', async ({ page }) => {
    const session = await createSession('09310000901');
    const { orderId, productId } = await orderAt(session, 'overdue');
    await openAsHost(page, '/loan/detail', session, { orderId: `${orderId}`, productId: `${productId}`, real: '1' });
    await page.getByRole('dialog', { name: 'Kind tips' }).getByRole('button', { name: 'I know' }).click();
    await expect(page.locator('.od-status__desc')).toContainText(/Please repay ₹[\d,]+\.\d\d now/);
    await expect(page.locator('.od-status__rey')).toContainText(/Repay ₹[\d,]+\.\d\d/);
    await expect(page.locator('main')).not.toContainText('₱');
    await screenshot(page, 'order-details-real');
    await admin('POST', '/clock', { date: null });
  });
});
