// The image captcha: four characters drawn from our own stroke font, bent and crossed with noise,
// then rasterised to PNG so the answer never appears as text or vector paths in the response.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

type Stroke = readonly (readonly [number, number])[];

// Glyphs on a 6 × 10 grid (y down). Look-alikes (0/O/Q, 1/I, 9/g, S/5, Z/2) are left out.
const P: Stroke = [
  [0, 10],
  [0, 0],
  [4.5, 0],
  [6, 1.5],
  [6, 4],
  [4.5, 5.5],
  [0, 5.5],
];
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [
    [
      [0, 10],
      [3, 0],
      [6, 10],
    ],
    [
      [1.2, 6],
      [4.8, 6],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 10],
      [4, 10],
      [6, 8.5],
      [6, 6.5],
      [4, 5],
      [0, 5],
    ],
    [
      [0, 0],
      [4, 0],
      [5.5, 1.3],
      [5.5, 3.7],
      [4, 5],
    ],
  ],
  C: [
    [
      [6, 1.5],
      [4.5, 0],
      [1.5, 0],
      [0, 2],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8.5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 10],
      [3.5, 10],
      [6, 7.5],
      [6, 2.5],
      [3.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
      [6, 10],
    ],
    [
      [0, 5],
      [4.5, 5],
    ],
  ],
  F: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
    ],
    [
      [0, 5],
      [4.5, 5],
    ],
  ],
  G: [
    [
      [6, 1.5],
      [4.5, 0],
      [1.5, 0],
      [0, 2],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8.5],
      [6, 5.5],
      [3.5, 5.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [6, 10],
    ],
    [
      [0, 5],
      [6, 5],
    ],
  ],
  J: [
    [
      [6, 0],
      [6, 8],
      [4.5, 10],
      [1.5, 10],
      [0, 8.5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [0, 6],
    ],
    [
      [2, 4.5],
      [6, 10],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 10],
      [6, 10],
    ],
  ],
  M: [
    [
      [0, 10],
      [0, 0],
      [3, 6],
      [6, 0],
      [6, 10],
    ],
  ],
  N: [
    [
      [0, 10],
      [0, 0],
      [6, 10],
      [6, 0],
    ],
  ],
  P: [P],
  R: [
    P,
    [
      [3, 5.5],
      [6, 10],
    ],
  ],
  T: [
    [
      [0, 0],
      [6, 0],
    ],
    [
      [3, 0],
      [3, 10],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8],
      [6, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [3, 10],
      [6, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1.5, 10],
      [3, 4],
      [4.5, 10],
      [6, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [6, 10],
    ],
    [
      [6, 0],
      [0, 10],
    ],
  ],
  Y: [
    [
      [0, 0],
      [3, 5],
      [6, 0],
    ],
    [
      [3, 5],
      [3, 10],
    ],
  ],
  '2': [
    [
      [0, 2],
      [1.5, 0],
      [4.5, 0],
      [6, 2],
      [6, 4],
      [0, 10],
      [6, 10],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1.5, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [2, 5],
    ],
    [
      [4.5, 5],
      [6, 6.5],
      [6, 8.5],
      [4.5, 10],
      [1.5, 10],
      [0, 9],
    ],
  ],
  '4': [
    [
      [4.5, 10],
      [4.5, 0],
      [0, 7],
      [6, 7],
    ],
  ],
  '6': [
    [
      [5.5, 0.5],
      [3, 0],
      [1, 1.5],
      [0, 5],
      [0, 8.5],
      [1.5, 10],
      [4.5, 10],
      [6, 8.5],
      [6, 6.5],
      [4.5, 5],
      [1.5, 5],
      [0, 6.5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [6, 0],
      [2.5, 10],
    ],
  ],
  '8': [
    [
      [3, 5],
      [1, 3.8],
      [1, 1.2],
      [2.2, 0],
      [3.8, 0],
      [5, 1.2],
      [5, 3.8],
      [3, 5],
      [0.5, 6.5],
      [0.5, 8.8],
      [2, 10],
      [4, 10],
      [5.5, 8.8],
      [5.5, 6.5],
      [3, 5],
    ],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

/** Four characters from a secure random source. */
export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

const WIDTH = 240;
const HEIGHT = 88;
const rand = (min: number, max: number) => min + Math.random() * (max - min);
const hue = () => Math.floor(rand(0, 360));

/** The SVG the PNG is drawn from; exported for tests, never sent to a client. */
export function captchaSvg(text: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue()},40%,94%)"/>`);
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${rand(0, WIDTH).toFixed(1)}" cy="${rand(0, HEIGHT).toFixed(1)}" r="${rand(1, 2.6).toFixed(1)}" fill="hsl(${hue()},45%,60%)"/>`,
    );
  }
  const cell = (WIDTH - 24) / text.length;
  [...text].forEach((ch, i) => {
    const strokes = GLYPHS[ch];
    if (!strokes) throw new RangeError(`no glyph for ${ch}`);
    const scale = rand(5, 6.2);
    const x = 12 + i * cell + (cell - 6 * scale) / 2 + rand(-4, 4);
    const y = (HEIGHT - 10 * scale) / 2 + rand(-6, 6);
    const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rand(-18, 18).toFixed(1)} ${3 * scale} ${5 * scale}) skewX(${rand(-12, 12).toFixed(1)}) scale(${scale.toFixed(2)})`;
    const d = strokes
      .map(
        (s) =>
          `M${s.map(([px, py]) => `${(px + rand(-0.25, 0.25)).toFixed(2)} ${(py + rand(-0.25, 0.25)).toFixed(2)}`).join('L')}`,
      )
      .join('');
    parts.push(
      `<path d="${d}" transform="${transform}" fill="none" stroke="hsl(${hue()},65%,${Math.floor(rand(22, 38))}%)" stroke-width="${(rand(5.5, 7) / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 3; i++) {
    const y0 = rand(10, HEIGHT - 10);
    const y1 = rand(10, HEIGHT - 10);
    parts.push(
      `<path d="M0 ${y0.toFixed(1)} C${rand(40, 100).toFixed(1)} ${rand(0, HEIGHT).toFixed(1)} ${rand(140, 200).toFixed(1)} ${rand(0, HEIGHT).toFixed(1)} ${WIDTH} ${y1.toFixed(1)}" fill="none" stroke="hsl(${hue()},50%,45%)" stroke-width="${rand(1.5, 3).toFixed(1)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** A 240 × 88 PNG (shown at 120 × 44 CSS pixels) of the text. */
export async function captchaPng(text: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(text)))
    .png({ compressionLevel: 9, palette: true, colours: 64 })
    .toBuffer();
}
