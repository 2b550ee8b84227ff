// At a desktop viewport (1280×800): a risk user blocks a mobile number and a government ID
// number with reasons, finds them by the number and by words in the reason, and lifts one block
// with a reason; the list never shows a number, only its kind and last four characters. Numbers are
// from this spec's own range; entries it leaves blocked are lifted at the start of a rerun.
import { expect, screenshot, test } from '../support/borrower';
import { animationsSettled, consoleCall, STAFF_PASSWORD } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';

const PHONE = '0936 000 0001';
const ID_NUMBER = '9360-0000-0000-0001';

// Logging in, two blocks, two searches and a removal on a shared 2-core machine.
test.setTimeout(120_000);
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('a risk user blocks numbers with reasons, searches them, and lifts a block with a reason', async ({ page }) => {
  await page.goto('/console');
  await page.getByLabel('Email').fill('risk@console.sandbox');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // A rerun meets its own entries from the last run: lift them first (through the same API the page uses).
  for (const query of [PHONE, ID_NUMBER]) {
    const found = await consoleCall(page, 'POST', '/credit/block-list/search', { query });
    for (const entry of found.body.data.entries as { id: number }[])
      await consoleCall(page, 'POST', `/credit/block-list/${entry.id}/remove`, { reason: 'e2e: rerun clean-up' });
  }

  await page.getByRole('menuitem', { name: 'Block list' }).click();
  await expect(page.getByRole('heading', { name: 'Block list' })).toBeVisible();

  // A mobile number: a wrong number is refused in words, then the right one is blocked.
  await page.getByLabel('Mobile number to block').fill('0936 12');
  await page.getByLabel('Reason').fill('e2e: fraud ring, police report 9360');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /mobile number/i })).toBeVisible();
  await page.getByLabel('Mobile number to block').fill(PHONE);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const phoneRow = page.getByRole('row').filter({ hasText: 'Mobile number ending 0001' }).first();
  await expect(phoneRow).toContainText('e2e: fraud ring, police report 9360');
  await expect(phoneRow).toContainText('Blocked');

  // A government ID number.
  // antd draws the radio over its input: the label is what a person clicks.
  await page.locator('label').filter({ hasText: 'Government ID' }).click();
  await expect(page.getByRole('radio', { name: 'Government ID' })).toBeChecked();
  await page.getByLabel('ID type').click();
  await page.locator('.ant-select-item-option[title="PhilSys National ID"]').click();
  await page.getByLabel('ID number to block').fill(ID_NUMBER);
  await page.getByLabel('Reason').fill('e2e: forged ID card');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'PhilSys National ID ending 0001' }).first()).toBeVisible();
  // The number typed is never shown back: only its last four characters.
  await expect(page.getByRole('table')).not.toContainText('9360000000000001');
  await expect(page.getByRole('table')).not.toContainText('0936 000 0001');

  // Found by the number, however it is typed, and by words in the reason.
  const search = page.getByLabel('Search the block list');
  await search.fill('09360000001');
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Mobile number ending 0001' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'PhilSys National ID ending 0001' })).toHaveCount(0);
  await search.fill('forged ID');
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'PhilSys National ID ending 0001' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Mobile number ending 0001' })).toHaveCount(0);
  await animationsSettled(page);
  await screenshot(page, 'credit-block-list');
  await expectNoSeriousAxeViolations(page, 'block list');

  // Lifting a block needs a reason; the entry stays as history under "Show removed entries".
  await page.getByRole('button', { name: 'Remove PhilSys National ID ending 0001 from the block list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove PhilSys National ID ending 0001 from the block list' });
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('e2e: the ID was verified genuine');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'PhilSys National ID ending 0001' })).toHaveCount(0);
  await page.locator('label').filter({ hasText: 'Show removed entries' }).click();
  const removed = page.getByRole('row').filter({ hasText: 'PhilSys National ID ending 0001' }).first();
  await expect(removed).toContainText('Removed');
  await expect(removed).toContainText('e2e: the ID was verified genuine');
  await animationsSettled(page);
  await screenshot(page, 'credit-block-list-removed');
});
