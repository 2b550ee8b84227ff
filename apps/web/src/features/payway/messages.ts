// Texts of the payway screens, kept with the feature so the entry chunk stays small (decision 009).
// Filipino: messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  chooseBankCardFirst: 'please choose a bank card first',
  enterCorrectCode: 'enter the correct verification code',
  paywayTitle: 'Repay by bank card',
  repaymentAmount: 'Repayment amount',
  chooseCard: 'Choose a card',
  addCard: 'Add a new card',
  payNow: 'Pay now',
  otherWay: 'Pay online instead',
  cardListFailed: 'Failed to query the card list. Please try again.',
  commitFailed: 'Processing failed. Please try again.',
  verificationTitle: 'Enter the verification code',
  verificationSent: 'We sent a 6-digit code to your phone.',
  verificationPlaceholder: '6-digit code',
  getCode: 'Get code',
  resendIn: 'Resend in {s}s',
  wrongVerifyCode: 'Wrong verification code. Please check and try again.',
  doNotRepeat: 'This repayment has already been made. Please do not repeat the payment request.',
  paymentSuccessful: 'Payment successful',
  alipayTitle: 'Online repayment',
  alipayIntro: 'You will be taken to our payment partner to pay from your bank or e-wallet.',
  continueToPay: 'Continue to payment',
  accountType: 'Account type',
  alsoPayout: 'This account also becomes the account we send your loans to.',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const pm = catalogue(en, () => import('./messages.fil'));
