import { describe, expect, it } from 'vitest';
import { OrderStatus } from './loan.js';
import { assertTransition, ledgerEvent, nextStatus, ORDER_TRANSITIONS, type OrderEvent } from './order-status.js';

const S = OrderStatus;
const STATUSES = Object.values(OrderStatus);
const EVENTS: OrderEvent[] = [
  'submit',
  'approve',
  'decline',
  'overrideDecline',
  'disburse',
  'payoutReturned',
  'fallDue',
  'fallOverdue',
  'catchUp',
  'payOff',
];

describe('the order status table', () => {
  it('has the moves of an order’s life, in words a reader can check', () => {
    const rows = ORDER_TRANSITIONS.map((t) => `${t.from ?? '-'} ${t.event} ${t.to}`);
    expect(rows).toEqual([
      '- submit 21',
      '21 approve 151',
      '21 decline 110',
      '110 overrideDecline 151',
      '151 disburse 170',
      '151 payoutReturned 151',
      '170 payoutReturned 151',
      '174 payoutReturned 151',
      '180 payoutReturned 151',
      '200 payoutReturned 151',
      '170 fallDue 174',
      '180 fallDue 174',
      '200 fallDue 174',
      '170 fallOverdue 180',
      '174 fallOverdue 180',
      '200 fallOverdue 180',
      '174 catchUp 170',
      '180 catchUp 170',
      '200 catchUp 170',
      '170 payOff 200',
      '174 payOff 200',
      '180 payOff 200',
    ]);
    for (const t of ORDER_TRANSITIONS) expect(t.guard).not.toBe('');
  });

  it('answers one status per (from, event): the table is a function', () => {
    const keys = ORDER_TRANSITIONS.map((t) => `${t.from}:${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reaches every status and uses every event from a new order', () => {
    const reached = new Set<number | null>([null]);
    const used = new Set<OrderEvent>();
    for (let grew = true; grew;) {
      grew = false;
      for (const t of ORDER_TRANSITIONS)
        if (reached.has(t.from)) {
          used.add(t.event);
          if (!reached.has(t.to)) {
            reached.add(t.to);
            grew = true;
          }
        }
    }
    expect([...reached].filter((s) => s !== null).sort()).toEqual([...STATUSES].sort());
    expect([...used].sort()).toEqual([...EVENTS].sort());
    // Every row starts from a status some other row reaches: no row is dead.
    for (const t of ORDER_TRANSITIONS) expect(reached.has(t.from)).toBe(true);
  });

  it('gives each row’s status for its move and refuses every (from, event) outside it', () => {
    for (const from of [null, ...STATUSES])
      for (const event of EVENTS) {
        const row = ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event);
        expect(nextStatus(from, event)).toBe(row ? row.to : null);
      }
    expect(nextStatus(S.underReview, 'disburse')).toBeNull();
    expect(nextStatus(S.settled, 'approve')).toBeNull();
    expect(nextStatus(S.rejected, 'approve')).toBeNull();
  });

  it('lets the repository refuse every (from, to) pair no row has', () => {
    for (const from of [null, ...STATUSES])
      for (const to of STATUSES) {
        const allowed = ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to);
        if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
        else expect(() => assertTransition(from, to)).toThrow(/may not move/);
      }
    // A rejected application is never paid out straight, and a settled loan never goes back to review.
    expect(() => assertTransition(S.rejected, S.repaying)).toThrow(/from 110 to 170/);
    expect(() => assertTransition(S.settled, S.underReview)).toThrow();
  });

  it('names the books’ event for each status they read, and no other', () => {
    for (const to of [S.repaying, S.due, S.overdue, S.settled]) {
      const event = ledgerEvent(to);
      expect(ORDER_TRANSITIONS.filter((t) => t.event === event).every((t) => t.to === to)).toBe(true);
    }
    for (const to of [S.underReview, S.rejected, S.disbursing]) expect(() => ledgerEvent(to)).toThrow();
  });
});
