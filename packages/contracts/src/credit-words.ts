// A credit outcome in the words staff read (decision panel, rule changes, back-test): the codes
// approve / refer / decline are for the API and the audit log. Its own file so the console's bundle
// takes these words without the schemas.
export const CREDIT_OUTCOME_WORDS = {
  approve: 'Approved by the rules',
  refer: 'Referred to a reviewer',
  decline: 'Declined by the rules',
} as const satisfies Record<'approve' | 'refer' | 'decline', string>;

// The scorecard's attributes in the words staff read (decision panel, rule validation, back-test changes).
// "Months in this work" is the borrower's certify question word for word, so staff and borrower name it alike.
export const CREDIT_ATTRIBUTE_WORDS = {
  monthlyIncomePesos: 'Monthly income (₱)',
  employmentType: 'Employment',
  monthsInJob: 'Months in this work',
  ageYears: 'Age (years)',
  loansRepaidOnTime: 'Loans repaid on time',
  maxDaysPastDue: 'Worst days past due',
} as const;

// The certify step's employment answers in words: the borrower's choices (domain/kyc/certify-steps.ts) and the
// value staff read beside the scorecard's points (the codes are what the scorecard keys on).
export const EMPLOYMENT_WORDS = {
  private: 'Employed (private company)',
  government: 'Government employee',
  self: 'Self-employed or business owner',
  ofw: 'Overseas Filipino worker',
  freelance: 'Freelancer',
  none: 'Not working at the moment',
} as const satisfies Record<string, string>;
