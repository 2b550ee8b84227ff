import { describe, expect, it } from 'vitest';
import { FLEX_91 } from './demo-products.js';
import { assertBalanced, outstandingByBucket, paidByBucket, chargedByBucket } from './ledger.js';
import { disburse, OrderStatus, repay, totalOwed } from './loan.js';
import {
  asCreditApplication,
  checkCreditApplication,
  creditTransferEntry,
  type CreditApplicationFacts,
} from './credit-application.js';

const facts = (over: Partial<CreditApplicationFacts> = {}): CreditApplicationFacts => ({
  sourceOrderNo: 'LW20260406000001',
  targetOrderNo: 'LW20260407000002',
  sameBorrower: true,
  targetStatus: OrderStatus.repaying,
  creditHeldCents: 39_333,
  pendingRefundCents: 0,
  amountCents: 20_000,
  ...over,
});

describe('checkCreditApplication', () => {
  it('allows up to the credit held onto an open order of the same borrower', () => {
    for (const targetStatus of [OrderStatus.repaying, OrderStatus.due, OrderStatus.overdue])
      expect(checkCreditApplication(facts({ targetStatus }))).toEqual({ ok: true, amountCents: 20_000 });
    expect(checkCreditApplication(facts({ amountCents: 39_333 }))).toEqual({ ok: true, amountCents: 39_333 });
  });

  it('refuses one centavo more than the credit held, in pesos', () => {
    expect(checkCreditApplication(facts({ amountCents: 39_334 }))).toEqual({
      ok: false,
      refusal: {
        kind: 'conflict',
        field: 'amountCents',
        sentence: '₱393.34 is more than the ₱393.33 of credit held on LW20260406000001.',
      },
    });
    expect(checkCreditApplication(facts({ creditHeldCents: 0 }))).toMatchObject({
      ok: false,
      refusal: { field: 'amountCents', sentence: 'LW20260406000001 has no borrower credit to apply.' },
    });
  });

  it('refuses nothing, fractions of a centavo and negative amounts as invalid', () => {
    for (const amountCents of [0, -1, 0.5])
      expect(checkCreditApplication(facts({ amountCents }))).toMatchObject({
        ok: false,
        refusal: { kind: 'invalid', field: 'amountCents' },
      });
  });

  it("answers another borrower's order as not found, before saying anything about it", () => {
    expect(checkCreditApplication(facts({ sameBorrower: false, targetStatus: OrderStatus.settled }))).toMatchObject({
      ok: false,
      refusal: { kind: 'not-found', field: 'targetOrderNo' },
    });
  });

  it('refuses a settled, rejected or not yet paid out target with a sentence', () => {
    expect(checkCreditApplication(facts({ targetStatus: OrderStatus.settled }))).toMatchObject({
      ok: false,
      refusal: {
        kind: 'conflict',
        sentence: 'LW20260407000002 is already fully paid, so it cannot take credit.',
      },
    });
    expect(checkCreditApplication(facts({ targetStatus: OrderStatus.rejected }))).toMatchObject({
      refusal: { sentence: expect.stringMatching(/was rejected/) },
    });
    for (const targetStatus of [OrderStatus.underReview, OrderStatus.disbursing])
      expect(checkCreditApplication(facts({ targetStatus }))).toMatchObject({
        refusal: { sentence: expect.stringMatching(/has not been paid out yet/) },
      });
  });

  it('refuses the order the credit sits on', () => {
    expect(checkCreditApplication(facts({ targetOrderNo: 'LW20260406000001' }))).toMatchObject({
      ok: false,
      refusal: { kind: 'invalid', field: 'targetOrderNo' },
    });
  });

  it('refuses while a refund of the credit is in progress', () => {
    expect(checkCreditApplication(facts({ pendingRefundCents: 39_333 }))).toMatchObject({
      ok: false,
      refusal: {
        kind: 'conflict',
        field: 'orderNo',
        sentence: expect.stringMatching(/^A refund of ₱393\.33 from LW20260406000001 is in progress/),
      },
    });
  });
});

describe('the entries of an application', () => {
  it('takes the credit off the source in a balanced entry and pays the target like any payment', () => {
    const out = creditTransferEntry(39_333, '2026-04-07', 'LW2');
    assertBalanced(out);
    expect(out).toMatchObject({ kind: 'credit_application', memo: 'credit applied to LW2' });
    expect(out.lines).toEqual([
      { account: 'borrower_credit', installmentSeq: null, amountCents: 39_333 },
      { account: 'cash', installmentSeq: null, amountCents: -39_333 },
    ]);
    expect(() => creditTransferEntry(0, '2026-04-07', 'LW2')).toThrow();

    const loan = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const paid = repay(loan, 39_333, '2026-02-01');
    const entries = asCreditApplication(paid.entries, 'LW1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'credit_application', memo: 'credit applied from LW1' });
    const next = { ...loan, entries: [...loan.entries, ...entries] };
    // The same allocation as a payment of the amount: it counts as paid, not as a negative charge.
    expect(outstandingByBucket(next.entries)).toEqual(outstandingByBucket(paid.state.entries));
    expect(totalOwed(next)).toBe(totalOwed(loan) - 39_333);
    expect(paidByBucket(next.entries)).toEqual(paidByBucket(paid.state.entries));
    expect(chargedByBucket(next.entries)).toEqual(chargedByBucket(loan.entries));
  });

  it('keeps what goes beyond the target debt as credit on the target', () => {
    const loan = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const paid = repay(loan, totalOwed(loan) + 1_000, '2026-02-01');
    const [e] = asCreditApplication(paid.entries, 'LW1');
    expect(e!.lines).toContainEqual({ account: 'borrower_credit', installmentSeq: null, amountCents: -1_000 });
    expect(paid.state.status).toBe(OrderStatus.settled);
  });
});
