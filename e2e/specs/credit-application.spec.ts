// Decision 084 (decision 084): a borrower overpaid a first loan (₱393.33 of credit) and has a second
// loan being repaid. Finance applies ₱200.00 of the credit to the second loan from the order drawer
// (desktop, 1280×800): the answer says in sentences what moved and where both loans stand.
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { logIn, openOrderFromList } from '../support/console';
import { nextBookedLoan, overpaidOrder } from '../support/loans';

test('finance applies credit from one loan to another open loan of the same borrower', async ({ browser }) => {
  test.setTimeout(90_000);
  // A retry starts clean with its own borrower: the first attempt's loans stay where it left them.
  const retry = test.info().retry;
  const session = await createSession(`0917841${retry}001`);
  // The first loan is settled with ₱393.33 of credit; the second is being repaid.
  const first = await overpaidOrder(session);
  const secondNo = await nextBookedLoan(session);

  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: test.info().project.use.baseURL,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  const desk = await context.newPage();
  try {
    await logIn(desk, 'finance');
    const drawer = await openOrderFromList(desk, `0917 841 ${retry}001`, first.orderNo);
    await expect(drawer.getByText('The borrower paid ₱393.33 more than they owed.')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Apply to another loan' })).toBeVisible();

    // The second loan is offered with its number, status and what it owes, in pesos.
    const choice = drawer.getByRole('radio', { name: new RegExp(secondNo) });
    await expect(drawer.getByText(new RegExp(`${secondNo} · .* · ₱5,606\\.67 due by Apr 6, 2026`))).toBeVisible();
    await choice.check();
    await drawer.getByLabel('Amount to apply (₱)').fill('200');
    await drawer.getByRole('button', { name: 'Apply to another loan' }).click();
    await expect(desk.getByRole('tooltip')).toContainText(
      `Apply ₱200.00 of credit from ${first.orderNo} to ${secondNo}?`,
    );
    await desk.getByRole('tooltip').getByRole('button', { name: 'Apply' }).click();

    await expect(
      drawer.getByText(
        `₱200.00 of credit moved from ${first.orderNo} to ${secondNo}. ${first.orderNo} now holds ₱193.33 of credit. ${secondNo} still owes ₱5,406.67.`,
      ),
    ).toBeVisible();
    await expect(drawer.getByText('The borrower paid ₱193.33 more than they owed.')).toBeVisible();
    await expect(drawer.getByRole('row', { name: /credit_application.*borrower_credit/ })).toBeVisible();
    await expect(drawer.getByRole('radio', { name: new RegExp(`₱5,406\\.67 due by`) })).toBeVisible();
    await drawer.getByText(/of credit moved from/).scrollIntoViewIfNeeded();
    await expect(drawer.getByText(/of credit moved from/)).toBeInViewport();
    await screenshot(desk, 'console-credit-applied');
  } finally {
    await context.close();
    await admin('POST', '/clock', { date: null });
  }
});
