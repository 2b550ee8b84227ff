import { E2E_PORT } from '../support/env';
import { admin, asBorrower, createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { disburseAndWait } from '../support/loans';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('complaints', () => {
  test('the collection type is refused for an order that does not support it', async ({ page }) => {
    await openAsHost(page, '/complainPage', await createSession('09175550001'));
    await expect(page.getByRole('heading', { name: 'Online service' })).toBeVisible();
    await page.getByRole('button', { name: 'Collection' }).click();
    await expect(page.getByText('This order does not support the collection complaint type.')).toBeVisible();
    await screenshot(page, 'complaint-home');
  });

  test('a borrower with an overdue order files a collection complaint with photos, and rates the answer', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await createSession('09175550002');
    // An order that went overdue: apply, approve, disburse, then close business past its due date.
    await admin('POST', '/clock', { date: '2026-01-05' });
    const products = await fetch(`http://127.0.0.1:${E2E_PORT}/api/loan-terms`).then((r) => r.json());
    const productId = products.data.products.find((p: { name: string }) => p.name === 'Flex 91').productId;
    const push = await asBorrower(session, '/v3/loan-confirm/loan-detail-push', {
      amount: 500000,
      periods: 1,
      termUnit: 91,
      productId,
    });
    await admin('POST', `/orders/${push.orderNo}/approve`, {});
    await disburseAndWait(push.orderNo);
    await admin('POST', '/clock', { date: '2026-04-10' });
    await admin('POST', '/cob', {});
    await admin('POST', '/clock', { date: null });

    await openAsHost(page, '/complainPage', session);
    await expect(page.getByText(push.orderNo).first()).toBeVisible();
    await page.getByRole('button', { name: 'Collection' }).click();
    await page.getByRole('button', { name: 'Contacting my references' }).click();
    await expect(page).toHaveURL(/complainPageNext\?.*problemType=1.*problemSonType=2/);
    await expect(page.getByText('Contacting my references')).toBeVisible();

    // Send with no description is refused with the spec's message.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please fill in your comments and suggestions')).toBeVisible();

    // The counter stops at 200: extra input is ignored.
    await page.getByLabel('Describe the problem').fill('A'.repeat(230));
    await expect(page.getByText('200/200')).toBeVisible();
    await page.getByLabel('Describe the problem').fill('Your collector called my sister three times on 2026-04-09.');

    // Ten photos chosen: nine are kept, and the add tile disappears.
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PNG_1PX }));
    await page.getByLabel('Add evidence photos').setInputFiles(files);
    await expect(page.getByText('Evidence (9/9)')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Add evidence photos')).toHaveCount(0);
    await screenshot(page, 'complaint-form');

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your complaint has been sent.')).toBeVisible();
    await expect(page).toHaveURL(/\/complainPage\?/, { timeout: 5_000 });

    // Customer service answers; the borrower opens it from My complaints and is asked to rate after 3 s.
    const { items } = await admin('GET', '/complaints');
    const mine = items.find((c: { detail: string }) => c.detail.startsWith('Your collector called my sister'));
    await admin('POST', `/complaints/${mine.id}/answer`, { text: 'We stopped that collector and apologise.' });

    await page.getByRole('link', { name: 'My complaints' }).click();
    // The list opens on the tab that has the complaint, not on an empty Processing tab (decision 072).
    await expect(page.getByRole('tab', { name: /Answered \(1\)/ })).toHaveAttribute('aria-selected', 'true');
    await screenshot(page, 'complaint-list');
    await page.getByText('Your collector called my sister').click();
    await expect(page.getByText('Process Result')).toBeVisible();
    await expect(page.getByText('We stopped that collector and apologise.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Please rate this service' })).toBeVisible({ timeout: 5_000 });

    // The mask does not close it; Send with no star asks to choose.
    await page.getByTestId('overlay-mask').click({ position: { x: 10, y: 10 } });
    await expect(page.getByRole('dialog', { name: 'Please rate this service' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please choose a rating')).toBeVisible();
    await page.getByRole('radio', { name: '4 stars' }).click();
    await expect(page.locator('.cp-star--on')).toHaveCount(4);
    await screenshot(page, 'complaint-rating');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you for your rating!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Please rate this service' })).toBeHidden();
    await screenshot(page, 'complaint-details');
  });
});
