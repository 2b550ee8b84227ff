import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { hostCalls, installFakeHost, iosBack, productIdOf } from '../support/loans';

test.describe('loan confirm V3', () => {
  test('a first-time borrower reads the privacy consent, sees the disclosure and applies', async ({ page }) => {
    await installFakeHost(page);
    const session = await createSession('09176660001');
    const productId = await productIdOf('Flex 91');
    await openAsHost(page, '/loan/confirm', session, { productId: String(productId), merchantNumber: 'LW001' });

    // A first loan opens the privacy consent in a frame; Agree closes it.
    const consent = page.getByRole('dialog', { name: 'Privacy Consent' });
    await expect(consent).toBeVisible();
    await expect(consent.frameLocator('iframe').getByRole('heading', { name: 'Privacy Consent' })).toBeVisible();
    await screenshot(page, 'loan-confirm-consent');
    await consent.getByRole('button', { name: 'Agree' }).click();
    await expect(consent).toHaveCount(0);

    await expect(page.getByText('₱5,000.00').first()).toBeVisible();
    await expect(page.getByText('91 days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Detailed' })).toBeVisible();
    await expect(page.getByText('Amount received')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan' })).toBeVisible();
    const tila = page.getByLabel('Truth in Lending disclosure');
    await expect(tila.getByText('₱4,750.00').first()).toBeVisible();
    await expect(tila.getByText(/SEC Reg\. No\. CS201912345 · CA No\. 3012/)).toBeVisible();
    await screenshot(page, 'loan-confirm');

    // Unticked, Next is grey and does nothing.
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByLabel('I have read and agree').uncheck();
    await expect(next).toBeDisabled();
    await screenshot(page, 'loan-confirm-unchecked');
    await page.getByLabel('I have read and agree').check();
    await expect(next).toBeEnabled();

    // The iOS back gesture asks first; Agree stays, Cancel closes the webview.
    await iosBack(page);
    const pointOut = page.getByRole('dialog', { name: 'Point out' });
    await expect(pointOut).toBeVisible();
    await expect(pointOut.getByText('Your loan is one step away')).toBeVisible();
    await screenshot(page, 'loan-confirm-point-out');
    await pointOut.getByRole('button', { name: 'Agree' }).click();
    await expect(pointOut).toHaveCount(0);
    await iosBack(page);
    await page.getByRole('dialog', { name: 'Point out' }).getByRole('button', { name: 'Cancel' }).click();
    expect((await hostCalls(page)).map((c) => c.action)).toContain('closeWebview');

    await next.click();
    await expect(page).toHaveURL(/\/loan\/detail\?orderId=\d+&productId=\d+.*from=confirm/);
    await expect(page).toHaveURL(/deviceId=e2e-device/);
    await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
    const burial = (await hostCalls(page)).find((c) => c.action === 'confirmBurialPoint');
    expect(burial?.payload).toMatchObject({
      event: 'loan_confirm_next',
      productId: String(productId),
      amountCents: 500000,
    });
  });

  test('each agreement opens rendered with the borrower and the loan', async ({ page }) => {
    const session = await createSession('09176660002');
    const productId = await productIdOf('Flex 91');
    await openAsHost(page, '/loan/confirm', session, { productId: String(productId) });
    await page.getByRole('dialog', { name: 'Privacy Consent' }).getByRole('button', { name: 'Agree' }).click();
    await page.getByRole('button', { name: 'Truth in Lending Disclosure Statement' }).click();
    await expect(page).toHaveURL(/\/loan-agreement\?productId=\d+&position=2&amount=500000/);
    const doc = page.frameLocator('iframe');
    await expect(doc.getByRole('heading', { name: 'Truth in Lending Disclosure Statement' })).toBeVisible();
    await expect(doc.getByText('₱856.67').first()).toBeVisible();
    await screenshot(page, 'loan-agreement');
  });

  test('the period route shows the term as periods, and a server error shows its message', async ({ page }) => {
    const session = await createSession('09176660003');
    await openAsHost(page, '/loan/confirm-of-period', session, { productId: String(await productIdOf('Plus 180')) });
    await expect(page.getByText(/\d+ × \d+ days/)).toBeVisible();
    await screenshot(page, 'loan-confirm-of-period');

    await openAsHost(page, '/loan/confirm', session, { productId: '9999' });
    await expect(
      page.getByText('This loan or item is not on your account, or it is no longer available.'),
    ).toBeVisible();
    await screenshot(page, 'loan-confirm-error');
  });
});

test.describe('loan confirm variant 2', () => {
  test('promotional popup, server button label, agreement modal and the push', async ({ page }) => {
    await installFakeHost(page);
    const session = await createSession('09176660010');
    const productId = await productIdOf('Flex 91');
    await openAsHost(page, '/loan/confirm-new', session, {
      productId: String(productId),
      building: 'b1',
      gather: 'g1',
    });

    const promo = page.getByRole('dialog');
    await expect(promo.getByText('Your offer is ready.')).toBeVisible();
    await screenshot(page, 'loan-confirm-new-promo');
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Your offer is ready.')).toHaveCount(0);

    await expect(page.getByText('Flex 91').first()).toBeVisible();
    await expect(page.getByText('Repayment date')).toBeVisible();
    await expect(page.getByText(/^\d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
    const go = page.getByRole('button', { name: 'Get my money' });
    await expect(go).toBeEnabled();
    await screenshot(page, 'loan-confirm-new');

    await page.getByRole('button', { name: 'Loan Agreement' }).click();
    const modal = page.getByRole('dialog', { name: 'Loan Agreement' });
    await expect(modal.frameLocator('iframe').getByRole('heading', { name: 'Loan Agreement' })).toBeVisible();
    await screenshot(page, 'loan-confirm-new-agreement');
    await modal.getByRole('button', { name: 'Agree' }).click();

    await page.getByLabel('I have read and agree').uncheck();
    await expect(go).toBeDisabled();
    await page.getByLabel('I have read and agree').check();

    await iosBack(page);
    await expect(page.getByRole('dialog', { name: 'Point out' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Point out' }).getByRole('button', { name: 'Agree' }).click();

    await go.click();
    await expect(page).toHaveURL(/\/loan\/detail\?orderId=\d+&productId=\d+.*from=confirm/);
    await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
  });

  test("a code other than '00' shows the server's message and no loading", async ({ page }) => {
    const session = await createSession('09176660011');
    await openAsHost(page, '/loan/confirm-new', session, { productId: '9999' });
    await expect(
      page.getByText('This loan or item is not on your account, or it is no longer available.'),
    ).toBeVisible();
    await expect(page.getByText('loading...')).toHaveCount(0);
    await screenshot(page, 'loan-confirm-new-error');
  });

  test('the privacy consent, once agreed, does not reopen after reading an agreement (decision 072)', async ({
    page,
  }) => {
    const session = await createSession('09310000701');
    const productId = await productIdOf('Flex 91');
    await openAsHost(page, '/loan/confirm', session, { productId: String(productId) });
    const consent = page.getByRole('dialog', { name: 'Privacy Consent' });
    await consent.getByRole('button', { name: 'Agree' }).click();
    await expect(consent).toHaveCount(0);
    // Open an agreement from the footer and come back.
    await page.locator('.lc-agree__link').first().click();
    await expect(page).toHaveURL(/\/loan-agreement\?/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(page.getByText('Amount received')).toBeVisible();
    await expect(consent).toHaveCount(0);
    await screenshot(page, 'loan-confirm-after-agreement');
  });
});
