// A payout the bank returned after the loan was booked (decision 040): the booking is undone by one
// compensating entry, never by deleting lines, so the ledger keeps both and still balances.
import { assertCents, MoneyInvariantError, type Cents } from '../money.js';
import { entry, type Account, type Entry, type Line } from '../loan/ledger.js';

/**
 * Builds the reversal entry: every receivable, income and rebate balance of the booking goes back to
 * zero, the returned money comes back to cash, and whatever the borrower had already repaid becomes
 * borrower credit (a credit line), so the entry balances. `entries` are the order's entries since its
 * last reversal; `returnedCents` is the payout that came back and must equal what the booking paid.
 */
export function reverseBooking(entries: readonly Entry[], businessDate: string, returnedCents: Cents): Entry {
  assertCents(returnedCents, 'returned payout');
  if (returnedCents <= 0) throw new MoneyInvariantError('a returned payout must be positive');
  const paidOut = -entries
    .filter((e) => e.kind === 'disbursement')
    .flatMap((e) => e.lines)
    .filter((l) => l.account === 'cash')
    .reduce((n, l) => n + l.amountCents, 0);
  if (paidOut !== returnedCents)
    throw new MoneyInvariantError(`returned ${returnedCents} but the booking paid out ${paidOut}`);
  const balances = new Map<string, Line>();
  for (const e of entries)
    for (const l of e.lines) {
      if (l.account === 'cash' || l.account === 'borrower_credit') continue;
      const key = `${l.account}|${l.installmentSeq}`;
      const row = balances.get(key) ?? { account: l.account, installmentSeq: l.installmentSeq, amountCents: 0 };
      row.amountCents += l.amountCents;
      balances.set(key, row);
    }
  const lines: Line[] = [...balances.values()].map((l) => ({ ...l, amountCents: -l.amountCents }));
  lines.push({ account: 'cash', installmentSeq: null, amountCents: returnedCents });
  const rest = lines.reduce((n, l) => n + l.amountCents, 0);
  lines.push({ account: 'borrower_credit' satisfies Account, installmentSeq: null, amountCents: -rest });
  return entry('disbursement_reversal', businessDate, lines, 'payout returned by the bank');
}

/** The entries the loan engine sees: those after the order's last reversal (an earlier booking is void). */
export function liveEntries<T extends { kind: string }>(entries: readonly T[]): T[] {
  let last = -1;
  entries.forEach((e, i) => {
    if (e.kind === 'disbursement_reversal') last = i;
  });
  return entries.slice(last + 1);
}
