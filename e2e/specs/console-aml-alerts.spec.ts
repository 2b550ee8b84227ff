// The compliance officer's AML alert queue (decision 125) at 1280×800: a small list in the UN consolidated list's
// format is uploaded, a borrower certifying under a listed name raises a sanctions alert with its five-working-day
// clock, the officer adds a note and files the STR, and exports the report; no serious accessibility violation.
import { expect, screenshot, test } from '../support/borrower';
import { certifiedApplication } from '../support/certify';
import { logIn } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** A listed individual whose name carries the attempt, so a retry raises its own alert. */
const listFor = (name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T00:00:00.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <FIRST_NAME>${name.split(' ')[0]}</FIRST_NAME>
      <SECOND_NAME>${name.split(' ').slice(1).join(' ')}</SECOND_NAME>
      <REFERENCE_NUMBER>QDi.E2E</REFERENCE_NUMBER>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1994-02-11</DATE></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
  </INDIVIDUALS>
</CONSOLIDATED_LIST>`;

test.describe('compliance: AML alerts', () => {
  test.setTimeout(180_000);

  test('the officer uploads a sanctions list, works the alert it raises and files the STR', async ({ page }) => {
    const retry = test.info().retry;
    const name = `Juanito ${['Alpha', 'Bravo', 'Charlie', 'Delta'][retry] ?? 'Echo'} Magbanua`;
    await logIn(page, 'compliance');
    await page.getByRole('menuitem', { name: 'AML alerts' }).click();
    await expect(page.getByRole('heading', { name: 'AML alerts' })).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload sanctions list' }).click();
    await (
      await chooser
    ).setFiles({ name: 'consolidated.xml', mimeType: 'text/xml', buffer: Buffer.from(listFor(name)) });
    await expect(page.getByText('List uploaded: 1 individuals')).toBeVisible();

    // The borrower certifies under the listed name: screened at onboarding against the newest list.
    await certifiedApplication(
      page,
      `09520${retry}25001`,
      `9360-1125-000${retry}-0125`,
      {
        employmentType: 'private',
        monthlyIncomePesos: '30000',
      },
      name,
    );
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(name) }).first();
    await expect(row).toContainText('Sanctions list match');
    await expect(row).toContainText('QDi.E2E');
    await expect(row).toContainText(/working days? left|Due today/);

    await row.getByRole('button', { name: 'Add note' }).click();
    const note = page.getByRole('dialog', { name: /Case note on alert/ });
    await note.getByRole('textbox', { name: 'Case note' }).fill('Same name and date of birth as QDi.E2E; ID checked.');
    await note.getByRole('button', { name: 'Add note' }).click();
    await expect(row).toContainText('1 note');

    await row.getByRole('button', { name: 'File STR' }).click();
    const filing = page.getByRole('dialog', { name: /File the STR/ });
    await filing
      .getByRole('textbox', { name: 'Reason' })
      .fill('Name and birth date match the UN list; reported to the AMLC.');
    await filing.getByRole('button', { name: 'File STR' }).click();
    await expect(row).toContainText('Report filed');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export STRs' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^str-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString()).toContain(name);

    await screenshot(page, 'console-aml-alerts');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1280);
    await expectNoSeriousAxeViolations(page, 'compliance: AML alerts');
  });
});
