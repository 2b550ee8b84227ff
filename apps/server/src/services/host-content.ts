// Fixed content of the host API (decision 033; in the borrower's language, decision 132): the ways to pay outside our rails that a borrower
// reports by reference, and customer service's questions, answered from the loan terms and the
// products on offer so the figures never drift from what the engine applies.
import { formatBps, formatMoney } from '@lendwell/contracts';
import { LOAN_TERMS, termDaysOf, type Product } from '../domain/loan/product.js';
import type { WordKey, Words } from '../lib/borrower-words/index.js';

/** Payments made elsewhere and reported with the receipt's reference; finance matches each one. */
export const UTR_PAY_TYPE_CODES = ['bank_transfer', 'bank_deposit', 'remittance'] as const;

const PAY_TYPE_KEYS = {
  bank_transfer: ['payBankTransfer', 'payBankTransferHow'],
  bank_deposit: ['payBankDeposit', 'payBankDepositHow'],
  remittance: ['payRemittance', 'payRemittanceHow'],
} as const;

/** The ways to pay by reference, named and explained in the reader's words (decision 132). */
export const utrPayTypes = (w: Words) =>
  UTR_PAY_TYPE_CODES.map((code) => ({
    code,
    name: w(PAY_TYPE_KEYS[code][0]),
    description: w(PAY_TYPE_KEYS[code][1]),
  }));

/** Questions and answers; amounts and terms come from the active products. */
export function customerServiceQuestions(products: Product[], w: Words) {
  const min = Math.min(...products.map((p) => p.minAmountCents));
  const max = Math.max(...products.map((p) => p.maxAmountCents));
  const terms = [...new Set(products.map(termDaysOf))].sort((a, b) => a - b);
  const rates = [...new Set(products.map((p) => p.monthlyInterestRateBps))].sort((a, b) => a - b);
  const offer =
    products.length > 0
      ? w('faqOffer', {
          min: formatMoney(min),
          max: formatMoney(max),
          terms: terms.join(w('faqOr')),
          rates: rates.map((r) => formatBps(r)).join(w('faqOr')),
        })
      : w('faqOfferNoProduct', { minDays: LOAN_TERMS.minTermDays, maxDays: LOAN_TERMS.maxTermDays });
  const qa = (id: string, question: WordKey, answer: WordKey) => ({ id, question: w(question), answer: w(answer) });
  return [
    qa('who-may-borrow', 'faqWhoQ', 'faqWhoA'),
    { id: 'how-much', question: w('faqHowMuchQ'), answer: offer },
    qa('how-long-review', 'faqReviewQ', 'faqReviewA'),
    qa('how-to-repay', 'faqRepayQ', 'faqRepayA'),
    qa('late', 'faqLateQ', 'faqLateA'),
    qa('prepay', 'faqPrepayQ', 'faqPrepayA'),
    qa('change-details', 'faqChangeQ', 'faqChangeA'),
    qa('complaint', 'faqComplaintQ', 'faqComplaintA'),
  ];
}
