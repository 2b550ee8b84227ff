// Borrower credit applied to another loan (decision 084): money a borrower paid beyond
// one order's debt, held as that order's borrower credit, may pay another open order of the same
// borrower instead of going back out as a payout. This file is the rule of what may be applied and how
// much; the service takes both orders' row locks, reads the facts, asks here, then posts.
import { formatMoney } from '@lendwell/contracts/constants';
import { assertCents, MoneyInvariantError, type Cents } from '../money.js';
import { entry, type Entry } from './ledger.js';
import { isActiveStatus, OrderStatus } from './loan.js';

export type CreditApplicationFacts = {
  sourceOrderNo: string;
  targetOrderNo: string;
  /** Whether the target order is the same borrower's as the source. */
  sameBorrower: boolean;
  targetStatus: number;
  /** The credit balance of the source order's borrower_credit account. */
  creditHeldCents: Cents;
  /** A refund of the source's credit in progress (claimed, not yet booked or failed), or 0. */
  pendingRefundCents: Cents;
  /** What finance asked to apply. */
  amountCents: Cents;
};

export type CreditApplicationRefusal = {
  /** not-found: another borrower's order is answered as if it did not exist. */
  kind: 'not-found' | 'invalid' | 'conflict';
  field: 'targetOrderNo' | 'amountCents' | 'orderNo';
  sentence: string;
};

export type CreditApplicationCheck =
  { ok: true; amountCents: Cents } | { ok: false; refusal: CreditApplicationRefusal };

const refuse = (
  kind: CreditApplicationRefusal['kind'],
  field: CreditApplicationRefusal['field'],
  sentence: string,
): CreditApplicationCheck => ({ ok: false, refusal: { kind, field, sentence } });

/** What a staff member reads for an order's status when it cannot take the credit. */
function notOpenSentence(orderNo: string, status: number): string {
  if (status === OrderStatus.settled) return `${orderNo} is already fully paid, so it cannot take credit.`;
  if (status === OrderStatus.rejected)
    return `${orderNo} was rejected and has nothing to pay, so it cannot take credit.`;
  return `${orderNo} has not been paid out yet, so it has nothing to pay; credit can go only to a loan being repaid, due or overdue.`;
}

/**
 * Whether `amountCents` of the source order's credit may be applied to the target order, and how much.
 * Invariants: the amount applied is positive, never more than the credit held, and never touches credit
 * a refund in progress has claimed; the target is the same borrower's and open (repaying, due, overdue).
 * What goes beyond the target's debt is not refused: the allocation keeps it as credit on the target.
 */
export function checkCreditApplication(facts: CreditApplicationFacts): CreditApplicationCheck {
  assertCents(facts.creditHeldCents, 'credit held', { nonNegative: false });
  assertCents(facts.pendingRefundCents, 'pending refund');
  if (!Number.isSafeInteger(facts.amountCents) || facts.amountCents <= 0)
    return refuse('invalid', 'amountCents', 'Enter an amount of credit to apply of more than ₱0.00.');
  // Another borrower's order answers as not found: its existence is none of this borrower's business.
  if (!facts.sameBorrower)
    return refuse('not-found', 'targetOrderNo', 'We could not find this loan for this borrower.');
  if (facts.sourceOrderNo === facts.targetOrderNo)
    return refuse('invalid', 'targetOrderNo', 'Choose another loan: credit cannot be applied to the loan it sits on.');
  if (!isActiveStatus(facts.targetStatus))
    return refuse('conflict', 'targetOrderNo', notOpenSentence(facts.targetOrderNo, facts.targetStatus));
  if (facts.pendingRefundCents > 0)
    return refuse(
      'conflict',
      'orderNo',
      `A refund of ${formatMoney(facts.pendingRefundCents)} from ${facts.sourceOrderNo} is in progress; wait until the provider answers before applying its credit.`,
    );
  if (facts.creditHeldCents <= 0)
    return refuse('conflict', 'amountCents', `${facts.sourceOrderNo} has no borrower credit to apply.`);
  if (facts.amountCents > facts.creditHeldCents)
    return refuse(
      'conflict',
      'amountCents',
      `${formatMoney(facts.amountCents)} is more than the ${formatMoney(facts.creditHeldCents)} of credit held on ${facts.sourceOrderNo}.`,
    );
  return { ok: true, amountCents: facts.amountCents };
}

/**
 * The source order's side: the credit leaves borrower_credit (Dr) and passes through cash (Cr) to the
 * target, whose side is a repayment of the same amount (Dr cash). Each order's entry balances on its own;
 * across the two orders cash nets to nil, because no money came in or went out.
 */
export function creditTransferEntry(amountCents: Cents, businessDate: string, targetOrderNo: string): Entry {
  assertCents(amountCents, 'credit applied');
  if (amountCents === 0) throw new MoneyInvariantError('an application of credit moves more than zero');
  return entry(
    'credit_application',
    businessDate,
    [
      { account: 'borrower_credit', installmentSeq: null, amountCents },
      { account: 'cash', installmentSeq: null, amountCents: -amountCents },
    ],
    `credit applied to ${targetOrderNo}`,
  );
}

/**
 * The target order's side: the engine's repayment entries (the same allocation as any payment, the rest
 * kept as credit), marked as an application of credit so that collections, receipts and the books do not
 * count it as money received a second time. Other entries (a value-dating catch-up) are left as they are.
 */
export function asCreditApplication(entries: readonly Entry[], sourceOrderNo: string): Entry[] {
  return entries.map((e) =>
    e.kind === 'repayment' ? { ...e, kind: 'credit_application', memo: `credit applied from ${sourceOrderNo}` } : e,
  );
}
