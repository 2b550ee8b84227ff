// Texts of the order details page (the shared ones live in lib/messages.ts; Filipino: ../messages.fil.ts).
import { catalogue } from '@/lib/i18n';

const en = {
  rating: 'Rating',
  oneStar: '1 star',
  stars: '{n} stars',
  thankYou: 'Thank you',
  orderDetailsTitle: 'Order details',
  repayment: 'Repayment',
  repayUpper: 'REPAY',
  rolloverRepayment: 'Rollover Repayment',
  shortOfMoney: 'Short of money?',
  borrowAgain: 'Borrow Again',
  viewMoreProducts: 'Click to view more products',
  kindTips: 'Kind tips',
  iKnow: 'I know',
  rateUs: 'How was your loan with us?',
  rateSorry: 'Thank you for telling us. We are sorry it was not better; our customer service will look into it.',
  contactUs: 'Contact us',
  bindAccount: 'Bind another account',
  later: 'Later',
  reopenTitle: 'Borrow again?',
  reopenBody: 'Apply for {product} again? Your new application is reviewed within 1 day.',
  recommendedLoans: 'Recommended loans',
  moreLoans: 'More loans for you',
  questions: 'Questions about this loan?',
  call: 'Call {phone}',
  repayFirst: 'You have a loan in progress. You can apply for another one once it is fully repaid.',
  payoutFailedAction: 'We could not send your money. Bind another account so we can send it again.',
  declineEligibility: 'Your application does not meet our lending requirements at this time.',
  declineIdentity: 'We could not verify your identity with the details you gave.',
  declineCredit: 'Based on our credit assessment, we cannot offer you a loan at this time.',
  reapplyFrom: 'You may apply again from {date}.',
  documentsTitle: 'Receipts and statement',
  documentsLoading: 'Loading your receipts…',
  documentsFailed: 'We could not load your receipts and statement.',
  tryAgain: 'Try again',
  statement: 'Statement of account',
  receipt: 'Official receipt {no}',
  reversed: 'reversed',
  view: 'View',
  pdf: 'PDF',
  viewStatement: 'View the statement of account',
  statementPdf: 'Download the statement of account as PDF',
  viewReceipt: 'View official receipt {no}',
  receiptPdf: 'Download official receipt {no} as PDF',
  noReceipts: 'No payments yet: each payment you make gets an official receipt here.',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const text = catalogue(en, () => import('../messages.fil'));
