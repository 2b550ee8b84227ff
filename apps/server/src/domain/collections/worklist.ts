// A collector's worklist row in words (decision 127): whether the borrower may be contacted now and why
// not, what to do next, and where the latest promise stands. Pure; the service gathers the facts.
import { formatMoney } from '@lendwell/contracts';
import type { Cents } from '../money.js';
import type { ContactGround } from './consent.js';
import type { PromiseStanding } from './priority.js';
import type { PromiseStatus } from './promises.js';

/** The daily contact cap per borrower when an admin has set none: three contacts a Manila day. */
export const DEFAULT_DAILY_CONTACT_CAP = 3;

export type LatestPromise = { status: PromiseStatus; promisedOn: string; amountCents: Cents };

/** 2026-12-03 → '3 Dec' (a business date, no time zone to convert). */
export function shortDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * Whether the collector may contact the borrower now, and the reason in words when not: the SEC MC 18
 * hours (with the 60-day and written-consent grounds, decision 082), then the admin's daily cap, counted
 * over all the borrower's loans for the Manila day.
 */
export function contactAllowance(
  ground: ContactGround | null,
  contactsToday: number,
  dailyCap: number,
): { allowed: boolean; reason: string | null } {
  if (ground === null)
    return {
      allowed: false,
      reason:
        'Outside 6:00 AM to 10:00 PM Manila time, and the borrower has not agreed in writing to other hours (SEC MC 18).',
    };
  if (contactsToday >= dailyCap)
    return {
      allowed: false,
      reason: `Already contacted ${contactsToday} ${contactsToday === 1 ? 'time' : 'times'} today; the daily limit is ${dailyCap}.`,
    };
  return { allowed: true, reason: null };
}

/** A promise holds routine contact while it is open, or kept, up to and including its date. */
export function promiseHolds(p: LatestPromise | null, today: string): boolean {
  return p !== null && p.status !== 'broken' && p.promisedOn >= today;
}

/** The latest promise as the priority score weighs it: broken on top, holding at the bottom. */
export function promiseStanding(p: LatestPromise | null, today: string): PromiseStanding {
  if (p === null) return 'none';
  if (p.status === 'broken') return 'broken';
  return promiseHolds(p, today) ? 'open' : p.status;
}

/** The promise as the row says it, e.g. 'Promise open until 3 Dec' or 'Promise broken (due 3 Dec)'. */
export function promiseText(p: LatestPromise | null): string | null {
  if (p === null) return null;
  const amount = formatMoney(p.amountCents);
  const day = shortDay(p.promisedOn);
  if (p.status === 'open') return `Promise open until ${day}: ${amount}`;
  if (p.status === 'kept') return `Promise kept: ${amount} by ${day}`;
  return `Promise broken: ${amount} was due ${day}`;
}

/** The next thing to do with the loan, in one sentence. */
export function nextAction(p: LatestPromise | null, today: string, lastOutcome: string | null): string {
  if (p?.status === 'broken')
    return `Call about the broken promise of ${formatMoney(p.amountCents)} due ${shortDay(p.promisedOn)}.`;
  if (p && promiseHolds(p, today)) return `Wait for the payment; no routine contact until ${shortDay(p.promisedOn)}.`;
  if (lastOutcome === 'no_answer') return 'Try again: the last call was not answered.';
  return 'Call and ask for a promise to pay.';
}
