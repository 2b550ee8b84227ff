// Filipino for the payway screens, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  chooseBankCardFirst: 'pumili muna ng bank card',
  enterCorrectCode: 'ilagay ang tamang verification code',
  paywayTitle: 'Magbayad gamit ang bank card',
  repaymentAmount: 'Halagang babayaran',
  chooseCard: 'Pumili ng card',
  addCard: 'Magdagdag ng bagong card',
  payNow: 'Magbayad na',
  otherWay: 'Magbayad online sa halip',
  cardListFailed: 'Hindi makuha ang listahan ng card. Pakisubukang muli.',
  commitFailed: 'Hindi naproseso. Pakisubukang muli.',
  verificationTitle: 'Ilagay ang verification code',
  verificationSent: 'Nagpadala kami ng 6-digit na code sa iyong telepono.',
  verificationPlaceholder: '6-digit na code',
  getCode: 'Kunin ang code',
  resendIn: 'Ipadala muli sa {s}s',
  wrongVerifyCode: 'Mali ang verification code. Pakisuri at subukang muli.',
  doNotRepeat: 'Nabayaran na ito. Huwag nang ulitin ang request ng pagbabayad.',
  paymentSuccessful: 'Matagumpay ang pagbabayad',
  alipayTitle: 'Online na pagbabayad',
  alipayIntro: 'Dadalhin ka sa aming payment partner para magbayad mula sa iyong bangko o e-wallet.',
  continueToPay: 'Magpatuloy sa pagbabayad',
  accountType: 'Uri ng account',
  alsoPayout: 'Ito na rin ang account kung saan namin ipapadala ang iyong mga loan.',
};

export default fil;
