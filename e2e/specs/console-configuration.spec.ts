/* eslint-disable @typescript-eslint/no-explicit-any -- the console's payloads are read loosely here */
// The console's Configuration section (decision 023) at a desktop viewport: an admin changes what
// borrowers see and the borrower's endpoints show it at once; the compliance guard refuses an
// over-cap product naming the rule; other roles neither see the section nor reach its API. Each
// test puts back what it changed, so the specs after it see the demo lender as seeded.
import type { Locator, Page } from '@playwright/test';
import { asBorrower, createSession, expect, screenshot, test } from '../support/borrower';
import { animationsSettled, consoleCall, logIn } from '../support/console';
import { E2E_PORT } from '../support/env';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

async function openTab(page: Page, tab: string) {
  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Configuration' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

/**
 * Deletes a row through its popconfirm. The popconfirm is the only one open when clicked, and gone
 * (faded out, not just closing) before this returns, so the next row's popconfirm cannot be confused
 * with it (two visible at once made 'Delete' ambiguous).
 */
async function deleteRow(page: Page, row: Locator) {
  const popconfirm = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name: 'Delete' }) });
  await expect(popconfirm).toHaveCount(0);
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(popconfirm).toHaveCount(1);
  await animationsSettled(page);
  await popconfirm.getByRole('button', { name: 'Delete' }).click();
  await expect(popconfirm).toHaveCount(0);
}

/** Removes what a test added through the API, so a retry (or the next spec) starts from the seeded data. */
async function removeComplaintTypes(page: Page, title: string) {
  const types = (await consoleCall(page, 'GET', '/config/complaint-types')).body.data.items as any[];
  for (const t of types.filter((x) => x.title === title))
    expect((await consoleCall(page, 'POST', `/config/complaint-types/${t.id}/delete`)).status).toBe(200);
}

async function removeGuides(page: Page, name: string) {
  const channels = (await consoleCall(page, 'GET', '/config/channels')).body.data.items as any[];
  for (const g of channels.flatMap((c) => c.guides).filter((x: any) => x.name === name))
    expect((await consoleCall(page, 'POST', `/config/guides/${g.id}/delete`)).status).toBe(200);
}

test.describe.serial('console configuration', () => {
  // Each test logs in and walks a tab; generous on a loaded 2-core machine, so the finally blocks
  // that put the seeded data back run with the page still open.
  test.describe.configure({ timeout: 90_000 });
  test('an admin edits the contact info and the borrower’s customer-service endpoint shows it', async ({ page }) => {
    await openTab(page, 'Contact info');
    const original = (await consoleCall(page, 'GET', '/config/contact-info')).body.data;
    // The customer-service spec expects the seeded contact info: it comes back whatever happens below.
    try {
      await expect(page.getByLabel('Email')).toHaveValue(original.email);

      await page.getByLabel('Telephone').fill('0917');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/^Telephone: a phone number like/)).toBeVisible();

      await page.getByLabel('Email').fill('help@lendwell.example.ph');
      await page.getByLabel('Messaging account').fill('Viber +63 917 555 0199');
      await page.getByLabel('Telephone').fill('(02) 8888-1234');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Contact info saved; borrowers see it now')).toBeVisible();
      await screenshot(page, 'console-config-contact');

      const borrower = await createSession('09174460001');
      expect(await asBorrower(borrower, '/v3/personal-center/contact-kf-info', { overall: 30 })).toEqual({
        email: 'help@lendwell.example.ph',
        smWa: 'Viber +63 917 555 0199',
        telephone: '(02) 8888-1234',
      });
    } finally {
      const { email, messagingAccount, telephone } = original;
      expect(
        (await consoleCall(page, 'POST', '/config/contact-info', { email, messagingAccount, telephone })).status,
      ).toBe(200);
    }
  });

  test('the compliance guard refuses an over-cap product naming the rule; a valid change is saved as a new version', async ({
    page,
  }) => {
    await openTab(page, 'Products');
    const flex = (await consoleCall(page, 'GET', '/config/products')).body.data.items.find(
      (p: any) => p.code === 'FLEX91',
    );
    // Other specs price loans with Flex 91: its seeded terms come back whatever happens below.
    try {
      const row = page.getByRole('row', { name: /Flex 91/ });
      await expect(row).toContainText('4.00%');
      await expect(row).toContainText('₱2,000.00 – ₱10,000.00');
      await screenshot(page, 'console-config-products');

      await row.getByRole('button', { name: 'Edit' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('Interest a month (%)').fill('7');
      await drawer.getByRole('button', { name: 'Save as new version' }).click();
      await expect(
        drawer.getByText(/nominal interest must not exceed 6% a month \(SEC MC 3 s\.2022, as amended\)/i),
      ).toBeVisible();
      // The refusal's parts name the field (decision 051): the sentence sits under it, the alert points there.
      await expect(drawer.getByText('Not saved: see the fields marked below.')).toBeVisible();
      await screenshot(page, 'console-config-product-refused');

      await drawer.getByLabel('Interest a month (%)').fill('3.5');
      await drawer.getByLabel('Maximum (₱)').fill('9,500');
      await drawer.getByRole('button', { name: 'Save as new version' }).click();
      await expect(page.getByText(`Flex 91 saved as version ${flex.versionCount + 1}`)).toBeVisible();
      await expect(row).toContainText('3.50%');
      await expect(row).toContainText('₱2,000.00 – ₱9,500.00');

      const quote = await asBorrower(await createSession('09174460002'), '/v3/loan-confirm/loan-detail-confirm', {
        productId: flex.id,
      });
      expect(quote.truthInLending.nominalMonthlyRateBps).toBe(350);
      expect(quote.amountRange.maxCents).toBe(950_000);
    } finally {
      // Back to the seeded terms (a new version, equal to the first).
      expect((await consoleCall(page, 'POST', `/config/products/${flex.id}`, flex.terms)).status).toBe(200);
    }
  });

  test('an admin adds a payment instruction with ordered steps and borrowers get it', async ({ page }) => {
    await openTab(page, 'Payment channels');
    const guideName = 'Cashier at any 7-Eleven';
    // A retry after a failure starts without the first attempt's instruction.
    await removeGuides(page, guideName);
    await page.reload();
    await page.getByRole('tab', { name: 'Payment channels' }).click();
    try {
      const row = page.getByRole('row', { name: /7-Eleven/ });
      await row.getByRole('button', { name: 'Add instruction' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByLabel('Instruction name', { exact: true }).fill('Cashier at any 7-Eleven');
      await modal.getByLabel('Step 1', { exact: true }).fill('Tell the cashier you are paying a bill.');
      await modal.getByRole('button', { name: 'Add step', exact: true }).click();
      await modal.getByLabel('Step 2', { exact: true }).fill('Give your pay code and pay the exact amount in cash.');
      await modal.getByRole('button', { name: 'Add step', exact: true }).click();
      await modal.getByLabel('Step 3', { exact: true }).fill('Keep the receipt.');
      await modal.getByRole('button', { name: 'Move step 2 up' }).click();
      await expect(modal.getByLabel('Step 1', { exact: true })).toHaveValue(
        'Give your pay code and pay the exact amount in cash.',
      );
      await modal.getByRole('button', { name: 'Move step 1 down' }).click();
      await modal.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Instruction saved')).toBeVisible();
      await expect(page.getByRole('row', { name: /^Over the counter Cashier at any 7-Eleven/ })).toContainText(
        'Tell the cashier you are paying a bill.',
      );
      await screenshot(page, 'console-config-channels');

      const guide = await (await fetch(`http://127.0.0.1:${E2E_PORT}/api/payment-instructions`)).json();
      const seven = guide.data.channels.find((c: any) => c.channelNumber === '7ELE');
      const added = seven.groups.flatMap((g: any) => g.items).find((i: any) => i.name === 'Cashier at any 7-Eleven');
      expect(added.step).toEqual([
        'Tell the cashier you are paying a bill.',
        'Give your pay code and pay the exact amount in cash.',
        'Keep the receipt.',
      ]);

      await deleteRow(page, page.getByRole('row', { name: /^Over the counter Cashier at any 7-Eleven/ }));
      await expect(page.getByText('Instruction "Cashier at any 7-Eleven" deleted')).toBeVisible();
    } finally {
      await removeGuides(page, guideName);
    }
  });

  test('an admin adds a complaint type the borrower can choose, and a type with sub-types is not deleted', async ({
    page,
  }) => {
    await openTab(page, 'Complaint types');
    // A retry after a failure starts without the first attempt's type.
    await removeComplaintTypes(page, 'Data privacy');
    await page.reload();
    await page.getByRole('tab', { name: 'Complaint types' }).click();
    try {
      await page.getByRole('button', { name: 'Add type' }).click();
      await page.getByRole('dialog').getByLabel('Title borrowers see').fill('Data privacy');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Complaint type saved')).toBeVisible();
      await expect(page.getByRole('row', { name: /Data privacy/ })).toBeVisible();
      await screenshot(page, 'console-config-complaint-types');

      const init = await asBorrower(await createSession('09174460003'), '/problem-init', {});
      expect(init.problemType).toContainEqual({ value: expect.any(Number), title: 'Data privacy' });

      await deleteRow(page, page.getByRole('row', { name: /Collection/ }));
      // Refused either way: other specs may already have filed a collection complaint, which is checked first.
      await expect(
        page.getByText(
          /^"Collection" (has 4 sub-types; delete them first|is used by \d+ complaints?; it cannot be deleted)/,
        ),
      ).toBeVisible();

      await deleteRow(page, page.getByRole('row', { name: /Data privacy/ }));
      await expect(page.getByText('"Data privacy" deleted')).toBeVisible();
    } finally {
      await removeComplaintTypes(page, 'Data privacy');
    }
  });

  test('the bank form lists its items by card type and edits one in a drawer', async ({ page }) => {
    await openTab(page, 'Bank form');
    await expect(page.getByRole('row', { name: /accountNo/ })).toContainText('secret');
    await screenshot(page, 'console-config-bank-form');
    await page.getByText('E-wallet form').click();
    await expect(page.getByRole('row', { name: /accountNo/ })).toHaveCount(0);
    await page
      .getByRole('row', { name: /walletType/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(page.getByRole('dialog').getByLabel('Option 1 name', { exact: true })).toHaveValue('GCash');
    await screenshot(page, 'console-config-bank-form-item');
  });

  test('a non-admin does not see the section and is refused by its API', async ({ page }) => {
    await logIn(page, 'finance');
    await expect(page.getByRole('menuitem', { name: 'Configuration' })).toHaveCount(0);
    const read = await consoleCall(page, 'GET', '/config/products');
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({ code: 1005, message: expect.stringMatching(/finance/) });
    const write = await consoleCall(page, 'POST', '/config/contact-info', {
      email: 'x@example.ph',
      messagingAccount: 'x',
      telephone: '02 8888 1234',
    });
    expect(write.status).toBe(403);
  });
});
