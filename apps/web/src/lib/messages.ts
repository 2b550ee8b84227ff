// Every text a borrower reads. The spec's texts are the default English catalogue; leftovers from
// other markets are replaced (docs/decisions/005-message-catalogue.md lists each change).

export const messages = {
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
  more: 'more',
  close: 'Close',
  plan: 'Plan',
  noticeTitle: 'Notice',
  hide: 'hide',

  // Customer service
  customerServiceTitle: 'Customer service',
  customerServiceIntro: 'We are here to help with your loan, repayments and account.',
  onlineService: 'Online service',
  onlineServiceHint: 'Message us on this account',
  emailUs: 'E-mail',
  emailHint: 'Tap to write to us',
  callUs: 'Hotline',
  callHint: 'Tap to call',
  copy: 'Copy',

  // Bank
  bankTitle: 'Payment account information',

  // Complaints
  complaintHomeTitle: 'Online service',
  myComplaints: 'My complaints',
  complaintDescriptionRequired: 'Please fill in your comments and suggestions',
  complaintHandledWithin: 'Your complaint will be handled within 3 weekdays.',
  uploadSucceeded: 'Upload succeeded!',
  collectionNotSupported: 'This order does not support the collection complaint type.',
  processResult: 'Process Result',
  rateThisService: 'Please rate this service',
  /** Replaces the spec's Indonesian 'Silakan pilih'. */
  chooseRating: 'Please choose a rating',
  /** Replaces the spec's 'Successful demonstration！'. */
  ratingThanks: 'Thank you for your rating!',

  // Official site
  siteIncomplete: 'Please provide complete information!',
  siteSuccess: 'Successful!',

  // Repayment
  chooseBankCardFirst: 'please choose a bank card first',
  enterCorrectCode: 'enter the correct verification code',
  choosePaymentMethod: 'Please select your repayment method for payment',
  payment: 'Payment',
  paymentMethod: 'Payment Method',
  nextPaymentDate: 'Your next payment date is {date}',

  // Registration
  registrationSuccessful: 'registration successful',

  // Host bridge fallbacks in a plain browser
  hostCloseNotice: 'You can close this page now.',
  hostLoginNotice: 'Please log in again in the app.',
  hostHomeNotice: 'Open the app to continue.',
  hostRateNotice: 'Thank you! Please rate us in the app store.',

  // Pages not yet built
  pendingTitle: 'Coming soon',
  pendingBody: 'This screen is being prepared. Please check back shortly.',
} as const;

export type MessageKey = keyof typeof messages;

/** Looks up a message and fills {placeholders}. */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
