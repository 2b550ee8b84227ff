// The order book at 1280×800 (decision 108): Orders opens with the newest orders listed, a borrower is
// found by their name typed without its accent, a row opens the borrower's file with their order and
// payment (phone masked), and a payment posted through the operator CLI is found in Payments.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, logIn } from '../support/console';
import { certifyBasic, DESKTOP, expectTablesUnclipped } from '../support/console-walk';
import { E2E_DATA_DIR, E2E_PORT } from '../support/env';
import { orderAt } from '../support/loans';

test.use(DESKTOP);
test.setTimeout(120_000);

const root = path.resolve(import.meta.dirname, '../..');

/** The operator CLI (npm run ops), as an operator runs it against this server. */
function ops(...args: string[]): unknown {
  const out = execFileSync('npm', ['run', '-s', 'ops', '--', ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

// A retry starts with a borrower of its own (a surname of its own too, so the name search finds one).
const SURNAMES = ['Alcántara', 'Magsaysay', 'Quisumbing'];

test.describe.serial('staff browse the book and find any borrower', () => {
  let orderNo = '';
  let reference = '';
  let fullName = '';

  test('Orders opens with rows; a name finds the borrower, whose file shows the order and payment', async ({
    page,
  }) => {
    const retry = test.info().retry;
    fullName = `Teodora Peña ${SURNAMES[retry % SURNAMES.length]}`;
    const session = await createSession(`0920410${String(retry).padStart(2, '0')}01`);
    await certifyBasic(session, fullName, `teodora.${retry}@example.com`);
    ({ orderNo } = await orderAt(session, 'repaying'));
    reference = `ops-e2e-${orderNo}`;
    expect(ops('order:pay', orderNo, '--amount', '100000', '--reference', reference)).toMatchObject({
      orderNo,
      duplicate: false,
    });

    // Another borrower applies after her: theirs is the newest order in the book.
    const later = await orderAt(await createSession(`0920410${String(retry).padStart(2, '0')}02`), 'review');

    await logIn(page, 'agent');
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    // The first page is there before any search, newest first.
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toContainText(later.orderNo);
    await expect(rows.nth(1)).toContainText(orderNo);
    await expect(page.getByRole('button', { name: 'Older' })).toBeVisible();
    await expectTablesUnclipped(page, 'Orders');
    await screenshot(page, 'console-orders-list');

    // Typed in lower case without the accents, the name still finds her.
    const surname = SURNAMES[retry % SURNAMES.length]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    await page.getByLabel('Order number or phone').fill(`pena ${surname}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(orderNo) });
    await expect(row).toContainText(fullName);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row).toContainText('0920 ••• ');
    await screenshot(page, 'console-orders-search-name');

    await row.click();
    const file = page.getByRole('dialog', { name: `Borrower: ${fullName}` });
    await expect(file.getByRole('row', { name: new RegExp(orderNo) }).first()).toContainText('Repaying');
    const payment = file.getByRole('row', { name: new RegExp(reference) });
    await expect(payment).toContainText('Posted by the operator');
    await expect(payment).toContainText('₱1,000.00');
    await expect(file.getByText('Loan agreement and disclosure statement')).toBeVisible();
    await expect(file).not.toContainText('09204100');
    await animationsSettled(page);
    await expectTablesUnclipped(page, 'the borrower file');
    await expectNoSeriousAxeViolations(page, 'borrower file');
    await screenshot(page, 'console-orders-borrower-file');

    // The order number opens the order itself, in place of the file, which comes back when it closes.
    await file.getByRole('button', { name: orderNo }).click();
    const order = page.getByRole('dialog', { name: `Order ${orderNo}` });
    await expect(order.getByRole('row', { name: /^Status / })).toContainText('Repaying');
    await order.getByRole('button', { name: 'Close' }).click();
    await expect(file).toBeVisible();
  });

  test('a payment posted through the operator CLI is found in Payments', async ({ page }) => {
    await logIn(page, 'finance');
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await page.getByLabel('Order, payment or phone').fill(orderNo);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Posted by the operator');
    await expect(row).toContainText('₱1,000.00');
    await expect(row).toContainText(/INV-\d{6}/);
    await expect(row).toContainText('completed');
    await expectTablesUnclipped(page, 'Payments');
    await animationsSettled(page);
    await screenshot(page, 'console-payments-operator-cli');
  });
});
