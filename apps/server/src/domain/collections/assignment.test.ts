import { describe, expect, it } from 'vitest';
import { defaultRule, exclusionReason, planAssignments, roundRobin, type AssignmentCandidate } from './assignment.js';

const loan = (orderNo: string, daysPastDue: number, extra: Partial<AssignmentCandidate> = {}): AssignmentCandidate => ({
  orderNo,
  daysPastDue,
  staffId: null,
  openComplaint: false,
  ...extra,
});
const collectors = [
  { id: 7, load: 0, away: false },
  { id: 3, load: 0, away: false },
];

describe('automatic assignment (decision 127)', () => {
  it('deals in turn, most overdue first, continuing after the last collector who had one', () => {
    const plan = planAssignments([loan('A', 2), loan('B', 5), loan('C', 3)], collectors, defaultRule('1-7'));
    expect(plan.map((p) => [p.orderNo, p.to])).toEqual([
      ['B', 3],
      ['C', 7],
      ['A', 3],
    ]);
    const next = planAssignments([loan('D', 2)], collectors, defaultRule('1-7'), 3);
    expect(next.map((p) => p.to)).toEqual([7]);
    const wrap = planAssignments([loan('E', 2)], collectors, defaultRule('1-7'), 7);
    expect(wrap.map((p) => p.to)).toEqual([3]);
  });

  it('gives the least loaded collector the next loan, the lower id on a tie', () => {
    const rule = { ...defaultRule('8-30'), strategy: 'least_loaded' as const };
    const plan = planAssignments(
      [loan('A', 9), loan('B', 9), loan('C', 9), loan('D', 9)],
      [
        { id: 1, load: 5, away: false },
        { id: 2, load: 2, away: false },
        { id: 3, load: 3, away: false },
      ],
      rule,
    );
    expect(plan.map((p) => p.to)).toEqual([2, 2, 3, 2]);
  });

  it('stops at capacity and leaves the rest unassigned', () => {
    const rule = { ...defaultRule('1-7'), capacity: 2 };
    const plan = planAssignments(
      [loan('A', 1), loan('B', 2), loan('C', 3)],
      [
        { id: 1, load: 1, away: false },
        { id: 2, load: 2, away: false },
      ],
      rule,
    );
    expect(plan).toEqual([{ orderNo: 'C', from: null, to: 1 }]);
  });

  it('skips away collectors and re-deals their loans to the others', () => {
    const plan = planAssignments(
      [loan('A', 4, { staffId: 9 })],
      [
        { id: 9, load: 1, away: true },
        { id: 4, load: 0, away: false },
      ],
      defaultRule('1-7'),
    );
    expect(plan).toEqual([{ orderNo: 'A', from: 9, to: 4 }]);
    expect(planAssignments([loan('B', 1)], [{ id: 9, load: 0, away: true }], defaultRule('1-7'))).toEqual([]);
  });

  it('leaves a loan with a complaint in progress to a supervisor unless the rule says otherwise', () => {
    const disputed = loan('A', 4, { openComplaint: true });
    expect(exclusionReason(disputed, defaultRule('1-7'))).toMatch(/complaint in progress/);
    expect(planAssignments([disputed], collectors, defaultRule('1-7'))).toEqual([]);
    const rule = { ...defaultRule('1-7'), excludeOpenComplaints: false };
    expect(planAssignments([disputed], collectors, rule)).toHaveLength(1);
  });

  it('deals loans to collectors in turn without rules (the supervisor button)', () => {
    expect(roundRobin([1, 2, 3], ['a', 'b'])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'a'],
    ]);
    expect(roundRobin([1], [])).toEqual([]);
  });
});
