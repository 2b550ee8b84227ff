// Keeps secrets out of logs: session ids, one-time codes and account numbers never leave the process.
import { SECRET_PARAM_NAMES } from '@lendwell/contracts';

const secretNames = new Set<string>(SECRET_PARAM_NAMES.map((n) => n.toLowerCase()));

export const REDACTED = '[redacted]';

/** Replaces the value of every secret query parameter in a request URL. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url.slice(q + 1).split('&');
  const safe = params.map((pair) => {
    const eq = pair.indexOf('=');
    const name = decodeURIComponent((eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    return secretNames.has(name.toLowerCase()) ? `${pair.slice(0, eq === -1 ? pair.length : eq)}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${safe.join('&')}`;
}

/** Masks all but the last four digits of an account or card number: •••• 1234. */
export function maskAccountNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 4 ? '••••' : `•••• ${digits.slice(-4)}`;
}

/** pino redact paths: headers and any body or object field named like a secret. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_PARAM_NAMES.flatMap((n) => [n, `*.${n}`, `*.*.${n}`]),
];
