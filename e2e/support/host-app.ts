// Fixtures of the web host app (/app): log in the way a borrower does, by the SMS code the sandbox
// gateway "sent" (read through the admin API, as the promotion fixtures do).
import type { Page } from '@playwright/test';
import { expect } from './borrower';
import { lastSmsCode } from './promotion';

/** Logs in on /app/login (the phone may already be filled in by the landing). */
export async function hostLogin(page: Page, phone: string, texts = { send: 'Send code', login: 'Log in' }) {
  const phoneInput = page.getByLabel(/Mobile number/);
  if ((await phoneInput.inputValue()) !== phone) await phoneInput.fill(phone);
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('status').filter({ hasText: phone })).toBeVisible();
  await page.getByLabel('SMS code').fill(await lastSmsCode(phone));
  await page.getByRole('button', { name: texts.login, exact: true }).click();
}

/** The host-bridge calls the framed pages made (kept by the host app for tests and /testPreview). */
export async function bridgeCalls(page: Page): Promise<{ action: string; payload: Record<string, unknown> }[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('lendwell.hostCalls') ?? '[]'));
}
