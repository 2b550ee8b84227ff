// Promises to pay (decisions 069 and 127): when a promise is kept or broken, with part payments.
// Pure rules; the service reads the receipts and writes the status.
import { applyBps, type Bps, type Cents } from '../money.js';

export type PromiseStatus = 'open' | 'kept' | 'broken';

/**
 * The share of the promised amount that keeps a promise (decision 127): 90 %. A borrower who promised
 * ₱1,000 and paid ₱900 by the date kept their word in substance; a ₱1 shortfall must not count as broken.
 */
export const PROMISE_KEPT_SHARE_BPS: Bps = 9_000;

/** The least paid between making and date that keeps a promise of `amountCents` (rounded half up). */
export function keepingAmount(amountCents: Cents): Cents {
  return applyBps(amountCents, PROMISE_KEPT_SHARE_BPS);
}

/**
 * A promise's status: kept once the receipts (not reversed) paid from the day it was made up to its date
 * reach 90 % of its amount, several part payments together; broken once its date has passed without that;
 * open until then. A payment after the date does not mend a broken promise.
 */
export function promiseStatus(
  amountCents: Cents,
  paidByDateCents: Cents,
  promisedOn: string,
  today: string,
): PromiseStatus {
  if (paidByDateCents >= keepingAmount(amountCents)) return 'kept';
  return today > promisedOn ? 'broken' : 'open';
}
