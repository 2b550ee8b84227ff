// The compliance officer's Credit bureau screen (decision 119) at 1280×800: April 2026's CIC file is generated
// after the month ends, its problems read as sentences naming the borrower and field, the history names who
// generated it, and the page has no serious accessibility violation.
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { logIn } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { orderAt } from '../support/loans';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe('compliance: credit bureau', () => {
  test.setTimeout(180_000);

  test('the compliance officer generates a month for the CIC and reads what to fix', async ({ page }) => {
    try {
      // A loan disbursed on 2026-01-05 and unpaid past 2026-04-06, for a borrower of this attempt.
      const session = await createSession(`0917364${test.info().retry}001`);
      await orderAt(session, 'overdue');
      await admin('POST', '/clock', { date: '2026-05-10' });

      await logIn(page, 'compliance');
      await expect(page.getByText('Compliance', { exact: true })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Credit bureau' }).click();
      await expect(page.getByRole('heading', { name: 'Credit bureau' })).toBeVisible();

      const april = page.getByRole('row', { name: /^April 2026 May 5, 2026/ });
      await expect(april).toContainText('May 5, 2026');
      await april.getByRole('button', { name: /^Generate/ }).click();
      await expect(page.getByText('April 2026 generated')).toBeVisible();
      await expect(april).toContainText(/Version \d+/);

      // What the checks found, as sentences naming the record and the field.
      const found = page.getByText('April 2026: what the checks found');
      await expect(found).toBeVisible();
      await expect(
        page.getByRole('cell', { name: /: (date of birth|ID number|first name) is missing\.$/ }).first(),
      ).toBeVisible();
      // A file with problems is not marked submitted.
      await expect(april.getByRole('button', { name: 'Mark submitted' })).toBeDisabled();
      // The history names who generated it, in Manila time.
      const history = page.getByRole('row', { name: /April 2026 v\d+/ }).first();
      await expect(history).toContainText('Manila');
      await expect(history).toContainText('by Sandbox compliance');

      await screenshot(page, 'console-credit-bureau');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(1280);
      await expectNoSeriousAxeViolations(page, 'compliance: credit bureau');
    } finally {
      await admin('POST', '/clock', { date: null });
    }
  });
});
