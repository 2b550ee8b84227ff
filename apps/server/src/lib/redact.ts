// Keeps secrets out of logs: session ids, one-time codes, signed links, phone and account numbers never leave
// the process. Every function here is total: a log line is never worth a crash, so malformed input degrades.
import { SECRET_PARAM_NAMES } from '@lendwell/contracts';

/**
 * Query parameters whose value is a secret or personal data: the shared secret names, plus the signature of
 * file and checkout links (sig), the agreement link token (t) and phone numbers sent as query parameters.
 */
const LOG_SECRET_PARAMS = [...SECRET_PARAM_NAMES, 'sig', 't', 'phone', 'mobile', 'mobilePhone', 'tel'];
const secretNames = new Set<string>(LOG_SECRET_PARAMS.map((n) => n.toLowerCase()));
/**
 * Keys whose value never reaches a log line, at any depth of a logged object: the secret parameters and the
 * headers that carry credentials. One walk (scrubLogValue) instead of pino's path redaction, whose three levels
 * of wildcards cost more per line than the rest of the request log together (decision 068).
 */
const secretKeys = new Set<string>([...secretNames, 'authorization', 'cookie', 'set-cookie', 'x-admin-token']);

export const REDACTED = '[redacted]';

/** decodeURIComponent that never throws: a malformed escape (%zz) is compared as written. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Replaces the value of every secret query parameter in a request URL; never throws. */
export function redactUrl(url: unknown): string {
  if (typeof url !== 'string') return '';
  const q = url.indexOf('?');
  if (q === -1) return redactPhones(url);
  const params = url.slice(q + 1).split('&');
  const safe = params.map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const name = safeDecode(rawName.replace(/\+/g, ' '));
    if (secretNames.has(name.toLowerCase())) return `${rawName}=${REDACTED}`;
    // A nested signed link (payCodeImg=/api/payments/qr/...?sig=...) is percent-encoded inside a value.
    if (eq !== -1 && /%3F|%26/i.test(pair.slice(eq + 1))) {
      const inner = redactUrl(safeDecode(pair.slice(eq + 1)));
      return `${rawName}=${encodeURIComponent(inner)}`;
    }
    return redactPhones(pair);
  });
  return `${redactPhones(url.slice(0, q))}?${safe.join('&')}`;
}

// Philippine mobile numbers as they travel: 09171234567, 639171234567, +639171234567, URL-encoded %2B63....
// Every number it matches holds a 9 and two digits after it; a text without them holds no phone number.
const MAYBE_PHONE = /9\d\d/;
const PHONE_PATTERN = /(?<!\d)(?:\+|%2B)?(?:63|0)9\d{2}[\s-]?\d{3}[\s-]?\d{4}(?!\d)/gi;

/** Masks every Philippine mobile number in free text, keeping the last two digits for support. */
export function redactPhones(text: string): string {
  // Most URLs and messages hold no 9 followed by two digits, and this test says so faster than the pattern's
  // scan (its look-behind is tried at every position).
  if (!MAYBE_PHONE.test(text)) return text;
  return text.replace(PHONE_PATTERN, (m) => `[phone ••${m.slice(-2)}]`);
}

/** Masks all but the last four digits of an account or card number: •••• 1234. */
export function maskAccountNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 4 ? '••••' : `•••• ${digits.slice(-4)}`;
}

/** Walks a log object (bounded depth and size) and redacts signed links and phone numbers in every string. */
export function scrubLogValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6 || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubLogValue(v, depth + 1, seen));
  // Errors, buffers and other class instances are left to their own serializers.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = secretKeys.has(key.toLowerCase()) && v != null ? REDACTED : scrubLogValue(v, depth + 1, seen);
  }
  return out;
}

/** Redacts URLs (their secret parameters) and phone numbers inside a free-text string. */
export function scrubString(text: string): string {
  const withUrls = text.includes('?') ? text.replace(/\/[^\s"'<>]*\?[^\s"'<>]*/g, (u) => redactUrl(u)) : text;
  return redactPhones(withUrls);
}
