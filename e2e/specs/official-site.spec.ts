import { expect, screenshot, test } from '../support/borrower';

test.describe('official site', () => {
  test('the served HTML already holds the content, the lender and the loan terms', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('small loans from a licensed Philippine lender');
    expect(html).toContain('Loan Terms And Conditions');
    expect(html).toMatch(/<h3>Flex 91<\/h3>/);
    expect(html).toMatch(/SEC Registration No\. CS\w+ · Certificate of Authority/);
    expect(html).not.toMatch(/%[A-Z_]+%/);
  });

  test('tabs switch between Home, About Us, Contact Us, PrivacyPolicy and Loan Terms', async ({ page }) => {
    await page.goto('/');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(tab('Home')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Lendwell Lending Corporation');
    await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);
    await screenshot(page, 'site-home');

    await tab('About Us').click();
    await expect(page.getByRole('tabpanel', { name: 'About Us' }).getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await screenshot(page, 'site-about');

    await tab('PrivacyPolicy').click();
    const frame = page.frameLocator('iframe[title="Privacy policy"]');
    await expect(frame.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    // The framed policy is a document, not a borrower screen: no navigation bar with a back arrow inside it.
    await expect(frame.locator('.adm-nav-bar')).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await screenshot(page, 'site-privacy');

    await tab('Loan Terms And Conditions').click();
    const terms = page.getByRole('tabpanel', { name: 'Loan Terms And Conditions' });
    await expect(terms.getByRole('heading', { name: 'Flex 91', exact: true })).toBeVisible();
    await expect(terms.getByText(/Interest: .* a month on the amount borrowed/).first()).toBeVisible();
    await screenshot(page, 'site-loan-terms');
    await expect(page).toHaveURL(/#loan$/);

    // A deep link opens its tab.
    await page.goto('/#contact');
    await expect(tab('Contact Us')).toHaveAttribute('aria-selected', 'true');
  });

  test('on a phone the tab strip shows that it scrolls, and a chosen tab is never cut off', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('.site-tabs');
    const strip = nav.getByRole('tablist');
    // Wider than the phone: the end is marked (faded edge and arrow), the start is not.
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(nav).toHaveAttribute('data-more', 'end');
    await screenshot(page, 'site-tabs-phone');
    const loan = page.getByRole('tab', { name: 'Loan Terms And Conditions', exact: true });
    await loan.click();
    await expect(loan).toHaveAttribute('aria-selected', 'true');
    await expect(nav).toHaveAttribute('data-more', /start|both/);
    // The chosen tab sits wholly inside the strip.
    const [tabBox, stripBox] = [await loan.boundingBox(), await strip.boundingBox()];
    expect(tabBox!.x).toBeGreaterThanOrEqual(stripBox!.x - 1);
    expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(stripBox!.x + stripBox!.width + 1);
    await screenshot(page, 'site-tabs-phone-end');
  });

  test('the carousel has three slides and moves every 3 seconds', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' }).or(page.locator('.carousel'));
    await expect(page.locator('.carousel__slide')).toHaveCount(3);
    const started = Date.now();
    await expect(carousel.first()).toHaveAttribute('data-index', '1', { timeout: 5000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(2000);
    await expect(page.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(carousel.first()).toHaveAttribute('data-index', '2');
  });

  test('the contact form needs all four fields and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') posts.push(r.url());
    });
    await page.goto('/#contact');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByRole('status')).toHaveText('Please provide complete information!');
    await page.getByLabel('Name').fill('Maria Santos');
    await page.getByLabel('Telephone').fill('09171234567');
    await page.getByLabel('E-mail').fill('maria@example.ph');
    await submit.click();
    await expect(page.getByRole('status')).toHaveText('Please provide complete information!');
    await page.getByLabel('Remark').fill('Please call me about a loan.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'site-contact');
    await submit.click();
    await expect(page.getByRole('status')).toHaveText('Successful!');
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(posts).toEqual([]);
  });
});

test.describe('official site on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('shows the tabs in the header and the highlights wide', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Loan Terms And Conditions' })).toBeVisible();
    await screenshot(page, 'site-desktop');
  });
});
