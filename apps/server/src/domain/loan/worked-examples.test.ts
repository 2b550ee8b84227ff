// Golden tests: the same figures as docs/worked-examples.md, which a person can check by hand.
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { FLEX_91, PLUS_180 } from './demo-products.js';
import { outstandingByBucket, paidByBucket } from './ledger.js';
import {
  closeOfBusiness,
  disburse,
  OrderStatus,
  payOff,
  payoffQuote,
  repay,
  rollOver,
  rolloverQuote,
  type LoanState,
} from './loan.js';
import { quote } from './quote.js';

function runCob(state: LoanState, from: string, to: string) {
  let s = state;
  const charges: { date: string; kind: string; cents: number }[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const r = closeOfBusiness(s, d);
    s = r.state;
    for (const e of r.entries) charges.push({ date: d, kind: e.kind, cents: e.lines[0]!.amountCents });
  }
  return { state: s, charges };
}

describe('Flex 91: PHP 5,000 for 91 days, new client, disbursed 2026-01-05', () => {
  const q = quote(FLEX_91, 500_000, '2026-01-05');

  it('quotes interest, fee, proceeds and the truth-in-lending figures', () => {
    expect(q).toMatchObject({
      termDays: 91,
      firstPayOn: '2026-04-06',
      interestCents: 60_667, // 5,000 × 4 % × 91 / 30 = 606.666… → 606.67
      serviceFeeCents: 25_000, // 5 % taken upfront
      netProceedsCents: 475_000,
      totalRepaymentCents: 560_667,
      amountFinancedCents: 475_000,
      financeChargeCents: 85_667,
      effectiveMonthlyBps: 562, // (5,606.67 / 4,750)^(30/91) − 1
      capsApply: true,
    });
  });

  it('goes due three days before, overdue the day after, with the penalty and daily tier interest', () => {
    const start = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    const { state: s1 } = runCob(start, '2026-01-06', '2026-04-02');
    expect(s1.status).toBe(OrderStatus.repaying);
    const { state: s2 } = runCob(s1, '2026-04-03', '2026-04-06');
    expect(s2.status).toBe(OrderStatus.due);
    const { state: s3, charges } = runCob(s2, '2026-04-07', '2026-05-07');
    expect(charges.slice(0, 3)).toEqual([
      { date: '2026-04-07', kind: 'penalty', cents: 4_000 },
      { date: '2026-04-07', kind: 'overdue_interest', cents: 561 }, // 5,606.67 × 3 % / 30
      { date: '2026-04-08', kind: 'overdue_interest', cents: 561 },
    ]);
    // Day 31 past due moves to the 2 % tier: 5,606.67 × 2 % / 30 = 3.74.
    expect(charges.find((c) => c.date === '2026-05-07')).toEqual({
      date: '2026-05-07',
      kind: 'overdue_interest',
      cents: 374,
    });
    expect(s3).toMatchObject({ status: OrderStatus.overdue, daysPastDue: 31 });
    expect(outstandingByBucket(s3.entries)).toMatchObject({
      penalty: 4_000,
      overdue_interest: 30 * 561 + 374,
      interest: 60_667,
      principal: 500_000,
    });
  });

  it('allocates a late partial payment to penalty, overdue interest, interest, then principal', () => {
    const { state } = runCob(disburse(FLEX_91, 500_000, '2026-01-05', 'new'), '2026-01-06', '2026-04-16'); // 10 days late
    const r = repay(state, 100_000, '2026-04-16');
    expect(r.allocation.parts).toEqual([
      { bucket: 'penalty', installmentSeq: null, cents: 4_000 },
      { bucket: 'overdue_interest', installmentSeq: null, cents: 5_610 },
      { bucket: 'interest', installmentSeq: 1, cents: 60_667 },
      { bucket: 'principal', installmentSeq: 1, cents: 29_723 },
    ]);
    expect(r.state.status).toBe(OrderStatus.overdue);
  });

  it('rolls over: pays interest, late charges and the 12 % fee, and moves the due date 91 days', () => {
    const { state } = runCob(disburse(FLEX_91, 500_000, '2026-01-05', 'new'), '2026-01-06', '2026-04-08');
    const rq = rolloverQuote(state, '2026-04-08');
    expect(rq).toEqual({ allowed: true, amountCents: 125_789, feeCents: 60_000, newDueDates: ['2026-07-06'] });
    const r = rollOver(state, rq.amountCents, '2026-04-08');
    expect(r.state.installments[0]!.dueOn).toBe('2026-07-06');
    expect(r.state.status).toBe(OrderStatus.repaying);
    expect(outstandingByBucket(r.state.entries)).toMatchObject({
      principal: 500_000,
      interest: 0,
      fee: 0,
      penalty: 0,
      overdue_interest: 0,
    });
  });

  it('refuses a payoff before half the term, then rebates unearned interest on day 46', () => {
    const s = disburse(FLEX_91, 500_000, '2026-01-05', 'new');
    expect(payoffQuote(s, '2026-02-18')).toMatchObject({ allowed: false }); // day 44 < 45.5
    const q46 = payoffQuote(s, '2026-02-20'); // day 46
    // Earned: 5,000 × 4 % × 46 / 30 = 306.67; rebate 606.67 − 306.67 = 300.00.
    expect(q46).toMatchObject({ allowed: true, rebateCents: 30_000, totalCents: 530_667 });
    const r = payOff(s, q46.totalCents, '2026-02-20');
    expect(r.state.status).toBe(OrderStatus.settled);
    expect(paidByBucket(r.state.entries)).toMatchObject({ principal: 500_000, interest: 30_667 });
  });
});

describe('Plus 180: PHP 10,000 in six monthly installments, repeat client', () => {
  it('splits principal, interest and the added fee evenly, earlier installments taking the centavo', () => {
    const q = quote(PLUS_180, 1_000_000, '2026-01-05');
    expect(q.installments.map((i) => [i.dueOn, i.principalCents, i.interestCents, i.feeCents])).toEqual([
      ['2026-02-04', 166_667, 35_000, 5_000],
      ['2026-03-06', 166_667, 35_000, 5_000],
      ['2026-04-05', 166_667, 35_000, 5_000],
      ['2026-05-05', 166_667, 35_000, 5_000],
      ['2026-06-04', 166_666, 35_000, 5_000],
      ['2026-07-04', 166_666, 35_000, 5_000],
    ]);
    expect(q).toMatchObject({
      interestCents: 210_000,
      serviceFeeCents: 30_000,
      netProceedsCents: 1_000_000,
      totalRepaymentCents: 1_240_000,
      capsApply: false,
    });
  });

  it('charges the loan terms penalty for a repeat client (PHP 800) and 5 % a month on the late installment', () => {
    const { state, charges } = runCob(
      disburse(PLUS_180, 1_000_000, '2026-01-05', 'repeat'),
      '2026-01-06',
      '2026-02-06',
    );
    expect(charges).toEqual([
      { date: '2026-02-05', kind: 'penalty', cents: 80_000 },
      { date: '2026-02-05', kind: 'overdue_interest', cents: 344 }, // 2,066.67 × 5 % / 30
      { date: '2026-02-06', kind: 'overdue_interest', cents: 344 },
    ]);
    // Paying the installment and the late charges brings the loan back to repaying.
    const r = repay(state, 206_667 + 80_000 + 688, '2026-02-06');
    expect(r.state.status).toBe(OrderStatus.repaying);
    expect(r.allocation.creditCents).toBe(0);
  });

  it('keeps an overpayment as borrower credit', () => {
    const s = disburse(PLUS_180, 1_000_000, '2026-01-05', 'new');
    const r = repay(s, 1_240_000 + 1_234, '2026-01-10');
    expect(r.state.status).toBe(OrderStatus.settled);
    expect(r.allocation.creditCents).toBe(1_234);
  });

  it('rolls over five days late: all interest, fees, late charges and the 3.5 % fee, every installment 30 days later', () => {
    const { state } = runCob(disburse(PLUS_180, 1_000_000, '2026-01-05', 'repeat'), '2026-01-06', '2026-02-09');
    const rq = rolloverQuote(state, '2026-02-09');
    expect(rq).toMatchObject({
      allowed: true,
      feeCents: 35_000,
      amountCents: 80_000 + 5 * 344 + 210_000 + 30_000 + 35_000,
    });
    const r = rollOver(state, rq.amountCents, '2026-02-09');
    expect(r.state.installments.map((i) => i.dueOn)).toEqual([
      '2026-03-06',
      '2026-04-05',
      '2026-05-05',
      '2026-06-04',
      '2026-07-04',
      '2026-08-03',
    ]);
    expect(r.state.status).toBe(OrderStatus.repaying);
  });

  it('pays off on day 95 after three installments, rebating unearned interest', () => {
    let s = disburse(PLUS_180, 1_000_000, '2026-01-05', 'new');
    for (const d of ['2026-02-04', '2026-03-06', '2026-04-05']) s = repay(s, 206_667, d).state;
    expect(payoffQuote(s, '2026-03-01').allowed).toBe(false);
    expect(payoffQuote(s, '2026-04-10')).toMatchObject({
      allowed: true,
      rebateCents: 99_167,
      totalCents: 520_832,
      byBucket: { principal: 499_999, fee: 15_000, interest: 5_833 },
    });
  });
});
