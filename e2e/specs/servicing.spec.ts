// Servicing: a payment reminder reaches the borrower's messages in the host app; the
// console's reminder section. Phones 09208xxxxxx only.
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, consoleCall, logIn } from '../support/console';
import { orderAt } from '../support/loans';

test.describe('servicing', () => {
  // Each test books a loan through the real payout flow first, which takes a while on a loaded machine.
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('a reminder three days before the due date reaches the inbox', async ({ browser }) => {
    const session = await createSession('09208000101');
    await orderAt(session, 'repaying'); // due 2026-04-06
    await admin('POST', '/clock', { date: '2026-04-03' });

    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logIn(staff, 'admin');
    // Nine in the morning, Manila time: inside the hours.
    const run = await consoleCall(staff, 'POST', '/reminders/run', { at: '2026-04-03T09:00:00+08:00' });
    expect(run.body.data.sent).toBeGreaterThanOrEqual(1);
    // At night nothing goes: the job defers.
    const night = await consoleCall(staff, 'POST', '/reminders/run', { at: '2026-04-03T23:00:00+08:00' });
    expect(night.body.data).toMatchObject({ deferred: true, sent: 0 });
    await staff.getByRole('menuitem', { name: 'Reminders' }).click();
    await expect(staff.getByRole('heading', { name: 'Reminders', level: 3 })).toBeVisible();
    await staff.getByRole('button', { name: 'Preview' }).first().click();
    await expect(staff.getByText('What a borrower reads')).toBeVisible();
    await expectNoSeriousAxeViolations(staff, 'console reminders');
    await screenshot(staff, 'servicing-console-reminders');
    await staff.close();

    const page = await browser.newPage();
    await page.goto('/app/');
    await page.evaluate((s) => {
      localStorage.setItem(
        'lendwell.session',
        JSON.stringify({ sessionId: s.sessionId, userId: s.userId, expiresAt: '2099-01-01T00:00:00Z' }),
      );
    }, session);
    await page.goto('/app/loans');
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { name: 'Payment reminder', level: 2 })).toBeVisible();
    await expect(page.getByText(/is due on 2026-04-06/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'host messages');
    await screenshot(page, 'servicing-host-messages');
    await page.close();
  });

  test('the borrower opens a receipt and the statement on a phone, to print or download', async ({ page }) => {
    const session = await createSession('09208000102');
    const order = await orderAt(session, 'repaying');
    await admin('POST', '/clock', { date: '2026-02-02' });
    await admin('POST', `/orders/${order.orderNo}/payments`, {
      amountCents: 150_000,
      purpose: 'repay',
      reference: `e2e-receipt-${order.orderNo}`,
    });
    await page.goto('/app/');
    await page.evaluate((s) => {
      localStorage.setItem(
        'lendwell.session',
        JSON.stringify({ sessionId: s.sessionId, userId: s.userId, expiresAt: '2099-01-01T00:00:00Z' }),
      );
    }, session);
    await page.goto('/app/loans');
    await page.getByRole('link', { name: 'Receipts and statement' }).first().click();
    await expect(page.getByRole('heading', { name: /Invoice INV-/, level: 2 })).toBeVisible();
    await expect(page.getByText('2026-02-02 · ₱1,500.00')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'host documents');
    await screenshot(page, 'servicing-host-documents');

    const receiptUrl = await page.getByRole('link', { name: 'Open' }).nth(1).getAttribute('href');
    const pdfUrl = await page.getByRole('link', { name: 'Download PDF' }).nth(1).getAttribute('href');
    const statementUrl = await page.getByRole('link', { name: 'Open' }).first().getAttribute('href');
    const pdf = await page.request.get(pdfUrl!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(receiptUrl!);
    await expect(page.getByRole('heading', { name: 'Invoice', level: 1 })).toBeVisible();
    await expect(page.getByText(/TIN 009-876-543-00000/).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'receipt');
    await screenshot(page, 'servicing-receipt');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.goto(statementUrl!);
    await expect(page.getByRole('heading', { name: 'Statement of account', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Payment received' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'statement');
    await screenshot(page, 'servicing-statement');
  });

  test('finance reverses a bounced payment and the receipt shows it', async ({ browser }) => {
    const session = await createSession('09208000103');
    const order = await orderAt(session, 'repaying');
    await admin('POST', '/clock', { date: '2026-02-03' });
    await admin('POST', `/orders/${order.orderNo}/payments`, {
      amountCents: 120_000,
      purpose: 'repay',
      reference: `e2e-bounce-${order.orderNo}`,
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false });
    await logIn(page, 'finance');
    await page.getByRole('menuitem', { name: 'Receipts & reversals' }).click();
    await page.getByLabel('Order number').fill(order.orderNo);
    await page.getByRole('button', { name: 'Show' }).click();
    const row = page.getByRole('row', { name: /INV-/ });
    await expect(row.getByText('Valid')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'console receipts');
    await row.getByRole('button', { name: /Reverse INV-/ }).click();
    await page.getByLabel('Note').fill('the bank returned the transfer');
    await animationsSettled(page);
    await screenshot(page, 'servicing-console-reversal-dialog');
    await page.getByRole('button', { name: 'Reverse payment' }).click();
    await expect(row.getByText('Reversed')).toBeVisible();
    await animationsSettled(page);
    await expectNoSeriousAxeViolations(page, 'console receipts after the reversal');
    await screenshot(page, 'servicing-console-reversed');
    await page.close();
  });
});
