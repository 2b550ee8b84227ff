// Decision 050, 3 (Back after paying), 7 and 8 on the repayment screens at 390×844: a pay code
// belongs to one purpose and amount, the rows add up to the header, an installment loan shows its
// schedule, the overdue pill never says 'by' a past date, and real=1 means ₹ everywhere.
import type { Page } from '@playwright/test';
import { admin, asBorrower, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { disburseAndWait, orderAt, productIdOf } from '../support/loans';

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function payAtCounter(page: Page, payCode: string, amount: string) {
  await page.goto('/sandbox-pay/counter');
  await page.getByLabel('Pay code').fill(payCode);
  await page.getByLabel('Amount received (₱)').fill(amount);
  await page.getByRole('button', { name: 'Accept payment' }).click();
  await expect(page.getByRole('status')).toContainText('Payment accepted');
}

async function openCode(page: Page, channel: string) {
  await page.getByRole('button', { name: 'Payment Method' }).click();
  await page.getByRole('radio', { name: channel }).click();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repaymentOfCode\?showType=1&payCode=\d{12}/);
  return new URL(page.url()).searchParams.get('payCode')!;
}

test.describe('repayment walk', () => {
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('point 1: a rollover code is never the default under the amount due; it shows its own amount', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await createSession('09201000001');
    const order = await orderAt(session, 'overdue');
    const ids = { orderId: String(order.orderId), productId: String(order.productId) };

    await openAsHost(page, '/repay/delay', session, ids);
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1,257.89');
    const rolloverCode = await openCode(page, '7-Eleven');
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1,257.89');

    await openAsHost(page, '/repay', session, ids);
    const due = await page.getByTestId('repay-amount').textContent();
    expect(cents(due!)).toBeGreaterThan(125_789);
    await expect(page.getByText('Principal')).toBeVisible();
    await expect(page.getByTestId('default-pay-code')).toHaveCount(0);
    await screenshot(page, 'walk-borrower-repay-no-rollover-code');

    // The rollover page ('as above'): detail rows and its own code as the default payment.
    await openAsHost(page, '/repay/delay', session, ids);
    await expect(page.getByTestId('default-pay-code')).toHaveText(rolloverCode);
    await expect(page.getByTestId('default-pay-code-amount')).toHaveText('This code collects ₱1,257.89');
    await expect(page.locator('.rp-rows > div')).toHaveCount(2);
    await page.getByRole('button', { name: 'more' }).click();
    await expect(page.getByText('Order number')).toBeVisible();
    await screenshot(page, 'walk-borrower-repay-delay');
    await page.getByRole('button', { name: /Pay at 7-Eleven/ }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode2/);
    await expect(page.getByTestId('repay-total')).toHaveText('₱1,257.89');
    await screenshot(page, 'walk-borrower-repay-code2-rollover');
  });

  test('point 3: Back from a pay code after paying reaches words and a way to the loan, not a skeleton', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await admin('POST', '/clock', { date: '2026-01-05' });
    const session = await createSession('09201000002');
    const order = await orderAt(session, 'repaying');
    await openAsHost(page, '/repay', session, { orderId: String(order.orderId), productId: String(order.productId) });
    const code = await openCode(page, '7-Eleven');
    // The borrower pays at the store (another tab), then presses Back on the pay code.
    const counter = await page.context().newPage();
    await payAtCounter(counter, code, '5606.67');
    await counter.close();
    await page.goBack();
    await expect(page).toHaveURL(/\/repay\?/);
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'This cannot be shown now' })).toBeVisible();
    await expect(page.locator('.adm-skeleton')).toHaveCount(0);
    await screenshot(page, 'walk-borrower-repay-back-after-paying');
    await panel.getByRole('button', { name: 'Go to my loan' }).click();
    await expect(page.getByRole('heading', { name: 'Settled' })).toBeVisible();
  });

  test('points 7 and 8: Plus 180 rows add up to one installment, the schedule shows states, ₹ with real=1', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await admin('POST', '/clock', { date: '2026-01-05' });
    const session = await createSession('09201000003');
    const productId = await productIdOf('Plus 180');
    const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
      amount: 1_000_000,
      periods: 6,
      termUnit: 30,
      productId,
    });
    await admin('POST', `/orders/${push.orderNo}/approve`, { reason: 'verified' });
    await disburseAndWait(push.orderNo);
    const ids = { orderId: String(push.orderId), productId: String(productId) };

    await openAsHost(page, '/repay', session, { ...ids, real: '1' });
    await expect(page.getByTestId('repay-amount')).toHaveText('₹2,066.67');
    await page.getByRole('button', { name: 'more' }).click();
    const values = await page.locator('.rp-rows dd').allTextContents();
    const money = values.filter((v) => /\d\.\d\d$/.test(v));
    expect(money.every((v) => v.startsWith('₹'))).toBe(true);
    expect(money.reduce((n, v) => n + cents(v), 0)).toBe(206_667);
    const schedule = page.getByRole('region', { name: 'Installment schedule' });
    await expect(schedule.locator('li')).toHaveCount(6);
    await expect(schedule.locator('li').first()).toContainText('Due now');
    await expect(schedule.locator('li[data-progress="upcoming"]')).toHaveCount(5);
    await expect(schedule).not.toContainText('₱');
    await screenshot(page, 'walk-borrower-repay-plus180');

    // Two days after the first date: the installment is overdue and the pill says so.
    await admin('POST', '/clock', { date: '2026-02-06' });
    await admin('POST', '/cob', {});
    await openAsHost(page, '/repay', session, ids);
    await expect(schedule.locator('li').first()).toContainText('Overdue');
    await openAsHost(page, '/loan/detail', session, ids);
    await page.getByRole('dialog', { name: 'Kind tips' }).getByRole('button', { name: 'I know' }).click();
    const pill = page.locator('.od-status__rey');
    await expect(pill).toContainText('now (it was due on 2026-02-04)');
    await expect(pill).not.toContainText('by 2026-02-04');
    await screenshot(page, 'walk-borrower-order-overdue-pill');
  });

  test('point 8: /loan/confirm and the complaint order card honour real=1', async ({ page }) => {
    await admin('POST', '/clock', { date: '2026-01-05' });
    const session = await createSession('09201000004');
    const productId = String(await productIdOf('Flex 91'));
    await openAsHost(page, '/loan/confirm', session, { productId, real: '1' });
    const agreement = page.getByRole('dialog');
    if (await agreement.isVisible().catch(() => false)) await agreement.getByRole('button').last().click();
    await expect(page.locator('.lc-hero__amount')).toHaveText(/^₹/);
    // Every amount the page formats (hero, plan, disclosure) follows the address's real.
    await expect(page.locator('dd, strong').filter({ hasText: /^₹[\d,]+\.\d\d$/ })).not.toHaveCount(0);
    await expect(page.locator('dd, strong').filter({ hasText: /^₱[\d,]+\.\d\d$/ })).toHaveCount(0);
    await screenshot(page, 'walk-borrower-confirm-real');

    await orderAt(session, 'review');
    await openAsHost(page, '/complainPage', session, { real: '1' });
    await expect(page.locator('.cp-order__rows')).toContainText('₹5,000.00');
    await expect(page.locator('.cp-order__rows')).not.toContainText('₱');
    await screenshot(page, 'walk-borrower-complaint-real');
  });
});
