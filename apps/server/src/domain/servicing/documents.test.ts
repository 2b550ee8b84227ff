import { describe, expect, it } from 'vitest';
import { disburse, repay, rollOver, rolloverQuote } from '../loan/loan.js';
import { FLEX_91 } from '../loan/demo-products.js';
import { receiptFigures, statementLines } from './documents.js';
import { asCreditApplication, creditTransferEntry } from '../loan/credit-application.js';
import type { Entry } from '../loan/ledger.js';

describe('receipt figures and statement lines', () => {
  it('reads a payment from its entries, parts summing to the amount', () => {
    const loan = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const paid = repay(loan, 600_000, '2026-02-01');
    const figures = receiptFigures(paid.entries);
    expect(figures.amountCents).toBe(600_000);
    expect(figures.byBucket.principal).toBe(500_000);
    expect(figures.creditCents).toBeGreaterThan(0);
    expect(Object.values(figures.byBucket).reduce((n, c) => n + c, 0) + figures.creditCents).toBe(600_000);
    expect(receiptFigures(loan.entries).amountCents).toBe(0);
  });

  it('names an extension fee apart from the service fee (decision 130)', () => {
    const loan = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const quote = rolloverQuote(loan, '2026-02-02');
    const rolled = rollOver(loan, quote.amountCents, '2026-02-02');
    const figures = receiptFigures(rolled.entries);
    expect(figures.byBucket.extension_fee).toBe(quote.feeCents);
    expect(Object.values(figures.byBucket).reduce((n, c) => n + c, 0) + figures.creditCents).toBe(quote.amountCents);
    const posted = rolled.entries.map((e, i) => ({ entryId: i + 1, kind: e.kind, businessDate: e.businessDate }));
    const postings = rolled.entries.flatMap((e, i) => e.lines.map((l) => ({ ...posted[i]!, ...l })));
    expect(statementLines(postings).map((l) => l.description)).toContain('Extension fee');
  });

  it('keeps a running balance of what the borrower owes', () => {
    const loan = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const paid = repay(loan, 150_000, '2026-02-02').state;
    let id = 0;
    const postings = paid.entries.flatMap((e) => {
      id += 1;
      return e.lines.map((l) => ({ entryId: id, kind: e.kind, businessDate: e.businessDate, ...l }));
    });
    const lines = statementLines(postings);
    expect(lines.map((l) => l.description)).toEqual(['Loan released', 'Payment received']);
    expect(lines[1]!.balanceCents).toBe(lines[0]!.balanceCents - 150_000);
  });

  it('shows credit applied between two loans on both statements (decision 084)', () => {
    const postingsOf = (entries: readonly Entry[]) => {
      let id = 0;
      return entries.flatMap((e) => {
        id += 1;
        return e.lines.map((l) => ({ entryId: id, kind: e.kind, businessDate: e.businessDate, memo: e.memo, ...l }));
      });
    };
    // The source: settled with ₱393.33 of credit, of which ₱200.00 goes to the other loan.
    const source = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const overpaid = repay(source, 600_000, '2026-04-06').state;
    const sourceLines = statementLines(
      postingsOf([...overpaid.entries, creditTransferEntry(20_000, '2026-04-07', 'LW2')]),
    );
    expect(sourceLines.at(-1)).toEqual({
      date: '2026-04-07',
      description: '₱200.00 of your credit applied to loan LW2',
      chargeCents: 0,
      creditCents: 0,
      balanceCents: 0,
    });
    // The target: the same amount paid off what it owes.
    const target = disburse(FLEX_91, 500_000, '2026-04-07', 'repeat');
    const applied = asCreditApplication(repay(target, 20_000, '2026-04-07').entries, 'LW1');
    const targetLines = statementLines(postingsOf([...target.entries, ...applied]));
    expect(targetLines.map((l) => l.description)).toEqual(['Loan released', 'Credit applied from loan LW1']);
    expect(targetLines[1]).toMatchObject({ creditCents: 20_000, balanceCents: targetLines[0]!.balanceCents - 20_000 });
  });
});
