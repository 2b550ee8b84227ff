// The borrower app, the promotion landing and the official site are served with a Content-Security-Policy that
// allows only our own origin and the page's own inline blocks (by hash); each page still renders, with no
// violation reported by Chromium.
import type { Page } from '@playwright/test';
import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return violations;
}

test.describe('content security policy', () => {
  test('the official site renders under its policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/style-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'PrivacyPolicy', exact: true }).click();
    await expect(
      page.frameLocator('iframe[title="Privacy policy"]').getByRole('heading', { name: 'Privacy policy' }),
    ).toBeVisible();
    await screenshot(page, 'csp-site');
    expect(violations).toEqual([]);
  });

  test('the borrower app renders under its policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const session = await createSession('09175550177');
    await openAsHost(page, '/loan/confirm', session, { productId: '1', merchantNumber: 'LW001' });
    const consent = page.getByRole('dialog', { name: 'Privacy Consent' });
    await expect(consent.frameLocator('iframe').getByRole('heading', { name: 'Privacy Consent' })).toBeVisible();
    await consent.getByRole('button', { name: 'Agree' }).click();
    await screenshot(page, 'csp-loan-confirm');
    expect(violations).toEqual([]);
  });

  test('the promotion landing renders under its policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/promotion#/registerTemplate?templateId=1');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.getByRole('heading', { name: 'Cash up to ₱25,000 before payday' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
    await screenshot(page, 'csp-promotion');
    expect(violations).toEqual([]);
  });
});
