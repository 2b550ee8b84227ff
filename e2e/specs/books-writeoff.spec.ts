// Write-offs and recoveries (decision 078), as finance works them in the console at 1280×800:
// write a long-overdue loan off with a reason, see the money collected on it afterwards as a recovery,
// set the loss rates (a new version), read the vintage curves and collections efficiency, and read the
// chart-of-accounts mapping.
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { consoleCall, logIn } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { orderAt } from '../support/loans';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe('books: write-offs', () => {
  test.setTimeout(180_000);

  test.beforeEach(async ({ browser }) => {
    // Another spec locks the finance account on purpose; an admin unlocks it so this one can log in.
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(adminPage, 'admin');
    const staff = await consoleCall(adminPage, 'GET', '/staff');
    const finance = (staff.body.data.items as { id: number; email: string }[]).find(
      (s) => s.email === 'finance@console.sandbox',
    )!;
    await consoleCall(adminPage, 'POST', `/staff/${finance.id}`, { unlock: true });
    await adminPage.close();
  });

  test('finance writes a loan off, sees the recovery, sets loss rates and reads the trends', async ({ page }) => {
    try {
      // A loan disbursed on 2026-01-05, due 2026-04-06, unpaid on 2026-05-10 (34 days past due).
      const session = await createSession(`093500${test.info().retry}0001`);
      const order = await orderAt(session, 'overdue');
      await admin('POST', '/clock', { date: '2026-05-10' });
      await admin('POST', '/cob', {});

      await logIn(page, 'finance');
      await page.getByRole('menuitem', { name: 'Books' }).click();
      await expect(page.getByRole('heading', { name: 'Books' })).toBeVisible();

      // Write it off by decision, with a reason, after a confirmation.
      await page.getByRole('tab', { name: 'Write-offs' }).click();
      await page.getByLabel('Order number').fill(order.orderNo);
      await page.getByLabel('Reason').fill('Borrower deceased, estate has no assets');
      await page.getByRole('button', { name: 'Write off', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Write off' }).click();
      await expect(page.getByText(`Order ${order.orderNo} is written off`)).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(order.orderNo) });
      await expect(row).toContainText('Finance decision');
      await expect(row).toContainText('Borrower deceased');

      // Collections still collect: PHP 1,000 comes in and shows as recovered.
      await admin('POST', `/orders/${order.orderNo}/payments`, {
        amountCents: 100_000,
        purpose: 'repay',
        reference: `e2e-recovery-${order.orderNo}`,
      });
      await page.reload();
      await page.getByRole('tab', { name: 'Write-offs' }).click();
      await expect(page.getByRole('row', { name: new RegExp(order.orderNo) })).toContainText('₱1,000.00');
      await screenshot(page, 'console-books-write-offs');
      await expectNoSeriousAxeViolations(page, 'books: write-offs');

      // The trial balance still balances with the loss, the allowance and the recovery on it. An earlier spec
      // may have closed the journal's days up to today (the clock went back to May for this loan), and a
      // closed day's journal never changes (decision 115): the write-off then posts on the first open day.
      // So the balance is read as of a date after every posting.
      await page.getByRole('tab', { name: 'Trial balance' }).click();
      await page.getByLabel('As of').fill('2030-12-31');
      await expect(page.getByRole('row', { name: /5100 Loan losses written off/ })).toBeVisible();
      await expect(page.getByRole('row', { name: /4500 Recoveries on loans written off/ })).toBeVisible();
      const tb = await consoleCall(page, 'GET', '/books/trial-balance?date=2030-12-31');
      expect(tb.body.data.debitCents).toBe(tb.body.data.creditCents);

      // Loss rates: a falling rate is refused in words; a good one becomes a new version.
      await page.getByRole('tab', { name: 'Loss rates' }).click();
      await expect(page.getByText(/Loss rates in force \(version \d+\)/)).toBeVisible();
      await page.getByLabel('Loss rate, 31–60 days').fill('30');
      await page.getByLabel('Why it changes').fill('Quarterly review of loss experience');
      await page.getByRole('button', { name: 'Save as a new version' }).click();
      await expect(page.getByText(/Version \d+ of the loss rates is in force/)).toBeVisible();
      await expect(page.getByRole('row', { name: /Quarterly review of loss experience/ })).toBeVisible();
      await screenshot(page, 'console-books-loss-rates');
      await expectNoSeriousAxeViolations(page, 'books: loss rates');

      // Vintage curves and collections efficiency, as pictures with CSVs.
      await page.getByLabel('As of').fill('2026-05-10');
      await page.getByRole('tab', { name: 'Vintages' }).click();
      await expect(page.getByRole('img', { name: /Vintage curves: 2026-01/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /Collections efficiency by month/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download vintages (CSV)' })).toBeVisible();
      await screenshot(page, 'console-books-trends');
      await expectNoSeriousAxeViolations(page, 'books: trends');

      // The chart-of-accounts mapping, in words; finance reads it, an admin changes it.
      await page.getByRole('tab', { name: 'Accounts' }).click();
      await page.getByLabel('Find').fill('written off');
      await expect(page.getByRole('row', { name: /Written off \(allowance\) — principal/ })).toContainText(
        '1295 Allowance - loans written off',
      );
      await expect(page.getByText('Only an administrator can change the mapping.')).toBeVisible();
      await screenshot(page, 'console-books-chart');
      await expectNoSeriousAxeViolations(page, 'books: chart of accounts');
    } finally {
      await admin('POST', '/clock', { date: null });
    }
  });
});
