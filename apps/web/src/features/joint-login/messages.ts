// Texts of the joint-login failure page; Filipino: messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  noticeTitle: 'Notice',
  recommendedLoans: 'Recommended loans',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const jm = catalogue(en, () => import('./messages.fil'));
