import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefused, normalizeImage } from './images.js';

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe('normalizeImage', () => {
  it('re-encodes a PNG as JPEG without metadata', async () => {
    const withExif = await sharp(await png(40, 30))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .jpeg()
      .toBuffer();
    const out = await normalizeImage(withExif);
    expect(out).toMatchObject({ width: 40, height: 30, contentType: 'image/jpeg' });
    const meta = await sharp(out.body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses HTML or SVG named as an image', async () => {
    await expect(normalizeImage(Buffer.from('<html><script>alert(1)</script></html>'))).rejects.toBeInstanceOf(
      ImageRefused,
    );
    await expect(
      normalizeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
    ).rejects.toThrow(/not a JPEG, PNG or WebP/);
  });

  it('refuses a pixel flood and an oversized file', async () => {
    // A tiny PNG that claims 10,000 × 10,000 pixels.
    const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(normalizeImage(flood)).rejects.toThrow(/too large: it has more than 25 megapixels/);
    await expect(normalizeImage(Buffer.alloc(5 * 1024 * 1024 + 1))).rejects.toThrow(/larger than 5 MB/);
  });
});
