// Every text a borrower reads. The spec's texts are the default English catalogue; leftovers from
// other markets are replaced (docs/decisions/005-message-catalogue.md lists each change). The
// Filipino translation is messages.fil.ts, loaded only for a Filipino reader (decision 047).
import { catalogue, fillText } from './i18n';

const en = {
  loading: 'loading...',
  networkError: 'Network error. Please check your connection and try again.',
  requestTimeout: 'The request timed out. Please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  genericError: 'Something went wrong. Please try again.',
  tryAgain: 'Try again',
  copySuccess: 'copy success',
  copyFailed: 'Copy failed. Please copy it manually.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  next: 'Next',
  send: 'Send',
  agree: 'Agree',
  close: 'Close',
  back: 'Back',
  plan: 'Plan',
  interest: 'Interest',
  loanAmount: 'Amount you can borrow',
  savedValue: 'Saved: {value}',
  dayOfMonth: 'Day {n}',
  // What a screen reader says on a picker's wheel (antd-mobile writes these in Chinese).
  pickerCurrent: 'Selected: {label}',
  pickerNone: 'Nothing selected',
  pickerChoose: 'Choose…',
  pickerPrevious: 'Choose the previous option: {label}',
  pickerNoPrevious: 'No previous option',
  pickerNext: 'Choose the next option: {label}',
  pickerNoNext: 'No next option',

  // The SMS-code field (replacing a payout account, adding a card)
  smsCodeLabel: 'SMS code',
  smsCodeHint: 'To protect your loan, we text a code to your phone before the account is replaced.',
  smsCodeGet: 'Get code',
  smsCodeResendIn: 'Resend in {s} s',
  smsCodeSent: 'We sent a code to your phone.',
  smsCodeEnter: 'Enter the 6-digit code we sent to your phone.',

  // Customer service
  copy: 'Copy',

  // Bank

  // Complaints
  /** Replaces the spec's Indonesian 'Silakan pilih'. */
  chooseRating: 'Please choose a rating',

  // Official site

  // Repayment

  // Registration

  // Host bridge fallbacks in a plain browser
  hostCloseNotice: 'You can close this page now.',
  hostLoginNotice: 'Please log in again in the app.',
  hostHomeNotice: 'Open the app to continue.',
  hostRateNotice: 'Thank you! Please rate us in the app store.',

  // Pages not yet built
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const messages = catalogue(en, () => import('./messages.fil'));

export type MessageKey = keyof typeof messages;

/** Looks up a message and fills {placeholders}. */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  return fillText(messages[key], vars);
}
