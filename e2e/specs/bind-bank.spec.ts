import { asBorrower, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { lastSmsCode } from '../support/promotion';
import type { Locator, Page } from '@playwright/test';

/** The wheel item a picker has selected (antd-mobile marks it data-selected as soon as it is tapped). */
const selectedIn = (picker: Locator, option: string) =>
  picker.locator('.adm-picker-view-column-item[data-selected="true"]').filter({ hasText: option });

async function pick(page: Page, item: string, option: string) {
  await page.getByRole('button', { name: item }).click();
  const picker = page.locator('.adm-picker, .adm-cascade-picker').last();
  await expect(picker).toBeVisible();
  // Wheel items off the visible window cannot take a pointer click; a click event selects them as a tap does.
  await picker.getByText(option, { exact: true }).first().dispatchEvent('click');
  // Confirm reads the wheel's value: wait until the wheel has taken the option.
  await expect(selectedIn(picker, option)).toHaveCount(1);
  await picker.getByText('Confirm', { exact: true }).click();
  await expect(picker).toBeHidden();
}

const hostCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __hostBridgeCalls?: { action: string; payload: unknown }[] }).__hostBridgeCalls ?? []).map(
      (c) => c.action,
    ),
  );

test.describe('payment account information', () => {
  test('binds a bank account: channel, bank and city pickers, a refused save that keeps the input, then success', async ({
    page,
  }) => {
    // Act as the Android host: its JavaScript interface receives the bridge messages.
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as Record<string, unknown>).__sent = sent;
      (window as unknown as Record<string, unknown>).LendwellHost = { postMessage: (json: string) => sent.push(json) };
    });
    const session = await createSession('09173330001');
    await openAsHost(page, '/bind-bank', session, { productId: '1' });
    await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
    expect(await hostCalls(page)).toContain('startBank');

    await pick(page, 'Transfer by', 'InstaPay (real time)');
    await pick(page, 'Bank', 'BDO Unibank');
    await page.getByRole('textbox', { name: 'Account number' }).fill('12ab34');
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('1234');

    // Too short: refused with the field named, and what was typed stays.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Account number: must be 10 to 16 digits')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('1234');

    await page.getByRole('textbox', { name: 'Account number' }).fill('001234567890');
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('0012 3456 7890');
    await page.getByRole('button', { name: 'Branch city' }).click();
    const cascade = page.locator('.adm-picker').last();
    await expect(cascade).toBeVisible();
    await cascade.getByText('NCR – National Capital Region', { exact: true }).dispatchEvent('click');
    await expect(selectedIn(cascade, 'NCR – National Capital Region')).toHaveCount(1);
    // Each wheel starts on 'Choose…' (decision 130): the province is chosen too, never taken unseen.
    await cascade.getByText('Metro Manila', { exact: true }).dispatchEvent('click');
    await expect(selectedIn(cascade, 'Metro Manila')).toHaveCount(1);
    await cascade.getByText('Makati City', { exact: true }).dispatchEvent('click');
    await expect(selectedIn(cascade, 'Makati City')).toHaveCount(1);
    await cascade.getByText('Confirm', { exact: true }).click();
    await expect(page.getByText('Makati City, Metro Manila')).toBeVisible();
    await screenshot(page, 'bind-bank-filled');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => hostCalls(page)).toEqual(['startBank', 'endBank', 'closeWebview']);
    const sent = await page.evaluate(() =>
      (window as unknown as { __sent: string[] }).__sent.map(
        (m) => JSON.parse(m) as { action: string; payload: unknown },
      ),
    );
    expect(sent.at(-2)).toEqual({ action: 'endBank', payload: { productId: '1' } });
  });

  test('switching to the e-wallet tab shows only e-wallet items', async ({ page }) => {
    await openAsHost(page, '/bind-bank', await createSession('09173330002'));
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await expect(page.getByRole('button', { name: /^E-wallet: / })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-wallet mobile number' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveCount(0);
    await pick(page, 'E-wallet', 'GCash');
    await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill('09171234999');
    await expect(page.getByRole('textbox', { name: 'E-wallet mobile number' })).toHaveValue('091 7123 4999');
    await screenshot(page, 'bind-bank-ewallet');
  });

  test('the pickers speak the borrower language to screen readers, never the library Chinese', async ({ page }) => {
    await openAsHost(page, '/bind-bank', await createSession('09310000403'));
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await page.getByRole('button', { name: /^E-wallet: / }).click();
    const picker = page.locator('.adm-picker').last();
    await expect(picker).toBeVisible();
    await picker.getByText('GCash', { exact: true }).first().dispatchEvent('click');
    await expect(selectedIn(picker, 'GCash')).toHaveCount(1);
    await expect(picker.getByRole('button', { name: 'Selected: GCash' })).toHaveCount(1);
    const labels = await picker
      .locator('[aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(labels).not.toContain('active');
    await screenshot(page, 'bind-bank-picker');
    await picker.getByText('Cancel', { exact: true }).click();
  });

  test('from the loan detail, replacing the account asks for the SMS code, then saves as a change and opens the order page', async ({
    page,
  }) => {
    const session = await createSession('09173330003');
    // The borrower receives to a GCash wallet now.
    await asBorrower(session, '/bind-card-new', { cardType: 2, walletType: '90011', walletNo: '09181230003' });
    await openAsHost(page, '/bind-bank', session, { source: 'loanDetail', orderId: '5' });
    await expect(page.getByText(/Now receiving to •••• 0003/)).toBeVisible();
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await pick(page, 'E-wallet', 'Maya');
    await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill('09181234999');

    // Next without the code: the screen asks for it and nothing is sent.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Enter the 6-digit code we sent to your phone.')).toBeVisible();

    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await lastSmsCode('09173330003');
    await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await screenshot(page, 'bind-bank-change-code');
    const save = page.waitForResponse((r) => r.url().includes('/api/bind-card-change'));
    await page.getByRole('button', { name: 'Next' }).click();
    const response = await save;
    expect(response.status()).toBe(200);
    expect(response.request().postData()).toContain('walletType=90012');
    expect(response.request().postData()).toContain(`verifyCode=${code}`);
    await expect(page).toHaveURL(/\/order\?.*source=loanDetail/);
  });

  // Since decision 051 the refused field comes as `field` (the item's code), not inside the message: the form marks
  // that field with the sentence instead of toasting it.
  test('a save the server refuses shows its message and keeps what was typed', async ({ page }) => {
    // Another borrower already receives to this e-wallet number.
    const first = await createSession('09310000401');
    await openAsHost(page, '/bind-bank', first);
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await pick(page, 'E-wallet', 'GCash');
    await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill('09310000499');
    const saved = page.waitForResponse((r) => r.url().includes('/api/bind-card-new'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await saved).status()).toBe(200);
    // In a plain browser closeWebview goes back in history (here, to the blank start page).
    await page.waitForURL('about:blank');

    await openAsHost(page, '/bind-bank', await createSession('09310000402'));
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await pick(page, 'E-wallet', 'GCash');
    await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill('09310000499');
    const refused = page.waitForResponse((r) => r.url().includes('/api/bind-card-new'));
    await page.getByRole('button', { name: 'Next' }).click();
    // A refusal on the spec's routes is a 200 envelope with its code (decision 118).
    expect(await (await refused).json()).toMatchObject({ code: 1001 });
    // The refusal stands under the field it names and says what to do; no toast repeats it.
    const refusal = page
      .locator('.adm-list-item', { has: page.getByRole('textbox', { name: 'E-wallet mobile number' }) })
      .getByRole('alert');
    await expect(refusal).toHaveText(
      'E-wallet mobile number: this account cannot be used. Please enter another account or contact customer service.',
    );
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'E-wallet mobile number' })).toHaveValue('093 1000 0499');
    await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();
    await screenshot(page, 'bind-bank-refused');
    // Typing again clears the mark.
    await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill('09310000498');
    await expect(refusal).toHaveCount(0);
  });
});
