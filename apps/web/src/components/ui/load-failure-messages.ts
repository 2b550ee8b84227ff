// Texts of the load-failure panel every screen shows when its data did not load (decision 049).
// Filipino: load-failure-messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  offlineTitle: 'You seem to be offline',
  offlineText: 'We could not reach Lendwell. Check your connection, then try again.',
  sessionTitle: 'Please log in again',
  sessionText: 'Your session has ended, so we cannot show this page. Log in again to continue.',
  notFoundTitle: 'We could not find this',
  notFoundText: 'This loan or item is not on your account, or it is no longer available.',
  refusedTitle: 'This cannot be shown now',
  serverTitle: 'Something went wrong on our side',
  serverText: 'The page did not load. Please try again in a moment.',
  missingTitle: 'Nothing to show here',
  missingText: 'This page was opened without the loan or complaint it shows. Open it again from the app.',
  retry: 'Try again',
  login: 'Log in again',
  order: 'Go to my loan',
  home: 'Go to home',
};

export type LoadFailureEnglish = typeof en;

export const lf = catalogue(en, () => import('./load-failure-messages.fil'));
