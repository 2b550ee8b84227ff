// Written consent (decision 082). SEC MC 18 s.2019 lets a lender contact a borrower
// outside 6:00 AM–10:00 PM only when the account is more than 60 days past due or the borrower
// agreed in writing. This is the record of that writing: who signed, what they agreed to, when, and
// the scanned document. A consent counts from the day it was signed until it is withdrawn.
import { type CONSENT_KIND_NAMES } from '@lendwell/contracts';
import { contactAllowed } from '../servicing/contact-hours.js';

/** What a borrower may agree to in writing (one list, in the contracts). Only the hours today; it may grow. */
export type ConsentKind = (typeof CONSENT_KIND_NAMES)[number];

export type ConsentRecord = { kind: ConsentKind; signedOn: string; revokedAt: string | null };

/** True when one of `consents` of `kind` was signed on or before `today` and not withdrawn. */
export function consentInForce(consents: readonly ConsentRecord[], kind: ConsentKind, today: string): boolean {
  return consents.some((c) => c.kind === kind && c.revokedAt === null && c.signedOn <= today);
}

/** Null when a consent signed on `signedOn` may be recorded on `today`; otherwise the sentence why not. */
export function checkSignedOn(signedOn: string, today: string): string | null {
  if (signedOn > today) return 'a consent cannot be signed in the future; enter the date on the document';
  return null;
}

/** Why a contact is allowed now, or null when it is not: the words the collector reads. */
export type ContactGround = 'within_hours' | 'over_60_days' | 'written_consent';

/**
 * The ground on which a collector may contact the borrower at `instant`, or null when none holds.
 * One rule with contactAllowed (domain/servicing/contact-hours.ts); this only names which part held.
 */
export function contactGround(
  instant: Date,
  daysPastDue: number,
  consents: readonly ConsentRecord[],
  today: string,
): ContactGround | null {
  if (contactAllowed(instant, daysPastDue, false)) {
    return contactAllowed(instant, 0, false) ? 'within_hours' : 'over_60_days';
  }
  const consented = consentInForce(consents, 'contact_other_hours', today);
  return contactAllowed(instant, daysPastDue, consented) ? 'written_consent' : null;
}
