// Texts of the placeholder page (only its route reads them); Filipino: pending-messages.fil.ts.
import { catalogue } from '@/lib/i18n';

const en = {
  pendingTitle: 'Coming soon',
  pendingBody: 'This screen is being prepared. Please check back shortly.',
  notFoundTitle: 'Page not found',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const pendingText = catalogue(en, () => import('./pending-messages.fil'));
