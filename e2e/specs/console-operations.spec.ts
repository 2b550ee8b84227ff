// The console's desks end to end: an agent's answer with an image reaches the borrower's app as the
// Process Result and the borrower's rating comes back to the desk; finance finds a payment whose
// callback was lost and reconciles it; an admin adds a staff member and reads the SMS outbox.
import type { Page } from '@playwright/test';
import { admin, asBorrower, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { animationsSettled, logIn } from '../support/console';
import { orderAt } from '../support/loans';

const desktop = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
} as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwC18SIBr8SH2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wdbPdZ5ixTHlQAAAABJRU5ErkJggg==',
  'base64',
);

async function desktopPage(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({ ...desktop, baseURL: test.info().project.use.baseURL, locale: 'en-PH', timezoneId: 'Asia/Manila' });
  return context.newPage();
}

test('an agent answers with an image; the borrower sees the Process Result and rates it; the desk shows the rating', async ({
  page,
}) => {
  // Two browsers (the desk and the phone) and an image upload: longer than one screen's test.
  test.setTimeout(60_000);
  const session = await createSession('09174470001');
  // A retry files its own complaint: the first try's row stays on the desk.
  const detail = `The app charged me twice for one payment (try ${test.info().retry + 1})`;
  const saved = await asBorrower(session, '/user-problem/problem-save', {
    problemType: 3,
    problemDetail: detail,
    orderNo: '',
  });

  const desk = await desktopPage(page);
  await logIn(desk, 'agent');
  await desk.locator('tr.ant-table-row', { hasText: detail }).click();
  const drawer = desk.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Start handling' }).click();
  await expect(desk.getByText('Saved')).toBeVisible();
  await desk.locator('tr.ant-table-row', { hasText: detail }).click();
  await drawer.getByLabel('Answer').fill('We refunded the second charge today. The receipt is attached.');
  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'refund-receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.locator('.ant-upload-list-item-done')).toHaveCount(1, { timeout: 15_000 });
  await screenshot(desk, 'console-complaint-answer');
  await drawer.getByRole('button', { name: 'Send answer' }).click();
  await expect(desk.locator('tr.ant-table-row', { hasText: detail })).toContainText('Answered');

  // The borrower, in the app at a phone viewport.
  await openAsHost(page, '/complainDetails', session, { problemId: String(saved.problemId) });
  await expect(page.getByText('Process Result')).toBeVisible();
  await expect(page.getByText('We refunded the second charge today. The receipt is attached.')).toBeVisible();
  const answerImage = page.locator('img[src*="/api/files/"]').last();
  await expect(answerImage).toBeVisible();
  expect(await answerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('dialog', { name: 'Please rate this service' })).toBeVisible({ timeout: 5_000 });
  await page.getByRole('radio', { name: '5 stars' }).click();
  await screenshot(page, 'complaint-answer-from-console');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your rating!')).toBeVisible();

  await desk.reload();
  const row = desk.locator('tr.ant-table-row', { hasText: detail });
  await expect(row).toContainText('Rated by the borrower');
  await expect(row.locator('.ant-rate-star-full')).toHaveCount(5);
  await row.click();
  await expect(drawer.getByText("Borrower's rating")).toBeVisible();
  await expect(drawer.locator('img[src*="/api/files/"]')).toHaveCount(1);
  // The drawer has finished sliding in before the picture.
  await animationsSettled(desk);
  await screenshot(desk, 'console-complaint-rated');
  await desk.context().close();
});

test('at a phone width the console folds its menu away and the desk stays readable', async ({ page }) => {
  await logIn(page, 'agent');
  await expect(page.getByRole('heading', { name: 'Complaint desk' })).toBeInViewport();
  await expect(page.getByRole('menuitem', { name: 'Orders' })).not.toBeInViewport();
  await screenshot(page, 'console-phone-complaints');
  await page.locator('.ant-layout-sider-zero-width-trigger').click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Orders' })).not.toBeInViewport();
  await screenshot(page, 'console-phone-orders');
});

test.describe('desktop', () => {
  // Long flows through several console sections: generous on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.use(desktop);

  test('finance reconciles a payment whose callback was lost; an agent has no payments section', async ({ page }) => {
    const session = await createSession('09174470002');
    const { orderId, productId, orderNo } = await orderAt(session, 'repaying');
    const code = await asBorrower(session, '/v3/loan-details/generate-vcode', {
      orderId,
      productId,
      amount: 100000,
      channelNumber: '7ELE',
    });
    await admin('POST', `/payments/${code.paymentNo}/sandbox-settle`, { outcome: 'S', deliver: false });

    await logIn(page, 'finance');
    await expect(page.getByRole('menuitem')).toHaveText([
      'Disbursement',
      'Payments',
      'Payment reports',
      'Books',
      'Orders',
      'Receipts & reversals',
      // With the count of proposals waiting for this person, when there are any (decision 106).
      /^Approvals/,
    ]);
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await page.getByText('Pending', { exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(code.paymentNo) });
    await expect(row).toContainText(orderNo);
    await expect(row).toContainText('₱1,000.00');
    await expect(row).toContainText('pending');
    await screenshot(page, 'console-payments-pending');

    // The payment is fresh, so only a run that includes payments not yet due a check asks about it.
    await page.getByText('Include payments not yet due a check').click();
    await page.getByRole('button', { name: 'Reconcile now' }).click();
    await expect(page.getByText(/Reconciliation checked \d+ pending payments?: 1 completed/)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(code.paymentNo) })).toHaveCount(0);
    await page.getByText('Succeeded', { exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(code.paymentNo) })).toContainText('completed');
    await page.getByLabel('Order, payment or phone').fill('0917 447 0002');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row')).toHaveCount(2);
    await screenshot(page, 'console-payments-reconciled');
  });

  test('a payout the provider never answers stays in progress, and marking it failed is refused while the provider has no record', async ({
    page,
  }) => {
    // Sandbox drill: the first payout to an account ending in 9999 gets no answer.
    const session = await createSession('09174470004');
    await asBorrower(session, '/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '09174479999' });
    const { orderNo } = await orderAt(session, 'disbursing');

    await logIn(page, 'finance');
    // The approved orders' table comes first; the payouts panel below lists the payout in flight too.
    const row = () => page.getByRole('row', { name: new RegExp(orderNo) }).first();
    await row().getByRole('button', { name: 'Pay out' }).click();
    await page.getByRole('tooltip').filter({ hasText: orderNo }).getByRole('button', { name: 'Pay out' }).click();
    await expect(page.getByText(/did not answer; the payout of .* stays in progress/)).toBeVisible();
    await expect(row()).toContainText('requested, no answer yet (attempt 1)');
    await expect(row().getByRole('button', { name: 'Pay out' })).toHaveCount(0);
    await screenshot(page, 'console-payout-stuck');

    // Marking failed asks the provider first (decision 104): with no record yet, inside the reconciliation
    // window, it is refused, and the payout stays in progress, never paid a second time.
    await row().getByRole('button', { name: 'Mark payout failed…' }).click();
    await page.getByLabel('Reason').fill('provider portal shows no transfer');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark failed' }).click();
    await expect(
      page.getByText(/the provider has no record of attempt 1 of .* so it is not marked failed/),
    ).toBeVisible();
    await expect(row()).toContainText('requested, no answer yet (attempt 1)');
    await expect(row().getByRole('button', { name: 'Pay out' })).toHaveCount(0);
    await screenshot(page, 'console-payout-mark-failed-refused');
  });

  test('an admin adds a staff member who can then log in, and reads a login code in the SMS outbox', async ({
    page,
  }) => {
    // Each attempt adds its own account: a retry must not trip over the one the first attempt made.
    const email = `rosa.reyes${test.info().retry || ''}@lender.example`;
    await logIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Add a staff member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Email: enter a work email address')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill('Rosa Reyes');
    await dialog.getByLabel('First password').fill('rosa-first-password');
    await screenshot(page, 'console-staff-add');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`${email} can now log in`)).toBeVisible();
    const rosa = page.getByRole('row', { name: email });
    await expect(rosa).toContainText('active');
    await rosa.getByLabel(`Role of ${email}`).click();
    // antd draws its own option list; the visible items carry the option's title.
    await page.locator('.ant-select-item-option[title="finance"]').click();
    await expect(page.getByText(`${email}: now finance`)).toBeVisible();
    await screenshot(page, 'console-staff');

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page.getByRole('row', { name: /staff\.update/ }).first()).toContainText('finance');

    // A borrower asks for a login code; the sandbox gateway's outbox shows it.
    await fetch(`${test.info().project.use.baseURL}/api/auth/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '09174470003' }),
    });
    await page.getByRole('menuitem', { name: 'Sandbox tools' }).click();
    await page.getByLabel('Outbox phone').fill('0917 447 0003');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('row', { name: /\+639174470003/ })).toContainText(/\d{6}/);
    await screenshot(page, 'console-sandbox-outbox');

    // Rosa logs in with her first password, as finance.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('rosa-first-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Rosa Reyes')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Disbursement',
      'Payments',
      'Payment reports',
      'Books',
      'Orders',
      'Receipts & reversals',
      // With the count of proposals waiting for this person, when there are any (decision 106).
      /^Approvals/,
    ]);
  });
});
