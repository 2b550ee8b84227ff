// Collections, decisions 081–082, and the borrower's documents from the order page:
// the supervisor reads roll rates (chart, table, CSV) and approves a call script; the collector's loan
// drawer shows the script filled with the loan's figures and records a written consent with its scan;
// the borrower opens the statement and a receipt from the web app's order page on a phone (390×844).
// Phones 09370xxxxxx only.
import type { Page } from '@playwright/test';
import { admin, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, chooseOption, consoleCall, STAFF_PASSWORD } from '../support/console';
import { orderAt } from '../support/loans';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function logInAs(page: Page, email: string) {
  await page.goto('/console');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test.describe('collections: roll rates, call scripts, written consent; documents on the order page', () => {
  test.describe.configure({ timeout: 150_000 });
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('roll rates and an approved script for the supervisor; the script and a consent in the collector’s drawer', async ({
    browser,
  }) => {
    // A retry has borrowers of its own: the first try's loan has moved on.
    const session = await createSession(`0937000${test.info().retry}101`);
    const order = await orderAt(session, 'overdue'); // 2 days past due on 2026-04-08, snapshot taken
    await admin('POST', '/clock', { date: '2026-04-16' });
    await admin('POST', '/cob', {}); // 10 days past due: rolled from 1–7 into 8–30

    const boss = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logInAs(boss, 'collections_supervisor@console.sandbox');
    await boss.getByRole('menuitem', { name: 'Collections' }).click();
    await boss.getByRole('tab', { name: '8-30 days' }).click();
    // The loan is the collector's once the row shows them: the automatic assignment (decision 127's rules) may
    // have given it to them already, and then choosing them again changes nothing and says nothing.
    await chooseOption(boss, boss.getByLabel(`Collector of ${order.orderNo}`), 'Sandbox collector');

    await boss.getByRole('tab', { name: 'Roll rates' }).click();
    await chooseOption(boss, boss.getByLabel('Period', { exact: true }), 'Week over week');
    await boss.getByLabel('Up to').fill('2026-04-16');
    await boss.getByLabel('Up to').press('Enter');
    await expect(
      boss.getByRole('heading', { name: /Where loans went, \d{4}-\d{2}-\d{2} to 2026-04-16/ }),
    ).toBeVisible();
    await expect(boss.getByText('Share of loans rolling into a worse bucket (%)')).toBeVisible();
    const csv = await boss.evaluate(() =>
      fetch('/api/console/collections/roll-rates.csv?periodDays=7&periods=6&through=2026-04-16').then((r) => r.text()),
    );
    expect(csv.split('\r\n')[0]).toBe(
      'From date,To date,From,To,Accounts at start,Accounts moved,Share of accounts (%),Outstanding at start (PHP)',
    );
    expect(csv).toMatch(/,2026-04-16,1-7,8-30,\d+,[1-9]\d*,/);
    await animationsSettled(boss);
    await expectNoSeriousAxeViolations(boss, 'collections roll rates');
    await screenshot(boss, 'collections-roll-rates');

    await boss.getByRole('tab', { name: 'Call scripts' }).click();
    const script = boss.getByLabel('Script for 8-30 days past due');
    await script.fill(
      'Good day {name}. This is {collector} of {lender} about loan number {orderNo}: {amountDue} has been due since {dueDate}. Can we agree on a date?',
    );
    await boss.getByRole('button', { name: 'Preview' }).nth(1).click();
    await expect(boss.getByText('What the collector reads')).toBeVisible();
    await expect(boss.getByText(/Good day Maria Santos\. This is Ana Reyes of Lendwell/)).toBeVisible();
    await boss.getByRole('button', { name: 'Approve new version' }).nth(1).click();
    await expect(boss.getByText(/Approved as version \d+/)).toBeVisible();
    await animationsSettled(boss);
    await expectNoSeriousAxeViolations(boss, 'collections call scripts');
    await screenshot(boss, 'collections-call-scripts');
    await boss.close();

    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logInAs(staff, 'collector@console.sandbox');
    await staff.getByRole('menuitem', { name: 'Collections' }).click();
    await staff.getByRole('tab', { name: '8-30 days' }).click();
    await staff.getByRole('button', { name: order.orderNo }).click();
    const drawer = staff.getByRole('dialog');
    await expect(drawer.getByText('Call script')).toBeVisible();
    await expect(
      drawer.getByText(
        new RegExp(`about loan number ${order.orderNo}: ₱[\\d,]+\\.\\d{2} has been due since April 6, 2026`),
      ),
    ).toBeVisible();

    await drawer.getByLabel('Name as signed').fill('Juan Dela Cruz');
    await drawer.getByLabel('Signed on').fill('2026-04-15');
    await drawer.getByLabel('Signed on').press('Enter');
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'consent.png', mimeType: 'image/png', buffer: PNG_1PX });
    await drawer.getByRole('button', { name: 'Record consent' }).click();
    await expect(staff.getByText('Consent recorded')).toBeVisible();
    await expect(drawer.getByRole('cell', { name: 'Juan Dela Cruz' })).toBeVisible();
    await expect(drawer.getByText('In force')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Open the signed document' })).toBeVisible();
    const page = await consoleCall(staff, 'GET', `/collections/loans/${order.orderNo}`);
    expect(page.body.data.contactAllowedNow).toBe(true); // within the hours, or on the consent at night
    await animationsSettled(staff);
    await expectNoSeriousAxeViolations(staff, 'collections loan drawer with script and consent');
    await screenshot(staff, 'collections-collector-script-consent');
    await staff.close();
  });

  test('the borrower opens the statement and a receipt from the order page on a phone', async ({ page }) => {
    const session = await createSession(`0937000${test.info().retry}102`);
    const order = await orderAt(session, 'repaying');
    await admin('POST', '/clock', { date: '2026-02-02' });
    await admin('POST', `/orders/${order.orderNo}/payments`, {
      amountCents: 150_000,
      purpose: 'repay',
      reference: `e2e-order-docs-${order.orderNo}`,
    });
    await openAsHost(page, '/loan/detail', session, {
      orderId: String(order.orderId),
      productId: String(order.productId),
    });
    const docs = page.getByRole('region', { name: 'Receipts and statement' });
    await expect(docs.getByText('Statement of account')).toBeVisible();
    await expect(docs.getByText(/Invoice INV-/)).toBeVisible();
    await expect(docs.getByText('₱1,500.00', { exact: false })).toBeVisible();
    await docs.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, 'order page with documents');
    await screenshot(page, 'order-documents-phone');

    const pdf = await docs.getByRole('link', { name: 'Download the statement of account as PDF' }).getAttribute('href');
    expect(pdf).toMatch(/^\/api\/documents\/servicing\?t=/);
    expect(pdf).not.toContain(session.sessionId);
    await docs.getByRole('link', { name: /View invoice INV-/ }).click();
    await expect(page.getByRole('heading', { name: 'Invoice', level: 1 })).toBeVisible();
    await screenshot(page, 'order-documents-receipt-phone');
    await page.goBack();
    await page
      .getByRole('region', { name: 'Receipts and statement' })
      .getByRole('link', { name: 'View the statement of account' })
      .click();
    await expect(page.getByRole('heading', { name: /Statement of account/, level: 1 })).toBeVisible();
    await screenshot(page, 'order-documents-statement-phone');
  });
});
