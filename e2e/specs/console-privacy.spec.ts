// Data protection at 1280×800 (decision 126): the compliance officer, who is the data protection officer, finds a
// borrower's requests in the queue with their due dates and works each to its end with a reason — a correction
// applied, an erasure handed to the retention job, an access request refused — then logs a personal data breach,
// marks the NPC told and downloads the notification. Words, not codes; no table clipped; axe on each state.
import { asBorrower, createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { certifyBasic, DESKTOP, expectTablesUnclipped } from '../support/console-walk';
import { animationsSettled, logIn } from '../support/console';

test.use(DESKTOP);

/** The Manila wall time `hoursAgo` hours ago, as a datetime-local field takes it (the browser runs in Manila). */
function manilaLocal(hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000 + 8 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

test.describe('compliance: data protection', () => {
  test.setTimeout(120_000);

  test('the officer works a borrower’s requests to their end and keeps the breach register', async ({ page }) => {
    // A retry is a new borrower and a new breach: the first try's requests may be decided already.
    const retry = test.info().retry;
    const name = `Teodoro ${['Agoncillo', 'Baltazar', 'Clemente', 'Dimaculangan'][retry] ?? 'Escoda'} Ramos`;
    const session = await createSession(`0957127${retry}001`);
    await certifyBasic(session, name, 'teodoro.ramos@example.com');
    // The borrower files in My data (the host app's own calls): a correction, an erasure and an access request.
    const file = (body: Record<string, unknown>) => asBorrower(session, '/host/my-data/requests', body);
    expect(await file({ kind: 'correction', field: 'fullName', value: `${name} Jr.`, reason: '' })).toMatchObject({
      status: 'open',
    });
    expect(await file({ kind: 'erasure', reason: 'I no longer use the app.' })).toMatchObject({ status: 'open' });
    expect(await file({ kind: 'access', reason: 'Please send a copy by e-mail.' })).toMatchObject({ status: 'open' });

    await logIn(page, 'compliance');
    await page.getByRole('menuitem', { name: 'Data protection' }).click();
    await expect(page.getByRole('heading', { name: 'Data protection', level: 2 })).toBeVisible();
    const row = (kind: string) => page.getByRole('row').filter({ hasText: name }).filter({ hasText: kind });
    await expect(row('Correction')).toContainText(`Full name: “${name}” → “${name} Jr.”`);
    await expect(row('Correction')).toContainText('Open');
    await expect(row('Correction')).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(row('Erasure')).toContainText('I no longer use the app.');
    await expect(row('Access')).toContainText('Open');
    await expectTablesUnclipped(page, 'Data protection');
    await expectNoSeriousAxeViolations(page, 'data protection: requests');
    await screenshot(page, 'console-privacy-requests');

    // The correction is approved with a reason, and applied: the queue names the borrower by the corrected name.
    await row('Correction').getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: `Approve correction for ${name}` });
    await approve.getByRole('textbox', { name: 'Reason' }).fill('Birth certificate seen; the suffix was missing.');
    await animationsSettled(page);
    await expectNoSeriousAxeViolations(page, 'data protection: approve a correction');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toHaveCount(0);
    const corrected = page
      .getByRole('row')
      .filter({ hasText: `${name} Jr.` })
      .filter({ hasText: 'Correction' });
    await expect(corrected).toContainText('Done');
    await expect(corrected).toContainText(`Full name: corrected to “${name} Jr.”`);
    await expect(corrected).toContainText('Birth certificate seen; the suffix was missing.');

    // The erasure is approved: carried out by the retention job, so it waits.
    await row('Erasure').getByRole('button', { name: 'Approve' }).click();
    const erase = page.getByRole('dialog', { name: /^Approve erasure for / });
    await erase.getByRole('textbox', { name: 'Reason' }).fill('What no law keeps goes; the loan records stay.');
    await erase.getByRole('button', { name: 'Approve' }).click();
    await expect(erase).toHaveCount(0);
    await expect(row('Erasure')).toContainText('Approved, erasure pending');

    // The access request is refused with the reason the borrower reads: the download in My data answers it.
    await row('Access').getByRole('button', { name: 'Refuse' }).click();
    const refuse = page.getByRole('dialog', { name: /^Refuse access for / });
    await refuse
      .getByRole('textbox', { name: 'Reason' })
      .fill('Everything we hold is in My data: tap "Download as JSON" or "Download as PDF".');
    await refuse.getByRole('button', { name: 'Refuse' }).click();
    await expect(refuse).toHaveCount(0);
    await expect(row('Access')).toContainText('Refused');
    await expect(page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Approve' })).toHaveCount(
      0,
    );
    await expectTablesUnclipped(page, 'Data protection: decided');
    await expectNoSeriousAxeViolations(page, 'data protection: decided');
    await screenshot(page, 'console-privacy-decided');

    // The borrower reads the decisions in My data, in words.
    const mine = await fetch(`${new URL(page.url()).origin}/api/host/my-data`, {
      headers: { authorization: `Bearer ${session.sessionId}` },
    });
    const requests = ((await mine.json()) as { data: { requests: { kind: string; status: string }[] } }).data.requests;
    expect(Object.fromEntries(requests.map((r) => [r.kind, r.status]))).toEqual({
      correction: 'done',
      erasure: 'approved',
      access: 'refused',
    });

    // The breach register: logged with its 72-hour clock, the NPC told, the notification downloaded.
    const nature = `Lost laptop with an unencrypted export (${name})`;
    await page.getByRole('button', { name: 'Log a breach' }).click();
    const log = page.getByRole('dialog', { name: 'Log a personal data breach' });
    await log.getByLabel('Discovered at (your local time)').fill(manilaLocal(2));
    await log.getByLabel('Nature of the breach').fill(nature);
    await log.getByLabel('Personal data involved').fill('Names, mobile numbers and loan amounts');
    await log.getByLabel('Data subjects affected').fill('42');
    await log.getByLabel('Measures taken').fill('Device wiped remotely; passwords rotated.');
    await log.getByLabel('Data protection officer and contact').fill('Compliance officer, dpo@lendwell.example');
    await animationsSettled(page);
    await expectNoSeriousAxeViolations(page, 'data protection: log a breach');
    await screenshot(page, 'console-privacy-breach-form');
    await log.getByRole('button', { name: 'Log breach' }).click();
    await expect(log).toHaveCount(0);
    const breach = page.getByRole('row').filter({ hasText: nature });
    await expect(breach).toContainText('42');
    await expect(breach).toContainText(/\d+ hours left/);
    await breach.getByRole('button', { name: 'NPC told' }).click();
    await expect(breach.getByText('NPC told', { exact: true })).toBeVisible();
    await expect(breach.getByRole('button', { name: 'NPC told' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await breach.getByRole('link', { name: 'Notification' }).click();
    const notice = await download;
    expect(notice.suggestedFilename()).toMatch(/^breach-\d+-notification\.txt$/);
    const text = Buffer.concat(await (await notice.createReadStream()).toArray()).toString();
    expect(text).toContain(nature);
    expect(text).toContain('42');

    await animationsSettled(page);
    await expectTablesUnclipped(page, 'Data protection: breach register');
    await expectNoSeriousAxeViolations(page, 'data protection: breach register');
    await screenshot(page, 'console-privacy-breaches');
  });
});
