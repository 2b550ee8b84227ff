import { expect, screenshot, test } from '../support/borrower';

test.describe('/testPreview', () => {
  test('fills a sandbox borrower and opens customer service with those params', async ({ page }) => {
    await page.goto('/testPreview');
    await expect(page.getByRole('heading', { name: 'Test preview' })).toBeVisible();
    const sessionInput = page.getByRole('textbox', { name: 'sessionId', exact: true });
    await expect(sessionInput).toHaveValue(/.{43}/);
    await expect(page.getByRole('textbox', { name: 'mobilePhone', exact: true })).toHaveValue('09171234567');
    await expect(page.getByText('sandbox', { exact: true })).toBeVisible();
    await screenshot(page, 'test-preview');

    await page.getByRole('button', { name: 'Customer service' }).click();
    await expect(page).toHaveURL(/\/customer-service\?/);
    await expect(page.getByText('support@lendwell.example.ph')).toBeVisible();
    expect(page.url()).not.toContain('sessionId');
  });

  test('geolocation test reports a position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 14.5547, longitude: 121.0244 });
    await page.goto('/testPreview');
    await page.getByRole('button', { name: 'Get my location' }).click();
    await expect(page.getByText(/14\.55470, 121\.02440/)).toBeVisible();
  });

  test('every configured screen answers with a page, not a blank', async ({ page }) => {
    for (const path of [
      '/loan/confirm',
      '/complainPage',
      '/bind-bank',
      '/payway#/addnormalcard',
      '/promotion#/registerTemplate',
    ]) {
      await page.goto(path);
      await expect(page.locator('#root h1').first()).toBeVisible();
    }
  });
});
