import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { periodSnapshots, rollMatrix, rollRatesCsv, rollState, ROLL_TO_STATES, type Position } from './roll-rates.js';

const at = (orderId: number, daysPastDue: number, outstandingCents = 100_00): Position => ({
  orderId,
  daysPastDue,
  outstandingCents,
});

describe('roll rates', () => {
  it('places each loan by its state at the start and at the end', () => {
    const start = [at(1, 0), at(2, 3), at(3, 5), at(4, 20), at(5, 45, 300_00)];
    const end = [at(1, 4), at(2, 12), at(3, 0), at(5, 75, 310_00), at(6, 2)];
    const rows = rollMatrix(start, end);
    const row = (from: string) => rows.find((r) => r.from === from)!;
    expect(row('current')).toMatchObject({ accounts: 1, rollForwardBps: 10_000, curedBps: 0 });
    expect(row('current').to['1-7'].accounts).toBe(1);
    expect(row('1-7')).toMatchObject({ accounts: 2, rollForwardBps: 5_000, curedBps: 5_000 });
    expect(row('8-30').to.closed).toEqual({ accounts: 1, amountCents: 100_00, shareBps: 10_000 });
    expect(row('31-60').to['61-90']).toEqual({ accounts: 1, amountCents: 300_00, shareBps: 10_000 });
    // The loan new at the end (6) is in no row.
    expect(rows.reduce((n, r) => n + r.accounts, 0)).toBe(5);
  });

  it('places every loan exactly once and keeps every share within 0–100 % (property)', () => {
    const position = fc.record({
      daysPastDue: fc.integer({ min: 0, max: 200 }),
      outstandingCents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(position, fc.option(position, { nil: undefined })), { maxLength: 60 }), (loans) => {
        const start = loans.map(([s], i) => ({ orderId: i, ...s }));
        const end = loans.flatMap(([, e], i) => (e ? [{ orderId: i, ...e }] : []));
        const rows = rollMatrix(start, end);
        expect(rows.reduce((n, r) => n + r.accounts, 0)).toBe(start.length);
        for (const r of rows) {
          const cells = ROLL_TO_STATES.map((s) => r.to[s]);
          expect(cells.reduce((n, c) => n + c.accounts, 0)).toBe(r.accounts);
          expect(cells.reduce((n, c) => n + c.amountCents, 0)).toBe(r.amountCents);
          for (const c of cells) expect(c.shareBps).toBeGreaterThanOrEqual(0);
          for (const c of cells) expect(c.shareBps).toBeLessThanOrEqual(10_000);
          expect(r.rollForwardBps + r.curedBps).toBeLessThanOrEqual(10_000);
        }
        const closed = rows.reduce((n, r) => n + r.to.closed.accounts, 0);
        expect(closed).toBe(loans.filter(([, e]) => e === undefined).length);
      }),
    );
  });

  it('refuses a snapshot that names a loan twice', () => {
    expect(() => rollMatrix([at(1, 3), at(1, 4)], [])).toThrow(/twice/);
  });

  it('takes the latest snapshot on or before each period boundary', () => {
    expect(periodSnapshots(['2026-03-01', '2026-03-25', '2026-04-09'], '2026-04-10', 7, 3)).toEqual([
      { boundary: '2026-03-20', snapshot: '2026-03-01' },
      { boundary: '2026-03-27', snapshot: '2026-03-25' },
      { boundary: '2026-04-03', snapshot: '2026-03-25' },
      { boundary: '2026-04-10', snapshot: '2026-04-09' },
    ]);
    expect(periodSnapshots([], '2026-04-10', 30, 1)).toEqual([
      { boundary: '2026-03-11', snapshot: null },
      { boundary: '2026-04-10', snapshot: null },
    ]);
    expect(rollState(0)).toBe('current');
  });

  it('writes the periods as CSV in pesos and percent', () => {
    const csv = rollRatesCsv([
      { fromDate: '2026-03-01', toDate: '2026-04-01', rows: rollMatrix([at(1, 3)], [at(1, 9)]) },
    ]);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'From date,To date,From,To,Accounts at start,Accounts moved,Share of accounts (%),Outstanding at start (PHP)',
    );
    expect(lines).toContain('2026-03-01,2026-04-01,1-7,8-30,1,1,100.00,100.00');
    expect(lines).toHaveLength(1 + 6 * 7);
  });
});
