// Money and rate display shared by the web app and the server (documents, detail rows).
// Amounts are integer centavos; formatting uses integer arithmetic only (decision 007).

/** ₱ unless the spec's real flag equals 1, which shows ₹. */
/**
 * The one currency rule (spec: rupee when the real flag equals 1, otherwise peso): the page's own `real` when it
 * gives one as digits, else the brand's configured flag. The borrower app formats with it, and the server formats
 * the sentences it writes for that page with the same flag (the page sends its `real` on every call).
 */
export function currencyFlagOf(fromPage: string | undefined, configured: number): number {
  if (fromPage !== undefined && /^\d+$/.test(fromPage)) return Number(fromPage);
  return configured;
}

export function currencySymbol(real?: number | string): string {
  return Number(real) === 1 ? '₹' : '₱';
}

function groupThousands(whole: bigint): string {
  const digits = whole.toString();
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/** 123456 → '1,234.56'. */
export function formatCents(cents: number | bigint): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${groupThousands(abs / 100n)}.${fraction}`;
}

/** 123456 → '₱1,234.56'. */
export function formatMoney(cents: number | bigint, real?: number | string): string {
  const text = formatCents(cents);
  return text.startsWith('-') ? `-${currencySymbol(real)}${text.slice(1)}` : `${currencySymbol(real)}${text}`;
}

/** 562 → '5.62%'. */
export function formatBps(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(bps);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/**
 * Typed pesos to centavos without floating point: '1,234.5' → 123450. Null for anything that is not
 * a non-negative amount with at most two decimals, so a form can name the field instead of guessing.
 */
export function parsePesos(text: string): number | null {
  const match = /^\s*₱?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = BigInt(match[1]!.replaceAll(',', '')) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}

/**
 * A typed percentage to basis points without floating point: '5.5' → 550, '0.25%' → 25. Null for
 * anything that is not a non-negative rate with at most two decimals (a hundredth of a percent is 1 bps).
 */
export function parseBps(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 550 → '5.5', 600 → '6', 25 → '0.25': basis points as the percentage a person types (no % sign). */
export function bpsToPercentText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const hundredths = bps % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** 123450 → '1234.5', 500000 → '5000': centavos as the pesos a person types (no grouping, no symbol). */
export function centsToPesosText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}
