import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthMarks, planRollRatesCsv, planRollRows, underPlanOn, type PlanSpan } from './plan-roll-rates.js';
import { rollMatrix, type Position } from './roll-rates.js';

const at = (orderId: number, daysPastDue: number): Position => ({ orderId, daysPastDue, outstandingCents: 100_00 });

describe('plan roll rates', () => {
  it('splits each opening bucket into loans under a plan in force and loans with none', () => {
    // Loans 1–4 are 3 days past due at the opening; 1 and 2 are under a plan in force then.
    const start = [at(1, 3), at(2, 3), at(3, 3), at(4, 3), at(5, 20)];
    const end = [at(1, 0), at(2, 12), at(3, 12), at(4, 40), at(5, 50)];
    const spans: PlanSpan[] = [
      { orderId: 1, inForceOn: '2026-03-10', endedOn: null },
      { orderId: 2, inForceOn: '2026-03-20', endedOn: '2026-04-10' },
      // Ended the day of the opening snapshot: no longer in force then.
      { orderId: 3, inForceOn: '2026-03-01', endedOn: '2026-03-31' },
      // In force only after the opening: loan 4 opened the month with no plan.
      { orderId: 4, inForceOn: '2026-04-02', endedOn: null },
    ];
    const rows = planRollRows(start, end, spans, '2026-03-31');
    expect(rows).toEqual([
      { from: '1-7', group: 'plan', accounts: 2, rolled: 1, rollRateBps: 5_000 },
      { from: '1-7', group: 'none', accounts: 2, rolled: 2, rollRateBps: 10_000 },
      { from: '8-30', group: 'none', accounts: 1, rolled: 1, rollRateBps: 10_000 },
    ]);
  });

  it('counts a loan that closed as not rolled, like decision 081', () => {
    const rows = planRollRows([at(1, 5)], [], [{ orderId: 1, inForceOn: '2026-03-01', endedOn: null }], '2026-03-31');
    expect(rows).toEqual([{ from: '1-7', group: 'plan', accounts: 1, rolled: 0, rollRateBps: 0 }]);
  });

  it('agrees with the whole book roll matrix: the groups add up to it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 200 }),
            end: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
            plan: fc.boolean(),
          }),
          { maxLength: 50 },
        ),
        (loans) => {
          const start = loans.map((l, i) => at(i, l.start));
          const end = loans.flatMap((l, i) => (l.end === undefined ? [] : [at(i, l.end)]));
          const spans = loans.flatMap((l, i) =>
            l.plan ? [{ orderId: i, inForceOn: '2026-01-01', endedOn: null }] : [],
          );
          const rows = planRollRows(start, end, spans, '2026-02-01');
          for (const whole of rollMatrix(start, end)) {
            const parts = rows.filter((r) => r.from === whole.from);
            expect(parts.reduce((n, r) => n + r.accounts, 0)).toBe(whole.accounts);
            const rolled = parts.reduce((n, r) => n + r.rolled, 0);
            expect(whole.accounts === 0 ? 0 : Math.round((rolled * 10_000) / whole.accounts)).toBe(
              whole.rollForwardBps,
            );
          }
          for (const r of rows) expect(r.rollRateBps).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('reads each month between where the last one closed and its own last snapshot', () => {
    const dates = ['2026-02-27', '2026-03-05', '2026-03-31', '2026-04-08', '2026-04-09'];
    expect(monthMarks(dates, '2026-02-01', '2026-04-09')).toEqual([
      // February's only snapshot both opens (no earlier one) and closes it: nothing moved.
      { month: '2026-02', fromDate: null, toDate: null },
      { month: '2026-03', fromDate: '2026-02-27', toDate: '2026-03-31' },
      { month: '2026-04', fromDate: '2026-03-31', toDate: '2026-04-09' },
    ]);
    // A book that began within the month opens with its first snapshot; a later snapshot than today is not read.
    expect(monthMarks(['2026-04-02', '2026-04-05', '2026-04-20'], '2026-04-01', '2026-04-10')).toEqual([
      { month: '2026-04', fromDate: '2026-04-02', toDate: '2026-04-05' },
    ]);
  });

  it('knows a plan is in force from its first day up to the day it ends', () => {
    const spans = [{ orderId: 7, inForceOn: '2026-04-01', endedOn: '2026-04-20' }];
    expect(underPlanOn(spans, 7, '2026-03-31')).toBe(false);
    expect(underPlanOn(spans, 7, '2026-04-01')).toBe(true);
    expect(underPlanOn(spans, 7, '2026-04-19')).toBe(true);
    expect(underPlanOn(spans, 7, '2026-04-20')).toBe(false);
    expect(underPlanOn(spans, 8, '2026-04-05')).toBe(false);
  });

  it('writes the CSV with the groups in words and rates in percent', () => {
    const csv = planRollRatesCsv([
      {
        month: '2026-04',
        fromDate: '2026-03-31',
        toDate: '2026-04-09',
        rows: [
          { from: 'current', group: 'plan', accounts: 3, rolled: 1, rollRateBps: 3_333 },
          { from: '1-7', group: 'none', accounts: 2, rolled: 0, rollRateBps: 0 },
        ],
      },
    ]);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Roll rate (%)');
    expect(lines[1]).toBe('2026-04,2026-03-31,2026-04-09,Current,Under a plan in force,3,1,33.33');
    expect(lines[2]).toBe('2026-04,2026-03-31,2026-04-09,1-7,No plan,2,0,0.00');
  });
});
