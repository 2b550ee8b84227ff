// Plans a collector offers (decisions 128 and 141): a collector at 1280×800 opens My worklist, opens an overdue
// loan and proposes a restructure; the borrower at 390×844 sees it in the app and accepts with the SMS code; a
// collections supervisor approves it in Approvals; the borrower pays the first new installment and the loan,
// no longer overdue, leaves the collector's worklist; the Plans tab shows it in force. Then a settlement, offered
// by the collector, accepted and approved, paid in full by the settlement amount: the loan is settled with the
// discount booked as a rebate. Phones 0956141xxxx only; a retry uses its own borrowers.
import type { Browser, Page } from '@playwright/test';
import { admin, createSession, expect, openAsHost, screenshot, test, type BorrowerSession } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, consoleCall, STAFF_PASSWORD } from '../support/console';
import { DESKTOP } from '../support/console-walk';
import { orderAt } from '../support/loans';
import { E2E_PORT } from '../support/env';

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(240_000);

type Plan = {
  status: string;
  offer: {
    kind: string;
    installments: { dueOn: string; amountCents: number }[];
    loanChargesCents: number;
    discountCents: number;
    totalToPayCents: number;
    payByOn: string;
  };
};

async function staffPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ ...DESKTOP })).newPage();
  await page.goto('/console');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return page;
}

/** The supervisor gives the loan to the sandbox collector, as the assignment rules or a supervisor would. */
async function assignToCollector(boss: Page, orderNo: string) {
  const collectors = await consoleCall(boss, 'GET', '/collections/collectors');
  const collectorId = (collectors.body.data.items as { id: number; email: string }[]).find(
    (c) => c.email === 'collector@console.sandbox',
  )!.id;
  const assigned = await consoleCall(boss, 'POST', `/collections/loans/${orderNo}/assign`, { staffId: collectorId });
  expect(assigned.status).toBe(200);
}

/** My worklist's row of the loan (the queue's hidden tab holds rows with the same key). */
const worklistRow = (staff: Page, orderNo: string) =>
  staff.getByRole('tabpanel', { name: 'My worklist' }).locator(`tr[data-row-key="${orderNo}"]`);

/** The collector opens the loan from My worklist and sends the borrower the plan of `kind` (its card's title). */
async function proposeFromWorklist(staff: Page, orderNo: string, card: RegExp, firstDueOn: string, shot: string) {
  await staff.getByRole('menuitem', { name: 'Collections' }).click();
  await staff.getByRole('tab', { name: 'My worklist' }).click();
  const row = worklistRow(staff, orderNo);
  await expect(row).toBeVisible();
  await row.getByRole('button').first().click();
  const drawer = staff.getByRole('dialog');
  await expect(drawer.getByText(`Loan ${orderNo}`)).toBeVisible();
  await animationsSettled(staff);
  await drawer.getByLabel('First payment on').fill(firstDueOn);
  await drawer.getByLabel('First payment on').press('Enter');
  await drawer.getByRole('button', { name: 'Preview the offers' }).click();
  // The offer's own card: the innermost card whose title names the kind (the "Propose a plan" card holds them all).
  const offer = drawer
    .locator('.ant-card')
    .filter({ has: staff.locator('.ant-card-head-title', { hasText: card }) })
    .last();
  await expect(offer.getByText(/Total to pay ₱/)).toBeVisible();
  // The drawer scrolls on its own: the offer into view, so the picture shows it.
  await offer.scrollIntoViewIfNeeded();
  await animationsSettled(staff);
  await screenshot(staff, shot);
  await offer.getByRole('button', { name: 'Send to the borrower' }).click();
  await expect(staff.getByText('Sent to the borrower: they accept it in the app with an SMS code.')).toBeVisible();
}

/** The borrower opens the plan from the order page and accepts it with the SMS code sent for `kindWords`. */
async function acceptInTheApp(
  page: Page,
  session: BorrowerSession,
  query: Record<string, string>,
  agreement: RegExp,
  kindWords: string,
  shot: string,
) {
  await page.addInitScript(() => sessionStorage.setItem('lw.bankTipSeen', '1'));
  await openAsHost(page, '/loan/detail', session, query);
  await page.getByRole('button', { name: 'Ask for a plan' }).click();
  await expect(page.getByText('A plan is waiting for your answer.')).toBeVisible();
  await expect(page.getByText(agreement)).toBeVisible();
  await page.getByRole('button', { name: 'Get code' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const { items } = await admin('GET', `/sms-outbox?phone=${session.phone}&limit=1`);
      code = /(\d{6})/.exec(items[0]?.body ?? '')?.[1] ?? '';
      return new RegExp(`accept the ${kindWords}`).test(items[0]?.body ?? '') ? code : '';
    })
    .not.toBe('');
  await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await expectNoSeriousAxeViolations(page, `${kindWords} offered by a collector`);
  await screenshot(page, shot);
  await page.getByRole('button', { name: 'Accept with SMS code' }).click();
  await expect(page.getByText(/Your plan is being checked by our team/)).toBeVisible();
}

/** The supervisor approves the plan's proposal in Approvals. */
async function approve(boss: Page, rowName: RegExp, shot: string) {
  await boss.getByRole('menuitem', { name: /Approvals/ }).click();
  const row = boss.getByRole('row', { name: rowName }).first();
  await expect(row).toBeVisible();
  await animationsSettled(boss);
  await screenshot(boss, shot);
  await row.getByRole('button', { name: /^Approve proposal \d+$/ }).click();
  await expect(boss.getByText(/^Approved: /)).toBeVisible();
}

async function planOf(session: BorrowerSession, orderId: number): Promise<Plan> {
  const standing = await fetch(`http://127.0.0.1:${E2E_PORT}/api/orders/${orderId}/plan`, {
    headers: { authorization: `Bearer ${session.sessionId}` },
  }).then((r) => r.json());
  return standing.data.plan as Plan;
}

/** The collector's Plans tab, narrowed to the loan's row, checked with axe. */
async function plansTabRow(staff: Page, orderNo: string) {
  await staff.getByRole('tab', { name: 'Plans' }).click();
  const row = staff.getByRole('tabpanel', { name: 'Plans' }).getByRole('row').filter({ hasText: orderNo });
  await expect(row).toBeVisible();
  return row;
}

test.describe('plans a collector offers', () => {
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('a restructure proposed from the worklist, accepted with the SMS code and approved; the first payment cures the loan', async ({
    page,
    browser,
  }) => {
    const phone = `0956141${String(100 + test.info().retry).padStart(4, '0')}`;
    const session = await createSession(phone);
    const order = await orderAt(session, 'overdue'); // 2 days past due on 2026-04-08
    const query = { orderId: String(order.orderId), productId: String(order.productId) };

    const boss = await staffPage(browser, 'collections_supervisor@console.sandbox');
    await assignToCollector(boss, order.orderNo);

    const staff = await staffPage(browser, 'collector@console.sandbox');
    await proposeFromWorklist(
      staff,
      order.orderNo,
      /^Restructure \(longer term/,
      '2026-04-15',
      'hardship-restructure-offers',
    );

    await acceptInTheApp(
      page,
      session,
      query,
      /I agree to pay ₱[\d,.]+ in 3 payments/,
      'restructure',
      'hardship-restructure-agreement',
    );

    await approve(boss, new RegExp(`Restructure of loan ${order.orderNo}`), 'hardship-restructure-approval');

    // The borrower pays the first new installment (with the late charges, due with it) on its date.
    const plan = await planOf(session, order.orderId);
    expect(plan).toMatchObject({ status: 'in_force', offer: { kind: 'restructure' } });
    const first = plan.offer.installments[0]!;
    await admin('POST', '/clock', { date: first.dueOn });
    await admin('POST', `/orders/${order.orderNo}/payments`, {
      amountCents: first.amountCents + plan.offer.loanChargesCents,
      purpose: 'repay',
      reference: `e2e-restructure-first-${order.orderNo}`,
    });
    const nextDay = new Date(Date.parse(`${first.dueOn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await admin('POST', '/clock', { date: nextDay });
    await admin('POST', '/cob', {});
    const shown = await admin('GET', `/orders/${order.orderNo}`);
    expect(shown.order.status).not.toBe(180);

    // Cured: the loan has left the collector's worklist; the Plans tab shows the restructure in force.
    await staff.reload();
    await staff.getByRole('menuitem', { name: 'Collections' }).click();
    await staff.getByRole('tab', { name: 'My worklist' }).click();
    await expect(staff.getByRole('tabpanel', { name: 'My worklist' }).getByRole('table')).toBeVisible();
    await expect(worklistRow(staff, order.orderNo)).toHaveCount(0);
    const row = await plansTabRow(staff, order.orderNo);
    await expect(row).toContainText('Restructure');
    await expect(row).toContainText('In force');
    await expect(row).toContainText('Sandbox collector');
    await expect(row).toContainText(/3 payments of ₱[\d,.]+/);
    await expect(row).toContainText(/Next payment/);
    await animationsSettled(staff);
    await expectNoSeriousAxeViolations(staff, 'collections plans tab');
    await screenshot(staff, 'hardship-restructure-plans-tab');
    await staff.close();

    // The supervisor reads the roll rates of loans under a plan against loans with none, with their CSV.
    await boss.getByRole('menuitem', { name: 'Collections' }).click();
    await boss.getByRole('tab', { name: 'Reports' }).click();
    const card = boss.locator('.ant-card').filter({ hasText: 'Roll rate under a hardship plan and with none' });
    await expect(card.getByRole('link', { name: 'Download roll rates by plan (CSV)' })).toBeVisible();
    await expect(card.getByRole('img', { name: /^Roll rate from / })).toBeVisible();
    // April's row says each group's rate in words ("0.00%: 0 of 1 loan") or that it had none. Which group a loan
    // falls in depends on the month's snapshots, which the specs before this one on the same server also make,
    // so the figures themselves are the unit tests' (plan-roll-rates.test.ts), not this walk's.
    await expect(card.getByRole('row', { name: /2026-04/ })).toContainText(
      /^2026-04(No loans|\d+\.\d{2}%: \d+ of \d+ loans?){2}$/,
    );
    // The pointer away from the charts, so no tooltip covers them in the picture.
    await boss.mouse.move(0, 0);
    await animationsSettled(boss);
    await expectNoSeriousAxeViolations(boss, 'collections reports with roll rates by plan');
    await screenshot(boss, 'hardship-plan-roll-rates');
    await boss.close();
  });

  test('a settlement offered by a collector, accepted and approved, paid in full by its amount settles the loan with a rebate', async ({
    page,
    browser,
  }) => {
    const phone = `0956141${String(200 + test.info().retry).padStart(4, '0')}`;
    const session = await createSession(phone);
    const order = await orderAt(session, 'overdue'); // 2 days past due on 2026-04-08
    const query = { orderId: String(order.orderId), productId: String(order.productId) };

    const boss = await staffPage(browser, 'collections_supervisor@console.sandbox');
    await assignToCollector(boss, order.orderNo);
    const staff = await staffPage(browser, 'collector@console.sandbox');
    await proposeFromWorklist(
      staff,
      order.orderNo,
      /^Settlement \(discounted payoff/,
      '2026-04-15',
      'hardship-settlement-offers',
    );

    await acceptInTheApp(
      page,
      session,
      query,
      /I agree to pay ₱[\d,.]+ by/,
      'settlement',
      'hardship-settlement-agreement',
    );
    await approve(boss, new RegExp(`Settlement of loan ${order.orderNo}`), 'hardship-settlement-approval');

    const plan = await planOf(session, order.orderId);
    expect(plan).toMatchObject({ status: 'in_force', offer: { kind: 'settlement' } });
    expect(plan.offer.discountCents).toBeGreaterThan(0);
    // Paid in full by the settlement amount on the day it was agreed (no late charge accrued since the offer).
    await admin('POST', `/orders/${order.orderNo}/payments`, {
      amountCents: plan.offer.totalToPayCents,
      purpose: 'repay',
      reference: `e2e-settlement-${order.orderNo}`,
    });
    const shown = await admin('GET', `/orders/${order.orderNo}`);
    expect(shown.order.status).toBe(200);
    const rebated = (shown.postings as { kind: string; account: string; amountCents: number }[])
      .filter((p) => p.kind === 'rebate' && p.account.startsWith('rebate:'))
      .reduce((n, p) => n + p.amountCents, 0);
    expect(rebated).toBe(plan.offer.discountCents);

    // The borrower's loan reads as paid; the collector's Plans tab has the settlement completed.
    await openAsHost(page, '/loan/detail', session, query);
    await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask for a plan' })).toHaveCount(0);
    // A settled loan asks once for a rating; declined, the page shows the settled loan.
    const rating = page.getByText('How was your loan with us?');
    await expect(rating).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(rating).toBeHidden();
    await screenshot(page, 'hardship-settlement-settled');
    await staff.reload();
    await staff.getByRole('menuitem', { name: 'Collections' }).click();
    await staff.getByRole('tab', { name: 'My worklist' }).click();
    await expect(staff.getByRole('tabpanel', { name: 'My worklist' }).getByRole('table')).toBeVisible();
    await expect(worklistRow(staff, order.orderNo)).toHaveCount(0);
    const row = await plansTabRow(staff, order.orderNo);
    await expect(row).toContainText('Settlement');
    await expect(row).toContainText('Completed');
    await expect(row).toContainText(`Settles for`);
    await animationsSettled(staff);
    await screenshot(staff, 'hardship-settlement-plans-tab');
    await staff.close();
    await boss.close();
  });
});
