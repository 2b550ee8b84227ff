// Shrinks a photo on the phone before it is uploaded (decision 131): phone cameras take 10–15 MB
// pictures and the server refuses anything over 5 MB. One implementation for the host app's ID photos
// and the borrower app's complaint evidence (decision 122).
import { drawFitted, fitWithin, PHOTO_JPEG_QUALITY } from './shrink-rules';

/** In a Web Worker where OffscreenCanvas exists; else on the page with a canvas. */
function inWorker(file: Blob): Promise<Blob | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./shrink-worker.ts', import.meta.url), { type: 'module' });
    const done = (blob: Blob | null) => {
      worker.terminate();
      resolve(blob);
    };
    worker.onmessage = (event: MessageEvent<Blob | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(file);
  });
}

async function onPage(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  drawFitted(context, bitmap, size);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY));
}

/**
 * The photo as an upright JPEG whose longest side is at most 2000 px. Whatever cannot be shrunk (no
 * createImageBitmap, an unreadable file) is returned as it is: the server checks and refuses in words.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const shrunk =
      typeof OffscreenCanvas === 'function' && typeof Worker === 'function' ? await inWorker(file) : await onPage(file);
    return shrunk ?? file;
  } catch {
    return file;
  }
}
