// Loan review triage at 1280×800 (decision 109): the queue shows how long each application has waited against
// the review SLA (an old one is marked past it), its band, score and amount; one reviewer claims an application
// and a second reviewer, trying the same, reads who has it; a rejection is filed under a category.
import type { Browser, Page } from '@playwright/test';
import {
  admin,
  asBorrower,
  type BorrowerSession,
  createSession,
  expect,
  openAsHost,
  screenshot,
  test,
} from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, chooseOption, logIn, STAFF_PASSWORD } from '../support/console';
import { certifyBasic, DESKTOP, expectTablesUnclipped } from '../support/console-walk';
import { productIdOf } from '../support/loans';

test.use(DESKTOP);
test.setTimeout(120_000);

const SECOND_REVIEWER = 'rosa.reviewer@console.sandbox';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

type Applicant = { orderNo: string; orderId: number; session: BorrowerSession };

async function applyAs(phone: string, name: string, pesos: number): Promise<Applicant> {
  const session = await createSession(phone);
  await certifyBasic(session, name, `${phone}@example.com`);
  const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
    amount: pesos * 100,
    periods: 1,
    termUnit: 91,
    productId: await productIdOf('Flex 91'),
  });
  return { orderNo: push.orderNo as string, orderId: push.orderId as number, session };
}

async function logInSecondReviewer(browser: Browser): Promise<Page> {
  try {
    await admin('POST', '/staff', {
      email: SECOND_REVIEWER,
      name: 'Rosa Reviewer',
      role: 'reviewer',
      password: STAFF_PASSWORD,
    });
  } catch (e) {
    // A retry finds her made by the first try.
    if (!/already|exists|taken/i.test((e as Error).message)) throw e;
  }
  const page = await (await browser.newContext(DESKTOP)).newPage();
  await page.goto('/console');
  await page.getByLabel('Email').fill(SECOND_REVIEWER);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return page;
}

test.describe.serial('reviewers triage the queue', () => {
  let oldNo = '';
  let newNo = '';
  let oldApplicant: Applicant | undefined;

  test.afterAll(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('the queue shows waiting time against the SLA, band, score and amount; an old application is marked', async ({
    page,
  }) => {
    const retry = String(test.info().retry).padStart(2, '0');
    await admin('POST', '/clock', { date: '2026-02-02' });
    oldApplicant = await applyAs(`0920420${retry}01`, 'Apolinario Mabini Cruz', 3000);
    oldNo = oldApplicant.orderNo;
    // Four business days later a second borrower applies: the first application has waited 96 hours.
    await admin('POST', '/clock', { date: '2026-02-06' });
    newNo = (await applyAs(`0920420${retry}02`, 'Melchora Aquino Santos', 2500)).orderNo;

    await logIn(page, 'reviewer');
    await expect(page.getByText('Review SLA: 1 day.')).toBeVisible();
    const old = page.getByRole('row', { name: new RegExp(oldNo) });
    await expect(old).toContainText(/4 days( \d+ hours?)?/);
    await expect(old.getByText('Past SLA')).toBeVisible();
    await expect(old).toContainText('₱3,000.00');
    await expect(old).toContainText('Unclaimed');
    const fresh = page.getByRole('row', { name: new RegExp(newNo) });
    await expect(fresh).toContainText('₱2,500.00');
    await expect(fresh.getByText('Past SLA')).toHaveCount(0);
    // Band and score come from the credit decision: a score is a number, a band a letter or a dash.
    const headers = await page.getByRole('columnheader').allInnerTexts();
    const cells = await old.getByRole('cell').allInnerTexts();
    expect(cells[headers.findIndex((h) => h.startsWith('Score'))]).toMatch(/^\d+$/);
    expect(cells[headers.findIndex((h) => h.startsWith('Band'))]).toMatch(/^([A-Z]|—)$/);
    // The longest waits are at the top: the queue is sorted by waiting time, longest first.
    await expect(page.locator('tbody tr.ant-table-row').first()).toContainText('Past SLA');
    await expect(page.locator('tbody tr.ant-table-row').last()).not.toContainText('Past SLA');
    // Times read in Manila time, labelled.
    await expect(old).toContainText(/since Feb 2, 2026, \d{1,2}:\d{2} [AP]M Manila/);

    // Filtering by waiting time leaves only what is past the SLA.
    await page
      .getByRole('columnheader', { name: /Waiting/ })
      .getByRole('button')
      .click();
    await page.getByRole('menuitem', { name: 'Past the SLA' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('row', { name: new RegExp(newNo) })).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(oldNo) })).toBeVisible();
    await page
      .getByRole('columnheader', { name: /Waiting/ })
      .getByRole('button')
      .click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: new RegExp(newNo) })).toBeVisible();
    // The filter's menu fades out: axe reads only what is on screen once it has gone.
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await animationsSettled(page);

    await expectTablesUnclipped(page, 'Loan review');
    await expectNoSeriousAxeViolations(page, 'loan review queue');
    await screenshot(page, 'console-review-triage-queue');
  });

  test('one reviewer claims; the other sees who has it and cannot take it', async ({ page, browser }) => {
    await logIn(page, 'reviewer');
    const mine = page.getByRole('row', { name: new RegExp(oldNo) });
    await mine.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByText(`You have ${oldNo}`)).toBeVisible();
    await expect(mine.getByRole('cell', { name: /^You/ })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await page.getByLabel('Whose applications').getByText('Mine', { exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(newNo) })).toHaveCount(0);
    await expect(mine).toBeVisible();
    await page.getByLabel('Whose applications').getByText('All', { exact: true }).click();

    const other = await logInSecondReviewer(browser);
    const theirs = other.getByRole('row', { name: new RegExp(oldNo) });
    await expect(theirs).toContainText('Sandbox reviewer');
    await theirs.getByRole('button', { name: 'Claim' }).click();
    await expect(other.getByText(`Sandbox reviewer has already claimed application ${oldNo}.`)).toBeVisible();
    await expect(theirs).toContainText('Sandbox reviewer');
    await other.getByLabel('Whose applications').getByText('Unclaimed', { exact: true }).click();
    await expect(other.getByRole('row', { name: new RegExp(oldNo) })).toHaveCount(0);
    await expect(other.getByRole('row', { name: new RegExp(newNo) })).toBeVisible();
    await other.getByLabel('Whose applications').getByText('All', { exact: true }).click();
    await screenshot(other, 'console-review-triage-claimed-by-other');
    await other.context().close();
  });

  test('a rejection is filed under a category beside the reviewer’s words', async ({ page, browser }) => {
    await logIn(page, 'reviewer');
    const row = page.getByRole('row', { name: new RegExp(oldNo) });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${oldNo}` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Payslip does not match the stated income');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Category' }), 'Income not verified');
    await screenshot(page, 'console-review-triage-reject');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`${oldNo} rejected`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(oldNo) })).toHaveCount(0);
    const detail = await admin('GET', `/orders/${oldNo}`);
    expect(detail.order.status).toBe(110);

    // The borrower reads the category in the lender's words and when to apply again, never the reviewer's
    // own words (decision 138); in Filipino too.
    const phone = await (await browser.newContext(PHONE)).newPage();
    const order = { orderId: String(oldApplicant!.orderId), productId: String(await productIdOf('Flex 91')) };
    await openAsHost(phone, '/loan/detail', oldApplicant!.session, order);
    const answer = phone.getByRole('status').filter({ hasText: 'Reason: Income not verified.' });
    await expect(answer).toContainText('Based on our credit assessment, we cannot offer you a loan at this time.');
    await expect(answer).toContainText('You may apply again from');
    await expect(phone.getByText(/Payslip does not match/)).toHaveCount(0);
    // While the borrower waits nothing is offered (decision 142): no market and no Apply, the date said once and
    // kept on one line.
    await expect(phone.getByRole('region', { name: 'Recommended loans' })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(phone.getByText(/You may apply again from/)).toHaveCount(1);
    const date = answer.locator('.whole-date');
    await expect(date).toHaveCount(1);
    expect(await date.evaluate((d) => d.getClientRects().length)).toBe(1);
    await screenshot(phone, 'review-rejected-borrower-order');
    await expectNoSeriousAxeViolations(phone, 'a rejected borrower’s order page');
    await openAsHost(phone, '/loan/detail', oldApplicant!.session, { ...order, lang: 'fil' });
    await expect(phone.getByRole('status').filter({ hasText: 'Dahilan: Hindi ma-verify ang kita.' })).toContainText(
      'Maaari kang mag-apply ulit simula',
    );
    await expect(phone.getByRole('button', { name: 'Mag-apply' })).toHaveCount(0);
    await screenshot(phone, 'review-rejected-borrower-order-fil');
    await phone.context().close();
  });
});
