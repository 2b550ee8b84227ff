// A phone camera's picture, made in the browser under test: a 4032 × 3024 JPEG of noise by the browser's own
// encoder. Noise does not compress, so it is as heavy as a camera picture of a detailed scene (over 10 MB,
// twice the server's 5 MB limit): the app must shrink it on the phone (decision 131).
import type { Page } from '@playwright/test';
import { expect } from './borrower';

export async function cameraPhoto(page: Page): Promise<Buffer> {
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
