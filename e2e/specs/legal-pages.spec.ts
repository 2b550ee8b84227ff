import { READING_VERSION_NOTICE } from '@lendwell/contracts/reading-version';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { createSession, expect, screenshot, test } from '../support/borrower';
import { E2E_PORT } from '../support/env';
import { productIdOf } from '../support/loans';

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

// The legal texts' Filipino reading version (decision 132): the English is the official text, and the Filipino
// says so at the top and links to it.
test.describe('the Filipino reading version of the legal pages', () => {
  test('about us reads in Filipino', async ({ page }) => {
    await page.goto('/about-us?lang=fil');
    await expect(page.getByRole('heading', { name: 'Tungkol sa amin' })).toBeVisible();
    await expect(page.getByText(/Lendwell Lending Corporation, isang lending company na rehistrado/)).toBeVisible();
    await expect(page.getByText('Patas na paniningil')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'about us, Filipino');
    await screenshot(page, 'about-us-fil');
  });

  test('the privacy policy in Filipino says the English is official and opens it', async ({ page }) => {
    await page.goto('/privacy-policy?lang=fil');
    await expect(page.getByRole('note')).toContainText(READING_VERSION_NOTICE);
    await expect(page.getByRole('heading', { name: '1. Impormasyong kinokolekta namin' })).toBeVisible();
    await expect(page.getByText(/Hindi namin binubuksan ang iyong contact list/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'privacy policy, Filipino reading version');
    await screenshot(page, 'privacy-policy-fil');

    await page.getByRole('link', { name: 'Read the official English version' }).click();
    await expect(page.getByRole('heading', { name: '1. Information we collect' })).toBeVisible();
    await expect(page.locator('article.legal')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('note')).toHaveCount(0);
    // Reading the official text does not change the borrower's language.
    expect(await page.evaluate(() => localStorage.getItem('lendwell.lang'))).toBe('fil');
  });

  test('the loan agreement in Filipino has the same figures and links to the English original', async ({ page }) => {
    const session = await createSession('09175553501');
    const productId = await productIdOf('Flex 91');
    const jump = async (lang: string) => {
      const response = await fetch(
        `http://127.0.0.1:${E2E_PORT}/api/v3/contract/contract-jump?productId=${productId}&scene=3&position=1&amount=500000&lang=${lang}`,
        { headers: { authorization: `Bearer ${session.sessionId}` } },
      );
      return ((await response.json()) as { data: { contract_url: string; title: string } }).data;
    };
    const filipino = await jump('fil');
    expect(filipino.title).toBe('Kasunduan sa Loan');
    await page.goto(filipino.contract_url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('note')).toContainText(READING_VERSION_NOTICE);
    await expect(page.getByRole('heading', { level: 1, name: 'Kasunduan sa Loan' })).toBeVisible();
    // Worked example: PHP 5,000 for 91 days, fee deducted (docs/worked-examples.md).
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    await expect(row('Net proceeds na ipapadala sa Borrower')).toContainText('₱4,750.00');
    await expect(row('Kabuuang babayaran')).toContainText('₱5,606.67');
    await expectNoSeriousAxeViolations(page, 'loan agreement, Filipino reading version');
    await screenshot(page, 'loan-agreement-fil');

    await page.getByRole('link', { name: 'Read the official English version' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Net proceeds sent to the Borrower/ })).toContainText('₱4,750.00');
    await expect(page.getByRole('row', { name: /Total repayment/ })).toContainText('₱5,606.67');
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
