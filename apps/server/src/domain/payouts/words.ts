// What a borrower reads about their payout on the order page (decision 040): each state in words,
// never a code. Pure: the caller passes the payout row's state.
import { RAIL_NAMES, type PayoutRail } from './routing.js';

export type PayoutView = {
  status: 'requested' | 'pending' | 'succeeded' | 'failed' | 'returned';
  channel: string;
  rebind: boolean;
  reason: string;
};

/** The order page's line for an approved order (151) and its "Payout" detail row; null before any payout. */
export function payoutWords(payout: PayoutView | null): { description: string; row: string } | null {
  if (!payout) return null;
  const rail = RAIL_NAMES[payout.channel as PayoutRail];
  const wallet = payout.channel === 'gcash' || payout.channel === 'maya';
  const where = rail ? (wallet ? `your ${rail} wallet` : `your bank account by ${rail}`) : 'your account';
  const when =
    payout.channel === 'pesonet'
      ? 'It arrives on the same or the next banking day.'
      : 'It usually arrives within minutes.';
  switch (payout.status) {
    case 'requested':
      return { description: `We are sending the money to ${where}.`, row: 'Being sent' };
    case 'pending':
      return { description: `The money is on its way to ${where}. ${when}`, row: 'On its way' };
    case 'succeeded':
      return { description: `The money was sent to ${where}.`, row: 'Sent' };
    case 'failed':
      return payout.rebind
        ? {
            description: `We could not send the money: ${payout.reason}. Please bind another bank or e-wallet account.`,
            row: 'Not sent: please bind another account',
          }
        : {
            description: 'We could not send the money yet. We are looking into it; you do not need to do anything.',
            row: 'Delayed',
          };
    case 'returned':
      return {
        description: `Your bank sent the money back (${payout.reason}). Please bind another account so we can send it again.`,
        row: 'Returned by your bank: please bind another account',
      };
  }
}

/**
 * Finance's word for an approved order whose borrower has bound no payout account (decision 129): the
 * payout desk shows it instead of a Pay out button, and a payout asked for anyway is refused with it.
 */
export const WAITING_FOR_ACCOUNT = "Waiting for the borrower's account";

/** The refusal of a payout to nowhere: the desk's words and what happens next, in one sentence. */
export const WAITING_FOR_ACCOUNT_REFUSAL = `${WAITING_FOR_ACCOUNT}: they have not added a bank or e-wallet account to receive the money yet. They are reminded by SMS each day, and the order can be paid out once they add one.`;

/** The order page of an approved loan whose borrower has not said where to send the money (decision 129). */
export const ACCOUNT_MISSING_WORDS = {
  status: 'Approved: add your account',
  description:
    'Your loan is approved. Tell us where to send the money: add your bank or e-wallet account. The money arrives within 1 to 3 days after you add it.',
  popTitle: 'Where should we send your money?',
  popMessage: 'Your loan is approved. Add the bank or e-wallet account that should receive the money.',
} as const;
