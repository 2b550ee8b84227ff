// The scheduled jobs' history on the console's Sandbox tools page (decision 067): the server
// starts its jobs on the queue, and an admin sees each run, its state and what it did.
import { expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, logIn } from '../support/console';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('an admin sees the scheduled jobs that ran on the queue, with their state', async ({ page }) => {
  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Sandbox tools' }).click();
  const jobs = page.locator('.ant-card').filter({ has: page.getByText('Scheduled jobs', { exact: true }) });
  // Every job runs once when the server starts; reload until the close of business has finished.
  await expect(async () => {
    await jobs.getByRole('button', { name: 'Refresh' }).click();
    // The start-up run, and a scheduled one when the server started near a five-minute mark.
    await expect(jobs.getByRole('row', { name: /close-of-business\s+completed/ }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(jobs.getByRole('row', { name: /payment-reconciliation/ }).first()).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousAxeViolations(page, 'console sandbox tools with scheduled jobs');
  await screenshot(page, 'console-scheduled-jobs');
});
