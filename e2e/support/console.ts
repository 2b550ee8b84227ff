/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures return arbitrary console payloads */
// Console fixtures: log a staff member in through the page, and call the console API from the
// page itself (its cookie and CSRF token), the way the console's own code does.
import type { Locator, Page } from '@playwright/test';
import { expect } from './borrower';

export const STAFF_PASSWORD = 'sandbox-console-only';
export const staffEmail = (role: 'agent' | 'reviewer' | 'finance' | 'admin' | 'compliance') =>
  `${role}@console.sandbox`;

export async function logIn(page: Page, role: 'agent' | 'reviewer' | 'finance' | 'admin' | 'compliance') {
  await page.goto('/console');
  await page.getByLabel('Email').fill(staffEmail(role));
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** A console call from inside the logged-in page; answers the HTTP status and the envelope. */
export async function consoleCall(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const me = await (await fetch('/api/console/me')).json();
      const response = await fetch(`/api/console${path}`, {
        method,
        headers:
          method === 'POST' ? { 'content-type': 'application/json', 'x-csrf-token': me.data?.csrfToken ?? '' } : {},
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/**
 * Waits until every finite CSS animation and transition on the page has finished (a drawer sliding
 * in, a popconfirm fading out), so a screenshot or the next popup never races one. Endless ones
 * (spinners) are left alone.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Orders (decision 108): a row opens the borrower's file, and the order number there opens the order;
 * answers the order's drawer. The search box takes a name, phone, order number or ID's last four.
 */
export async function openOrderFromList(page: Page, search: string, orderNo: string) {
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await page.getByLabel('Order number or phone').fill(search);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('row', { name: new RegExp(orderNo) }).click();
  await page
    .getByRole('dialog', { name: /^Borrower: / })
    .getByRole('button', { name: orderNo })
    .click();
  const drawer = page.getByRole('dialog', { name: `Order ${orderNo}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Chooses `title` in a single-choice antd select and waits until the select shows it. A click that lands while
 * the list is still sliding in can miss; the choice is then made again, never toggled (single choice only).
 */
export async function chooseOption(page: Page, select: Locator, title: string) {
  const shown = select.locator('xpath=ancestor::*[contains(@class,"ant-select-content")][1]');
  await expect(async () => {
    if ((await shown.getAttribute('title')) !== title) {
      await select.click();
      await page.locator(`.ant-select-item-option[title="${title}"]`).click({ timeout: 5_000 });
    }
    await expect(shown).toHaveAttribute('title', title, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
