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
