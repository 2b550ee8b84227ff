// The government IDs Philippine lenders accept for KYC, and the shape of each one's number. The
// checks are on the printed format only (a KYC provider verifies the ID itself); they stop typos
// and wrong-type entries before a reviewer ever sees them.

export type GovernmentIdType =
  'philsys' | 'umid' | 'sss' | 'drivers' | 'passport' | 'prc' | 'postal' | 'voters' | 'tin';

type IdRule = {
  type: GovernmentIdType;
  /** As the borrower sees it in the picker. */
  name: string;
  /** Matched against the number upper-cased, with spaces and hyphens removed. */
  pattern: RegExp;
  /** The format in words, for the refusal. */
  format: string;
};

export const GOVERNMENT_IDS: readonly IdRule[] = [
  {
    type: 'philsys',
    name: 'PhilSys National ID',
    pattern: /^\d{16}$/,
    format: 'the 16-digit PhilSys Card Number, like 1234-5678-9012-3456',
  },
  { type: 'umid', name: 'UMID', pattern: /^\d{12}$/, format: 'the 12-digit CRN, like 0111-2345678-9' },
  { type: 'sss', name: 'SSS ID', pattern: /^\d{10}$/, format: 'the 10-digit SS number, like 34-5678901-2' },
  {
    type: 'drivers',
    name: "Driver's licence (LTO)",
    pattern: /^[A-Z]\d{10}$/,
    format: 'a letter and 10 digits, like N01-12-345678',
  },
  {
    type: 'passport',
    name: 'Philippine passport',
    pattern: /^(?:[A-Z]\d{7}[A-Z]|[A-Z]{2}\d{7})$/,
    format: 'like P1234567A (or EB1234567 on older passports)',
  },
  { type: 'prc', name: 'PRC ID', pattern: /^\d{7}$/, format: 'the 7-digit registration number, like 0123456' },
  {
    type: 'postal',
    name: 'Postal ID',
    pattern: /^\d{12}[A-Z]?$/,
    format: 'the 12-digit PRN, with its letter if it has one, like 1234 5678 9012 P',
  },
  {
    type: 'voters',
    name: "Voter's ID (COMELEC)",
    pattern: /^\d{4}[A-Z0-9]{15,20}$/,
    format: 'the voter identification number, 4 digits then 15 to 20 letters or digits',
  },
  {
    type: 'tin',
    name: 'TIN ID',
    pattern: /^\d{9}(?:\d{3}|\d{5})?$/,
    format: 'the 9-digit TIN, with its branch code if any, like 123-456-789-000',
  },
];

/** Upper-cased, without spaces, hyphens and dots: the form every rule and the store use. */
export function normalizeIdNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

export type IdNumberCheck = { ok: true; number: string; last4: string } | { ok: false; message: string };

/**
 * Checks an ID number against its type's printed format. On success answers the normalised number
 * and its last four characters (the only part ever shown again).
 */
export function checkIdNumber(type: string, raw: string): IdNumberCheck {
  const rule = GOVERNMENT_IDS.find((r) => r.type === type);
  if (!rule) return { ok: false, message: 'choose one of the listed IDs' };
  const number = normalizeIdNumber(raw);
  if (number === '') return { ok: false, message: 'is required' };
  if (!rule.pattern.test(number)) return { ok: false, message: `must be ${rule.format}` };
  return { ok: true, number, last4: number.slice(-4) };
}
