// A phone camera's photo (about 13 MB, over the server's 5 MB limit) is shrunk on the phone before it
// is uploaded (decision 131): the ID photo and selfie in the host app's certify step, and a complaint's
// evidence in the borrower app, both succeed at 390 × 844.
import type { Page } from '@playwright/test';
import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';

/** A borrower number of this attempt: a retry never meets the first attempt's borrower. */
const phoneOf = (n: number) => `0958${test.info().retry}00000${n}`;

/**
 * A 4032 × 3024 JPEG of noise, made by the browser's own encoder: noise does not compress, so it is as
 * heavy as a camera picture of a detailed scene.
 */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i += 65_536) crypto.getRandomValues(image.data.subarray(i, i + 65_536));
    for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 32_768) text += String.fromCharCode(...bytes.subarray(i, i + 32_768));
    return btoa(text);
  });
  const photo = Buffer.from(base64, 'base64');
  expect(photo.length, 'a camera-sized photo').toBeGreaterThan(10 * 1024 * 1024);
  return photo;
}

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
