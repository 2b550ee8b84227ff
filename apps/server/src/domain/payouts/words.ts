// What a borrower reads about their payout on the order page (decision 040): each state in words,
// never a code. Pure: the caller passes the payout row's state.
import { RAIL_NAMES, type PayoutRail } from './routing.js';

export type PayoutView = {
  status: 'requested' | 'pending' | 'succeeded' | 'failed' | 'returned';
  channel: string;
  rebind: boolean;
  reason: string;
};

/**
 * The order page's line for an approved order (151) and its "Payout" detail row; null before any payout.
 * w is the borrower's catalogue (decision 132), passed in so this rule stays free of the server's plumbing.
 */
export function payoutWords(
  payout: PayoutView | null,
  w: (key: PayoutWordKey, vars?: Record<string, string>) => string,
): { description: string; row: string } | null {
  if (!payout) return null;
  const rail = RAIL_NAMES[payout.channel as PayoutRail];
  const wallet = payout.channel === 'gcash' || payout.channel === 'maya';
  const where = rail ? w(wallet ? 'payoutToWallet' : 'payoutToBank', { rail }) : w('payoutToAccount');
  const when = w(payout.channel === 'pesonet' ? 'payoutWhenPesonet' : 'payoutWhenMinutes');
  const reason = payout.reason;
  switch (payout.status) {
    case 'requested':
      return { description: w('payoutRequested', { where }), row: w('payoutRequestedRow') };
    case 'pending':
      return { description: w('payoutPending', { where, when }), row: w('payoutPendingRow') };
    case 'succeeded':
      return { description: w('payoutSucceeded', { where }), row: w('payoutSucceededRow') };
    case 'failed':
      return payout.rebind
        ? { description: w('payoutFailedRebind', { reason }), row: w('payoutFailedRebindRow') }
        : { description: w('payoutDelayed'), row: w('payoutDelayedRow') };
    case 'returned':
      return { description: w('payoutReturned', { reason }), row: w('payoutReturnedRow') };
  }
}

/** The catalogue keys payoutWords reads (the server's borrower catalogue has each, decision 132). */
type PayoutWordKey =
  | 'payoutToWallet'
  | 'payoutToBank'
  | 'payoutToAccount'
  | 'payoutWhenPesonet'
  | 'payoutWhenMinutes'
  | 'payoutRequested'
  | 'payoutRequestedRow'
  | 'payoutPending'
  | 'payoutPendingRow'
  | 'payoutSucceeded'
  | 'payoutSucceededRow'
  | 'payoutFailedRebind'
  | 'payoutFailedRebindRow'
  | 'payoutDelayed'
  | 'payoutDelayedRow'
  | 'payoutReturned'
  | 'payoutReturnedRow';

/**
 * Finance's word for an approved order whose borrower has bound no payout account (decision 129): the
 * payout desk shows it instead of a Pay out button, and a payout asked for anyway is refused with it.
 */
export const WAITING_FOR_ACCOUNT = "Waiting for the borrower's account";

/** The refusal of a payout to nowhere: the desk's words and what happens next, in one sentence. */
export const WAITING_FOR_ACCOUNT_REFUSAL = `${WAITING_FOR_ACCOUNT}: they have not added a bank or e-wallet account to receive the money yet. They are reminded by SMS each day, and the order can be paid out once they add one.`;
