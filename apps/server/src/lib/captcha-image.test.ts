import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaPng, captchaSvg, randomCaptchaText } from './captcha-image.js';

describe('captcha image', () => {
  it('picks four characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIQSZ59]/);
  });

  it('draws the text as strokes, never as text, and rasterises it', async () => {
    const svg = captchaSvg('AB7K');
    expect(svg).not.toMatch(/<text|AB7K/);
    const png = await captchaPng('AB7K');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeLessThan(12_000);
  });
});
