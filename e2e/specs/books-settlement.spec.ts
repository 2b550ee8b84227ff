// Settlements in the books (decision 116) at 1280×800: finance books a funding of the disbursement account,
// which a second finance person approves before it reaches the bank; imports a Dragonpay settlement with a fee
// and a refund of a payment we never received; works that exception; and opens the month close screen.
import { randomUUID } from 'node:crypto';
import { expect, screenshot, test } from '../support/borrower';
import { consoleCall, logIn } from '../support/console';
import { SECOND_PASSWORD, staffPage } from '../support/approvals';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectTablesUnclipped } from '../support/console-walk';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(360_000);

test('finance books a funding, imports a settlement with fees, works its exceptions and closes the month', async ({
  browser,
}) => {
  const retry = test.info().retry;
  const adminPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await logIn(adminPage, 'admin');
  // Another spec locks the finance account on purpose; the admin unlocks it, and makes the second finance user.
  const staff = (await consoleCall(adminPage, 'GET', '/staff')).body.data.items as { id: number; email: string }[];
  await consoleCall(adminPage, 'POST', `/staff/${staff.find((s) => s.email === 'finance@console.sandbox')!.id}`, {
    unlock: true,
  });
  const checkerEmail = `finance.settlement.${retry}@console.sandbox`;
  const made = await consoleCall(adminPage, 'POST', '/staff', {
    email: checkerEmail,
    name: `Settlement checker ${retry}`,
    role: 'finance',
    password: SECOND_PASSWORD,
  });
  expect([200, 409]).toContain(made.status);
  const finance = await staffPage(browser, 'finance@console.sandbox');
  const checker = await staffPage(browser, checkerEmail, SECOND_PASSWORD);
  const tag = `0917362-${retry}-${randomUUID().slice(0, 6).toUpperCase()}`;

  // 1. A funding from the credit line, proposed by one finance user.
  await finance.getByRole('menuitem', { name: 'Books' }).click();
  await finance.getByRole('tab', { name: 'Clearing and funding' }).click();
  await expect(finance.getByText('What the providers still owe on')).toBeVisible();
  await finance.getByLabel('Source').click();
  await finance.getByTitle('Credit line').click();
  await finance.getByLabel('Amount (₱)').fill('50,000.00');
  await finance.getByLabel('Bank reference').fill(`BDO-${tag}`);
  await finance.getByLabel('Reason').fill('Draw on the BDO credit line for payouts');
  await finance.getByRole('button', { name: 'Propose the funding' }).click();
  await expect(
    finance.getByText(/^Proposed, waiting for a second person to approve: Book ₱50,000.00 of funding from credit line/),
  ).toBeVisible();
  await screenshot(finance, 'books-settlement-funding-proposed');

  // 2. Approved by the second finance user; the maker is refused.
  const proposals = (await consoleCall(checker, 'GET', '/approvals')).body.data.items as {
    id: number;
    target: string;
  }[];
  const proposal = proposals.find((p) => p.target === `funding:credit_line:BDO-${tag}`)!;
  expect((await consoleCall(finance, 'POST', `/approvals/${proposal.id}/approve`, {})).status).toBe(403);
  expect(
    (await consoleCall(checker, 'POST', `/approvals/${proposal.id}/approve`, { note: 'Bank slip seen' })).status,
  ).toBe(200);
  await finance.reload();
  await finance.getByRole('tab', { name: 'Clearing and funding' }).click();
  const fundingRow = finance.getByRole('row', { name: new RegExp(`BDO-${tag}`) });
  await expect(fundingRow).toContainText('₱50,000.00');
  await expect(fundingRow).toContainText('Credit line');
  await expect(fundingRow).toContainText(`Settlement checker ${retry}`);
  await expectTablesUnclipped(finance, 'Clearing and funding');
  await expectNoSeriousAxeViolations(finance, 'books: clearing and funding');
  await screenshot(finance, 'books-settlement-funding-approved');

  // 3. A Dragonpay settlement with a ₱15.00 fee and a ₱1,000.00 refund of a payment we never received.
  const fileName = `dragonpay-${tag}.csv`;
  const content = [
    'Reference No,Merchant Txn ID,Processor,Amount,Fee,Settlement Date,Status',
    `DP${tag},E2E-${tag},GCSH,"1,250.00",15.00,11/20/2026,S`,
    `DPR${tag},E2E-R-${tag},GCSH,"1,000.00",0.00,11/20/2026,R`,
  ].join('\r\n');
  await finance.getByRole('tab', { name: 'Settlements' }).click();
  await finance.getByLabel('Settlement report (CSV)').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await finance.getByRole('button', { name: 'Import the report' }).click();
  await expect(finance.getByText(`${fileName} is imported`)).toBeVisible();
  await expect(finance.getByText(`${fileName}: 0 of 2 lines matched, 2 to look into`)).toBeVisible();
  await expect(finance.getByRole('row', { name: new RegExp(`${fileName}.*₱15.00.*₱1,000.00`) })).toBeVisible();
  const refund = finance
    .getByRole('row', { name: new RegExp(`E2E-R-${tag}`) })
    .filter({ hasText: 'Refund, never received' });
  await expect(refund).toContainText('The provider refunded a payment we never received.');
  await expectNoSeriousAxeViolations(finance, 'books: settlement imported');
  await screenshot(finance, 'books-settlement-imported');

  // A re-export of the same report with a blank line adds nothing.
  await finance.getByLabel('Settlement report (CSV)').setInputFiles({
    name: `dragonpay-${tag} (1).csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${content}\r\n\r\n`, 'utf8'),
  });
  await finance.getByRole('button', { name: 'Import the report' }).click();
  await expect(finance.getByText('This file was imported before; nothing was added')).toBeVisible();

  // 4. Work the refund exception.
  await refund.getByRole('button', { name: `Resolve payment E2E-R-${tag}` }).click();
  const dialog = finance.getByRole('dialog', { name: `Resolve payment E2E-R-${tag}` });
  await dialog.getByLabel('What was done (kept in the audit log)').fill('Claimed the ₱1,000.00 back from Dragonpay.');
  await screenshot(finance, 'books-settlement-resolve');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(finance.getByText(`Payment E2E-R-${tag} is resolved`)).toBeVisible();
  await expect(refund).toHaveCount(0);

  // 5. What the provider still owes, and the month close screen.
  await finance.getByRole('tab', { name: 'Clearing and funding' }).click();
  await expect(finance.getByText('Dragonpay still owes')).toBeVisible();
  // The bank received the net (₱1,250.00 − ₱1,000.00 refunded − ₱15.00 fee) beside the funding.
  await expect(finance.getByRole('row', { name: /2026-11-20.*Dragonpay.*₱1,250.00/ })).toBeVisible();
  await screenshot(finance, 'books-settlement-clearing');
  await finance.getByRole('tab', { name: 'Months' }).click();
  await expectNoSeriousAxeViolations(finance, 'books: months');
  await screenshot(finance, 'books-settlement-months');
});
