// The console at 1280×800: staff read refusals in pesos, percent and the
// screen's own words — a product over the cap says "7.00% a month", not "700 bps"; an agreement
// section left empty is "Section 1 heading", not "clauses.0.heading". Nothing is saved by either.
import { expect, screenshot, test } from '../support/borrower';
import { animationsSettled, logIn } from '../support/console';
import { DESKTOP } from '../support/console-walk';

test.use(DESKTOP);
test.setTimeout(90_000);

test('a product over the cap is refused in percent, not basis points', async ({ page }) => {
  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  await page.getByRole('tab', { name: 'Products' }).click();
  await page
    .getByRole('row', { name: /Flex 91/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Interest a month (%)').fill('7');
  await drawer.getByRole('button', { name: 'Save as new version' }).click();
  await expect(drawer.getByText(/this product charges 7\.00% a month/)).toBeVisible();
  const text = await drawer.innerText();
  expect(text).not.toMatch(/\bbps\b|centavos/);
  await animationsSettled(page);
  await screenshot(page, 'console-walk-words-product');
});

test('an empty agreement heading is named as the editor labels it', async ({ page }) => {
  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Agreement templates' }).click();
  await page.getByLabel('Section 1 heading').first().fill('');
  await page.getByRole('button', { name: 'Save new version' }).first().click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refusal = page.locator('.ant-message').getByText(/Section 1 heading/);
  await expect(refusal).toBeVisible();
  await expect(page.locator('.ant-message')).not.toContainText('clauses.');
  await screenshot(page, 'console-walk-words-clause');
});
