// Evidence photos: accepted by what the bytes are, not by the file name; decoded with a pixel
// limit (no pixel floods); re-encoded as JPEG, which drops EXIF (and with it any GPS position).
import sharp, { type Metadata } from 'sharp';

export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 25_000_000, maxSide: 2048 } as const;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export class ImageRefused extends Error {}

export async function normalizeImage(
  input: Buffer,
): Promise<{ body: Buffer; width: number; height: number; contentType: 'image/jpeg' }> {
  if (input.length > IMAGE_LIMITS.maxBytes) throw new ImageRefused('the image is larger than 5 MB');
  let meta: Metadata;
  try {
    // The header alone is read here (no decoding), so the pixel limit is checked below on the declared size
    // and a too-large picture is told as too large rather than as an unknown format.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('the file is not a JPEG, PNG or WebP image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new ImageRefused('the file is not a JPEG, PNG or WebP image');
  if (!meta.width || !meta.height || meta.width * meta.height > IMAGE_LIMITS.maxPixels)
    throw new ImageRefused('the image is too large: it has more than 25 megapixels');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels })
      .rotate()
      .resize({ width: IMAGE_LIMITS.maxSide, height: IMAGE_LIMITS.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
  } catch {
    throw new ImageRefused('the image could not be read');
  }
}
