// Filipino for the repayment screens, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  choosePaymentMethod: 'Pumili ng paraan ng pagbabayad',
  payment: 'Magbayad',
  paymentMethod: 'Paraan ng pagbabayad',
  nextPaymentDate: 'Ang susunod mong due date ay {date}',
  more: 'ipakita pa',
  hide: 'itago',
  repaymentTitle: 'Pagbabayad',
  rolloverTitle: 'Rollover na bayad',
  repaymentDate: 'Due date',
  amountDue: 'Halagang babayaran',
  howToPay: 'Paano magbayad: sunud-sunod na gabay',
  defaultPayment: 'Ang iyong pay code',
  payCodeHint: 'I-tap para makita kung paano magbayad gamit ang code na ito',
  repaymentCodeTitle: 'Repayment code',
  repaymentCode: 'Repayment code',
  payExactAmount:
    'Bayaran ang eksaktong halaga bago mag-expire ang code. Maa-update ang iyong loan ilang minuto matapos kang magbayad.',
  payExactAmountBy:
    'Bayaran ang eksaktong halaga bago mag-{time} (oras sa Maynila), kung kailan mag-e-expire ang code. Maa-update ang iyong loan ilang minuto matapos kang magbayad.',
  scanToPay: 'I-scan ang QR code na ito sa iyong bank o e-wallet app, suriin ang halaga, saka kumpirmahin.',
  contractNumber: 'Contract number (pay code)',
  totalPayment: 'Kabuuang bayad',
  paymentNotice: 'Paano magbayad',
  paymentInstructionsTitle: 'Gabay sa pagbabayad',
  tapToEnlarge: 'I-tap ang larawan para palakihin',
  noRepaymentInfo: 'Wala pang repayment code. Pumili muna ng paraan ng pagbabayad sa page ng pagbabayad.',
  rolloverNotAllowed: 'Hindi maaaring i-extend ang loan na ito',
  paymentChannels: 'Mga paraan ng pagbabayad',
  qrAlt: 'QR code para magbayad',
  schedule: 'Iskedyul ng hulog',
  installmentN: 'Hulog {n}',
  progressPaid: 'Bayad na',
  progressOverdue: 'Lampas na sa due date',
  progressDue: 'Bayaran ngayon',
  progressUpcoming: 'Susunod pa',
  stillOwed: '{amount} pa ang babayaran',
  codeAmount: 'Ang code na ito ay para sa {amount}',
};

export default fil;
