// People read sentences, never field paths or UTC timestamps. A borrower
// opening a page with a broken link reads what to do, in English or in Filipino; staff locked out of the
// console read when they may try again on Manila's clock.
import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.describe('refusals people read (point 4)', () => {
  test('a broken complaint link says what to do, not "problemId: must be a number"', async ({ page }) => {
    const session = await createSession('09202000401');
    const answers: { message: string; detail?: string; field?: string; reason?: string }[] = [];
    page.on('response', async (response) => {
      // A refusal is a 400, or on the spec's routes a 200 envelope with code 1001 (decision 118).
      if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
      const body = (await response.json()) as { code?: unknown; message: string };
      if (response.status() === 400 || body.code === 1001) answers.push(body);
    });
    await openAsHost(page, '/complainDetails', session, { problemId: 'abc' });
    // The load's refusal is read on the page's failure panel (a load does not also toast).
    await expect(page.getByText('This page’s link is incomplete or out of date').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('problemId');
    // Integrators still get the field.
    expect(answers[0]).toMatchObject({
      field: 'problemId',
      detail: 'problemId: must be a number',
      reason: 'invalid-link',
    });
    await screenshot(page, 'walk-small-broken-link-en');
  });

  test('a Filipino reader reads the refusal in Filipino', async ({ page }) => {
    const session = await createSession('09202000402');
    await openAsHost(page, '/complainDetails', session, { problemId: 'abc', lang: 'fil' });
    await expect(page.getByText('Kulang o luma na ang link ng page na ito').first()).toBeVisible();
    await screenshot(page, 'walk-small-broken-link-fil');
  });
});

test.describe('console lockout (point 12)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('says when to try again in Manila time, never a UTC timestamp', async ({ page }) => {
    await page.goto('/console');
    // An address that is not staff: its lock is kept like a real one, and no other spec uses it.
    await page.getByLabel('Email').fill('walk-small-lockout@console.sandbox');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('button', { name: 'Log in' })).not.toHaveClass(/ant-btn-loading/);
    }
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/Too many failed logins\. Please try again in \d+ (minute|minutes|seconds)/);
    await expect(alert).toContainText(/Manila time/);
    await expect(alert).not.toContainText(/UTC|\d{4}-\d{2}-\d{2}T|Z\b/);
    await expectNoSeriousAxeViolations(page, 'console lockout');
    await screenshot(page, 'walk-small-console-lockout');
  });
});
