// Collections: the supervisor assigns an overdue loan to the collector; the
// collector finds it in their queue, logs a contact and records a promise to pay. Console at 1280×800.
// Phones 09211xxxxxx only.
import type { Page } from '@playwright/test';
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, consoleCall, STAFF_PASSWORD } from '../support/console';
import { orderAt } from '../support/loans';

async function logInAs(page: Page, email: string) {
  await page.goto('/console');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test.describe('collections', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('the supervisor assigns an overdue loan; the collector logs a contact and a promise', async ({ browser }) => {
    const session = await createSession('09211000101');
    const order = await orderAt(session, 'overdue'); // 2 days past due on 2026-04-08

    const boss = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logInAs(boss, 'collections_supervisor@console.sandbox');
    await boss.getByRole('menuitem', { name: 'Collections' }).click();
    await expect(boss.getByRole('heading', { name: 'Collections', level: 2 })).toBeVisible();
    await expect(boss.getByRole('button', { name: order.orderNo })).toBeVisible();
    await boss.getByLabel(`Collector of ${order.orderNo}`).click();
    await boss.locator('.ant-select-item-option[title="Sandbox collector"]').click();
    await expect(boss.getByText(`Loan ${order.orderNo} assigned`)).toBeVisible();
    // The collector list has closed (axe reads an open list's options too).
    await expect(boss.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await expectNoSeriousAxeViolations(boss, 'collections queue (supervisor)');
    await screenshot(boss, 'collections-supervisor-queue');
    await boss.getByRole('tab', { name: 'Figures' }).click();
    await expect(boss.getByText('Outstanding by days past due (pesos)')).toBeVisible();
    await animationsSettled(boss);
    await expectNoSeriousAxeViolations(boss, 'collections figures');
    await screenshot(boss, 'collections-supervisor-figures');
    await boss.close();

    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logInAs(staff, 'collector@console.sandbox');
    await staff.getByRole('menuitem', { name: 'Collections' }).click();
    await staff.getByRole('button', { name: order.orderNo }).click();
    await expect(staff.getByText(`Loan ${order.orderNo}`)).toBeVisible();
    const drawer = staff.getByRole('dialog');
    await expect(drawer.getByText('+639211000101')).toBeVisible();
    // The history names each status as every console page does, from contracts (decision 143).
    await expect(drawer.getByRole('cell', { name: 'Approved, awaiting payout' }).first()).toBeVisible();
    await animationsSettled(staff);

    // The server's clock decides: within 6:00–22:00 Manila time the contact is logged, otherwise refused.
    const page = await consoleCall(staff, 'GET', `/collections/loans/${order.orderNo}`);
    await drawer.getByLabel('Channel').click();
    await staff.locator('.ant-select-item-option[title="Call"]').click();
    await drawer.getByLabel('Outcome').click();
    await staff.locator('.ant-select-item-option[title="Promised to pay"]').click();
    await drawer.getByLabel('Notes').fill('Will pay on Friday');
    await drawer.getByRole('button', { name: 'Log contact' }).click();
    if (page.body.data.contactAllowedNow) {
      await expect(staff.getByText('Contact logged')).toBeVisible();
      await expect(drawer.getByRole('cell', { name: 'Will pay on Friday' })).toBeVisible();
    } else {
      await expect(staff.getByText(/only between 6:00 AM and 10:00 PM Manila time/).first()).toBeVisible();
    }

    await drawer.getByLabel('Pay by').fill('2026-04-10');
    await drawer.getByLabel('Pay by').press('Enter');
    await drawer.getByLabel('Amount in pesos').fill('1500');
    await drawer.getByRole('button', { name: 'Record promise' }).click();
    await expect(staff.getByText('Promise recorded')).toBeVisible();
    await expect(drawer.getByRole('cell', { name: '₱1,500.00' })).toBeVisible();
    await expect(drawer.getByText('Open', { exact: true })).toBeVisible();
    await animationsSettled(staff);
    await expectNoSeriousAxeViolations(staff, 'collections loan drawer');
    await screenshot(staff, 'collections-collector-loan');
    await staff.close();
  });
});
