import { expect, screenshot, test } from '../support/borrower';

test.describe('about us and privacy policy', () => {
  test('about us names the licensed lender and opens the mail client', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
    await expect(page.getByText(/Lendwell Lending Corporation, a lending company registered/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@lendwell.example.ph' })).toHaveAttribute(
      'href',
      'mailto:support@lendwell.example.ph',
    );
    await screenshot(page, 'about-us');
  });

  test('the privacy policy has every section the spec lists', async ({ page }) => {
    await page.goto('/privacy-policy');
    for (const section of [
      'Information we collect',
      'Your representation',
      'How we use it',
      'Disclosure',
      'Cookies',
      'Device information',
      'Minors',
      'Password and account security',
      'Changes to this policy',
      'Your rights and opting out',
      'Grievance and Data Protection Officer',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
    }
    await expect(page.getByText(/do not access your contact list/)).toBeVisible();
    await screenshot(page, 'privacy-policy');
  });
});
