// What staff type in the orders list's search box, read as one kind of search (decision 108), and a
// borrower's name as search compares it: lowered, with the accents of Filipino and Spanish names taken
// off, so "pena" finds Peña and "NINO" finds Niño. Migration 0046 keeps the same fold of every stored
// name in kyc_profiles.name_key; the two letter tables must stay equal.
import { normalizePhMobile } from '@lendwell/contracts/constants';

/** Every order number starts with this, then the business date and six digits (LW20260105123456). */
export const ORDER_NO_PREFIX = 'LW';

export const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçÿýÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕŌÚÙÛÜŪÑÇŸÝ';
export const PLAIN = 'aaaaaaaeeeeeiiiiioooooouuuuuncyyAAAAAAAEEEEEIIIIIOOOOOOUUUUUNCYY';

const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));

/** The fold of a name (or part of one) as kyc_profiles.name_key holds it; spaces collapsed, ends trimmed. */
export function nameKey(text: string): string {
  return [...text.trim().replace(/\s+/g, ' ')]
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase();
}

export type OrderSearch =
  | { kind: 'phone'; phone: string }
  | { kind: 'idLast4'; last4: string }
  | { kind: 'orderNo'; prefix: string }
  | { kind: 'name'; words: string[] };

/**
 * One search from the box: a Philippine mobile number (any usual spelling) is a phone; four digits are the
 * government ID's last four; anything else with a digit, or the order numbers' own prefix, is an order
 * number or its start (LW2026…); words are parts of a name, each to be found in it. Null when nothing
 * searchable was typed.
 */
export function readOrderSearch(typed: string): OrderSearch | null {
  const text = typed.trim();
  if (!text) return null;
  const phone = normalizePhMobile(text);
  if (phone) return { kind: 'phone', phone };
  if (/^\d{4}$/.test(text)) return { kind: 'idLast4', last4: text };
  if (/\d/.test(text) || text.toUpperCase() === ORDER_NO_PREFIX)
    return { kind: 'orderNo', prefix: text.replace(/\s+/g, '').toUpperCase() };
  const words = nameKey(text)
    .split(' ')
    .filter((w) => /\p{L}/u.test(w));
  return words.length ? { kind: 'name', words } : null;
}
