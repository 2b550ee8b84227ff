// Filipino for the order details page, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './components/text';

const fil: Translation<English> = {
  rating: 'Rating',
  oneStar: '1 bituin',
  stars: '{n} bituin',
  thankYou: 'Salamat',
  orderDetailsTitle: 'Detalye ng order',
  repayment: 'Magbayad',
  repayUpper: 'MAGBAYAD',
  rolloverRepayment: 'Rollover na bayad',
  shortOfMoney: 'Kulang sa pera?',
  borrowAgain: 'Mag-loan ulit',
  viewMoreProducts: 'I-tap para makita ang iba pang loan',
  kindTips: 'Paalala',
  iKnow: 'Naiintindihan ko',
  rateUs: 'Kumusta ang loan mo sa amin?',
  rateSorry:
    'Salamat sa pagsabi sa amin. Paumanhin at hindi ito naging mas maayos; titingnan ito ng aming customer service.',
  contactUs: 'Makipag-ugnayan sa amin',
  bindAccount: 'Magdagdag ng ibang account',
  later: 'Mamaya na',
  reopenTitle: 'Mag-loan ulit?',
  reopenBody: 'Mag-apply ulit sa {product}? Susuriin ang bago mong application sa loob ng 1 araw.',
  recommendedLoans: 'Mga inirerekomendang loan',
  moreLoans: 'Iba pang loan para sa iyo',
  questions: 'May tanong tungkol sa loan na ito?',
  call: 'Tumawag sa {phone}',
  repayFirst: 'May loan ka pang tumatakbo. Maaari kang mag-apply ng panibago kapag bayad na ito nang buo.',
  payoutFailedAction:
    'Hindi namin maipadala ang iyong pera. Mag-bind ng ibang account para maipadala namin itong muli.',
  declineEligibility: 'Hindi pa tugma ang iyong application sa aming mga kinakailangan sa pagpapautang sa ngayon.',
  declineIdentity: 'Hindi namin ma-verify ang iyong pagkakakilanlan gamit ang mga detalyeng ibinigay mo.',
  declineCredit: 'Batay sa aming pagsusuri ng kredito, hindi ka pa namin maaalok ng loan sa ngayon.',
  reapplyFrom: 'Maaari kang mag-apply ulit simula {date}.',
  documentsTitle: 'Mga resibo at statement',
  documentsLoading: 'Kinukuha ang iyong mga resibo…',
  documentsFailed: 'Hindi namin makuha ang iyong mga resibo at statement.',
  tryAgain: 'Subukan ulit',
  statement: 'Statement of account',
  receipt: 'Opisyal na resibo {no}',
  reversed: 'binawi',
  view: 'Tingnan',
  pdf: 'PDF',
  viewStatement: 'Tingnan ang statement of account',
  statementPdf: 'I-download ang statement of account bilang PDF',
  viewReceipt: 'Tingnan ang opisyal na resibo {no}',
  receiptPdf: 'I-download ang opisyal na resibo {no} bilang PDF',
  noReceipts: 'Wala pang bayad: may opisyal na resibo rito ang bawat bayad mo.',
};

export default fil;
