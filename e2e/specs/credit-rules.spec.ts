// At a desktop viewport: a first-time borrower with a modest income is referred by the live
// rule set; a risk user makes band C approve, back-tests the change over past applications, publishes
// it, and the next such application is approved and paid out by it with no person. A declined
// borrower reads the reason and the date in the borrower app (390×844). The rule set in force before
// the spec is published again at the end, so other specs meet the rules they expect.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { admin, expect, openAsHost, screenshot, test } from '../support/borrower';
import { animationsSettled, consoleCall, STAFF_PASSWORD } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/env';
import { certifiedApplication } from '../support/certify';

// Two borrowers certify and apply through the API on a shared 2-core machine.
test.setTimeout(240_000);
const api = `http://127.0.0.1:${E2E_PORT}/api`;

/** The risk user's console API outside any page, so the rules can be restored even after a page failure. */
async function riskApi() {
  const login = await fetch(`${api}/console/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'risk@console.sandbox', password: STAFF_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${api}/console/credit${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : method === 'POST' ? '{}' : undefined,
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test payloads
  };
}

/** Serious and critical axe violations inside one part of the page. */
async function axeOn(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async (include) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected into the page
    const result = await (window as any).axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return (result.violations as { id: string; impact: string }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  }, selector);
}

async function logInAsRisk(page: Page) {
  await page.goto('/console');
  await page.getByLabel('Email').fill('risk@console.sandbox');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test.describe('credit rules', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('a risk user edits a band, back-tests it, publishes it, and the next application is decided by it', async ({
    page,
  }) => {
    await admin('POST', '/clock', { date: '2026-01-05' });
    const before = await certifiedApplication(
      page,
      `09207${test.info().retry}00101`,
      `9207-${test.info().retry}000-0000-0101`,
      {
        employmentType: 'private',
        monthlyIncomePesos: '18000',
      },
    );
    expect((await admin('GET', `/orders/${before.orderNo}`)).order.status).toBe(21);

    const risk = await riskApi();
    const original = (await risk('GET', '/rule-sets')).body.data.live;
    await logInAsRisk(page);
    try {
      await page.getByRole('menuitem', { name: 'Credit rules' }).click();
      await expect(page.getByRole('heading', { name: 'Credit rules' })).toBeVisible();
      await page.getByLabel('Band C outcome').click();
      await page.locator('.ant-select-item-option[title="Approve"]').click();
      await page.getByLabel('Note').fill('Approve band C: first loans of ₱5,000 repay well');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expect(page.getByText('Band C: Referred to a reviewer → Approved by the rules')).toBeVisible();

      await page.getByRole('button', { name: 'Back-test' }).click();
      const backTest = page.getByText(/^Back-test over \d+ past applications$/);
      await expect(backTest).toBeVisible();
      await expect(page.getByText(/^\d+ would move: Referred to a reviewer → Approved by the rules$/)).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'Outcomes of the live set beside the draft' }).locator('svg').first(),
      ).toBeVisible();
      await animationsSettled(page);
      await screenshot(page, 'credit-rules-back-test');

      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText(/^Draft version \d+ saved$/)).toBeVisible();
      await expect(page.getByText(/^version \d+ by Sandbox risk/)).toBeVisible();
      await page.getByRole('button', { name: 'Publish draft' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText(/^Version \d+ is live$/)).toBeVisible();
      const published = (await consoleCall(page, 'GET', '/credit/rule-sets')).body.data.live;
      expect(published.version).toBeGreaterThan(original.version);
      expect(published.config.bands.find((b: { name: string }) => b.name === 'C').outcome).toBe('approve');
      await expectNoSeriousAxeViolations(page, 'credit rules');

      // The next application like the first is approved by the new version and paid out with no person.
      const after = await certifiedApplication(
        page,
        `09207${test.info().retry}00102`,
        `9207-${test.info().retry}000-0000-0102`,
        {
          employmentType: 'private',
          monthlyIncomePesos: '18000',
        },
      );
      await expect
        .poll(async () => (await admin('GET', `/orders/${after.orderNo}`)).order.status, { timeout: 30_000 })
        .toBe(170);
      const decision = (await consoleCall(page, 'GET', `/credit/decisions/${after.orderNo}`)).body.data.decision;
      expect(decision).toMatchObject({ outcome: 'approve', band: 'C', ruleSetVersion: published.version });

      // The figures count both applications (the photos above were drawn in this page: open the console again).
      await page.goto('/console');
      await page.getByRole('menuitem', { name: 'Risk figures' }).click();
      await expect(page.getByRole('heading', { name: 'Risk figures' })).toBeVisible();
      await expect(page.getByText('By score band')).toBeVisible();
      await animationsSettled(page);
      await screenshot(page, 'credit-risk-figures');
      await expectNoSeriousAxeViolations(page, 'risk figures');
    } finally {
      // Put the rules other specs expect back in force (a new version with the old configuration).
      await risk('POST', '/rule-sets/draft', { config: original.config, note: 'e2e: restore' });
      const restored = await risk('POST', '/rule-sets/draft/publish', {});
      expect(restored.status).toBe(200);
    }
  });
});

test.describe('a declined borrower', () => {
  // bypassCSP lets axe-core be injected into the borrower page, whose policy refuses inline scripts.
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    bypassCSP: true,
  });

  test('reads the reason and the date to apply again, never the score', async ({ page }) => {
    await admin('POST', '/clock', { date: '2026-01-05' });
    const declined = await certifiedApplication(
      page,
      `09207${test.info().retry}00103`,
      `9207-${test.info().retry}000-0000-0103`,
      {
        employmentType: 'none',
        employer: '',
        monthlyIncomePesos: '0',
      },
    );
    expect((await admin('GET', `/orders/${declined.orderNo}`)).order.status).toBe(110);
    await openAsHost(page, '/loan/detail', declined.session, {
      orderId: String(declined.orderId),
      productId: String(declined.productId),
    });
    const answer = page.getByRole('status').filter({ hasText: 'credit assessment' });
    await expect(answer).toContainText('Based on our credit assessment, we cannot offer you a loan at this time.');
    await expect(answer).toContainText('You may apply again from');
    await expect(page.getByText(/score/i)).toHaveCount(0);
    await screenshot(page, 'credit-declined-order');
    // The answer itself passes axe (the page's shared header and help line are other specs' concern).
    expect(await axeOn(page, '.od-status')).toEqual([]);

    await openAsHost(page, '/loan/detail', declined.session, {
      orderId: String(declined.orderId),
      productId: String(declined.productId),
      lang: 'fil',
    });
    await expect(page.getByRole('status').filter({ hasText: 'pagsusuri ng kredito' })).toContainText(
      'Maaari kang mag-apply ulit simula',
    );
    await screenshot(page, 'credit-declined-order-fil');
  });
});
