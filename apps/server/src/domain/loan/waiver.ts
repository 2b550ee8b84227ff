// Waiving (part of) the default penalty: a back-office decision, booked as a rebate against the
// penalty income so the receivable falls and the books still show what was charged and forgiven.
import { formatMoney } from '@lendwell/contracts/constants';
import { assertCents, type Cents } from '../money.js';
import { balanceOf, entry, receivable, type Entry } from './ledger.js';
import { LoanRuleError, statusOn, type LoanState } from './loan.js';

/** The penalty still owed (the debit balance of receivable:penalty). */
export function penaltyOutstanding(state: LoanState): Cents {
  return balanceOf(state.entries, receivable('penalty'));
}

/**
 * Waives amountCents of the outstanding penalty. Invariant: 0 < amount ≤ penalty outstanding, so
 * the receivable never goes negative; the entry balances (receivable credit, rebate debit).
 */
export function waivePenalty(
  state: LoanState,
  amountCents: Cents,
  businessDate: string,
  reason: string,
): { state: LoanState; entries: Entry[] } {
  assertCents(amountCents, 'penalty waiver');
  const owed = penaltyOutstanding(state);
  if (owed === 0) throw new LoanRuleError('amountCents', 'this order has no penalty to waive');
  if (amountCents <= 0 || amountCents > owed)
    throw new LoanRuleError(
      'amountCents',
      `must be between ${formatMoney(1)} and ${formatMoney(owed)} (the penalty outstanding)`,
    );
  const e = entry(
    'waiver',
    businessDate,
    [
      { account: receivable('penalty'), installmentSeq: null, amountCents: -amountCents },
      { account: 'rebate:penalty', installmentSeq: null, amountCents },
    ],
    `penalty waived: ${reason}`,
  );
  const next = { ...state, entries: [...state.entries, e] };
  return { state: { ...next, ...statusOn(next, businessDate) }, entries: [e] };
}
