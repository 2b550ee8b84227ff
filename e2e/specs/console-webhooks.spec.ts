// The console's Webhooks page (decision 120) at 1280×800: the e2e server posts its events to an address where
// nothing listens (support/start-server.sh), so an admin sees a new loan's events waiting, the first one
// retrying with its attempts in words, and the loan's later event held behind it.
import { createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, logIn } from '../support/console';
import { DESKTOP, expectTablesUnclipped } from '../support/console-walk';
import { orderAt } from '../support/loans';

test.use(DESKTOP);

test('an admin sees a loan’s events waiting for the host, with each attempt in words', async ({ page }) => {
  // The delivery job runs once a minute: the first attempt may be a minute away.
  test.setTimeout(180_000);
  // A borrower of this attempt's own, so a retry starts clean.
  const session = await createSession(`0917365${String(1001 + test.info().retry)}`);
  const { orderNo } = await orderAt(session, 'disbursing');

  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await page.getByText('Waiting', { exact: true }).click();
  const first = page.getByRole('row', { name: new RegExp(`${orderNo}.*Retrying`) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(first).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 150_000 });
  // Its later event waits behind it, not yet tried.
  await expect(page.getByRole('row', { name: new RegExp(`${orderNo}.*Waiting to send`) }).first()).toBeVisible();

  await first.getByRole('button', { name: /expand/i }).click();
  const attempts = page.getByRole('table').filter({ hasText: 'Outcome' }).last();
  await expect(attempts.getByText('Could not connect (connection refused)').first()).toBeVisible();

  await animationsSettled(page);
  await expectTablesUnclipped(page, 'webhooks');
  await expectNoSeriousAxeViolations(page, 'console webhooks');
  await screenshot(page, 'console-webhooks');
});
