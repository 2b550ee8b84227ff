import { describe, expect, it } from 'vitest';
import { FLEX_91 } from './demo-products.js';
import { assertBalanced, outstandingByBucket } from './ledger.js';
import { closeOfBusiness, disburse, LoanRuleError, type LoanState } from './loan.js';
import { penaltyOutstanding, waivePenalty } from './waiver.js';

/** Flex 91 of PHP 5,000 from 2026-01-05, due 2026-04-06, closed through 2026-04-07: the ₱40 penalty is on. */
function overdue(): LoanState {
  let state = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
  for (const date of ['2026-04-06', '2026-04-07']) state = closeOfBusiness(state, date).state;
  return state;
}

describe('waivePenalty', () => {
  it('takes the waived amount off the penalty receivable with a balanced rebate entry', () => {
    const state = overdue();
    expect(penaltyOutstanding(state)).toBe(4_000);
    const { state: next, entries } = waivePenalty(state, 1_500, '2026-04-07', 'first late payment');
    expect(entries).toHaveLength(1);
    assertBalanced(entries[0]!);
    expect(entries[0]).toMatchObject({ kind: 'waiver', memo: 'penalty waived: first late payment' });
    expect(penaltyOutstanding(next)).toBe(2_500);
    expect(outstandingByBucket(next.entries).penalty).toBe(2_500);
  });

  it('refuses more than is owed, nothing, and an order without a penalty', () => {
    const state = overdue();
    expect(() => waivePenalty(state, 4_001, '2026-04-07', 'x')).toThrow(LoanRuleError);
    expect(() => waivePenalty(state, 0, '2026-04-07', 'x')).toThrow(
      /between ₱0\.01 and ₱40\.00 \(the penalty outstanding\)/,
    );
    expect(() => waivePenalty(disburse(FLEX_91, 500_000, '2026-01-05', 'new'), 100, '2026-01-06', 'x')).toThrow(
      /no penalty/,
    );
  });
});
