// Filipino for the customer service page, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  customerServiceTitle: 'Customer service',
  customerServiceIntro: 'Narito kami para tumulong sa iyong loan, mga bayad at account.',
  onlineService: 'Online na serbisyo',
  onlineServiceHint: 'Mag-message sa amin sa account na ito',
  emailUs: 'E-mail',
  emailHint: 'I-tap para sumulat sa amin',
  callUs: 'Hotline',
  callHint: 'I-tap para tumawag',
};

export default fil;
