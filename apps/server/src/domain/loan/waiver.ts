// Waiving (part of) the default penalty: a back-office decision, booked as a rebate against the
// penalty income so the receivable falls and the books still show what was charged and forgiven.
// On a written-off loan the waiver also lowers the written-off balance, so it is never counted as a
// recovery: recoveries are money received (decision 085).
import { formatMoney } from '@lendwell/contracts/constants';
import { assertCents, type Cents } from '../money.js';
import { balanceOf, entry, isWrittenOff, receivable, suspendedCharges, type Entry, type Line } from './ledger.js';
import { LoanRuleError, statusOn, type LoanState } from './loan.js';

/** The penalty still owed (the debit balance of receivable:penalty). */
export function penaltyOutstanding(state: LoanState): Cents {
  return balanceOf(state.entries, receivable('penalty'));
}

/**
 * Waives amountCents of the outstanding penalty. Invariant: 0 < amount ≤ penalty outstanding, so
 * the receivable never goes negative; the entry balances (receivable credit, rebate debit). On a
 * written-off loan the contra follows in the same entry (written_off:penalty + receivable:penalty
 * stays nil) and the loss expensed on the forgiven charge is taken back; recovery income is untouched.
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
  const entries: Entry[] = [];
  // A penalty charged since the write-off was never income nor loss (non-accrual, decision 114): forgiving it only
  // takes it off the loan and the contra, in an entry of its own (no rebate, which marks the other kind).
  const suspended = isWrittenOff(state.entries) ? Math.min(amountCents, suspendedCharges(state.entries, 'penalty')) : 0;
  if (suspended > 0)
    entries.push(
      entry(
        'waiver',
        businessDate,
        [
          { account: receivable('penalty'), installmentSeq: null, amountCents: -suspended },
          { account: 'written_off:penalty', installmentSeq: null, amountCents: suspended },
        ],
        `penalty waived: ${reason}`,
      ),
    );
  const rest = amountCents - suspended;
  const lines: Line[] = [
    { account: receivable('penalty'), installmentSeq: null, amountCents: -rest },
    { account: 'rebate:penalty', installmentSeq: null, amountCents: rest },
  ];
  if (isWrittenOff(state.entries)) {
    // The written-off penalty is carried at nil and was expensed as loss (at the write-off or as
    // charged since). Forgiving it brings in no money, so the contra falls with the receivable here
    // instead of the adjustment booking the fall as recovery. The rebate already takes the charge
    // back out of income, so the loss on it is reversed too: forgiven, it is neither income nor loss,
    // and profit is unchanged. The loss on a bucket is never below its receivable (decision 085),
    // so this never drives it negative.
    lines.push(
      { account: 'written_off:penalty', installmentSeq: null, amountCents: rest },
      { account: 'loss:penalty', installmentSeq: null, amountCents: -rest },
    );
  }
  if (rest > 0) entries.push(entry('waiver', businessDate, lines, `penalty waived: ${reason}`));
  const next = { ...state, entries: [...state.entries, ...entries] };
  return { state: { ...next, ...statusOn(next, businessDate) }, entries };
}
