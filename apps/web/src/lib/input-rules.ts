// The spec's input rules as pure functions; the input components only wire them to antd-mobile.

export const PHONE_MAX_DIGITS = 11;

export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/** The spec shows phones 3-4-4: 09171234567 → '091 7123 4567'. */
export function formatPhone(value: string): string {
  const d = digitsOnly(value, PHONE_MAX_DIGITS);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7, 11)].filter(Boolean).join(' ');
}

/** Bank card and account numbers in groups of four. */
export function formatBankCard(value: string, maxDigits = 19): string {
  return digitsOnly(value, maxDigits).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Money keyboard input: digits and one decimal point, at most two decimals, and an optional
 * maximum length. Returns the text to show; parse with parseMoneyToCents.
 */
export function sanitizeMoneyInput(value: string, maxLength?: number): string {
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals === 2) continue;
        decimals++;
      }
      if (out === '0' && !seenPoint) out = '';
      out += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += out === '' ? '0.' : '.';
    }
  }
  return maxLength === undefined ? out : out.slice(0, maxLength);
}

/** '1,234.5' style text typed on the money keyboard → 123450 centavos, without floats. */
export function parseMoneyToCents(text: string): number | null {
  const clean = sanitizeMoneyInput(text);
  if (clean === '' || clean === '0.') return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}
