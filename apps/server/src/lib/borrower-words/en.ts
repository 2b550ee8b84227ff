// Every sentence the server writes to a borrower, in English (decision 132). fil.ts has the same keys
// (its type is built from this object), so a missing Filipino text fails the type-check. {name} marks a
// value filled in by the caller.
export const en = {
  // Order status (the order page's title, the host's order list).
  statusUnderReview: 'Under review',
  statusRejected: 'Not approved',
  statusDisbursing: 'Approved, sending your money',
  statusRepaying: 'Repaying',
  statusDue: 'Repayment due',
  statusOverdue: 'Overdue',
  statusSettled: 'Settled',
  statusOrder: 'Order',
  statusPayoutFailed: 'We could not send your money',
  statusPayoutDelayed: 'Approved, your money is delayed',

  // The order page's line under its status.
  describeUnderReview: 'We are reviewing your application. This usually takes less than 1 day.',
  describeRejected: 'We could not approve this application. You may apply again later.',
  describeDisbursing: 'Your loan is approved. The money arrives within 1 to 3 days.',
  describeRepaying: 'Next repayment {amount} on {date}.',
  describeDue: 'Please repay {amount} by {date}.',
  describeOverdue: 'Your repayment is {days} days overdue. Please repay {amount} now to stop further charges.',
  describeSettled: 'Thank you! This loan is fully repaid.',

  // Rows of the confirm page (the Truth in Lending figures), the order page and the repayment plans.
  rowLoanAmount: 'Loan amount',
  rowInterest: 'Interest',
  rowServiceFee: 'Service fee',
  rowServiceFeeDeducted: '{amount} (deducted)',
  rowAmountReceived: 'Amount received',
  rowTotalRepayment: 'Total repayment',
  rowTerm: 'Term',
  rowTermDays: '{days} days',
  rowOrderNumber: 'Order number',
  rowAppliedOn: 'Applied on',
  rowDisbursedOn: 'Disbursed on',
  rowPayout: 'Payout',
  rowRepaymentDate: 'Repayment date',
  rowAmountDue: 'Amount due',
  rowTotalOutstanding: 'Total outstanding',
  rowDaysPastDue: 'Days past due',
  rowYourCredit: 'Your credit',
  rowPrincipal: 'Principal',
  rowPenalty: 'Penalty',
  rowOverdueInterest: 'Overdue interest',
  rowLegalCharges: 'Legal and enforcement charges',

  // The confirm page's plan and rate line.
  planRepayment: 'Repayment',
  planInstallment: 'Installment {seq} of {periods}',
  planParts: 'Principal {principal} · Interest {interest}',
  planPartsWithFee: 'Principal {principal} · Interest {interest} · Fee {fee}',
  rateLine: 'Interest {nominal} a month · effective {effective} a month ({yearly} a year), fees included',

  // Products offered.
  productApply: 'Apply',
  productRateMonthly: '{rate} a month',
  productTermDays: '{days} days',
  productInProgress: 'In progress',
  productRepayFirst: 'Repay first',

  // The joint-login failure page's market.
  marketRepayFirst: 'You have a loan in progress. Repay it first, then you can apply for one of these loans.',
  marketStillApply: 'You can still apply for one of these loans right now.',
  marketTryLater: 'Please try again later.',
  partnerExpired: 'Your sign-in with our partner has expired.',
  partnerRejected: 'Our partner could not verify your account.',
  partnerUnavailable: 'Our partner is not available right now.',
  partnerGeneral: 'We could not sign you in with our partner.',

  // The order page's reminders and notices.
  repayNowWasDue: 'Repay {amount} now (it was due on {date})',
  repayToday: 'Repay {amount} today',
  repayBy: 'Repay {amount} by {date}',
  payOnlyListed:
    'Pay only through the channels listed in this app. We never ask you to send money to a personal account.',
  payoutFailedTitle: 'Payout failed',
  payoutFailedText: 'We could not send the money to your account. Please bind another bank or e-wallet account.',
  creditText:
    'You paid {amount} more than you owed. This money is yours: we will send it back to your account. Call us if it has not arrived within 3 working days.',
  planNotice: 'Payments are credited within minutes. Keep your receipt until the order shows the payment.',
  extendBy: 'Extend your due date by {days} days',
  paidNow: 'Paid now',
  dueLater: 'Due later',
  interestAndFeesDue: 'Interest and fees due',
  lateCharges: 'Late charges',
  extensionFee: 'Extension fee',

  // Where the payout is (decision 040).
  payoutToWallet: 'your {rail} wallet',
  payoutToBank: 'your bank account by {rail}',
  payoutToAccount: 'your account',
  payoutWhenPesonet: 'It arrives on the same or the next banking day.',
  payoutWhenMinutes: 'It usually arrives within minutes.',
  payoutRequested: 'We are sending the money to {where}.',
  payoutRequestedRow: 'Being sent',
  payoutPending: 'The money is on its way to {where}. {when}',
  payoutPendingRow: 'On its way',
  payoutSucceeded: 'The money was sent to {where}.',
  payoutSucceededRow: 'Sent',
  payoutFailedRebind: 'We could not send the money: {reason}. Please bind another bank or e-wallet account.',
  payoutFailedRebindRow: 'Not sent: please bind another account',
  payoutDelayed: 'We could not send the money yet. We are looking into it; you do not need to do anything.',
  payoutDelayedRow: 'Delayed',
  payoutReturned: 'Your bank sent the money back ({reason}). Please bind another account so we can send it again.',
  payoutReturnedRow: 'Returned by your bank: please bind another account',

  // The host app's certify steps, notices and reports.
  stepBasic: 'About you',
  stepPersonal: 'Your address',
  stepJob: 'Work and income',
  stepExt: 'Two references',
  stepId: 'Government ID',
  noticeProfileTitle: 'Complete your profile',
  noticeProfileText: 'Next: {step}. You can apply once every step is done.',
  noticeOverdueTitle: 'Your repayment is overdue',
  noticeOverdueText: 'Please repay {amount} now to stop further charges. It was due on {date}.',
  noticeOverdueNoAmount: 'Please repay now to stop further charges.',
  noticeDueTitle: 'Repayment due soon',
  noticeDueText: 'Please repay {amount} by {date}.',
  noticeReviewTitle: 'Application under review',
  noticeApprovedTitle: 'Loan approved',
  noticeRejectedTitle: 'Application not approved',
  noticeRejectedText: 'We could not approve your last application. You may apply again later.',
  noticePaymentConfirmedTitle: 'Payment confirmed',
  noticePaymentConfirmedText: 'Your payment of {amount} for {orderNo} was confirmed and applied to your loan.',
  noticePaymentNotFoundTitle: 'Payment not found',
  noticePaymentNotFoundText: 'We could not match your reported payment of {amount} for {orderNo}: {reason}',
  blockerOpenLoan: 'You have a loan in progress. You can borrow again once it is repaid.',
  blockerDeclined: 'Your last application was declined. You may apply again from {date}.',
  blockerProfile: 'Complete your profile first: {step}.',
  utrReported: 'Waiting for confirmation',
  utrMatched: 'Confirmed',
  utrRejected: 'Not matched',
  messageBefore: 'Payment reminder',
  messageDue: 'Payment due today',
  messageAfter: 'Payment overdue',

  // Ways to pay.
  payInAppHow: 'Pay in the app; the loan is updated as soon as the payment goes through.',
  payBankTransfer: 'Bank transfer (InstaPay or PESONet)',
  payBankTransferHow:
    'Send the amount from your bank or e-wallet app to the account in your payment instructions, then enter the reference number on the receipt.',
  payBankDeposit: 'Over-the-counter bank deposit',
  payBankDepositHow:
    'Deposit at the bank counter to the account in your payment instructions, then enter the deposit slip’s reference.',
  payRemittance: 'Remittance centre',
  payRemittanceHow:
    'Pay at a remittance centre to the lender named in your payment instructions, then enter the transaction number.',

  // Customer service: the hours and the questions.
  serviceHours: 'Monday to Saturday, 8:00 AM to 8:00 PM (Philippine time)',
  faqOr: ' or ',
  faqOffer:
    'You can borrow {min} to {max} over {terms} days, at {rates} interest a month. The confirm page shows every charge before you accept.',
  faqOfferNoProduct: 'Loans run {minDays} to {maxDays} days. The confirm page shows every charge before you accept.',
  faqWhoQ: 'Who may borrow?',
  faqWhoA:
    'Filipino citizens aged 18 or over with a Philippine mobile number, a valid government ID and a bank or e-wallet account in their own name.',
  faqHowMuchQ: 'How much can I borrow, and for how long?',
  faqReviewQ: 'How long does approval take?',
  faqReviewA: 'We decide within 1 day. Once approved, the money reaches your account within 1 to 3 calendar days.',
  faqRepayQ: 'How do I repay?',
  faqRepayA:
    'Open your loan and tap Repay: pay in the app, or pay by bank transfer, deposit or remittance and report the reference number. A reported payment counts once our finance team has matched it.',
  faqLateQ: 'What happens if I pay late?',
  faqLateA:
    'A one-time penalty and daily interest on the unpaid amount apply from the day after the due date; your loan page shows the exact figures. An extension is possible once all interest and penalties are paid.',
  faqPrepayQ: 'Can I repay early?',
  faqPrepayA:
    'Yes, once at least half the term has passed and not before 7 calendar days after the money was sent to you.',
  faqChangeQ: 'My name, birth date or address changed. What do I do?',
  faqChangeA:
    'Tell customer service within 3 calendar days. Your profile is locked once you apply, so we correct it for you.',
  faqComplaintQ: 'How do I complain?',
  faqComplaintA: 'Use Complaints in Help. We answer in the app, and you can rate the answer.',
  // Approved, and nowhere to send the money yet (decision 129).
  accountMissingStatus: 'Approved: add your account',
  accountMissingDescription:
    'Your loan is approved. Tell us where to send the money: add your bank or e-wallet account. The money arrives within 1 to 3 days after you add it.',
  accountMissingPopTitle: 'Where should we send your money?',
  accountMissingPopMessage: 'Your loan is approved. Add the bank or e-wallet account that should receive the money.',

  // The pay-code panel's title on the repayment pages.
  payCodeAt: 'Pay at {channel}',
  payCodeTitle: 'Pay code',

  // The titles of the documents a borrower accepts (the English text is the official one).
  agreementLoan: 'Loan Agreement',
  agreementDisclosure: 'Truth in Lending Disclosure Statement',
  agreementPrivacy: 'Privacy Consent',

  // The bank page: its account-type tabs and the SMS code step of an account change.
  cardTypeBank: 'Bank account',
  cardTypeWallet: 'E-wallet',
  bindCardCodeTitle: 'SMS code',
  bindCardCodeHint: 'Only to change your account: the 6-digit code we send by SMS',

  // The borrower's complaint list, by where each complaint stands.
  complaintTabProcessing: 'Processing',
  complaintTabAnswered: 'Answered',
} as const;

export type WordKey = keyof typeof en;
