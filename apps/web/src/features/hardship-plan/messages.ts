// Texts of the hardship plan screen (decision 128). Filipino: messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  title: 'Ask for a plan',
  intro: 'Tell us what you can manage. We will show you the plans you can choose, with every payment and the total.',
  firstDate: 'When can you make the first payment?',
  count: 'In how many payments?',
  countN: '{n} payments',
  seeOffers: 'See my plans',
  paymentPlan: 'Payment plan',
  paymentPlanDesc: 'What is overdue is split into smaller payments. No extra charge.',
  restructure: 'Longer term',
  restructureDesc: 'Everything you owe over a longer term, with interest for the extra time.',
  settlement: 'Settle for less',
  settlementDesc: 'Pay {amount} by {date} and we waive {discount}. Your loan is then fully paid.',
  payment: 'Payment {n} on {date}',
  chargesWithFirst: 'Late charges of {amount} are paid with the first payment.',
  addedInterest: 'Added interest: {amount}',
  noAddedCharge: 'No added charge',
  total: 'Total to pay: {amount}',
  choose: 'Choose this plan',
  notOffered: '{plan} is not available: {reason}',
  agreementTitle: 'Your agreement',
  agreementPlan:
    'I agree to pay {total} in {n} payments from {first} to {last} instead of my current schedule. If a payment is more than 10 days late, the plan ends and everything left is due at once.',
  agreementSettlement:
    'I agree to pay {total} by {date}. When it is paid in full by then, the rest ({discount}) is waived and my loan is fully paid. If not, this offer ends and my loan stays as it was.',
  accept: 'Accept with SMS code',
  enterCode: 'Enter the 6-digit SMS code',
  codeHint: 'We text a code to your phone so that only you can accept this plan.',
  awaiting: 'Thank you. Your plan is being checked by our team; we will tell you by SMS when it starts.',
  inForce: 'Your plan has started. Your new schedule is on your installment page.',
  offered: 'A plan is waiting for your answer.',
  backToLoan: 'Back to my loan',
  statusCompleted: 'Your plan was completed.',
  statusEnded: 'Your last plan has ended.',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const hp = catalogue(en, () => import('./messages.fil'));
