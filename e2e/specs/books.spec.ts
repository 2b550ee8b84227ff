// The books, as finance works them in the console at 1280×800: close the business day,
// read a trial balance that balances, download the day's journal for the accounting package, tie the
// loan sub-ledger to the control accounts, and close a month for good.
import { readFile } from 'node:fs/promises';
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { consoleCall, logIn } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { orderAt } from '../support/loans';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe('books', () => {
  test.setTimeout(120_000);

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

  test('finance closes a day and a month, downloads the journal and ties the sub-ledger', async ({ page }) => {
    try {
      // A loan disbursed on 2026-01-05 (orderAt sets the sandbox clock to that day).
      const session = await createSession(`092090${test.info().retry}0001`);
      await orderAt(session, 'repaying');

      await logIn(page, 'finance');
      await page.getByRole('menuitem', { name: 'Books' }).click();
      await expect(page.getByRole('heading', { name: 'Books' })).toBeVisible();
      await expect(page.getByText('Business date 2026-01-05')).toBeVisible();

      await page.getByRole('button', { name: 'Close the business day' }).click();
      await expect(page.getByText('Business day 2026-01-05 is closed')).toBeVisible();
      // Earlier specs on the same server may have closed later days; accruals run through the last closed day.
      await expect(page.getByText(/income earned through/)).toBeVisible();

      // The trial balance at the end of the day balances; the contract income waits as unearned income.
      await expect(page.getByText('Balances', { exact: true })).toBeVisible();
      await expect(page.getByRole('row', { name: /2100 Unearned interest income/ })).toBeVisible();
      await screenshot(page, 'console-books-trial-balance');
      await expectNoSeriousAxeViolations(page, 'books: trial balance');

      // The day's journal, as a file the accounting package imports.
      await page.getByRole('tab', { name: 'Journal' }).click();
      await expect(page.getByRole('row', { name: /1200 Loans receivable - principal/ })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download journal (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('journal-2026-01-05.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('JournalNumber,Date,AccountCode,AccountName,Reference,Description,Debit,Credit');
      const cents = (i: number) =>
        lines.slice(1).reduce((n, l) => n + Math.round(Number(l.split(',').at(i) || 0) * 100), 0);
      expect(cents(-2)).toBeGreaterThan(0);
      expect(cents(-2)).toBe(cents(-1));
      await screenshot(page, 'console-books-journal');

      // Every loan's receivables add up to the control accounts.
      await page.getByRole('tab', { name: 'Loan sub-ledger' }).click();
      await expect(page.getByText(/loans owe ₱[\d,.]+, equal to the control accounts, column by column/)).toBeVisible();
      await expect(page.getByRole('cell', { name: '1210 Interest receivable' })).toBeVisible();
      await screenshot(page, 'console-books-sub-ledger');

      // Portfolio health, as pictures.
      await page.getByRole('tab', { name: 'Portfolio' }).click();
      await expect(page.getByText('PAR 30')).toBeVisible();
      await expect(page.getByRole('img', { name: /Ageing: Current ₱[\d,.]+/ })).toBeVisible();
      await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await screenshot(page, 'console-books-portfolio');
      await expectNoSeriousAxeViolations(page, 'books: portfolio');

      // Close the next month in order (on a fresh server, December 2025: before any posting).
      const periods = await consoleCall(page, 'GET', '/books/periods');
      const last = (periods.body.data as { month: string }[]).at(-1)?.month;
      const month = last
        ? new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 1)).toISOString().slice(0, 7)
        : '2025-12';
      await page.getByRole('tab', { name: 'Months' }).click();
      await page.getByLabel('Month', { exact: true }).fill(month);
      await page.getByLabel('Note', { exact: true }).fill('Year-end close, reviewed');
      await page.getByRole('button', { name: 'Close month' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: `Close ${month}` })
        .click();
      await expect(page.getByText(`${month} is closed`)).toBeVisible();
      await expect(
        page.getByRole('row', { name: new RegExp(`${month}.*Sandbox finance.*Year-end close`) }),
      ).toBeVisible();
      await screenshot(page, 'console-books-month-closed');
      await expectNoSeriousAxeViolations(page, 'books: months');

      // Closed is closed: a second close of the same month is refused in words.
      const again = await consoleCall(page, 'POST', '/books/periods/close', { month, reason: 'again' });
      expect(again.status).toBe(400);
      expect(again.body.message).toContain(`${month} is already closed`);
    } finally {
      await admin('POST', '/clock', { date: null });
    }
  });
});
