import { describe, expect, it } from 'vitest';
import { disburse, repay } from '../loan/loan.js';
import { FLEX_91 } from '../loan/demo-products.js';
import { receiptFigures, statementLines } from './documents.js';

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
});
