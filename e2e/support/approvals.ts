// Maker-checker in the console (decisions 106, 113, 123): staff pages logged in as anyone, a second staff
// member of a role, a two-person setting proposed by one admin and approved by another, and an approval
// made on the Approvals screen.
import type { Browser, Page } from '@playwright/test';
import { expect } from './borrower';
import { consoleCall, STAFF_PASSWORD } from './console';
import { DESKTOP } from './console-walk';

export const SECOND_PASSWORD = 'a-long-enough-password-e2e';

export async function staffPage(browser: Browser, email: string, password = STAFF_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext({ ...DESKTOP })).newPage();
  await page.goto('/console');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return page;
}

/** A second staff member of a role, made by the admin once (a retry finds them already there). */
export async function secondOf(adminPage: Page, role: 'finance' | 'admin', retry: number) {
  const email = `${role}.second.${retry}@console.sandbox`;
  const made = await consoleCall(adminPage, 'POST', '/staff', {
    email,
    name: `Second ${role} ${retry}`,
    role,
    password: SECOND_PASSWORD,
  });
  expect([200, 409]).toContain(made.status);
  return email;
}

/** One admin proposes a setting, the other approves it. */
export async function setting(maker: Page, checker: Page, action: string, enabled: boolean) {
  const proposed = await consoleCall(maker, 'POST', '/approvals/settings', {
    action,
    enabled,
    thresholdCents: null,
    reason: enabled ? 'Auditor asked for four eyes' : 'End of the e2e run',
  });
  expect(proposed.status).toBe(202);
  const approved = await consoleCall(checker, 'POST', `/approvals/${proposed.body.data.proposalId}/approve`, {});
  expect(approved.status).toBe(200);
}

/** The checker approves in the Approvals section; the row then reads approved, by them. */
export async function approveOnScreen(checker: Page, proposalId: number, checkerName: RegExp) {
  await checker.goto('/console/approvals');
  await expect(checker.getByRole('heading', { name: 'Approvals' })).toBeVisible();
  await checker.getByRole('button', { name: `Approve proposal ${proposalId}` }).click();
  await expect(checker.getByText(/^Approved: /)).toBeVisible();
  const row = checker.getByRole('row', { name: checkerName }).filter({ hasText: 'Approved and done' }).first();
  await expect(row).toBeVisible();
}
