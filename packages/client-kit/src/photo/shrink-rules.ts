// The figures a phone photo is shrunk to before upload (decision 131): the longest side at most
// 2000 px (under the server's 2048, so the server does not scale it again and an ID card's small print
// stays legible), JPEG at quality 0.85 (a 2000 px photo is then about 0.3–1.5 MB, far under the 5 MB limit).
export const PHOTO_MAX_SIDE_PX = 2000;
export const PHOTO_JPEG_QUALITY = 0.85;

/** The size a width × height picture is drawn at: its longest side at most maxSide, never enlarged, at least 1 px. */
export function fitWithin(width: number, height: number, maxSide: number = PHOTO_MAX_SIDE_PX) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/**
 * Draws the bitmap on a white ground (a transparent PNG would turn black in a JPEG) at the fitted size.
 * The bitmap was decoded with imageOrientation 'from-image', so it is already upright as the camera held it.
 */
export function drawFitted(context: Canvas2D, bitmap: ImageBitmap, size: { width: number; height: number }): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}
