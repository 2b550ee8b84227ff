// An order's status moves only along this table (decision 143): every service that moves one asks
// `nextStatus`, and the orders repository refuses a move that is in no row. The table decides; the row
// lock or `WHERE status = …` of the statement that moves it serialises concurrent moves. The ledger's own
// moves (a payment, a reversal, close of business) are the events `statusOn` reads from the books.
import { OrderStatus } from './loan.js';

/** What happens to an order: a person's or the engine's decision, money moving, or the books changing. */
export type OrderEvent =
  | 'submit'
  | 'approve'
  | 'decline'
  | 'overrideDecline'
  | 'disburse'
  | 'payoutReturned'
  | 'fallDue'
  | 'fallOverdue'
  | 'catchUp'
  | 'payOff';

interface Transition {
  /** Null for an order being created. */
  from: OrderStatus | null;
  event: OrderEvent;
  to: OrderStatus;
  /** What the service that moves it checks first, in words. */
  guard: string;
}

const S = OrderStatus;
const DISBURSED = [S.repaying, S.due, S.overdue, S.settled] as const;

/** Every move an order's status may make; nothing else. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { from: null, event: 'submit', to: S.underReview, guard: 'the borrower may apply (mayApply, decision 143)' },
  {
    from: S.underReview,
    event: 'approve',
    to: S.disbursing,
    guard: 'no sanctions hold (decision 125); by a reviewer or the credit engine (decision 057)',
  },
  { from: S.underReview, event: 'decline', to: S.rejected, guard: 'by a reviewer or the credit engine' },
  {
    from: S.rejected,
    event: 'overrideDecline',
    to: S.disbursing,
    guard: 'an automatic decline overridden, with a reason; the borrower has no other open order (decision 106)',
  },
  { from: S.disbursing, event: 'disburse', to: S.repaying, guard: 'the money was paid out; the contract is booked' },
  // A return can reach an order still waiting for its booking, or one already booked: the booking is
  // reversed and the order waits for a new account (decision 129).
  ...[S.disbursing, ...DISBURSED].map((from) => ({
    from,
    event: 'payoutReturned' as const,
    to: S.disbursing,
    guard: 'the payout succeeded and the bank returned it',
  })),
  // The books' moves: the status `statusOn` reads after a payment, a reversal, a waiver or close of business.
  ...[S.repaying, S.overdue, S.settled].map((from) => ({
    from,
    event: 'fallDue' as const,
    to: S.due,
    guard: 'an installment falls due within the due-soon window',
  })),
  ...[S.repaying, S.due, S.settled].map((from) => ({
    from,
    event: 'fallOverdue' as const,
    to: S.overdue,
    guard: 'an installment is past its due date unpaid',
  })),
  ...[S.due, S.overdue, S.settled].map((from) => ({
    from,
    event: 'catchUp' as const,
    to: S.repaying,
    guard: 'nothing is due soon or overdue',
  })),
  ...[S.repaying, S.due, S.overdue].map((from) => ({
    from,
    event: 'payOff' as const,
    to: S.settled,
    guard: 'nothing is owed',
  })),
];

/** The status an event moves an order to from `from`, or null when the table has no such move. */
export function nextStatus(from: number | null, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}

/** The event that moves a disbursed order to the status its books read (`statusOn`). */
export function ledgerEvent(to: OrderStatus): OrderEvent {
  switch (to) {
    case S.repaying:
      return 'catchUp';
    case S.due:
      return 'fallDue';
    case S.overdue:
      return 'fallOverdue';
    case S.settled:
      return 'payOff';
    default:
      throw new Error(`status ${to} is not one the books move an order to`);
  }
}

/**
 * Refuses a move from `from` to `to` that no row of the table has. A violation is a bug (a service moved
 * an order the table does not allow), so it throws rather than answering the caller.
 */
export function assertTransition(from: number | null, to: number): void {
  if (!ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to))
    throw new Error(`an order's status may not move from ${from ?? 'nothing'} to ${to} (decision 143)`);
}
