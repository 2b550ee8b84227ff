// Texts of the repayment screens. They live with the feature, not in lib/messages.ts, because the
// shared catalogue ships in the entry chunk of every route (bundle budget, decision 009); the
// spec's own repayment texts stay in the shared catalogue. Filipino: messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  choosePaymentMethod: 'Please select your repayment method for payment',
  payment: 'Payment',
  paymentMethod: 'Payment Method',
  nextPaymentDate: 'Your next payment date is {date}',
  more: 'more',
  hide: 'hide',
  repaymentTitle: 'Repayment',
  rolloverTitle: 'Rollover repayment',
  repaymentDate: 'Repayment date',
  amountDue: 'Amount due',
  howToPay: 'How to pay: step-by-step payment instructions',
  defaultPayment: 'Your pay code',
  payCodeHint: 'Tap to see how to pay with this code',
  repaymentCodeTitle: 'Repayment code',
  repaymentCode: 'Repayment code',
  payExactAmount: 'Pay the exact amount before the code expires. Your loan is updated within minutes of payment.',
  payExactAmountBy:
    'Pay the exact amount before {time} Manila time, when the code expires. Your loan is updated within minutes of payment.',
  scanToPay: 'Scan this QR code with your bank or e-wallet app, check the amount, then confirm.',
  contractNumber: 'Contract number (pay code)',
  totalPayment: 'Total payment',
  paymentNotice: 'How to pay',
  paymentInstructionsTitle: 'Payment instructions',
  tapToEnlarge: 'Tap the picture to enlarge it',
  noRepaymentInfo: 'No repayment code yet. Choose a payment method on the repayment page first.',
  rolloverNotAllowed: 'This loan cannot be extended',
  paymentChannels: 'Payment channels',
  qrAlt: 'QR code to pay',
  schedule: 'Installment schedule',
  installmentN: 'Installment {n}',
  progressPaid: 'Paid',
  progressOverdue: 'Overdue',
  progressDue: 'Due now',
  progressUpcoming: 'Upcoming',
  stillOwed: '{amount} still to pay',
  codeAmount: 'This code collects {amount}',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const rm = catalogue(en, () => import('./messages.fil'));
