// Every page path of the borrower app. Fixed paths come from the spec; the spec leaves the
// configured screens' paths open and these are ours (docs/routes.md lists them).

export const paths = {
  officialSite: '/',
  testPreview: '/testPreview',
  repaymentOfCode: '/repaymentOfCode',
  repaymentOfCode2: '/repaymentOfCode2',
  complaintList: '/complaintList',
  complainPage: '/complainPage',
  complainPageNext: '/complainPageNext',
  complainDetails: '/complainDetails',

  jointLoginFailure: '/error/joint-login-failure',
  loanDetail: '/loan/detail',
  order: '/order',
  confirm: '/loan/confirm',
  confirmNew: '/loan/confirm-new',
  confirmOfPeriod: '/loan/confirm-of-period',
  repay: '/repay',
  repayDelay: '/repay/delay',
  /** A hardship plan for a due or overdue loan (decision 128). */
  plan: '/repay/plan',
  customerService: '/customer-service',
  loanAgreement: '/loan-agreement',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  complaint: '/complaint',
  bindBank: '/bind-bank',
  paymentInstructions: '/payment-instructions',
  /** Hash routes of the bank-card repayment flow live under this page: #/addnormalcard, #/alipayrepayment, #/borrowDetail/. */
  payway: '/payway',
  /** Hash routes of the promotion landing: #/registerTemplate, #/downloadTemplate, #/agreementTemplate. */
  promotion: '/promotion',
} as const;
