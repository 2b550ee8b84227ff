// The lender's block list in staff's hands (decision 080): what a typed phone or ID number
// becomes before it is hashed (the same normal form the decision keys), the hint staff read instead
// of the number, and which stored keys a search for some typed text could mean. Pure.
import { normalizePhMobile } from '@lendwell/contracts';
import { checkIdNumber, GOVERNMENT_IDS, normalizeIdNumber } from '../kyc/government-id.js';

export type BlockKind = 'phone' | 'id';

export type BlockNumber =
  | { ok: true; kind: BlockKind; number: string; hint: string }
  | { ok: false; field: 'number' | 'idType'; message: string };

/**
 * A typed number in the form the decision hashes: a mobile as +63…, an ID number upper-cased without
 * separators, checked against its type. The hint names the kind and the last four characters only.
 */
export function readBlockNumber(kind: BlockKind, raw: string, idType?: string): BlockNumber {
  if (kind === 'phone') {
    const phone = normalizePhMobile(raw);
    if (!phone) return { ok: false, field: 'number', message: 'must be a mobile number like 0917 123 4567' };
    return { ok: true, kind, number: phone, hint: `Mobile number ending ${phone.slice(-4)}` };
  }
  const rule = GOVERNMENT_IDS.find((r) => r.type === idType);
  if (!rule) return { ok: false, field: 'idType', message: 'choose one of the listed IDs' };
  const check = checkIdNumber(rule.type, raw);
  if (!check.ok) return { ok: false, field: 'number', message: check.message };
  return { ok: true, kind, number: check.number, hint: `${rule.name} ending ${check.last4}` };
}

/** The numbers a search text could be, exactly: a mobile, an ID number (any type), or neither. */
export function blockSearchKeys(query: string): { kind: BlockKind; number: string }[] {
  const keys: { kind: BlockKind; number: string }[] = [];
  const phone = normalizePhMobile(query);
  if (phone) keys.push({ kind: 'phone', number: phone });
  const id = normalizeIdNumber(query);
  if (GOVERNMENT_IDS.some((r) => r.pattern.test(id))) keys.push({ kind: 'id', number: id });
  return keys;
}
