// The worker that shrinks a photo off the main thread (decision 131): decoding and encoding a 13 MB
// camera picture takes long enough to freeze the page's spinner, so the page hands it the file and waits.
import { drawFitted, fitWithin, PHOTO_JPEG_QUALITY } from './shrink-rules';

self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    const bitmap = await createImageBitmap(event.data, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    drawFitted(context, bitmap, size);
    bitmap.close();
    self.postMessage(await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY }));
  } catch {
    // The page then sends the photo as it is; the server's own limits answer it.
    self.postMessage(null);
  }
};
