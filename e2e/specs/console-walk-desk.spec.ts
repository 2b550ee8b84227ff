// Decision 054 at 1280×800: the complaint desk shows an SEC MC 18 complaint's sub-type, gives
// it an owner and internal notes the borrower never sees, and shows its deadline (three working
// days) with what is overdue highlighted and filterable. The audit log pages, filters and shows
// changes as "before → after". The agreement editor asks before unsaved edits are lost.
import { admin, asBorrower, createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { animationsSettled, logIn } from '../support/console';
import { DESKTOP, expectTablesUnclipped } from '../support/console-walk';

test.use(DESKTOP);
test.setTimeout(120_000);

/** A Manila calendar day `days` from today, as the business clock takes it. */
function manilaDayFromNow(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + days * 86_400_000));
}

test('the complaint desk: sub-type, owner, internal notes and an overdue deadline', async ({ page }) => {
  const session = await createSession('09203000011');
  const saved = await asBorrower(session, '/user-problem/problem-save', {
    problemType: 1,
    problemSonType: 1,
    problemDetail: 'They call me ten times a day, even at night',
  });
  const problemId = saved.problemId as number;
  // Ten calendar days on, three working days have passed whatever the holidays: it is overdue.
  await admin('POST', '/clock', { date: manilaDayFromNow(10) });
  try {
    await logIn(page, 'agent');
    const row = page.getByRole('row', { name: /They call me ten times a day/ });
    await expect(row).toContainText('Collection · Harassing or repeated calls');
    await expect(row).toContainText(/Overdue by \d+ days/);
    await expect(row).toContainText('Nobody yet');
    await expectTablesUnclipped(page, 'Complaint desk');
    await page.getByRole('checkbox', { name: 'Overdue only' }).check();
    await expect(row).toBeVisible();
    for (const tag of await page.locator('tbody td:nth-child(7)').allInnerTexts()) expect(tag).toMatch(/^Overdue by/);
    await screenshot(page, 'console-walk-desk-overdue');

    await row.click();
    const drawer = page.getByRole('dialog', { name: `Complaint #${problemId}` });
    await expect(drawer.getByRole('row', { name: /Sub-type/ })).toContainText('Harassing or repeated calls');
    await expect(drawer.getByRole('row', { name: /Answer due/ })).toContainText(/Overdue by \d+ days/);
    await drawer.getByLabel('Owner of the complaint').fill('Sandbox agent');
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('row', { name: /Owner/ })).toContainText('Sandbox agent');
    await drawer
      .getByRole('textbox', { name: 'Internal note' })
      .fill('Called the collector team; they confirm three calls on Monday');
    await drawer.getByRole('button', { name: 'Add note' }).click();
    await expect(drawer.getByText('Called the collector team; they confirm three calls on Monday')).toBeVisible();
    await expect(drawer.getByText('Staff only: the borrower never sees these notes.')).toBeVisible();
    await animationsSettled(page);
    await screenshot(page, 'console-walk-desk-drawer');
    await expectNoSeriousAxeViolations(page, 'complaint drawer');

    // The borrower's own view of the complaint carries no note.
    const detail = await asBorrower(session, '/problem-detail', { problemId });
    expect(detail.detail ?? detail).toBeTruthy();
    expect(JSON.stringify(detail)).toContain('ten times a day');
    expect(JSON.stringify(detail)).not.toContain('collector team');

    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Overdue only' }).uncheck();
    await page.getByLabel('Owner', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Mine"]').click();
    await expect(page.getByRole('row', { name: /They call me ten times a day/ })).toContainText('Sandbox agent');
  } finally {
    await admin('POST', '/clock', { date: null });
  }
});

test('the audit log pages back, filters, and shows changes as before → after', async ({ page }) => {
  // 52 clock changes by the operator: more than one page of 50. Between February and March days, never back to
  // today: each return to today would have the close of business catch up months of days for every loan.
  for (let i = 1; i <= 26; i += 1) {
    const day = String(i).padStart(2, '0');
    await admin('POST', '/clock', { date: `2026-02-${day}` });
    await admin('POST', '/clock', { date: `2026-03-${day}` });
  }
  await admin('POST', '/clock', { date: null });
  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await page.getByLabel('Who').fill('operator');
  await page.getByLabel('What').fill('clock.set');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(50);
  const first = page.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText(/override › date|date/);
  await expect(first).toContainText('→');
  expect(await page.locator('tbody').innerText()).not.toContain('{"');
  await expectTablesUnclipped(page, 'Audit log');
  await screenshot(page, 'console-walk-audit');
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();

  await page.getByLabel('From').fill('2000-01-01');
  await page.getByLabel('To').fill('2000-01-02');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No entries match')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'audit log');
});

test('the agreement editor asks before unsaved edits are lost', async ({ page }) => {
  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Agreement templates' }).click();
  const heading = page.getByLabel('Section 1 heading').first();
  const original = await heading.inputValue();
  await heading.fill(`${original} (draft)`);
  await expect(page.getByText('Unsaved changes').first()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await screenshot(page, 'console-walk-unsaved');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(heading).toHaveValue(`${original} (draft)`);
  await expect(page).toHaveURL(/\/console\/agreements$/);

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Agreement templates' }).click();
  await expect(page.getByLabel('Section 1 heading').first()).toHaveValue(original);
  // With nothing unsaved, leaving asks nothing.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
});
