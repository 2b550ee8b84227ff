/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures return arbitrary admin payloads */
// Test fixtures: open a borrower session through the admin API, as the operator CLI does, and
// open pages the way the native host does (params in the URL).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, SCREENSHOT_DIR } from './env';

export type BorrowerSession = { userId: string; sessionId: string; phone: string };

export async function createSession(phone = '09171234567'): Promise<BorrowerSession> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'admin-token'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/admin/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
  const body = (await response.json()) as { code: number; data: BorrowerSession };
  expect(body.code).toBe(0);
  return body.data;
}

/** Opens a page as the host would, with the session and device params in the URL. */
export async function openAsHost(
  page: Page,
  pagePath: string,
  session: BorrowerSession,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams({
    sessionId: session.sessionId,
    userId: session.userId,
    deviceId: 'e2e-device',
    appVersion: '1.0.0',
    ...extra,
  });
  await page.goto(`${pagePath}?${params}`);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * The borrower's own address for one attempt of one test (10.x.y.z). The e2e server trusts its loopback as a
 * proxy (TRUST_PROXY in start-server.sh), so a browser's requests count against the per-address limits (SMS
 * codes, captchas, staff logins) under this address, as separate borrowers' would. Without it every spec
 * counted against one address, and a suite that sent a few more codes would meet the limit by itself.
 */
export function addressOf(testId: string, retry: number): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testId}:${retry}`).digest();
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOf(testInfo.testId, testInfo.retry) });
  },
});
export { expect };

/** Calls the admin API as the operator CLI does. */
export async function admin(method: 'GET' | 'POST', route: string, body?: unknown): Promise<any> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'admin-token'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/admin${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: unknown };
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.message}`);
  return envelope.data;
}

/** As the borrower: calls a borrower API with the session. */
export async function asBorrower(session: BorrowerSession, route: string, body: Record<string, unknown>): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.sessionId}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: unknown }).data;
}
