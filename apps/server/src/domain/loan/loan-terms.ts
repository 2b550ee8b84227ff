// The loan terms a borrower reads, written from the product's configuration so that what is
// shown is what the engine charges. Pure: the site and the agreements render these sections.
import { formatBps, formatMoney } from '@lendwell/contracts/constants';
import { capsApply, CAPS } from './compliance.js';
import { LOAN_TERMS, termDaysOf, type Bucket, type Product } from './product.js';

export type TermsSection = { title: string; paragraphs: string[] };

const BUCKET_NAMES: Record<Bucket, string> = {
  legal: 'legal charges',
  enforcement: 'enforcement expenses',
  penalty: 'penalties',
  overdue_interest: 'overdue interest',
  fee: 'fees',
  interest: 'interest',
  principal: 'principal',
};

export function loanTerms(product: Product, lender: { legalName: string }): TermsSection[] {
  const term = termDaysOf(product);
  const tiers = product.overdueTiers.map((t) =>
    t.toDay === null
      ? `${formatBps(t.monthlyRateBps)} a month from day ${t.fromDay}`
      : `${formatBps(t.monthlyRateBps)} a month for days ${t.fromDay} to ${t.toDay}`,
  );
  const covered = capsApply(product, product.minAmountCents);
  return [
    {
      title: `${product.name}: amount and term`,
      paragraphs: [
        `Loan amounts from ${formatMoney(product.minAmountCents)} to ${formatMoney(product.maxAmountCents)}, in steps of ${formatMoney(product.amountStepCents)}.`,
        `Term: ${term} calendar days, repaid in ${product.periods === 1 ? 'one payment' : `${product.periods} installments every ${product.periodDays} days`}. Our loan terms range from ${LOAN_TERMS.minTermDays} to ${LOAN_TERMS.maxTermDays} calendar days.`,
        'We decide on an application within 1 day and credit the loan within 1 to 3 calendar days after you accept it.',
      ],
    },
    {
      title: 'Interest and fees',
      paragraphs: [
        `Interest: ${formatBps(product.monthlyInterestRateBps)} a month on the amount borrowed, for the whole term.`,
        product.serviceFeeBps > 0
          ? `Service fee: ${formatBps(product.serviceFeeBps)} of the amount borrowed, ${product.feeTiming === 'upfront' ? 'deducted from the amount you receive' : 'repaid with your installments'}.`
          : 'No service fee.',
        'Before you accept, the confirmation screen shows the exact amounts, the finance charge and the effective interest rate (Truth in Lending Act, RA 3765).',
      ],
    },
    {
      title: 'Late payment',
      paragraphs: [
        `A one-time default penalty of ${formatMoney(product.defaultPenaltyNewCents)} for new clients or ${formatMoney(product.defaultPenaltyRepeatCents)} for repeat clients, charged on the first day past due.`,
        `Interest on the unpaid amount, accrued daily: ${tiers.join('; ')}.`,
        ...(covered
          ? [
              `For loans of ${formatMoney(CAPS.coveredMaxPrincipalCents)} or less with a term of up to four months, late charges never exceed 5% a month of the amount due, and all interest, fees and charges together never exceed the amount borrowed (SEC MC 3 s.2022, as amended).`,
            ]
          : []),
      ],
    },
    {
      title: 'Payments, prepayment and extension',
      paragraphs: [
        `Payments are applied in this order: ${product.allocationOrder.map((b) => BUCKET_NAMES[b]).join(', ')}. Anything paid beyond what you owe is kept as your credit.`,
        'You may repay the whole loan early once at least half the term has passed and not before 7 calendar days after the loan was credited; interest not yet earned is then given back.',
        `You may extend the due date by ${product.periodDays} days once all interest, fees and penalties are paid${product.rolloverFeeBps > 0 ? `, with an extension fee of ${formatBps(product.rolloverFeeBps)} of the principal still owed` : ''}.`,
      ],
    },
    {
      title: 'Your obligations',
      paragraphs: [
        'You must be a Filipino citizen over 18 years old.',
        'Tell us of any change of name, birth date or address within 3 calendar days.',
        `${lender.legalName} may assign the loan after giving you 7 business days' notice. A court judgment on the loan must be paid within 10 days.`,
      ],
    },
  ];
}
