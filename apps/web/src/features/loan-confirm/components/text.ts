// Texts of the loan confirm pages (the shared ones live in lib/messages.ts; Filipino: ../messages.fil.ts).
import { catalogue } from '@/lib/i18n';

const en = {
  pointOut: 'Point out',
  confirmLoanTitle: 'Confirm loan',
  loanAmount: 'Loan amount',
  loanTerm: 'Term',
  detailed: 'Detailed',
  repaymentDate: 'Repayment date',
  firstRepayment: 'First repayment',
  days: '{n} days',
  periodsOfDays: '{p} × {n} days',
  privacyConsent: 'Privacy Consent',
  tilaTitle: 'Truth in Lending disclosure',
  amountFinanced: 'Amount financed',
  financeCharge: 'Finance charge',
  netProceeds: 'Net proceeds',
  totalToRepay: 'Total to repay',
  effectiveRate: 'Effective interest rate',
  ratePerMonthYear: '{m} a month · {y} a year',
  secRegNo: 'SEC Reg. No.',
  agreeLabel: 'I have read and agree',
  agreeLead: 'I have read and agree to the',
  and: 'and',
  openLoanTitle: 'You already have a loan',
  openLoanBody:
    'Your {product} loan is still open, so we cannot start a new application. Once it is fully repaid you can apply again.',
  openLoanGo: 'Go to my {product} loan',
  openLoanStay: 'Stay here',
  yourLimit: 'Your limit: {amount}',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const text = catalogue(en, () => import('../messages.fil'));
