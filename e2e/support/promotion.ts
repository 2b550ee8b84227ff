// Fixtures of the promotion landing: read the picture code and the SMS code the way a person
// would see them, through the sandbox admin API (the server keeps only hashes).
import type { Page } from '@playwright/test';
import { admin } from './borrower';

/** The sid of the picture now shown, read from the image URL. */
export async function shownSid(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: /Picture code/ });
  // The answer exists once the server has drawn the picture, i.e. once it has loaded.
  await img.evaluate((el: HTMLImageElement) =>
    el.complete && el.naturalWidth > 0
      ? undefined
      : new Promise((resolve) => el.addEventListener('load', resolve, { once: true })),
  );
  const src = await img.getAttribute('src');
  const sid = new URL(src ?? '', 'http://x').searchParams.get('sid');
  if (!sid) throw new Error('no captcha picture on the page');
  return sid;
}

export async function captchaAnswer(page: Page): Promise<string> {
  const data = (await admin('POST', '/promotion/captcha-answer', { sid: await shownSid(page) })) as { answer: string };
  return data.answer;
}

export async function lastSmsCode(phone: string): Promise<string> {
  const data = (await admin('GET', `/sms-outbox?phone=${encodeURIComponent(phone)}&limit=1`)) as {
    items: { body: string }[];
  };
  const code = /(\d{6})/.exec(data.items[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}
