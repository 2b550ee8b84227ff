// Stores one evidence image for a borrower's complaint: checked and re-encoded (lib/images.ts),
// written under an unguessable key, recorded as that borrower's upload. Refusals name the field.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../lib/errors.js';
import { ImageRefused, normalizeImage } from '../lib/images.js';

export async function storeEvidenceImage(
  app: FastifyInstance,
  ownerUserId: number,
  raw: Buffer,
  field: string,
): Promise<string> {
  let image;
  try {
    image = await normalizeImage(raw);
  } catch (error) {
    if (error instanceof ImageRefused) throw invalid(field, error.message);
    throw error;
  }
  const key = `${randomBytes(24).toString('base64url')}.jpg`;
  await app.files.put(key, image.body, image.contentType);
  await app.complaintsRepository.addUpload({
    userId: ownerUserId,
    storageKey: key,
    contentType: image.contentType,
    bytes: image.body.length,
    width: image.width,
    height: image.height,
  });
  return key;
}

/** The one image of a multipart request, at most 5 MB; a missing or oversized file is refused naming the field. */
export async function readImageUpload(
  request: FastifyRequest,
  field: string,
  requireFieldName = false,
): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  } catch {
    // Not multipart, no boundary, or a body cut short: the client sent no readable image.
    throw invalid(field, 'send the image as a multipart form upload');
  }
  if (!file || (requireFieldName && file.fieldname !== field)) throw invalid(field, 'is required');
  try {
    return await file.toBuffer();
  } catch {
    throw invalid(field, 'the image is larger than 5 MB');
  }
}
