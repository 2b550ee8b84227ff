// The lender's own clauses of each agreement before anyone edits them in the console (decision 024):
// how we collect and whom to ask. They are plain text; the figures, schedules and statutory text of
// the documents stay in agreements.ts. Seeded as version 1, and used for a merchant with no version.
import type { AgreementClause } from '@lendwell/contracts';
import type { AgreementPosition } from './agreements.js';

export type ClauseLender = { legalName: string; email: string; phone: string };

export function defaultClauses(position: AgreementPosition, lender: ClauseLender): AgreementClause[] {
  const { legalName, email, phone } = lender;
  switch (position) {
    case 1:
      return [
        {
          heading: 'Collection',
          paragraphs: [
            `${legalName} and its collection agents contact the Borrower only between 6:00 AM and 10:00 PM, say who they are and whom they act for on every call, and discuss the loan only with the Borrower.`,
            "They never threaten, insult or shame the Borrower, never contact the Borrower's references or the people in the Borrower's phone, and never publish the Borrower's name as a debtor (SEC Memorandum Circular No. 18, series of 2019).",
          ],
        },
        {
          heading: 'Questions and complaints',
          paragraphs: [
            `For questions or complaints about this loan, the Borrower may use Complaints in the app, write to ${email} or call ${phone}. The Borrower may also bring a complaint to the Securities and Exchange Commission.`,
          ],
        },
      ];
    case 2:
      return [{ heading: 'Questions about this statement', paragraphs: [`Write to ${email} or call ${phone}.`] }];
    case 3:
      return [
        {
          heading: 'Contacts, photos and messages',
          paragraphs: [
            `${legalName} does not access my contact list, photos or messages, and does not contact people other than me about my loan.`,
          ],
        },
      ];
  }
}
