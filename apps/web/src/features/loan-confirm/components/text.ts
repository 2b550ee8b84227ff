// Texts of the loan confirm pages (the shared ones live in lib/messages.ts).
export const text = {
  pointOut: 'Point out',
  confirmLoanTitle: 'Confirm loan',
  loanAmount: 'Loan amount',
  loanTerm: 'Term',
  detailed: 'Detailed',
} as const;
