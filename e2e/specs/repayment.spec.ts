// Repayment by the spec's paths: the installment page, a pay code paid at the sandbox counter
// (the full loop: 170 → callback → 200, ledger balanced), the pay-code sheet, QR, the guide and
// a rollover paid through the sandbox's hosted checkout.
import { admin, createSession, expect, openAsHost, screenshot, test, type BorrowerSession } from '../support/borrower';
import { E2E_PORT } from '../support/env';
import { orderAt } from '../support/loans';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function disbursedOrder(session: BorrowerSession) {
  // Booked, not just sent: payouts are asynchronous (decision 040) and orderAt waits for the sandbox
  // callback (status 170); before it the order has nothing to repay.
  const order = await orderAt(session, 'repaying');
  return { orderId: String(order.orderId), orderNo: order.orderNo, productId: String(order.productId) };
}

async function ledgerOf(orderNo: string) {
  const shown = await admin('GET', `/orders/${orderNo}`);
  const sums = new Map<number, number>();
  for (const p of shown.postings) sums.set(p.entryId, (sums.get(p.entryId) ?? 0) + p.amountCents);
  const cash = shown.postings
    .filter((p: { kind: string; account: string }) => p.kind === 'repayment' && p.account === 'cash')
    .reduce((n: number, p: { amountCents: number }) => n + p.amountCents, 0);
  return { status: shown.order.status as number, balanced: [...sums.values()].every((v) => v === 0), cash, shown };
}

test.describe('repayment', () => {
  test.afterAll(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('pay by code: the installment page, a pay code at the counter, and the order settles', async ({ page }) => {
    test.setTimeout(90_000);
    await admin('POST', '/clock', { date: '2026-01-05' });
    const session = await createSession('09176660001');
    const { orderId, orderNo, productId } = await disbursedOrder(session);
    expect((await ledgerOf(orderNo)).status).toBe(170);

    await openAsHost(page, '/repay', session, { orderId, productId });
    await expect(page.getByRole('heading', { name: 'Repayment' })).toBeVisible();
    await expect(page.getByTestId('repay-amount')).toHaveText('₱5,606.67');
    await expect(page.getByText('Repayment date 2026-04-06')).toBeVisible();
    await expect(page.getByText('Flex 91')).toBeVisible();
    // Two rows until 'more'; 'hide' collapses them again.
    await expect(page.locator('.rp-rows > div')).toHaveCount(2);
    await page.getByRole('button', { name: 'more' }).click();
    await expect(page.getByText('Order number')).toBeVisible();
    await screenshot(page, 'repayment-installment');
    await page.getByRole('button', { name: 'hide' }).click();
    await expect(page.locator('.rp-rows > div')).toHaveCount(2);

    await page.getByRole('button', { name: 'Payment Method' }).click();
    const popup = page.getByRole('dialog', { name: 'Payment Method' });
    await expect(popup.getByText('Please select your repayment method for payment')).toBeVisible();
    await expect(popup.getByRole('radio', { name: 'GCash' })).toHaveAttribute('aria-checked', 'true');
    await popup.getByRole('radio', { name: '7-Eleven' }).click();
    await expect(popup.getByRole('radio', { name: '7-Eleven' })).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, 'repayment-channels');
    await popup.getByRole('button', { name: 'Payment' }).click();

    await expect(page).toHaveURL(/\/repaymentOfCode\?showType=1&payCode=\d{12}/);
    await expect(page.getByTestId('repay-amount')).toHaveText('₱5,606.67');
    const payCode = new URL(page.url()).searchParams.get('payCode')!;
    await expect(
      page.getByRole('button', { name: `Repayment code ${payCode.replace(/(\d{4})(?=\d)/g, '$1 ')}` }),
    ).toBeVisible();
    // The page says when the code stops working, in Manila time (decision 072).
    await expect(page.getByTestId('pay-code-expiry')).toHaveText(
      /^Pay the exact amount before \d{4}-\d{2}-\d{2} \d{2}:\d{2} Manila time, when the code expires\./,
    );
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
    await screenshot(page, 'repayment-code');

    // Where the lender charges cards, the same popup offers the card flow: "Bank card" opens payway.
    await openAsHost(page, '/repay', session, { orderId, productId });
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('dialog', { name: 'Payment Method' }).getByRole('radio', { name: 'Bank card' }).click();
    await page.getByRole('dialog', { name: 'Payment Method' }).getByRole('button', { name: 'Payment' }).click();
    await expect(page).toHaveURL(/\/payway\?/);
    await expect(page.getByTestId('payway-amount')).toHaveText('₱5,606.67');

    // Back on the installment page the live code is the default payment; it opens the pay-code sheet.
    await openAsHost(page, '/repay', session, { orderId, productId });
    await expect(page.getByTestId('default-pay-code')).toHaveText(payCode);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
    await page.getByRole('button', { name: /Pay at 7-Eleven/ }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode2/);
    await expect(page.getByText('Contract number (pay code)')).toBeVisible();
    await expect(page.getByTestId('repay-total')).toHaveText('₱5,606.67');
    await expect(
      page.getByRole('region', { name: 'Over the counter' }).getByText('7-Eleven CLiQQ kiosk'),
    ).toBeVisible();
    await screenshot(page, 'repayment-code2');

    // The borrower pays at the store: the sandbox counter takes the cash and calls us back.
    await page.goto('/sandbox-pay/counter');
    await page.getByLabel('Pay code').fill(payCode);
    await page.getByLabel('Amount received (₱)').fill('5606.67');
    await page.getByRole('button', { name: 'Accept payment' }).click();
    await expect(page.getByRole('status')).toContainText('Payment accepted: ₱5,606.67');
    await screenshot(page, 'repayment-sandbox-counter');

    const ledger = await ledgerOf(orderNo);
    expect(ledger).toMatchObject({ status: 200, balanced: true, cash: 560_667 });
    const order = await fetch(
      `http://127.0.0.1:${E2E_PORT}/api/v3/loan-details/loan-details?orderId=${orderId}&productId=${productId}`,
      { headers: { authorization: `Bearer ${session.sessionId}` } },
    ).then((r) => r.json());
    expect(order.data).toMatchObject({ orderStatus: 200, noticeStatusText: 'Settled' });
  });

  test('a QR payment shows a code to scan', async ({ page }) => {
    await admin('POST', '/clock', { date: '2026-01-05' });
    const session = await createSession('09176660002');
    const { orderId, productId } = await disbursedOrder(session);
    await openAsHost(page, '/repay', session, { orderId, productId });
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('radio', { name: 'QR Ph (any bank app)' }).click();
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode\?showType=2/);
    const qr = page.getByRole('img', { name: 'QR code to pay' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Scan this QR code')).toBeVisible();
    await screenshot(page, 'repayment-qr');
  });

  test('the payment guide lists channels with pictures that enlarge', async ({ page }) => {
    const session = await createSession('09176660003');
    await openAsHost(page, '/payment-instructions', session);
    await expect(page.getByRole('heading', { name: 'Payment instructions' })).toBeVisible();
    await expect(page.getByText('Pay Bills in GCash')).toBeVisible();
    await expect(page.getByText('Pay Bills in Maya')).toBeVisible();
    await screenshot(page, 'repayment-guide');
    await page.getByRole('tab', { name: 'Stores' }).click();
    await expect(page.getByRole('heading', { name: '7-Eleven CLiQQ kiosk' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cebuana Lhuillier branch' })).toBeVisible();
    await page.getByRole('button', { name: 'Enlarge: 7-Eleven CLiQQ kiosk' }).click();
    await expect(page.getByRole('dialog', { name: '7-Eleven CLiQQ kiosk' })).toBeVisible();
    await screenshot(page, 'repayment-guide-enlarged');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('rollover: pay the extension through the hosted checkout and the due date moves', async ({ page }) => {
    test.setTimeout(90_000);
    await admin('POST', '/clock', { date: '2026-01-05' });
    const session = await createSession('09176660004');
    const { orderId, orderNo, productId } = await disbursedOrder(session);
    await admin('POST', '/clock', { date: '2026-04-08' });
    await admin('POST', '/cob', {});
    expect((await ledgerOf(orderNo)).status).toBe(180);

    await openAsHost(page, '/repay/delay', session, { orderId, productId });
    await expect(page.getByRole('heading', { name: 'Rollover repayment' })).toBeVisible();
    await expect(page.getByText('Extend your due date by 91 days')).toBeVisible();
    await expect(page.getByTestId('repay-amount')).toHaveText('₱1,257.89');
    await expect(page.getByText('Your next payment date is 2026-07-06')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan' }).getByText('Extension fee')).toBeVisible();
    await screenshot(page, 'repayment-rollover');

    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('radio', { name: 'GCash' }).click();
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/PY/);
    await expect(page.getByText('₱1,257.89').first()).toBeVisible();
    await screenshot(page, 'repayment-sandbox-checkout');
    await page.getByRole('button', { name: 'Pay ₱1,257.89' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();

    const ledger = await ledgerOf(orderNo);
    expect(ledger).toMatchObject({ status: 170, balanced: true, cash: 125_789 });
    expect(ledger.shown.schedule[0].dueOn).toBe('2026-07-06');
  });

  test("another borrower's order is not found on the repayment pages", async ({ page }) => {
    await admin('POST', '/clock', { date: '2026-01-05' });
    const owner = await createSession('09176660005');
    const { orderId, productId } = await disbursedOrder(owner);
    const stranger = await createSession('09176660006');
    await openAsHost(page, '/repay', stranger, { orderId, productId });
    await expect(
      page.getByText('This loan or item is not on your account, or it is no longer available.'),
    ).toBeVisible();
  });
});
