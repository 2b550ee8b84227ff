// Content-Security-Policy for the pages we serve (borrower app, promotion landing, official site). The pages
// carry a few inline blocks — the white-label config script and theme style every page gets, and the official
// site's prerendered stylesheet — so the policy allows exactly those by their SHA-256 hash, computed from the
// HTML being sent, and nothing else inline. Scripts, styles, images, fonts and calls come from our own origin.
import { createHash } from 'node:crypto';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the inline <script> (without src) and <style> blocks of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => hashOf(m[1]!));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hashOf(m[1]!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The policy for one HTML page; https-only pages also upgrade any stray http:// subresource. */
export function pageSecurityPolicy(html: string, production: boolean): string {
  const { scripts, styles } = inlineHashes(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The agreement is shown in a frame of our own origin (a signed /api/v3/contract/document link).
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
