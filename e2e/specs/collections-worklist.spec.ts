// The collector's worklist and the supervisor's reports (decision 127): a collector opens My worklist, sees the
// borrower's name (never the phone) and whether contact is allowed now, records a promise and the row shows it;
// the supervisor opens Reports with its charts. Console at 1280×800. Phones 0954xxxxxxx only.
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

test.describe('collections worklist', () => {
  test.describe.configure({ timeout: 180_000 });
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('a collector works My worklist; the supervisor reads the reports', async ({ browser }) => {
    // A retry brings its own borrower, so it never meets the first attempt's loan.
    const phone = `0954127000${test.info().retry}`;
    const session = await createSession(phone);
    const order = await orderAt(session, 'overdue'); // 2 days past due on 2026-04-08

    const boss = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logInAs(boss, 'collections_supervisor@console.sandbox');
    const collectors = await consoleCall(boss, 'GET', '/collections/collectors');
    const collectorId = (collectors.body.data.items as { id: number; email: string }[]).find(
      (c) => c.email === 'collector@console.sandbox',
    )!.id;
    expect(
      (await consoleCall(boss, 'POST', `/collections/loans/${order.orderNo}/assign`, { staffId: collectorId })).status,
    ).toBe(200);

    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logInAs(staff, 'collector@console.sandbox');
    await staff.getByRole('menuitem', { name: 'Collections' }).click();
    await staff.getByRole('tab', { name: 'My worklist' }).click();
    const list = await consoleCall(staff, 'GET', '/collections/worklist');
    const mine = (list.body.data.items as { orderNo: string; borrowerName: string; contactAllowedNow: boolean }[]).find(
      (r) => r.orderNo === order.orderNo,
    )!;
    // The row of this loan in the worklist (the queue's hidden tab holds one with the same key; a retry's list
    // also holds the first attempt's loan under the same words).
    const row = staff.getByRole('tabpanel', { name: 'My worklist' }).locator(`tr[data-row-key="${order.orderNo}"]`);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText(phone.slice(1));
    await expect(row).toContainText(mine.contactAllowedNow ? 'Allowed now' : 'Not now:');
    await expect(row).toContainText('No promise');

    await row.getByRole('button', { name: mine.borrowerName }).click();
    const drawer = staff.getByRole('dialog');
    await expect(drawer.getByText(`Loan ${order.orderNo}`)).toBeVisible();
    await animationsSettled(staff);
    await drawer.getByLabel('Pay by').fill('2026-04-10');
    await drawer.getByLabel('Pay by').press('Enter');
    await drawer.getByLabel('Amount in pesos').fill('1500');
    await drawer.getByRole('button', { name: 'Record promise' }).click();
    await expect(staff.getByText('Promise recorded')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('Promise open until 10 Apr: ₱1,500.00');
    await expect(row).toContainText('no routine contact until 10 Apr');
    await animationsSettled(staff);
    await expectNoSeriousAxeViolations(staff, 'my worklist');
    await screenshot(staff, 'collections-my-worklist');
    await staff.close();

    await boss.getByRole('menuitem', { name: 'Collections' }).click();
    await boss.getByRole('tab', { name: 'Reports' }).click();
    await expect(boss.getByText('Promise-kept rate by collector', { exact: true })).toBeVisible();
    await expect(boss.getByText('Recovered by days past due, month by month', { exact: true })).toBeVisible();
    await expect(boss.getByRole('link', { name: 'Download recoveries (CSV)' })).toBeVisible();
    await animationsSettled(boss);
    await expectNoSeriousAxeViolations(boss, 'collections reports');
    await screenshot(boss, 'collections-reports');
    await boss.close();
  });
});
