// A phone camera's photo (about 13 MB, over the server's 5 MB limit) is shrunk on the phone before it
// is uploaded (decision 131): the ID photo and selfie in the host app's certify step, and a complaint's
// evidence in the borrower app, both succeed at 390 × 844.
import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';
import { cameraPhoto } from '../support/camera-photo';

/** A borrower number of this attempt: a retry never meets the first attempt's borrower. */
const phoneOf = (n: number) => `0958${test.info().retry}00000${n}`;

test.describe('photos from a phone camera', () => {
  test('the ID photo and the selfie of certify are shrunk and uploaded', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await createSession(phoneOf(1));
    await page.goto('/app/');
    const photo = await cameraPhoto(page);
    await page.evaluate(
      (s) =>
        localStorage.setItem(
          'lendwell.session',
          JSON.stringify({ sessionId: s.sessionId, userId: s.userId, expiresAt: '2999-01-01T00:00:00Z' }),
        ),
      session,
    );
    await page.goto('/app/certify?step=id');
    await expect(page.getByRole('heading', { name: 'ID and selfie', level: 2 })).toBeVisible();
    await page
      .getByLabel(/Take or choose a photo — Photo of the front of your ID/)
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Photo uploaded')).toHaveCount(1, { timeout: 30_000 });
    await page
      .getByLabel(/Take or choose a photo — Selfie holding your ID/)
      .setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Photo uploaded')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.locator('.field-error')).toHaveCount(0);
    await screenshot(page, 'camera-photo-certify');
  });

  test('a complaint takes a camera photo as evidence', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await createSession(phoneOf(2));
    await page.goto('/app/');
    const photo = await cameraPhoto(page);
    await openAsHost(page, '/complainPageNext', session, { problemType: '6', problemSonType: '' });
    await page
      .getByLabel('Add evidence photos')
      .setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Evidence (1/9)')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Upload succeeded!')).toBeVisible();
    await screenshot(page, 'camera-photo-complaint');
  });
});
