// axe-core in the page under test: no serious or critical violation is allowed (the quality bar).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import { expect } from './borrower';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe on the page or a frame (its own document: a framed borrower page is judged through its frame). */
export async function expectNoSeriousAxeViolations(page: Page | Frame, screen: string) {
  // A toast (the "loading" of a quick request) fades out over a few frames; half-faded, axe would measure its
  // text against the page behind and call the contrast too low. The screen is judged once it is gone.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  // Likewise a dialog or popup that is still fading or sliding in (antd-mobile animates them from script, so
  // document.getAnimations() does not see it): the screen is judged once every shown one stands at rest.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('.adm-mask, .adm-center-popup-wrap > div, .adm-popup-body')]
        .filter((e) => e.getClientRects().length > 0)
        .every((e) => {
          const style = getComputedStyle(e);
          return (
            style.opacity === '1' && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)')
          );
        }),
    undefined,
    { polling: 'raf' },
  );
  // Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy does not
  // govern (a script tag would be refused: the borrower pages allow no inline script but their own).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(
      { exclude: [['iframe']] },
      {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
        // WCAG 2.5.3 (label in name), a 2.1 rule axe files as experimental: a voice-control user says what
        // they see, so a control's name must contain its visible text.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      },
    );
    return result.violations;
  });
  const serious = (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${screen}`,
  ).toEqual([]);
}
