// The books' pure rules: roll-up, the journal file, month-close rules, ageing, provisions, PAR, the
// books policy, vintage curves and collections efficiency.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  ageing,
  closeRefusal,
  collectionPosting,
  collectionsEfficiency,
  businessReference,
  companyWords,
  fundingPosting,
  fundingProblem,
  journalCsv,
  settlementPostings,
  uncollectionPosting,
  monthBounds,
  pesos,
  policyProblem,
  portfolioAtRisk,
  ratioBps,
  rollUp,
  vintageCurves,
} from './books.js';

const chart = [
  { code: '1010', name: 'Cash', kind: 'asset', control: false },
  { code: '1200', name: 'Loans, principal', kind: 'asset', control: true },
  { code: '4100', name: 'Interest income', kind: 'income', control: false },
];
const mapping = new Map([
  ['cash', '1010'],
  ['receivable:principal', '1200'],
  ['income:interest', '4100'],
  ['income_earned:interest', '4100'],
]);

describe('the books', () => {
  it('rolls ledger accounts up to the chart, unmapped ones into suspense, and refuses an unbalanced ledger', () => {
    const tb = rollUp(
      [
        { account: 'cash', cents: -475_000 },
        { account: 'receivable:principal', cents: 500_000 },
        { account: 'income:interest', cents: -20_000 },
        { account: 'income_earned:interest', cents: -5_000 },
      ],
      mapping,
      chart,
    );
    expect(tb.rows.map((r) => [r.code, r.debitCents, r.creditCents])).toEqual([
      ['1010', 0, 475_000],
      ['1200', 500_000, 0],
      ['4100', 0, 25_000],
    ]);
    const suspense = rollUp(
      [
        { account: 'cash', cents: 100 },
        { account: 'write_off:principal', cents: -100 },
      ],
      mapping,
      chart,
    );
    expect(suspense.rows.at(-1)).toMatchObject({
      code: '9999',
      creditCents: 100,
      ledgerAccounts: ['write_off:principal'],
    });
    expect(() => rollUp([{ account: 'cash', cents: 1 }], mapping, chart)).toThrow(/do not balance/);
  });

  it('writes the journal in words: a debit and a credit line where an entry has both, references, late dates', () => {
    const payment = {
      kind: 'repayment',
      orderNo: 'LW0001',
      reference: 'pay:PN-7#0',
      valueDate: '2026-01-20',
      loans: 1,
    };
    const csv = journalCsv('2026-01-20', [
      { ...payment, code: '1010', name: 'Cash, bank', debitCents: 100_000, creditCents: 5 },
      { ...payment, code: '1200', name: 'Loans', debitCents: 5, creditCents: 100_000 },
      {
        kind: 'accrual',
        orderNo: null,
        reference: null,
        valueDate: '2026-01-20',
        loans: 2,
        code: '2100',
        name: 'Unearned income',
        debitCents: 300,
        creditCents: 0,
      },
      {
        kind: 'accrual',
        orderNo: null,
        reference: null,
        valueDate: '2026-01-20',
        loans: 2,
        code: '4100',
        name: 'Interest income',
        debitCents: 0,
        creditCents: 300,
      },
      { ...payment, valueDate: '2026-01-18', code: '1010', name: 'Cash, bank', debitCents: 7, creditCents: 0 },
      { ...payment, valueDate: '2026-01-18', code: '1200', name: 'Loans', debitCents: 0, creditCents: 7 },
    ]);
    const paid = 'Payment received, order LW0001, payment PN-7';
    const cob = '"Contract income earned, close of business 2026-01-20 (2 loans)"';
    expect(csv.split('\r\n')).toEqual([
      'JournalNumber,Date,AccountCode,AccountName,Reference,Description,Debit,Credit',
      `LW-2026-01-20,2026-01-20,1010,"Cash, bank",LW0001,"${paid}",1000.00,`,
      `LW-2026-01-20,2026-01-20,1010,"Cash, bank",LW0001,"${paid}",,0.05`,
      `LW-2026-01-20,2026-01-20,1200,Loans,LW0001,"${paid}",0.05,`,
      `LW-2026-01-20,2026-01-20,1200,Loans,LW0001,"${paid}",,1000.00`,
      `LW-2026-01-20,2026-01-20,2100,Unearned income,close of business 2026-01-20,${cob},3.00,`,
      `LW-2026-01-20,2026-01-20,4100,Interest income,close of business 2026-01-20,${cob},,3.00`,
      `LW-2026-01-20,2026-01-20,1010,"Cash, bank",LW0001,"${paid}, correction of 2026-01-18",0.07,`,
      `LW-2026-01-20,2026-01-20,1200,Loans,LW0001,"${paid}, correction of 2026-01-18",,0.07`,
      '',
    ]);
    expect(() =>
      journalCsv('2026-01-20', [{ ...payment, code: '1010', name: 'Cash', debitCents: 1, creditCents: 0 }]),
    ).toThrow(/does not balance/);
    expect(businessReference('waive:12#1')).toBe('reference waive:12');
    expect([pesos(0), pesos(5), pesos(-123_456)]).toEqual(['0.00', '0.05', '-1234.56']);
  });

  it('closes months in order, after they end and after their close of business', () => {
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    const base = {
      month: '2026-01',
      lastClosed: null,
      firstPostingOn: '2026-01-05',
      today: '2026-02-03',
      cobThrough: '2026-02-02',
      accrualsThrough: '2026-02-02',
    };
    expect(closeRefusal(base)).toBeNull();
    expect(closeRefusal({ ...base, today: '2026-01-31' })).toMatch(/has not ended/);
    expect(closeRefusal({ ...base, month: '2026-02', today: '2026-03-05' })).toMatch(/Close 2026-01 first/);
    expect(closeRefusal({ ...base, lastClosed: '2026-01' })).toMatch(/already closed/);
    expect(closeRefusal({ ...base, cobThrough: '2026-01-30' })).toMatch(
      /close of business has run only through 2026-01-30/,
    );
    expect(closeRefusal({ ...base, accrualsThrough: null })).toMatch(/Income has been earned only through no date yet/);
  });

  it('ages the portfolio, provisions each bucket and measures the portfolio at risk', () => {
    const loans = [
      { daysPastDue: 0, principalCents: 500_000 },
      { daysPastDue: 3, principalCents: 300_000 },
      { daysPastDue: 45, principalCents: 100_000 },
      { daysPastDue: 200, principalCents: 100_000 },
    ];
    const rows = ageing(loans, SEED_RATES);
    expect(rows.map((r) => [r.key, r.loans, r.principalCents, r.provisionCents])).toEqual([
      ['current', 1, 500_000, 5_000],
      ['1-30', 1, 300_000, 15_000],
      ['31-60', 1, 100_000, 25_000],
      ['61-90', 0, 0, 0],
      ['91-180', 0, 0, 0],
      ['181+', 1, 100_000, 100_000],
    ]);
    expect([1, 30, 90].map((d) => portfolioAtRisk(loans, d))).toEqual([5_000, 2_000, 1_000]);
    expect(portfolioAtRisk([], 1)).toBe(0);
  });
});

const SEED_RATES = { current: 100, '1-30': 500, '31-60': 2_500, '61-90': 5_000, '91-180': 7_500, '181+': 10_000 };

describe('books policy, vintage curves and collections efficiency', () => {
  it('provisions with the configured rates and refuses rates that fall with age or leave 0–100%', () => {
    const loans = [{ daysPastDue: 10, principalCents: 100_000 }];
    expect(ageing(loans, { ...SEED_RATES, '1-30': 1_000 })[1]!.provisionCents).toBe(10_000);
    expect(policyProblem({ writeOffDays: 180, lossRates: SEED_RATES })).toBeNull();
    expect(policyProblem({ writeOffDays: 10, lossRates: SEED_RATES })?.field).toBe('writeOffDays');
    expect(policyProblem({ writeOffDays: 180, lossRates: { ...SEED_RATES, '31-60': 400 } })?.field).toBe(
      'lossRates.31-60',
    );
    expect(policyProblem({ writeOffDays: 180, lossRates: { ...SEED_RATES, '181+': 10_001 } })?.field).toBe(
      'lossRates.181+',
    );
  });

  it('draws cumulative DPD30+ curves by month on book, through the months that have ended', () => {
    const curves = vintageCurves(
      [
        { disbursedOn: '2026-01-05', principalCents: 100_000, dpd30On: '2026-05-06' },
        { disbursedOn: '2026-01-20', principalCents: 300_000, dpd30On: null },
        { disbursedOn: '2026-03-01', principalCents: 100_000, dpd30On: '2026-03-31' },
      ],
      '2026-06-15',
    );
    expect(curves).toEqual([
      { vintage: '2026-01', loans: 2, disbursedCents: 400_000, dpd30Bps: [0, 0, 0, 0, 2_500, 2_500] },
      { vintage: '2026-03', loans: 1, disbursedCents: 100_000, dpd30Bps: [10_000, 10_000, 10_000, 10_000] },
    ]);
  });

  it('measures collections efficiency as collected ÷ due, by the month end and to date', () => {
    expect(
      collectionsEfficiency([
        { month: '2026-02', dueCents: 200_000, collectedCents: 150_000, collectedLateCents: 20_000 },
      ]),
    ).toEqual([
      {
        month: '2026-02',
        dueCents: 200_000,
        collectedCents: 150_000,
        collectedLateCents: 20_000,
        efficiencyBps: 7_500,
        efficiencyToDateBps: 8_500,
      },
    ]);
    expect(ratioBps(1, 0)).toBe(0);
  });

  it('vintage curves never fall and stay within 0–100%, whatever the loans', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 300 }),
            principalCents: fc.integer({ min: 1, max: 10_000_000 }),
            lateAfter: fc.option(fc.integer({ min: 30, max: 400 })),
          }),
          { maxLength: 40 },
        ),
        (rows) => {
          const loans = rows.map((r) => ({
            disbursedOn: addDays('2026-01-01', r.day),
            principalCents: r.principalCents,
            dpd30On: r.lateAfter === null ? null : addDays('2026-01-01', r.day + r.lateAfter),
          }));
          for (const c of vintageCurves(loans, '2026-12-31'))
            c.dpd30Bps.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(i === 0 ? 0 : c.dpd30Bps[i - 1]!));
        },
      ),
    );
  });
});

describe('the company journal (decision 116)', () => {
  it('reads in the daily journal in words with its business reference, and says the date a late one was for', () => {
    const facts = { bankReference: null, fileName: null, valueDate: '2026-01-15' };
    const [net, fee] = settlementPostings(7, 'dragonpay', 'dp.csv', '2026-01-15', {
      settledCents: 10_000,
      refundedCents: 0,
      feeCents: 100,
      netCents: 9_900,
    });
    expect(companyWords({ ...facts, ...net!, fileName: 'dp.csv' }, '2026-01-15')).toEqual({
      reference: 'dp.csv',
      description: 'Settlement 2026-01-15, Dragonpay: net to bank',
    });
    expect(companyWords({ ...facts, ...fee! }, '2026-01-20')).toEqual({
      reference: 'settlement 7',
      description: 'Settlement 2026-01-15, Dragonpay: provider fees, correction of 2026-01-15',
    });
    expect(
      companyWords(
        { ...facts, ...fundingPosting(3, 'credit_line', 500, 'BDO-9'), bankReference: 'BDO-9' },
        '2026-01-15',
      ),
    ).toEqual({ reference: 'BDO-9', description: 'Funding, credit line, ref BDO-9' });
    expect(companyWords({ ...facts, ...collectionPosting('sandbox', 'PY1', 500) }, '2026-01-15')).toEqual({
      reference: 'PY1',
      description: 'Collected through Sandbox provider, held until settled, payment PY1',
    });
    expect(companyWords({ ...facts, ...uncollectionPosting('dragonpay', 'PY1', 500, true) }, '2026-01-15')).toEqual({
      reference: 'PY1',
      description: 'Collection reversed after the provider refunded it, payment PY1',
    });
    // The opening balances of migration 0051 carry no settlement date: the posting's date stands for it.
    expect(
      companyWords(
        {
          ...facts,
          kind: 'settlement',
          reference: 'settlement:4:net',
          debitAccount: 'cash',
          creditAccount: 'clearing:sandbox',
        },
        '2026-01-15',
      ).description,
    ).toBe('Settlement 2026-01-15, Sandbox provider: net to bank');
  });

  /** Each ledger account's balance (debit positive) after the postings. */
  const after = (postings: { debitAccount: string; creditAccount: string; amountCents: number }[]) => {
    const b = new Map<string, number>();
    for (const p of postings) {
      b.set(p.debitAccount, (b.get(p.debitAccount) ?? 0) + p.amountCents);
      b.set(p.creditAccount, (b.get(p.creditAccount) ?? 0) - p.amountCents);
    }
    return Object.fromEntries([...b.entries()].filter(([, v]) => v !== 0));
  };

  it('collections wait in the provider clearing account; a settlement moves net, fee and refunds out of it', () => {
    const collected = [collectionPosting('dragonpay', 'LW-1', 100_000), collectionPosting('dragonpay', 'LW-2', 50_000)];
    const settled = settlementPostings(7, 'dragonpay', 'dp.csv', '2026-11-20', {
      settledCents: 150_000,
      refundedCents: 100_000,
      feeCents: 1_500,
      netCents: 48_500,
    });
    expect(settled.map((p) => p.reference)).toEqual([
      'settlement:7:2026-11-20:net',
      'settlement:7:2026-11-20:fee',
      'settlement:7:2026-11-20:refund',
    ]);
    expect(after([...collected, ...settled])).toEqual({
      cash: -150_000 + 48_500,
      provider_fees: 1_500,
      provider_refunds: 100_000,
    });
    // With the loan's own entries debiting cash by the collections, the bank holds the net only.
  });

  it('a negative net is taken from the bank; legs of zero are left out; a wrong total throws', () => {
    const p = settlementPostings(8, 'sandbox', 's.csv', '2026-11-21', {
      settledCents: 10_000,
      refundedCents: 30_000,
      feeCents: 0,
      netCents: -20_000,
    });
    expect(after(p)).toEqual({ 'clearing:sandbox': -10_000, cash: -20_000, provider_refunds: 30_000 });
    expect(() =>
      settlementPostings(9, 'sandbox', 's.csv', '2026-11-21', {
        settledCents: 10_000,
        refundedCents: 0,
        feeCents: 100,
        netCents: 10_000,
      }),
    ).toThrow(/is not settled/);
  });

  it('a refund of a collection already charged back moves nothing: the reversal took it out of clearing', () => {
    const collected = collectionPosting('sandbox', 'LW-9', 30_000);
    const chargedBack = uncollectionPosting('sandbox', 'LW-9', 30_000, false);
    const refunded = settlementPostings(10, 'sandbox', 's.csv', '2026-11-22', {
      settledCents: 30_000,
      refundedCents: 30_000,
      refundedTakenBackCents: 30_000,
      feeCents: 0,
      netCents: 0,
    });
    expect(refunded).toEqual([]);
    // Clearing and refunds end at zero; cash is the collection's loan entry and its reversal (not shown here).
    expect(after([collected, chargedBack, ...refunded])).toEqual({});
    expect(() =>
      settlementPostings(11, 'sandbox', 's.csv', '2026-11-22', {
        settledCents: 0,
        refundedCents: 100,
        refundedTakenBackCents: 200,
        feeCents: 0,
        netCents: -100,
      }),
    ).toThrow(/not within refunds/);
  });

  it('a reversed collection leaves from clearing, or from refunds when the provider refunded it', () => {
    expect(uncollectionPosting('dragonpay', 'LW-1', 100_000, false)).toMatchObject({
      debitAccount: 'cash',
      creditAccount: 'clearing:dragonpay',
    });
    expect(uncollectionPosting('dragonpay', 'LW-1', 100_000, true).creditAccount).toBe('provider_refunds');
  });

  it('funding debits the bank against capital or the credit line, and refuses what it cannot book', () => {
    expect(after([fundingPosting(1, 'capital', 1_000_000, 'BDO-1')])).toEqual({
      cash: 1_000_000,
      'funding:capital': -1_000_000,
    });
    expect(() => fundingPosting(2, 'credit_line', 0, 'BDO-2')).toThrow();
    const today = '2026-11-28';
    expect(fundingProblem({ amountCents: 100, bankReference: 'BDO-1', fundedOn: today }, today)).toBeNull();
    expect(fundingProblem({ amountCents: 0, bankReference: 'BDO-1', fundedOn: today }, today)?.field).toBe(
      'amountCents',
    );
    expect(fundingProblem({ amountCents: 100, bankReference: ' x', fundedOn: today }, today)?.field).toBe(
      'bankReference',
    );
    expect(fundingProblem({ amountCents: 100, bankReference: 'BDO-1', fundedOn: '2026-11-29' }, today)?.field).toBe(
      'fundedOn',
    );
  });
});
