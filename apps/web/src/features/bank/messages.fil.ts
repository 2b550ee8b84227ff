// Filipino for the bank account page, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  bankTitle: 'Impormasyon ng account',
  accountType: 'Uri ng account',
  nowReceiving: 'Kasalukuyang natatanggap sa {account}. Papalitan ito kapag nag-save ka.',
  checkDigits:
    'Dito ipapadala ang iyong loan. Suriin ang bawat numero: maaaring hindi na maibalik ang perang naipadala sa maling account.',
};

export default fil;
