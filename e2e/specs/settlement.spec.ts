// Settlement reconciliation (decision 070), as finance works it in the console at 1280×800: upload
// the provider's settlement report, read what it matched and which lines it could not read, and
// resolve an exception with a note that the audit log keeps.
import { randomUUID } from 'node:crypto';
import { expect, screenshot, test } from '../support/borrower';
import { consoleCall, logIn } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe('settlements', () => {
  test.setTimeout(90_000);

  // Another spec locks the finance account on purpose; an admin unlocks it so this one can log in.
  test.beforeEach(async ({ browser }) => {
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(adminPage, 'admin');
    const staff = await consoleCall(adminPage, 'GET', '/staff');
    const finance = (staff.body.data.items as { id: number; email: string }[]).find(
      (s) => s.email === 'finance@console.sandbox',
    )!;
    await consoleCall(adminPage, 'POST', `/staff/${finance.id}`, { unlock: true });
    await adminPage.close();
  });

  test('finance imports a Dragonpay report with an exception and resolves it', async ({ page }) => {
    // A payment number no borrower ever made: Dragonpay says it was paid, we never posted it.
    const paymentNo = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
    const fileName = `dragonpay-${paymentNo}.csv`;
    const content = [
      'Reference No,Merchant Txn ID,Processor,Amount,Fee,Settlement Date,Status',
      `DP${paymentNo},${paymentNo},GCSH,"1,250.00",20.00,11/20/2026,S`,
      `DP${paymentNo}-2,${paymentNo}-2,GCSH,twelve,20.00,11/20/2026,S`,
    ].join('\r\n');

    await logIn(page, 'finance');
    await page.getByRole('menuitem', { name: 'Books' }).click();
    await expect(page.getByRole('heading', { name: 'Books' })).toBeVisible();
    await page.getByRole('tab', { name: 'Settlements' }).click();
    await expect(page.getByRole('button', { name: 'Import the report' })).toBeDisabled();

    await page.getByLabel('Settlement report (CSV)').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(content, 'utf8'),
    });
    await page.getByRole('button', { name: 'Import the report' }).click();
    await expect(page.getByText(`${fileName} is imported`)).toBeVisible();
    await expect(
      page.getByText(`${fileName}: 0 of 2 lines matched, 1 to look into, 1 line could not be read.`),
    ).toBeVisible();
    await expect(page.getByText('Line 3: the amount "twelve" is not a peso amount.')).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`${fileName}.*Dragonpay.*2026-11-20.*₱1,250.00`) }),
    ).toBeVisible();
    const exception = page.getByRole('row', { name: new RegExp(paymentNo) }).filter({ hasText: 'Paid, not posted' });
    await expect(exception).toContainText('Paid at the provider but not posted to the loan.');
    await expect(exception).toContainText('₱1,250.00');
    await screenshot(page, 'console-settlements-imported');
    await expectNoSeriousAxeViolations(page, 'settlements: imported');

    // The same file again adds nothing.
    await page.getByRole('button', { name: 'Import the report' }).click();
    await expect(page.getByText('This file was imported before; nothing was added')).toBeVisible();

    // Resolve with a note.
    await exception.getByRole('button', { name: `Resolve payment ${paymentNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Resolve payment ${paymentNo}` });
    await expect(dialog.getByRole('button', { name: 'Resolve' })).toBeDisabled();
    await dialog
      .getByLabel('What was done (kept in the audit log)')
      .fill('Refunded by Dragonpay to the payer; no loan.');
    await expect(dialog.getByRole('button', { name: 'Resolve' })).toBeEnabled();
    await screenshot(page, 'console-settlements-resolve');
    await expectNoSeriousAxeViolations(page, 'settlements: resolve dialog');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText(`Payment ${paymentNo} is resolved`)).toBeVisible();
    // Gone from the open exceptions; others' specs may leave exceptions of their own there.
    await expect(exception).toHaveCount(0);

    await page.getByText('Resolved', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Resolved' })).toBeChecked();
    await expect(
      page.getByRole('row', { name: new RegExp(paymentNo) }).filter({ hasText: 'Paid, not posted' }),
    ).toContainText('Refunded by Dragonpay to the payer; no loan. (Sandbox finance');
    await screenshot(page, 'console-settlements-resolved');
  });
});
