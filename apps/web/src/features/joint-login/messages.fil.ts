// Filipino for the joint-login failure page, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  noticeTitle: 'Paalala',
  recommendedLoans: 'Mga inirerekomendang loan',
};

export default fil;
