// Console configuration of what borrowers read (decision 024): an admin adds a lender clause to the
// loan agreement and the borrower's agreement shows it; a new landing template counts its visits and
// closes when switched off; the event counts show a borrower's tap.
import type { Browser } from '@playwright/test';
import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { consoleCall, logIn } from '../support/console';
import { E2E_PORT } from '../support/env';
import { productIdOf } from '../support/loans';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** Borrower pages are phone pages: a second context at the config's phone viewport. */
async function phone(browser: Browser) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe.serial('console templates', () => {
  test("an admin adds a clause, previews and saves it, and the borrower's agreement shows it", async ({
    page,
    browser,
  }) => {
    await logIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Agreement templates' }).click();
    await expect(page.getByRole('tab', { name: 'Loan Agreement' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Section 1 heading')).toHaveValue('Collection');
    await expect(page.getByText('Version 1', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Section 3 heading').fill('Hardship help');
    await page
      .getByRole('textbox', { name: 'Section 3 paragraph 1' })
      .fill(
        'If you cannot pay on time, tell us before the due date: we will talk about an extension before any penalty is charged.',
      );
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="Agreement preview"]');
    await expect(preview.getByRole('heading', { name: '10. Hardship help' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: '11. Acceptance' })).toBeVisible();
    await expect(page.locator('iframe[title="Agreement preview"]')).toHaveAttribute('sandbox', '');
    await preview.getByRole('heading', { name: '10. Hardship help' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'console-agreement-preview');

    await page.getByRole('button', { name: 'Save new version' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Version 2 of the Loan Agreement saved')).toBeVisible();
    await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
    await expect(page.getByText('History (2 versions)')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await screenshot(page, 'console-agreement-saved');
    const audit = await consoleCall(page, 'GET', '/audit?target=agreement_template:1');
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'config.agreement_template.save',
      before: { version: 1 },
      after: { version: 2 },
    });

    // The borrower reads the agreement from the confirm page, as in loan-confirm.spec.ts.
    const borrower = await phone(browser);
    const session = await createSession('09174450001');
    await openAsHost(borrower.page, '/loan/confirm', session, { productId: String(await productIdOf('Flex 91')) });
    await borrower.page.getByRole('dialog', { name: 'Privacy Consent' }).getByRole('button', { name: 'Agree' }).click();
    await borrower.page.getByRole('button', { name: 'Loan Agreement' }).click();
    await expect(borrower.page).toHaveURL(/\/loan-agreement\?productId=\d+&position=1/);
    const doc = borrower.page.frameLocator('iframe');
    await expect(doc.getByRole('heading', { name: '10. Hardship help' })).toBeVisible();
    await doc.getByRole('heading', { name: '10. Hardship help' }).scrollIntoViewIfNeeded();
    await screenshot(borrower.page, 'loan-agreement-lender-clause');
    await borrower.close();
  });

  test('an admin creates a landing template, sees its funnel after a visit, and switches it off', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Promotion & events' }).click();
    await page.getByRole('button', { name: 'New template' }).click();
    const drawer = page.getByRole('dialog', { name: 'New landing template' });
    await drawer.getByLabel('Name').fill('Holiday cash');
    await drawer.getByLabel('Headline', { exact: true }).fill('Holiday cash, decided within a day');
    await drawer.getByLabel('Subtitle', { exact: true }).fill('Register with your mobile number in one minute.');
    await drawer.getByLabel('Download link').fill('http://example.com/app');
    await drawer.getByRole('button', { name: 'Save template' }).click();
    await expect(drawer.getByText('Enter an https:// address')).toBeVisible();
    await drawer.getByLabel('Download link').fill('https://play.google.com/store/apps/details?id=ph.lendwell.app');
    await drawer.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Template Holiday cash saved')).toBeVisible();
    const row = page.getByRole('row', { name: /Holiday cash, decided within a day/ });
    await expect(row).toContainText('Active');
    const id = (await row.getByRole('cell').first().textContent())!.trim();

    const visitor = await phone(browser);
    await visitor.page.goto(`/promotion#/registerTemplate?templateId=${id}&user_from=e2e`);
    await expect(visitor.page.getByRole('heading', { name: 'Holiday cash, decided within a day' })).toBeVisible();
    await expect(visitor.page.getByLabel('Mobile number')).toBeVisible();

    // Visits → clicks → codes sent → registrations: the visit counts once the landing has loaded.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await row.getByRole('cell').nth(3).textContent())?.trim();
      })
      .toBe('1');
    await expect(row.getByRole('cell').nth(7)).toHaveText('0.00%');
    await screenshot(page, 'console-promotion');

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Holiday cash is switched off')).toBeVisible();
    await expect(row).toContainText('Inactive');
    await visitor.page.reload();
    await expect(visitor.page.getByRole('heading', { name: 'This promotion has ended.' })).toBeVisible();
    await expect(visitor.page.getByLabel('Mobile number')).toHaveCount(0);
    await expect(visitor.page.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('href', '/');
    await screenshot(visitor.page, 'promotion-ended');
    await visitor.close();
  });

  test("the event counts show a borrower's tap", async ({ page, browser }) => {
    const borrower = await phone(browser);
    await borrower.page.goto('/error/joint-login-failure?reason=expired&merchantNumber=LW001&deviceId=e2e-device');
    const click = borrower.page.waitForRequest('**/api/v3/joint-login/product-click**');
    await borrower.page.locator('.product-card').first().getByRole('button').click();
    await click;
    await borrower.close();

    await logIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Promotion & events' }).click();
    const tap = page.getByRole('row', { name: /Joint-login failure: a product \(40\)/ });
    await expect(tap).toContainText(/Flex 91|Plus 180/);
    await expect(tap.getByRole('cell').last()).toHaveText('1');
    await page.getByText('Event counts', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'console-event-counts');
  });
});
