// Fixtures of the console walk (decision 074 and 11): a certified borrower through the host
// API, and the check that no table of a screen is clipped at 1280×800.
import { expect, type Page } from '@playwright/test';
import { type BorrowerSession } from './borrower';
import { E2E_PORT } from './env';

export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

const api = `http://127.0.0.1:${E2E_PORT}/api`;

/** Saves the certify "About you" step (name, birth date, e-mail) as the host app does. */
export async function certifyBasic(session: BorrowerSession, fullName: string, email: string) {
  const res = await fetch(`${api}/host/certify/basic`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.sessionId}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, birthDate: '1990-03-10', sex: 'M', civilStatus: 'married', email }),
  });
  expect(((await res.json()) as { message: string }).message).toBe('success');
}

/**
 * Every table on the page fits its box (nothing hidden behind a horizontal scroll) and every button in
 * a table lies inside the viewport: what "not clipped at 1280×800" means for staff.
 */
export async function expectTablesUnclipped(page: Page, screen: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      if (!box.offsetParent) continue; // hidden (another tab)
      if (box.scrollWidth > box.clientWidth + 1) {
        // Name what sticks out, so a failure says which column to fix.
        const edge = box.getBoundingClientRect().right;
        const out = [...box.querySelectorAll<HTMLElement>('th, td, button, span, div')].find(
          (e) => e.getBoundingClientRect().right > edge + 1,
        );
        const what = out
          ? `: "${out.innerText.slice(0, 40)}" ends at ${Math.round(out.getBoundingClientRect().right)} px`
          : '';
        found.push(`a table is ${box.scrollWidth} px wide in a ${box.clientWidth} px box${what}`);
      }
    }
    for (const button of document.querySelectorAll<HTMLElement>('.ant-table button')) {
      if (!button.offsetParent) continue;
      const r = button.getBoundingClientRect();
      if (r.right > window.innerWidth + 1) found.push(`"${button.innerText}" ends at ${Math.round(r.right)} px`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // Name the outermost element that reaches past the right edge, so a failure says what to fix.
      const past = [...document.body.querySelectorAll<HTMLElement>('*')].find(
        (e) => e.getBoundingClientRect().right > window.innerWidth + 1 && e.getClientRects().length > 0,
      );
      const what = past
        ? `: ${past.tagName.toLowerCase()}.${[...past.classList].join('.')} "${past.innerText.slice(0, 40)}" ends at ${Math.round(past.getBoundingClientRect().right)} px`
        : '';
      found.push(`the page is ${document.documentElement.scrollWidth} px wide${what}`);
    }
    return found;
  });
  expect(problems, `tables of ${screen} at 1280×800`).toEqual([]);
}
