// Fixed content of the host API (decision 033): the ways to pay outside our rails that a borrower
// reports by reference, and customer service's questions, answered from the loan terms and the
// products on offer so the figures never drift from what the engine applies.
import { formatBps, formatMoney } from '@lendwell/contracts';
import { LOAN_TERMS, termDaysOf, type Product } from '../domain/loan/product.js';

/** Payments made elsewhere and reported with the receipt's reference; finance matches each one. */
export const UTR_PAY_TYPES = [
  {
    code: 'bank_transfer',
    name: 'Bank transfer (InstaPay or PESONet)',
    description:
      'Send the amount from your bank or e-wallet app to the account in your payment instructions, then enter the reference number on the receipt.',
  },
  {
    code: 'bank_deposit',
    name: 'Over-the-counter bank deposit',
    description:
      'Deposit at the bank counter to the account in your payment instructions, then enter the deposit slip’s reference.',
  },
  {
    code: 'remittance',
    name: 'Remittance centre',
    description:
      'Pay at a remittance centre to the lender named in your payment instructions, then enter the transaction number.',
  },
] as const;

export const CUSTOMER_SERVICE_HOURS = 'Monday to Saturday, 8:00 AM to 8:00 PM (Philippine time)';

/** Questions and answers; amounts and terms come from the active products. */
export function customerServiceQuestions(products: Product[]) {
  const min = Math.min(...products.map((p) => p.minAmountCents));
  const max = Math.max(...products.map((p) => p.maxAmountCents));
  const terms = [...new Set(products.map(termDaysOf))].sort((a, b) => a - b);
  const rates = [...new Set(products.map((p) => p.monthlyInterestRateBps))].sort((a, b) => a - b);
  const offer =
    products.length > 0
      ? `You can borrow ${formatMoney(min)} to ${formatMoney(max)} over ${terms.join(' or ')} days, at ${rates
          .map((r) => formatBps(r))
          .join(' or ')} interest a month. The confirm page shows every charge before you accept.`
      : `Loans run ${LOAN_TERMS.minTermDays} to ${LOAN_TERMS.maxTermDays} days. The confirm page shows every charge before you accept.`;
  return [
    {
      id: 'who-may-borrow',
      question: 'Who may borrow?',
      answer:
        'Filipino citizens aged 18 or over with a Philippine mobile number, a valid government ID and a bank or e-wallet account in their own name.',
    },
    { id: 'how-much', question: 'How much can I borrow, and for how long?', answer: offer },
    {
      id: 'how-long-review',
      question: 'How long does approval take?',
      answer: 'We decide within 1 day. Once approved, the money reaches your account within 1 to 3 calendar days.',
    },
    {
      id: 'how-to-repay',
      question: 'How do I repay?',
      answer:
        'Open your loan and tap Repay: pay in the app, or pay by bank transfer, deposit or remittance and report the reference number. A reported payment counts once our finance team has matched it.',
    },
    {
      id: 'late',
      question: 'What happens if I pay late?',
      answer:
        'A one-time penalty and daily interest on the unpaid amount apply from the day after the due date; your loan page shows the exact figures. An extension is possible once all interest and penalties are paid.',
    },
    {
      id: 'prepay',
      question: 'Can I repay early?',
      answer:
        'Yes, once at least half the term has passed and not before 7 calendar days after the money was sent to you.',
    },
    {
      id: 'change-details',
      question: 'My name, birth date or address changed. What do I do?',
      answer:
        'Tell customer service within 3 calendar days. Your profile is locked once you apply, so we correct it for you.',
    },
    {
      id: 'complaint',
      question: 'How do I complain?',
      answer: 'Use Complaints in Help. We answer in the app, and you can rate the answer.',
    },
  ];
}
