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
