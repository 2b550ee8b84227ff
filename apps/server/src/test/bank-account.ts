// A bound BDO account for a borrower, as binding stores it (the number sealed, its last four apart): what
// payouts and credit refunds pay to. The sandbox payout answers by the last four (sandbox-payout.ts).
import type { App } from '../app.js';
import { accountHash, encryptJson } from '../lib/field-crypto.js';

export async function bindBdoAccount(app: App, userId: number, accountNo: string) {
  await app.bankRepository.bind(userId, {
    cardType: 1,
    channelNumber: '90006',
    institution: 'BDO',
    fields: { branchCity: 'Makati', accountName: 'Juana Dela Cruz' },
    secretsEncrypted: encryptJson(app.secrets.appSecret, { accountNo }),
    accountHash: accountHash(app.secrets.appSecret, accountNo),
    last4: accountNo.slice(-4),
    source: 'new',
  });
}

/**
 * Binds an account for the borrower of `orderNo` when they have none: a payout needs one (decision 129). The
 * number ends in 42, which the sandbox payout pays at once (none of its failing or holding endings).
 */
export async function ensurePayoutAccount(app: App, orderNo: string) {
  const order = await app.ordersRepository.findByNo(orderNo);
  if (!order || (await app.bankRepository.current(order.userId))) return;
  await bindBdoAccount(app, order.userId, `55${String(order.userId).padStart(8, '0')}42`);
}
