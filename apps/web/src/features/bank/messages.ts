// Texts of the bank account page only; Filipino: messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  bankTitle: 'Payment account information',
  accountType: 'Account type',
  nowReceiving: 'Now receiving to {account}. Saving replaces it.',
  checkDigits:
    'Your loan is sent to this account. Check every digit: money sent to a wrong account may not be recoverable.',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const bm = catalogue(en, () => import('./messages.fil'));
