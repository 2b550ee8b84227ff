// My data in the host app at a phone's size (RA 10173, decisions 126 and 136): a borrower who applied sees what we
// hold about them and the privacy notice they agreed to, downloads it all (the file names them), asks for a
// correction and for erasure and reads each answer; the same screen in Filipino. Axe on every state.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { certifiedApplication } from '../support/certify';
import { animationsSettled } from '../support/console';
import { hostLogin } from '../support/host-app';

/** Logs the borrower in on /app and opens My data from the profile, the way a person gets there. */
async function openMyData(page: Page, phone: string, lang: 'en' | 'fil') {
  await page.goto('/app/login');
  await hostLogin(page, phone);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto('/app/profile');
  if (lang === 'fil') {
    await page.getByRole('radio', { name: 'Filipino' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  }
  await page.getByRole('button', { name: lang === 'fil' ? 'Aking datos' : 'My data' }).click();
  await expect(page).toHaveURL(/\/app\/my-data$/);
}

test.describe('My data', () => {
  test.setTimeout(120_000);

  test('a borrower reads what we hold, downloads it, and asks for a correction and erasure', async ({ page }) => {
    // A retry is a new borrower: the first try's requests stay open on its own.
    const retry = test.info().retry;
    const phone = `0957126${retry}001`;
    const name = 'Corazon Mabini Dizon';
    await certifiedApplication(
      page,
      phone,
      `9571-2600-000${retry}-0001`,
      { employmentType: 'private', monthlyIncomePesos: '30000' },
      name,
    );
    await openMyData(page, phone, 'en');

    await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
    await expect(page.getByText('Identity: 1')).toBeVisible();
    await expect(page.getByText('Loans: 1')).toBeVisible();
    await expect(page.getByText('Work and references: 2')).toBeVisible();
    // The first application was made past the privacy notice's "Agree": the ledger says which text, and when.
    const consents = page.locator('section', { has: page.getByRole('heading', { name: 'Your consents' }) });
    await expect(consents.getByText(/^Privacy notice \(text of 2026-11-28\): agreed · /)).toBeVisible();
    await expect(
      page.getByText('Kept while a loan is open; the end date is set when it closes.').first(),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'my data');
    await screenshot(page, 'host-my-data');

    // The download is the complete file, and it is theirs.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(Buffer.concat(await (await file.createReadStream()).toArray()).toString()) as {
      identity: { aboutYou: { fullName: string } };
      loans: unknown[];
      consents: { kind: string; action: string }[];
    };
    expect(exported.identity.aboutYou.fullName).toBe(name);
    expect(exported.loans).toHaveLength(1);
    expect(exported.consents).toContainEqual(expect.objectContaining({ kind: 'privacy_notice', action: 'agreed' }));

    // A correction: the detail is chosen by its name, and the answer says a person will review it.
    const correction = page.getByRole('form', { name: 'Ask to correct your details' });
    await correction.getByLabel('Detail to correct').selectOption({ label: 'Full name' });
    await correction.getByLabel('The right value').fill('Corazon Mabini Dizon-Reyes');
    await correction.getByRole('button', { name: 'Send for review' }).click();
    await expect(correction.getByRole('status')).toHaveText('Sent. Our staff will review it.');
    const requests = page.getByRole('list', { name: 'Your requests' });
    await expect(requests.getByRole('listitem').filter({ hasText: 'Correction · Full name' })).toContainText(
      'Waiting for review',
    );
    await expectNoSeriousAxeViolations(page, 'my data: correction sent');
    await screenshot(page, 'host-my-data-correction');

    // Erasure asks first, then says by when the officer answers.
    await page.getByRole('button', { name: 'Ask us to erase my data' }).click();
    const confirm = page.getByRole('dialog', { name: /^We will erase what no law makes us keep\./ });
    await expect(confirm).toBeVisible();
    await animationsSettled(page);
    await expectNoSeriousAxeViolations(page, 'my data: erasure confirmation');
    await screenshot(page, 'host-my-data-erasure-confirm');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(
      page.getByText(/^Sent\. Our data protection officer will answer by \d{4}-\d{2}-\d{2}\.$/),
    ).toBeVisible();
    await expect(requests.getByRole('listitem').filter({ hasText: 'Erasure' })).toContainText('Waiting for review');
    await expect(requests.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page, 'my data: erasure sent');
    await screenshot(page, 'host-my-data-erasure');
  });

  test('the same screen in Filipino', async ({ page }) => {
    const retry = test.info().retry;
    const phone = `0957126${retry}002`;
    await certifiedApplication(
      page,
      phone,
      `9571-2600-000${retry}-0002`,
      { employmentType: 'private', monthlyIncomePesos: '30000' },
      'Andres Luna Pascual',
    );
    await openMyData(page, phone, 'fil');

    await expect(page.getByRole('heading', { name: 'Aking datos' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'I-download bilang JSON' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Iyong mga pahintulot' })).toBeVisible();
    await expect(page.getByText(/^Abiso sa privacy \(teksto ng 2026-11-28\): pumayag · /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ang dapat naming itago, at bakit' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'my data (Filipino)');
    await screenshot(page, 'host-my-data-fil');

    const correction = page.getByRole('form', { name: 'Hilinging itama ang iyong detalye' });
    await correction.getByLabel('Detalyeng itatama').selectOption({ label: 'Buong pangalan' });
    await correction.getByLabel('Ang tamang halaga').fill('Andres Luna Pascual Jr.');
    await correction.getByRole('button', { name: 'Ipadala para suriin' }).click();
    await expect(correction.getByRole('status')).toHaveText('Naipadala. Susuriin ito ng aming staff.');
    await expect(
      page
        .getByRole('list', { name: 'Iyong mga kahilingan' })
        .getByRole('listitem')
        .filter({ hasText: 'Buong pangalan' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Hilinging burahin ang aking datos' }).click();
    const confirm = page.getByRole('dialog', { name: /^Buburahin namin ang hindi kailangang itago/ });
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(
      page.getByText(/^Naipadala\. Sasagot ang aming data protection officer hanggang \d{4}-\d{2}-\d{2}\.$/),
    ).toBeVisible();
    // Nothing on the screen is left in English.
    await expect(page.getByText(/Waiting for review|Full name|Download as/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'my data: requests sent (Filipino)');
    await screenshot(page, 'host-my-data-requests-fil');
  });
});
