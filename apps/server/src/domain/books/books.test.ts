// The books' pure rules: roll-up, the journal file, month-close rules, ageing, provisions and PAR.
import { describe, expect, it } from 'vitest';
import { ageing, closeRefusal, journalCsv, monthBounds, pesos, portfolioAtRisk, rollUp } from './books.js';

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

  it('writes the journal with a debit line and a credit line for an account that has both', () => {
    const csv = journalCsv('2026-01-20', [
      {
        code: '1010',
        name: 'Cash, bank',
        kind: 'asset',
        control: false,
        debitCents: 100_000,
        creditCents: 5,
        ledgerAccounts: ['cash'],
      },
      {
        code: '1200',
        name: 'Loans',
        kind: 'asset',
        control: true,
        debitCents: 5,
        creditCents: 100_000,
        ledgerAccounts: ['receivable:principal'],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'JournalNumber,Date,AccountCode,AccountName,Description,Debit,Credit',
      'LW-2026-01-20,2026-01-20,1010,"Cash, bank",Lendwell loan ledger 2026-01-20: cash,1000.00,',
      'LW-2026-01-20,2026-01-20,1010,"Cash, bank",Lendwell loan ledger 2026-01-20: cash,,0.05',
      'LW-2026-01-20,2026-01-20,1200,Loans,Lendwell loan ledger 2026-01-20: receivable:principal,0.05,',
      'LW-2026-01-20,2026-01-20,1200,Loans,Lendwell loan ledger 2026-01-20: receivable:principal,,1000.00',
      '',
    ]);
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
    const rows = ageing(loans);
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
