// A console screen whose load fails says what could not be loaded and why, and Try again loads it
// (decision 143: one load-failure component). The Orders list stands for every screen: the same component
// draws each. Console at 1280×800; it changes no data.
import { expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logIn } from '../support/console';
import { DESKTOP } from '../support/console-walk';

test.use(DESKTOP);

test('a failed load reads in words with Try again, which loads the screen', async ({ page }) => {
  await logIn(page, 'agent');
  // The order book's reads fail as the server answers while its database is away (decision 099).
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/console/orders',
    (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ code: 1503, message: 'The service is busy. Please try again in a minute.' }),
          })
        : route.continue(),
  );
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The service is busy' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'console load failure');
  await screenshot(page, 'console-load-failure');

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
});
