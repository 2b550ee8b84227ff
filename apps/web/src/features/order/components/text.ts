// Texts of the order details page (the shared ones live in lib/messages.ts).
export const text = {
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
} as const;
