// Opening a borrower page the way a native host does: the device params and lang=<code> in the
// query, the session id after '#' (docs/host-bridge.md: read once and removed from the address bar)
// so it never reaches the server, its logs or a referrer.
import { hostParams } from './api-client';
import { currentSession } from './session';

/** Paths of the borrower app the host opens (apps/web/src/config/paths.ts). */
export const borrowerPaths = {
  confirm: '/loan/confirm',
  order: '/order',
  bindBank: '/bind-bank',
  customerService: '/customer-service',
  complainPage: '/complainPage',
  complaintList: '/complaintList',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
} as const;

/** The in-app address of a borrower page (path and query): /open + it, under the host's own router. */
export function openPath(pathWithQuery: string): string {
  return `/open${pathWithQuery.startsWith('/') ? '' : '/'}${pathWithQuery}`;
}

/** The frame's address: the page's path and query plus the host's params and the session. */
export function frameUrl(pathWithQuery: string, lang: string): string {
  const [path = '/', query = ''] = pathWithQuery.split('?');
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(hostParams())) if (!params.has(k)) params.set(k, v);
  params.set('lang', lang);
  const session = currentSession();
  const hash = session ? `#?${new URLSearchParams({ sessionId: session.sessionId }).toString()}` : '';
  return `${path}?${params.toString()}${hash}`;
}

/** Only our own borrower pages are framed: a relative path, not the host app itself, not the API. */
export function isBorrowerPath(url: string): boolean {
  return /^\/(?!\/)/.test(url) && !url.startsWith('/app') && !url.startsWith('/api/');
}

/**
 * Each frame starts like a fresh webview: the borrower pages keep their launch params in
 * sessionStorage (shared with same-origin frames), so the previous page's order or product must
 * not leak into the next one.
 */
export function resetFrameStorage(): void {
  try {
    sessionStorage.removeItem('lw.params');
    sessionStorage.removeItem('lw.sessionId');
  } catch {
    // Storage blocked: the page reads its params from the URL anyway.
  }
}
