// Hardship plans (decision 128): an overdue borrower asks for a plan at 390×844, sees the offers with every
// payment and the total, accepts the payment plan with the SMS code; a collections supervisor approves it in the
// console at 1280×800; the borrower pays the first new installment and the loan is no longer overdue, with the
// new schedule on the installment page. Phones 0955xxxxxxx only; a retry uses its own borrower.
import type { Browser, Page } from '@playwright/test';
import { admin, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, STAFF_PASSWORD } from '../support/console';
import { DESKTOP } from '../support/console-walk';
import { orderAt } from '../support/loans';
import { E2E_PORT } from '../support/env';

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(240_000);

async function supervisorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ ...DESKTOP })).newPage();
  await page.goto('/console');
  await page.getByLabel('Email').fill('collections_supervisor@console.sandbox');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return page;
}

test.describe('hardship plan', () => {
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('an overdue borrower asks for a plan, accepts it with the SMS code; approved, the first payment makes the loan current', async ({
    page,
    browser,
  }) => {
    const phone = `0955128${String(100 + test.info().retry).padStart(4, '0')}`;
    const session = await createSession(phone);
    const order = await orderAt(session, 'overdue'); // 2 days past due on 2026-04-08
    const query = { orderId: String(order.orderId), productId: String(order.productId) };

    // The Kind tips popup is for the repay buttons (order-details.spec covers it): seen already here.
    await page.addInitScript(() => sessionStorage.setItem('lw.bankTipSeen', '1'));
    await openAsHost(page, '/loan/detail', session, query);
    await expect(page.getByText("Can't pay on time?")).toBeVisible();
    await screenshot(page, 'hardship-plan-order');
    await page.getByRole('button', { name: 'Ask for a plan' }).click();

    await expect(page.getByRole('heading', { name: 'Ask for a plan' })).toBeVisible();
    await expect(page.getByLabel('When can you make the first payment?')).toHaveValue('2026-04-15');
    await page.getByLabel('In how many payments?').selectOption('3');
    await page.getByRole('button', { name: 'See my plans' }).click();
    const planCard = page.getByRole('region', { name: 'Payment plan' });
    await expect(planCard.getByText('Payment 1 on')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Longer term' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Settle for less' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'hardship plan offers');
    await screenshot(page, 'hardship-plan-offers');

    await planCard.getByRole('button', { name: 'Choose this plan' }).click();
    await expect(page.getByText('A plan is waiting for your answer.')).toBeVisible();
    await expect(page.getByText(/I agree to pay ₱[\d,.]+ in 3 payments/)).toBeVisible();
    await page.getByRole('button', { name: 'Get code' }).click();
    let code = '';
    await expect
      .poll(async () => {
        const { items } = await admin('GET', `/sms-outbox?phone=${phone}&limit=1`);
        code = /(\d{6})/.exec(items[0]?.body ?? '')?.[1] ?? '';
        return /accept the payment plan/.test(items[0]?.body ?? '') ? code : '';
      })
      .not.toBe('');
    await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await expectNoSeriousAxeViolations(page, 'hardship plan agreement');
    await screenshot(page, 'hardship-plan-agreement');
    await page.getByRole('button', { name: 'Accept with SMS code' }).click();
    await expect(page.getByText(/Your plan is being checked by our team/)).toBeVisible();
    await screenshot(page, 'hardship-plan-awaiting');

    // A collections supervisor approves it in the console.
    const boss = await supervisorPage(browser);
    await boss.getByRole('menuitem', { name: /Approvals/ }).click();
    const row = boss.getByRole('row', { name: new RegExp(`Payment plan of loan ${order.orderNo}`) }).first();
    await expect(row).toBeVisible();
    await animationsSettled(boss);
    await expectNoSeriousAxeViolations(boss, 'approvals with a hardship plan');
    await screenshot(boss, 'hardship-plan-approval');
    await row.getByRole('button', { name: /^Approve proposal \d+$/ }).click();
    await expect(boss.getByText(/^Approved: /)).toBeVisible();
    await boss.close();

    // The borrower pays the first new installment (with the late charges) on its date: the loan is current.
    const standing = await fetch(`http://127.0.0.1:${E2E_PORT}/api/orders/${order.orderId}/plan`, {
      headers: { authorization: `Bearer ${session.sessionId}` },
    }).then((r) => r.json());
    const plan = standing.data.plan;
    expect(plan.status).toBe('in_force');
    await admin('POST', '/clock', { date: '2026-04-15' });
    await admin('POST', `/orders/${order.orderNo}/payments`, {
      amountCents: plan.offer.installments[0].amountCents + plan.offer.loanChargesCents,
      purpose: 'repay',
      reference: `e2e-plan-first-${order.orderNo}`,
    });
    await admin('POST', '/clock', { date: '2026-04-16' });
    await admin('POST', '/cob', {});
    const shown = await admin('GET', `/orders/${order.orderNo}`);
    expect(shown.order.status).not.toBe(180);

    await openAsHost(page, '/repay', session, query);
    await expect(page.getByText('Installment schedule')).toBeVisible();
    await expect(page.getByText('2026-04-30').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'installment page after the plan');
    await screenshot(page, 'hardship-plan-installments');
  });
});
