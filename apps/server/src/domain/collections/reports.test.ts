import { describe, expect, it } from 'vitest';
import { cureRatesCsv, promiseRatesCsv, rateBps, recoveriesCsv, reportStart } from './reports.js';

describe('collections reports (decision 127)', () => {
  it('rounds rates half up in basis points and has none without a denominator', () => {
    expect(rateBps(1, 3)).toBe(3_333);
    expect(rateBps(2, 3)).toBe(6_667);
    expect(rateBps(0, 0)).toBeNull();
  });

  it('writes CSV with headers in words and pesos with two decimals', () => {
    expect(cureRatesCsv([{ action: 'call', bucket: '1-7', actions: 4, cured: 1 }])).toBe(
      'Action,Days past due,Actions taken,Loans cured within 30 days,Cure rate (%)\r\nCall,1-7,4,1,25.00\r\n',
    );
    expect(promiseRatesCsv([{ month: '2026-11', by: 'Ana Cruz', kept: 0, broken: 0 }], 'Collector')).toContain(
      '2026-11,Ana Cruz,0,0,\r\n',
    );
    expect(recoveriesCsv([{ month: '2026-11', bucket: '8-30', receipts: 2, amountCents: 1_234_50 }])).toBe(
      'Month,Days past due,Payments,Recovered (PHP)\r\n2026-11,8-30,2,1234.50\r\n',
    );
  });

  it('starts a report on the first of the month, across a year end', () => {
    expect(reportStart('2026-11-28', 1)).toBe('2026-11-01');
    expect(reportStart('2026-02-10', 6)).toBe('2025-09-01');
  });
});
