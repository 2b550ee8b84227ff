// Which rail carries a payout (decision 041). Banks: InstaPay in real time up to its per-transfer
// limit, PESONet (batch, same or next banking day) above it. E-wallets are paid directly.
import { assertCents, type Cents } from '../money.js';

/** InstaPay's per-transfer limit: PHP 50,000. */
export const INSTAPAY_LIMIT_CENTS = 5_000_000;

export type PayoutRail = 'instapay' | 'pesonet' | 'gcash' | 'maya';

export type PayoutDestination = { kind: 'bank'; bankCode: string } | { kind: 'ewallet'; wallet: 'gcash' | 'maya' };

/** The bound account's channel numbers (seed: 90006 InstaPay, 90007 PESONet, 90011 GCash, 90012 Maya). */
const WALLETS: Record<string, 'gcash' | 'maya'> = { '90011': 'gcash', '90012': 'maya', GCSH: 'gcash', PYMY: 'maya' };

/** Reads a bound account as a destination; null when its kind is unknown (nothing is paid blindly). */
export function destinationOf(account: {
  cardType: number;
  channelNumber: string;
  institution: string;
}): PayoutDestination | null {
  if (account.cardType === 2) {
    const wallet = WALLETS[account.institution] ?? WALLETS[account.channelNumber];
    return wallet ? { kind: 'ewallet', wallet } : null;
  }
  if (account.cardType === 1 && account.institution) return { kind: 'bank', bankCode: account.institution };
  return null;
}

/**
 * Chooses the rail by destination and amount: an e-wallet directly, a bank by InstaPay up to
 * INSTAPAY_LIMIT_CENTS inclusive and by PESONet above it, whatever rail the borrower preferred.
 */
export function chooseRail(destination: PayoutDestination, amountCents: Cents): PayoutRail {
  assertCents(amountCents, 'payout amount');
  if (amountCents <= 0) throw new RangeError('a payout amount must be positive');
  if (destination.kind === 'ewallet') return destination.wallet;
  return amountCents <= INSTAPAY_LIMIT_CENTS ? 'instapay' : 'pesonet';
}

/** The provider's channel code (Dragonpay payout procid style) for a rail and bank. */
export function channelCode(rail: PayoutRail, destination: PayoutDestination): string {
  if (rail === 'gcash') return 'GCSH';
  if (rail === 'maya') return 'PYMY';
  if (destination.kind !== 'bank') throw new RangeError('a bank rail needs a bank destination');
  // InstaPay and PESONet codes are the bank's code with the rail as a suffix, e.g. BDO-IP / BDO-PN.
  return `${destination.bankCode}-${rail === 'instapay' ? 'IP' : 'PN'}`;
}

export const RAIL_NAMES: Record<PayoutRail, string> = {
  instapay: 'InstaPay',
  pesonet: 'PESONet',
  gcash: 'GCash',
  maya: 'Maya',
};
