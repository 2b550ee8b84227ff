// Settlement files with every kind of exception and every kind of bad row (decision 070).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  csvRows,
  parseSettlement,
  periodOf,
  reconcile,
  sandboxSettlementCsv,
  SettlementFileError,
  totalsByDate,
  type OurPayment,
} from './settlement.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const ours: OurPayment[] = [
  { paymentNo: 'LW-P-1', providerRef: 'DP1001', amountCents: 150_000, posted: true, paidOn: '2026-11-19' },
  { paymentNo: 'LW-P-2', providerRef: 'DP1002', amountCents: 80_000, posted: true, paidOn: '2026-11-20' },
  { paymentNo: 'LW-P-3', providerRef: 'DP1004', amountCents: 100_000, posted: true, paidOn: '2026-11-21' },
  { paymentNo: 'LW-P-4', providerRef: 'DP0999', amountCents: 40_000, posted: true, paidOn: '2026-11-20' },
  { paymentNo: 'LW-P-5', providerRef: 'DP1005', amountCents: 30_000, posted: true, paidOn: '2026-11-20' },
  { paymentNo: 'LW-P-11', providerRef: 'DP2000', amountCents: 10_000, posted: true, paidOn: '2026-11-25' },
  { paymentNo: 'LW-P-12', providerRef: null, amountCents: 10_000, posted: false, paidOn: null },
];

describe('the Dragonpay settlement file', () => {
  const parsed = parseSettlement('dragonpay', fixture('dragonpay-exceptions.csv'));

  it('reads the good lines with pesos as centavos and dates as ISO days', () => {
    expect(
      parsed.lines.map((l) => [l.lineNo, l.paymentNo, l.providerRef, l.amountCents, l.feeCents, l.settledOn, l.status]),
    ).toEqual([
      [2, 'LW-P-1', 'DP1001', 150_000, 2_000, '2026-11-20', 'settled'],
      [3, 'LW-P-2', 'DP1002', 80_000, 1_500, '2026-11-20', 'settled'],
      [4, 'LW-P-9', 'DP1003', 25_000, 1_000, '2026-11-21', 'settled'],
      [5, 'LW-P-3', 'DP1004', 99_950, 1_000, '2026-11-21', 'settled'],
      [6, 'LW-P-5', 'DP1005', 30_000, 500, '2026-11-21', 'refunded'],
    ]);
  });

  it('refuses each bad row by its line number, in words', () => {
    expect(parsed.refusals).toEqual([
      { lineNo: 7, reason: 'the amount "abc" is not a peso amount.' },
      { lineNo: 8, reason: 'the settlement date "2026-11-21" is not a date written MM/DD/YYYY.' },
      { lineNo: 9, reason: 'payment LW-P-1 already appears on line 2.' },
      { lineNo: 10, reason: 'has 4 columns; a settlement line has 7.' },
      {
        lineNo: 11,
        reason:
          'the settlement date "02/30/2026" is not a date written MM/DD/YYYY; the status "X" is neither settled nor refunded.',
      },
    ]);
  });

  it('matches line by line and shows every kind of exception', () => {
    const period = periodOf(parsed.lines)!;
    expect(period).toEqual({ from: '2026-11-20', to: '2026-11-21' });
    const r = reconcile(parsed.lines, ours, period);
    expect(r.matchedCount).toBe(2);
    expect(r.settledCents).toBe(150_000 + 80_000 + 25_000 + 99_950);
    expect(r.feeCents).toBe(2_000 + 1_500 + 1_000 + 1_000 + 500);
    expect(r.netCents).toBe(r.settledCents - 30_000 - r.feeCents);
    expect(r.exceptions.map((e) => [e.kind, e.paymentNo, e.lineNo, e.ourAmountCents, e.theirAmountCents])).toEqual([
      ['not_posted', 'LW-P-9', 4, null, 25_000],
      ['amount_differs', 'LW-P-3', 5, 100_000, 99_950],
      ['refunded', 'LW-P-5', 6, 30_000, 30_000],
      // LW-P-4 was paid on the 20th, inside the report's range, and is not on it; LW-P-11 is outside.
      ['not_settled', 'LW-P-4', null, 40_000, null],
    ]);
  });

  it('a line for a payment we have but never posted is paid at the provider but not posted', () => {
    const line = { ...parsed.lines[0]!, paymentNo: 'LW-P-12' };
    const r = reconcile([line], ours, { from: '2026-11-20', to: '2026-11-20' });
    expect(r.exceptions.map((e) => [e.kind, e.ourAmountCents])).toEqual([
      ['not_posted', 10_000],
      ['not_settled', 80_000],
      ['not_settled', 40_000],
      ['not_settled', 30_000],
    ]);
  });

  it('a refund of a payment we never received or never posted is an exception, not a match (decision 116)', () => {
    const refund = { ...parsed.lines[0]!, status: 'refunded' as const };
    const never = reconcile([{ ...refund, paymentNo: 'LW-NEVER' }], [], { from: '2026-11-20', to: '2026-11-20' });
    expect(never.matchedCount).toBe(0);
    expect(never.exceptions.map((e) => [e.kind, e.paymentNo, e.ourAmountCents, e.settledOn])).toEqual([
      ['refund_unreceived', 'LW-NEVER', null, refund.settledOn],
    ]);
    expect(never.refundedCents).toBe(refund.amountCents);
    const unposted = reconcile([{ ...refund, paymentNo: 'LW-P-12' }], ours.slice(-1), {
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(unposted.exceptions.map((e) => [e.kind, e.ourAmountCents])).toEqual([['refund_unreceived', 10_000]]);
  });

  it('totals each settlement date: net, fees and refunds add up to what was settled', () => {
    const totals = totalsByDate(parsed.lines);
    expect(totals.map((t) => t.settledOn)).toEqual(['2026-11-20', '2026-11-21']);
    for (const t of totals) expect(t.netCents + t.feeCents + t.refundedCents).toBe(t.settledCents);
    const all = reconcile(parsed.lines, ours, periodOf(parsed.lines)!);
    expect(totals.reduce((n, t) => n + t.netCents, 0)).toBe(all.netCents);
    expect(totals.reduce((n, t) => n + t.feeCents, 0)).toBe(all.feeCents);
  });

  it('refuses a file of another layout or an empty file as a whole', () => {
    expect(() => parseSettlement('dragonpay', fixture('sandbox-exceptions.csv'))).toThrow(SettlementFileError);
    expect(() => parseSettlement('sandbox', '\r\n\r\n')).toThrow('The file is empty.');
    expect(() => parseSettlement('sandbox', 'payment_no,"provider_ref\n')).toThrow('never closed');
  });
});

describe('the sandbox settlement file', () => {
  it('reads its own layout and refuses a line without the reference', () => {
    const parsed = parseSettlement('sandbox', fixture('sandbox-exceptions.csv'));
    expect(parsed.lines.map((l) => [l.paymentNo, l.amountCents])).toEqual([
      ['pay-1', 50_000],
      ['pay-2', 70_000],
      ['pay-3', 1_250],
    ]);
    expect(parsed.refusals).toEqual([{ lineNo: 5, reason: "the provider's reference is missing." }]);
  });

  it('writes a day that reads back the same', () => {
    const rows = [
      { paymentNo: 'pay-1', providerRef: 'SBX-1', amountCents: 123_405, feeCents: 0 },
      { paymentNo: 'pay,2', providerRef: 'SBX-2', amountCents: 5, feeCents: 1 },
    ];
    const text = sandboxSettlementCsv('2026-11-20', rows);
    const parsed = parseSettlement('sandbox', text);
    expect(parsed.refusals).toEqual([]);
    expect(parsed.lines.map((l) => [l.paymentNo, l.providerRef, l.amountCents, l.feeCents, l.settledOn])).toEqual(
      rows.map((r) => [r.paymentNo, r.providerRef, r.amountCents, r.feeCents, '2026-11-20']),
    );
  });

  it('numbers rows by the line they start on, quoted line breaks included', () => {
    expect(csvRows('a,b\n"x\ny",z\n\nq,r').map((r) => [r.lineNo, r.fields])).toEqual([
      [1, ['a', 'b']],
      [2, ['x\ny', 'z']],
      [5, ['q', 'r']],
    ]);
  });
});
