// The loan brought up to the business date (closeDays, decision 105): what a borrower reads while the close of
// business lags. A payment of the amount read, applied as loan-service posts it (value-dating.ts closes the same
// days first), pays what it was shown for.
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { PLUS_180 } from './demo-products.js';
import { amountDueNow, closeDays, closeOfBusiness, disburse, installmentSchedule, repay, statusOn } from './loan.js';
import { applyOnValueDate } from './value-dating.js';

const CLOSED = '2026-02-10';
const TODAY = '2026-02-15';

/** Plus 180 (six monthly installments, the first due 4 February) closed every day through `through`. */
function closedThrough(through: string) {
  let state = disburse(PLUS_180, 1_000_000, '2026-01-05', 'new');
  for (let d = '2026-01-06'; d <= through; d = addDays(d, 1)) state = closeOfBusiness(state, d).state;
  return state;
}

describe('closeDays', () => {
  it('is the close of business of each unclosed day, and nothing when none is left', () => {
    const lagging = closedThrough(CLOSED);
    const projected = closeDays(lagging, CLOSED, TODAY);
    expect(projected.closedThrough).toBe(TODAY);
    expect(projected.state.entries).toEqual(closedThrough(TODAY).entries);
    expect(projected.entries.map((e) => e.businessDate)).toEqual([
      '2026-02-11',
      '2026-02-12',
      '2026-02-13',
      '2026-02-14',
      '2026-02-15',
    ]);
    expect(closeDays(lagging, CLOSED, CLOSED)).toEqual({ state: lagging, entries: [], closedThrough: CLOSED });
  });

  it('a payment of the amount due it shows pays the installment and the late charges, not less', () => {
    const lagging = closedThrough(CLOSED);
    const shown = amountDueNow(closeDays(lagging, CLOSED, TODAY).state, TODAY);
    // The ledger alone says less: the five unclosed days' overdue interest is missing from it.
    expect(shown.cents).toBeGreaterThan(amountDueNow(lagging, TODAY).cents);
    const paid = applyOnValueDate(lagging, TODAY, CLOSED, TODAY, (s, d) => repay(s, shown.cents, d), 'test');
    expect(paid.catchUp).toEqual(closeDays(lagging, CLOSED, TODAY).entries);
    expect(installmentSchedule(paid.state, TODAY)[0]).toMatchObject({ progress: 'paid', owedCents: 0 });
    expect(statusOn(paid.state, TODAY)).toMatchObject({ daysPastDue: 0 });
    expect(amountDueNow(paid.state, TODAY).dueOn).toBe(paid.state.installments[1]!.dueOn);
  });
});
