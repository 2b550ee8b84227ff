// English and Filipino (decision 047): the host opens a page with lang=fil; the choice is kept in
// localStorage 'lendwell.lang', so the next page without the query is Filipino too. Every screen is
// checked for text that overflows or is cut, and photographed at 390×844.
import type { Page } from '@playwright/test';
import { admin, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { orderAt, productIdOf } from '../support/loans';

/** Nothing wider than the phone, and no heading, button or label whose text is clipped. */
async function expectNothingCut(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    }
    const selector =
      'h1, h2, h3, button, a, label, dt, dd, [role="tab"], .adm-list-item-content-main, .adm-nav-bar-title';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.offsetParent === null || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      // Only a box that hides what does not fit cuts text; one that grows or wraps does not.
      if (style.overflow === 'visible' && style.textOverflow !== 'ellipsis') continue;
      // The text's own width, unrounded: an ellipsis appears for a fraction of a pixel too much.
      const range = document.createRange();
      range.selectNodeContents(el);
      const textWidth = range.getBoundingClientRect().width;
      const inner = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
      const boxWidth = inner.reduce((w, side) => w - parseFloat(style[side]), el.getBoundingClientRect().width);
      if (textWidth > boxWidth + 0.01 || el.scrollHeight > el.clientHeight + 2) {
        found.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" is cut`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

const storedLang = (page: Page) => page.evaluate(() => localStorage.getItem('lendwell.lang'));

test.describe('Filipino', () => {
  test.afterEach(async () => {
    await admin('POST', '/clock', { date: null });
  });

  test('the host opens the loan confirm with lang=fil; the next pages remember it', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await createSession('09172120001');
    const productId = String(await productIdOf('Flex 91'));

    // Loan confirm, opened by the host with lang=fil.
    await openAsHost(page, '/loan/confirm', session, { productId, lang: 'fil' });
    const consent = page.getByRole('dialog', { name: 'Pahintulot sa privacy' });
    await expect(consent).toBeVisible();
    await consent.getByRole('button', { name: 'Sumasang-ayon' }).click();
    await expect(page.getByRole('heading', { name: 'Kumpirmahin ang loan' })).toBeVisible();
    await expect(page.getByText('91 araw')).toBeVisible();
    await expect(page.getByText('₱5,000.00').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mga detalye' })).toBeVisible();
    await expect(page.getByText('Kabuuang babayaran').first()).toBeVisible();
    await expect(page.getByLabel('Nabasa ko at sumasang-ayon ako')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Susunod' })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(await storedLang(page)).toBe('fil');
    await expectNothingCut(page);
    await screenshot(page, 'fil-loan-confirm');

    // Order details of a loan that is due, opened without lang: the stored choice holds.
    const order = await orderAt(session, 'due');
    await openAsHost(page, '/loan/detail', session, {
      orderId: String(order.orderId),
      productId: String(order.productId),
    });
    expect(page.url()).not.toContain('lang=');
    await expect(page.getByRole('heading', { name: 'Detalye ng order' })).toBeVisible();
    const tips = page.getByRole('dialog', { name: 'Paalala' });
    await expect(tips).toBeVisible();
    await expectNothingCut(page);
    await screenshot(page, 'fil-order-kind-tips');
    await tips.getByRole('button', { name: 'Naiintindihan ko' }).click();
    await expectNothingCut(page);
    await screenshot(page, 'fil-order-details');

    // Repay, reached from the order page.
    await page.getByRole('button', { name: 'Magbayad' }).click();
    await expect(page).toHaveURL(/\/repay\?/);
    await expect(page.getByText('Halagang babayaran')).toBeVisible();
    await expect(page.getByTestId('repay-amount')).toHaveText(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
    await expectNothingCut(page);
    await screenshot(page, 'fil-repay');
    await page.getByRole('button', { name: 'Paraan ng pagbabayad' }).click();
    const sheet = page.getByRole('dialog', { name: 'Paraan ng pagbabayad' });
    await expect(sheet.getByText('Pumili ng paraan ng pagbabayad')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Magbayad' })).toBeVisible();
    await expectNothingCut(page);
    await screenshot(page, 'fil-repay-method');

    // Complaints: home, the form, the list.
    await openAsHost(page, '/complainPage', session, { orderId: String(order.orderId) });
    await expect(page.getByRole('heading', { name: 'Online na serbisyo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aking mga reklamo' })).toBeVisible();
    await expectNothingCut(page);
    await screenshot(page, 'fil-complaint-home');
    // The types come from the server (English); the second needs no collection order.
    await page.getByRole('list', { name: 'Mga uri ng tanong' }).getByRole('button').nth(1).click();
    await expect(page.getByText('Ilarawan ang problema')).toBeVisible();
    await expect(page.getByText('Ebidensya (0/9)')).toBeVisible();
    await page.getByRole('button', { name: 'Ipadala' }).click();
    await expect(page.getByText('Pakisulat ang iyong komento at mungkahi')).toBeVisible();
    await expectNothingCut(page);
    await screenshot(page, 'fil-complaint-form');
    await openAsHost(page, '/complaintList', session);
    await expect(page.getByRole('heading', { name: 'Aking mga reklamo' })).toBeVisible();
    await expect(page.getByText('Walang reklamo rito.')).toBeVisible();
    await expectNothingCut(page);

    // Customer service.
    await openAsHost(page, '/customer-service', session);
    await expect(page.getByText('Narito kami para tumulong sa iyong loan, mga bayad at account.')).toBeVisible();
    await expect(page.getByText('Online na serbisyo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kopyahin' })).toBeVisible();
    await expectNothingCut(page);
    await screenshot(page, 'fil-customer-service');

    // Bind bank: the form's own labels come from the server and stay English.
    await openAsHost(page, '/bind-bank', session, { productId });
    await expect(page.getByRole('heading', { name: 'Impormasyon ng account' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Uri ng account' })).toBeVisible();
    await expect(page.getByText('Dito ipapadala ang iyong loan.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Susunod' })).toBeVisible();
    await expectNothingCut(page);
    await screenshot(page, 'fil-bind-bank');
    expect(await storedLang(page)).toBe('fil');
  });

  test('lang=en switches back and is remembered; unknown codes change nothing', async ({ page }) => {
    const session = await createSession('09172120002');
    await openAsHost(page, '/customer-service', session, { lang: 'fil' });
    await expect(page.getByText('Narito kami', { exact: false })).toBeVisible();

    await openAsHost(page, '/customer-service', session, { lang: 'xx' });
    await expect(page.getByText('Narito kami', { exact: false })).toBeVisible();

    await openAsHost(page, '/customer-service', session, { lang: 'en' });
    await expect(page.getByText('We are here to help with your loan, repayments and account.')).toBeVisible();
    await openAsHost(page, '/customer-service', session);
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByText('Online service')).toBeVisible();
    expect(await storedLang(page)).toBe('en');
  });

  test("a phone set to Filipino reads Filipino without any choice; English is everyone else's", async ({ browser }) => {
    const session = await createSession('09172120003');
    const filipinoPhone = await browser.newContext({ locale: 'fil-PH', viewport: { width: 390, height: 844 } });
    try {
      const page = await filipinoPhone.newPage();
      await openAsHost(page, '/customer-service', session);
      await expect(page.getByText('Narito kami', { exact: false })).toBeVisible();
      expect(await storedLang(page)).toBeNull();
    } finally {
      await filipinoPhone.close();
    }
    const englishPhone = await browser.newContext({ locale: 'en-PH', viewport: { width: 390, height: 844 } });
    try {
      const page = await englishPhone.newPage();
      await openAsHost(page, '/customer-service', session);
      await expect(page.getByText('We are here to help', { exact: false })).toBeVisible();
    } finally {
      await englishPhone.close();
    }
  });

  test('the promotion landing switches language and keeps the choice', async ({ page }) => {
    await page.goto('/promotion#/registerTemplate?templateId=1');
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await page.getByRole('button', { name: 'Basahin sa Filipino' }).click();
    await expect(page.getByRole('button', { name: 'Magparehistro' })).toBeVisible();
    await expect(page.getByText('mag-apply kahit kailan')).toBeVisible();
    expect(await storedLang(page)).toBe('fil');
    await expectNothingCut(page);
    await screenshot(page, 'fil-promotion');
    await page.getByRole('button', { name: 'Read in English' }).click();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(await storedLang(page)).toBe('en');
  });
});
