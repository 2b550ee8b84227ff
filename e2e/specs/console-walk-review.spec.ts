// Decision 074 at 1280×800: staff no longer decide blind. The reviewer sees who the borrower is
// and their record (earlier orders, what they repaid, days past due) in staff words; finance sees
// where the money goes; orders show status names, never codes; and no console table is clipped.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin, asBorrower, createSession, expect, screenshot, test, type BorrowerSession } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, logIn } from '../support/console';
import { certifyBasic, DESKTOP, expectTablesUnclipped } from '../support/console-walk';
import { E2E_PORT } from '../support/env';
import { orderAt, productIdOf } from '../support/loans';

test.use(DESKTOP);
test.setTimeout(120_000);

const RAW_CODES = /\b(21|110|151|170|174|180|200)\b/;

test.describe.serial('staff decide knowing who and where', () => {
  let session: BorrowerSession;
  let firstOrderNo = '';
  let secondOrderNo = '';
  // A retry starts with a borrower of its own: the first try's application has locked that profile.
  let phone = '';

  test('the reviewer sees the borrower, their record and staff words', async ({ page }) => {
    phone = `0920300${String(test.info().retry).padStart(2, '0')}01`;
    session = await createSession(phone);
    await certifyBasic(session, 'Andres Bonifacio Reyes', 'andres.reyes@example.com');
    ({ orderNo: firstOrderNo } = await orderAt(session, 'settled'));
    const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
      amount: 300000,
      periods: 1,
      termUnit: 91,
      productId: await productIdOf('Flex 91'),
    });
    secondOrderNo = push.orderNo;

    await logIn(page, 'reviewer');
    const row = page.getByRole('row', { name: new RegExp(secondOrderNo) });
    await expect(row).toContainText('Andres Bonifacio Reyes');
    // The queue puts the longest waits first (decision 109): a fresh application may sit below the fold of a long
    // queue. Scrolled to, its buttons must lie wholly inside 1280 px, not cut off at the right.
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('button', { name: 'Reject' })).toBeInViewport({ ratio: 1 });
    await expectTablesUnclipped(page, 'Loan review');
    await screenshot(page, 'console-walk-loan-review');

    await row.getByRole('button', { name: 'Borrower' }).click();
    const drawer = page.getByRole('dialog', { name: `Who is asking: ${secondOrderNo}` });
    await expect(drawer.getByText('Identity and contact')).toBeVisible();
    await expect(drawer.getByText('About you')).toHaveCount(0);
    await expect(
      drawer.getByText('1 earlier order, 1 settled · ₱5,606.67 repaid in all · never past due'),
    ).toBeVisible();
    const past = drawer.getByRole('row', { name: new RegExp(firstOrderNo) });
    await expect(past).toContainText('Settled');
    await expect(past).toContainText('₱5,606.67');
    await expect(drawer.getByRole('row', { name: new RegExp(secondOrderNo) })).toContainText('Under review');
    await drawer.getByRole('heading', { name: 'Order history' }).scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'console-walk-borrower-drawer');
    await expectTablesUnclipped(page, 'the borrower drawer');
    await expectNoSeriousAxeViolations(page, 'borrower drawer');

    // The order links to its own history: the drawer names statuses, never codes.
    await past.getByRole('button', { name: firstOrderNo }).click();
    const orderDrawer = page.getByRole('dialog', { name: `Order ${firstOrderNo}` });
    await expect(orderDrawer.getByRole('cell', { name: 'Settled' }).first()).toBeVisible();
    const historyTable = orderDrawer.getByRole('table').last();
    await expect(historyTable).toContainText('Under review');
    await expect(historyTable).toContainText('Repaying');
    expect(await historyTable.locator('tbody td:nth-child(2), tbody td:nth-child(3)').allInnerTexts()).not.toContain(
      '170',
    );
    await animationsSettled(page);
    await screenshot(page, 'console-walk-order-from-review');
  });

  test('orders show status names, not codes', async ({ page }) => {
    await logIn(page, 'agent');
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.getByLabel('Order number or phone').fill(phone);
    await page.getByRole('button', { name: 'Search' }).click();
    const first = page.getByRole('row', { name: new RegExp(firstOrderNo) });
    await expect(first.getByRole('cell').last()).toHaveText('Settled');
    await expect(
      page
        .getByRole('row', { name: new RegExp(secondOrderNo) })
        .getByRole('cell')
        .last(),
    ).toHaveText('Under review');
    for (const cell of await page.locator('tbody td:last-child').allInnerTexts()) expect(cell).not.toMatch(RAW_CODES);
    await expectTablesUnclipped(page, 'Orders');
    // A row opens the borrower's file (decision 108); the order number there opens the order.
    await first.click();
    await page
      .getByRole('dialog', { name: /^Borrower: / })
      .getByRole('button', { name: firstOrderNo })
      .click();
    const drawer = page.getByRole('dialog', { name: `Order ${firstOrderNo}` });
    const status = drawer
      .getByRole('row', { name: /^Status / })
      .getByRole('cell')
      .first();
    await expect(status).toHaveText('Settled');
    await expect(drawer.getByText('Referred to a reviewer')).toBeVisible();
    await animationsSettled(page);
    await screenshot(page, 'console-walk-orders-drawer');
  });

  test('finance sees where the money goes before paying out', async ({ page }) => {
    // A number of its own per attempt: a retry finds the first attempt's borrower already applied.
    const other = await createSession(`0920300${String(test.info().retry).padStart(2, '0')}02`);
    await certifyBasic(other, 'Gabriela Silang Cruz', 'gabriela.cruz@example.com');
    // The wallet too: a retry's new borrower cannot bind the number the first attempt's borrower holds.
    const walletNo = `092030${test.info().retry}4321`;
    await asBorrower(other, '/bind-card-new', { cardType: 2, walletType: '90012', walletNo });
    const { orderNo } = await orderAt(other, 'disbursing');

    await logIn(page, 'finance');
    await page.getByRole('menuitem', { name: 'Disbursement' }).click();
    const row = page.getByRole('row', { name: new RegExp(orderNo) });
    await expect(row).toContainText('Gabriela Silang Cruz');
    await expect(row).toContainText('Maya •••• 4321');
    await expect(row).toContainText('e-wallet');
    await expect(row.getByRole('button', { name: 'Pay out' })).toBeInViewport({ ratio: 1 });
    await expectTablesUnclipped(page, 'Disbursement');
    await screenshot(page, 'console-walk-disbursement');
    await row.getByRole('button', { name: 'Pay out' }).click();
    await expect(page.getByText(new RegExp(`^Pay out ₱[\\d,.]+ for ${orderNo} to Maya •••• 4321\\?$`))).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Cancelling the confirmation pays nothing.
    const detail = await admin('GET', `/orders/${orderNo}`);
    expect(detail.order.status).toBe(151);
  });
});

// Every section an admin sees, read from the console's own section list so a new section is walked too.
// One test per section (its tabs inside) keeps each within its time; each also runs axe.
const SECTIONS = [
  ...readFileSync(new URL('../../apps/console/src/app/app.tsx', import.meta.url), 'utf8').matchAll(
    /key: '([\w-]+)',\s*label: '([^']+)'/g,
  ),
].map(([, key, label]) => ({ key: key!, label: label! }));

test.describe('every console section at 1280×800', () => {
  // One login for the whole walk: a login per section would spend the address's staff-login allowance
  // (60 in 10 minutes) that later specs need. The session cookie is kept in a file each test starts from.
  const state = path.join(os.tmpdir(), `console-walk-admin-${E2E_PORT}.json`);
  test.beforeAll(async ({ browser }) => {
    // Test options apply to contexts made here too: this one starts empty, as the file does not exist yet.
    const context = await browser.newContext({ ...DESKTOP, storageState: { cookies: [], origins: [] } });
    await logIn(await context.newPage(), 'admin');
    await context.storageState({ path: state });
    await context.close();
  });
  test.use({ storageState: state });

  test('the walk knows the sections', () => {
    expect(SECTIONS.length).toBeGreaterThan(8);
  });

  for (const { key, label } of SECTIONS) {
    test(`${label}: no table is clipped and axe finds no serious violation`, async ({ page }) => {
      await page.goto('/console');
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/console/${key}`));
      // Every section names itself with a heading (the newer sections use h3 or h4).
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expectTablesUnclipped(page, label);
      await expectNoSeriousAxeViolations(page, label);
      // By name, not by position: a tab's panel may hold tabs of its own (Collections' buckets), which hide
      // when another outer tab opens; those were walked with their panel's first tab.
      for (const name of await page.getByRole('main').getByRole('tab').allInnerTexts()) {
        const tab = page.getByRole('main').getByRole('tab', { name, exact: true }).first();
        if (!(await tab.isVisible())) continue;
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
        await expectTablesUnclipped(page, `${label} · ${name}`);
        await expectNoSeriousAxeViolations(page, `${label} · ${name}`);
      }
      await screenshot(page, `console-walk-section-${key}`);
    });
  }
});
