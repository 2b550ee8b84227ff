// A payout the provider paid although the loan was already booked by another attempt (decision 104).
// The money left the bank, so cash goes down by it; the borrower owes it back, so it is a receivable of
// its own (`overpayment`), apart from the loan's buckets, which the loan engine never reads.
import { assertCents, MoneyInvariantError, type Cents } from '../money.js';
import { entry, type Entry } from '../loan/ledger.js';

/** Dr overpayment, Cr cash for `amountCents`; the amount must be a positive whole number of centavos. */
export function overpaymentEntry(businessDate: string, amountCents: Cents, memo: string): Entry {
  assertCents(amountCents, 'overpaid payout');
  if (amountCents <= 0) throw new MoneyInvariantError('an overpaid payout must be positive');
  return entry(
    'overpayment',
    businessDate,
    [
      { account: 'overpayment', installmentSeq: null, amountCents },
      { account: 'cash', installmentSeq: null, amountCents: -amountCents as Cents },
    ],
    memo,
  );
}
