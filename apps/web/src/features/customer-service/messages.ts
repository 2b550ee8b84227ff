// Texts of the customer service page (moved from lib/messages.ts, which ships with every route);
// Filipino: messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  customerServiceTitle: 'Customer service',
  customerServiceIntro: 'We are here to help with your loan, repayments and account.',
  onlineService: 'Online service',
  onlineServiceHint: 'Message us on this account',
  emailUs: 'E-mail',
  emailHint: 'Tap to write to us',
  callUs: 'Hotline',
  callHint: 'Tap to call',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const csm = catalogue(en, () => import('./messages.fil'));
