// The bank form after an e-wallet. A borrower who saved Maya and opens the Bank
// account tab finds 'Transfer by' on InstaPay and the Bank field shown; the wallet's save never sends a
// bank channel; and a saved number need not be typed again to change only the salary day.
import type { Locator, Page } from '@playwright/test';
import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';

const selectedIn = (picker: Locator, option: string) =>
  picker.locator('.adm-picker-view-column-item[data-selected="true"]').filter({ hasText: option });

async function pick(page: Page, item: string, option: string) {
  // A picker is named by its item and then the value or hint it shows (label in name, decision 130).
  await page.getByRole('button', { name: new RegExp(`^${item}: `) }).click();
  const picker = page.locator('.adm-picker').last();
  await expect(picker).toBeVisible();
  await picker.getByText(option, { exact: true }).first().dispatchEvent('click');
  await expect(selectedIn(picker, option)).toHaveCount(1);
  await picker.getByText('Confirm', { exact: true }).click();
  await expect(picker).toBeHidden();
}

// axe is injected as a script tag, which the borrower app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

test('after saving Maya, the bank tab is usable and the salary day changes without retyping the number', async ({
  page,
}) => {
  // A retry binds a borrower of its own: the first attempt may have saved the wallet already.
  const session = await createSession(`0920200060${test.info().retry + 1}`);
  await openAsHost(page, '/bind-bank', session);
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await pick(page, 'E-wallet', 'Maya');
  await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill(`092020${test.info().retry}0699`);
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/bind-card-new')),
    page.getByRole('button', { name: 'Next' }).click(),
  ]);
  const body = new URLSearchParams(saved.request().postData() ?? '');
  expect(body.get('walletType')).toBe('90012');
  // A wallet has no bank transfer channel: none is sent beside its type.
  expect(body.has('channelNumber')).toBe(false);
  expect(saved.status()).toBe(200);

  // The saved form closes the webview (in a plain browser: about:blank) only when the save succeeded: a
  // refusal also answers 200 (decision 118). The host opens the form again.
  await page.waitForURL('about:blank');
  // Back on the form: the bound wallet is shown, and the bank tab starts on the default channel.
  await openAsHost(page, '/bind-bank', session);
  await expect(page.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Bank account' }).click();
  await expect(page.getByRole('button', { name: /^Transfer by: / })).toContainText('InstaPay');
  await expect(page.getByRole('button', { name: /^Bank: / })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'bind-bank after a wallet');
  await screenshot(page, 'walk-small-bank-tab-after-wallet');

  // Only the salary day changes: the saved number stays, no SMS code is asked for.
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await expect(page.getByText(/Saved: •••• 0699/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveCount(0);
  await pick(page, 'Salary day', '15');
  const [changed] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/bind-card-new')),
    page.getByRole('button', { name: 'Next' }).click(),
  ]);
  expect(changed.status()).toBe(200);
  // Closed only on success, as above.
  await page.waitForURL('about:blank');
  await openAsHost(page, '/bind-bank', session);
  await expect(page.getByText('Day 15')).toBeVisible();
  await screenshot(page, 'walk-small-bank-salary-day-changed');
});
