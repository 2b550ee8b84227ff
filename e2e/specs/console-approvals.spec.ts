// Maker-checker (decision 106) at 1280×800: with two-person approval on for write-offs and refunds, a
// write-off, a refund of borrower credit and an approval over a block-list decline are each proposed by one
// staff member, refused to that same person (on screen and by the server), approved by another in the
// Approvals section, and carry both names in the audit log. The settings are turned off again at the end
// (proposed by one admin, approved by another), so other specs keep one click.
import type { Page } from '@playwright/test';
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { animationsSettled, consoleCall } from '../support/console';
import { approveOnScreen, SECOND_PASSWORD, secondOf, setting, staffPage } from '../support/approvals';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { certifiedApplication } from '../support/certify';
import { orderAt, overpaidOrder } from '../support/loans';
import { expectTablesUnclipped } from '../support/console-walk';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(300_000);

/** The maker cannot decide on screen (the row says why) nor through the API (the server says why). */
async function refusedToMaker(maker: Page, proposalId: number) {
  await maker.getByRole('menuitem', { name: /Approvals/ }).click();
  const row = maker.getByRole('row', { name: new RegExp(`You made this proposal`) }).first();
  await expect(row).toBeVisible();
  await expect(maker.getByRole('button', { name: `Approve proposal ${proposalId}` })).toHaveCount(0);
  const refused = await consoleCall(maker, 'POST', `/approvals/${proposalId}/approve`, {});
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe('You made this proposal; another staff member must decide it.');
}

/** Both names are in the audit log of the proposal. */
async function auditNames(adminPage: Page, proposalId: number, maker: string, checker: string) {
  const log = await consoleCall(adminPage, 'GET', `/audit?target=${encodeURIComponent(`approval:${proposalId}`)}`);
  const entries = log.body.data.items as { action: string; actor: string }[];
  expect(entries.find((e) => e.action === 'approval.propose')?.actor).toContain(maker);
  expect(entries.find((e) => e.action === 'approval.approve')?.actor).toContain(checker);
}

test('a write-off, a refund and a block-list override each need a second person', async ({ browser }) => {
  const retry = test.info().retry;
  const adminPage = await staffPage(browser, 'admin@console.sandbox');
  const finance2Email = await secondOf(adminPage, 'finance', retry);
  const admin2Email = await secondOf(adminPage, 'admin', retry);
  // Another spec locks the finance account on purpose; unlock it so this one can log in.
  const staff = (await consoleCall(adminPage, 'GET', '/staff')).body.data.items as { id: number; email: string }[];
  await consoleCall(adminPage, 'POST', `/staff/${staff.find((s) => s.email === 'finance@console.sandbox')!.id}`, {
    unlock: true,
  });
  const admin2 = await staffPage(browser, admin2Email, SECOND_PASSWORD);
  await setting(adminPage, admin2, 'write_off', true);
  await setting(adminPage, admin2, 'credit_refund', true);
  try {
    const finance = await staffPage(browser, 'finance@console.sandbox');
    const finance2 = await staffPage(browser, finance2Email, SECOND_PASSWORD);

    // 1. A write-off: proposed from the Books screen, which says it waits for a second person.
    const overdue = await orderAt(await createSession(`093510${retry}0061`), 'overdue');
    await finance.getByRole('menuitem', { name: 'Books' }).click();
    await finance.getByRole('tab', { name: 'Write-offs' }).click();
    await finance.getByLabel('Order number').fill(overdue.orderNo);
    await finance.getByLabel('Reason').fill('Borrower cannot be found, skip-trace failed');
    await finance.getByRole('button', { name: 'Write off', exact: true }).click();
    // The confirmation zooms in: a click before it settles can land beside its button.
    await expect(finance.getByRole('dialog')).toBeVisible();
    await animationsSettled(finance);
    await finance.getByRole('dialog').getByRole('button', { name: 'Write off' }).click();
    await expect(finance.getByRole('dialog')).toBeHidden();
    await expect(finance.getByText(/^Proposed, waiting for a second person to approve: Write off loan/)).toBeVisible();
    const writeOff = (
      (await consoleCall(finance, 'GET', '/approvals')).body.data.items as { id: number; target: string }[]
    ).find((p) => p.target === `order:${overdue.orderNo}`)!;
    await refusedToMaker(finance, writeOff.id);
    await screenshot(finance, 'console-approvals-maker');
    expect((await consoleCall(finance, 'GET', '/books/write-offs')).body.data.rows).not.toContainEqual(
      expect.objectContaining({ orderNo: overdue.orderNo }),
    );
    // The second finance user's menu counts it.
    await finance2.goto('/console/approvals');
    await expect(finance2.getByRole('menuitem', { name: /Approvals/ })).toContainText(/[1-9]/);
    await expectTablesUnclipped(finance2, 'Approvals');
    await expectNoSeriousAxeViolations(finance2, 'Approvals');
    await screenshot(finance2, 'console-approvals-checker');
    await approveOnScreen(finance2, writeOff.id, /Second finance/);
    const writeOffs = (await consoleCall(finance, 'GET', '/books/write-offs')).body.data.rows;
    expect(writeOffs).toContainEqual(expect.objectContaining({ orderNo: overdue.orderNo }));
    await auditNames(adminPage, writeOff.id, 'finance@console.sandbox', finance2Email);

    // 2. A refund of borrower credit: proposed with a reason, paid only after the second person approves.
    const overpaid = await overpaidOrder(await createSession(`093510${retry}0062`));
    const refund = await consoleCall(finance, 'POST', `/orders/${overpaid.orderNo}/refund-credit`, {
      reason: 'Borrower asked for the extra payment back',
    });
    expect(refund.status).toBe(202);
    expect(refund.body.data.summary).toBe(
      `Pay ₱393.33 of borrower credit on ${overpaid.orderNo} back to the borrower's account.`,
    );
    await refusedToMaker(finance, refund.body.data.proposalId);
    const creditOf = async () => (await consoleCall(finance, 'GET', `/orders/${overpaid.orderNo}`)).body.data.credit;
    expect(await creditOf()).toMatchObject({ creditCents: 39_333, pendingCents: 0 });
    await approveOnScreen(finance2, refund.body.data.proposalId, /Second finance/);
    await expect.poll(async () => (await creditOf()).creditCents).toBe(0);
    await auditNames(adminPage, refund.body.data.proposalId, 'finance@console.sandbox', finance2Email);

    // 3. An approval over a block-list decline: always two people, whatever the settings.
    const phone = `0920710${retry}106`;
    const risk = await staffPage(browser, 'risk@console.sandbox');
    const blocked = await consoleCall(risk, 'POST', '/credit/block-list', {
      kind: 'phone',
      number: phone,
      reason: 'Fraud ring, police report e2e',
    });
    expect([200, 409]).toContain(blocked.status);
    const scratch = await browser.newPage();
    const declined = await certifiedApplication(scratch, phone, `9360-1106-000${retry}-0106`, {
      employmentType: 'private',
      monthlyIncomePesos: '45000',
    });
    expect((await admin('GET', `/orders/${declined.orderNo}`)).order.status).toBe(110);
    const reviewer = await staffPage(browser, 'reviewer@console.sandbox');
    const override = await consoleCall(reviewer, 'POST', `/credit/decisions/${declined.orderNo}/override`, {
      outcome: 'approve',
      reason: 'Mistaken identity: the number changed hands',
    });
    expect(override.status).toBe(202);
    expect((await admin('GET', `/orders/${declined.orderNo}`)).order.status).toBe(110);
    await refusedToMaker(reviewer, override.body.data.proposalId);
    await approveOnScreen(risk, override.body.data.proposalId, /Sandbox risk/);
    await expect.poll(async () => (await admin('GET', `/orders/${declined.orderNo}`)).order.status).not.toBe(110);
    await auditNames(adminPage, override.body.data.proposalId, 'reviewer@console.sandbox', 'risk@console.sandbox');
    await screenshot(risk, 'console-approvals-approved');

    // The admin's settings card: what is on, in pesos.
    await adminPage.goto('/console/approvals');
    await expect(adminPage.getByText('Two-person approval settings')).toBeVisible();
    await expectTablesUnclipped(adminPage, 'Approvals (admin)');
    await expectNoSeriousAxeViolations(adminPage, 'Approvals (admin)');
    await screenshot(adminPage, 'console-approvals-settings');
  } finally {
    await setting(adminPage, admin2, 'write_off', false);
    await setting(adminPage, admin2, 'credit_refund', false);
  }
});
