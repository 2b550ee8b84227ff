// Double-entry ledger of one loan. A line's amount is signed: debit positive, credit negative.
// Every entry balances; every balance is a sum of lines, never a stored total.
import { assertCents, MoneyInvariantError, type Cents } from '../money.js';
import { BUCKETS, type Bucket } from './product.js';

export type Account =
  | `receivable:${Bucket}`
  | `income:${Exclude<Bucket, 'principal'>}`
  | 'cash'
  | 'borrower_credit'
  | `rebate:${Exclude<Bucket, 'principal'>}`
  // Income recognised over time (domain/loan/accrual.ts, decision 063).
  | `unearned:${'interest' | 'fee'}`
  | `income_deferred:${'interest' | 'fee'}`
  | `income_earned:${'interest' | 'fee'}`
  // Write-offs and recoveries (domain/books/write-off.ts, decision 078): a contra account that nets a
  // written-off loan's receivables to nil, the loss expensed, and income from money recovered later.
  | `written_off:${Bucket}`
  | `loss:${Bucket}`
  | `recovery:${Bucket}`
  // A second payment of a booked loan, owed back by the borrower (domain/payouts/overpayment.ts, decision 104).
  | 'overpayment'
  // Non-accrual from days past due (domain/books/non-accrual.ts, decision 135): income held in suspense (a
  // liability) until collected, and the contra income that takes it out of income meanwhile.
  | `suspense:${'interest' | 'fee' | 'penalty' | 'overdue_interest'}`
  | `income_suspended:${'interest' | 'fee' | 'penalty' | 'overdue_interest'}`;

export type EntryKind =
  | 'disbursement'
  | 'penalty'
  | 'overdue_interest'
  | 'repayment'
  | 'rollover_fee'
  | 'rebate'
  | 'waiver'
  | 'legal_charge'
  /** A correction of a day's late charges after a back-valued payment (domain/loan/value-dating.ts). */
  | 'charge_adjustment'
  /** Borrower credit paid back out to the borrower (Dr borrower_credit, Cr cash). */
  | 'credit_refund'
  /**
   * Borrower credit applied to another open order of the same borrower (decision 084): on the source
   * Dr borrower_credit, Cr cash; on the target a repayment's lines (Dr cash, Cr receivables and credit).
   */
  | 'credit_application'
  // A payout the bank returned: undoes the booking (domain/payouts/reversal.ts, decision 040).
  | 'disbursement_reversal'
  /** The close of business's daily step that defers contract income and earns it over the term (decision 063). */
  | 'accrual'
  /**
   * What an event changed of income earned, in the event's own transaction and on its date (decision 114): the
   * deferral of a charge or rebate it posted, and, when it leaves the loan no longer live, the rest earned.
   */
  | 'recognition'
  /** A posted payment taken back by finance (bounced, chargeback, wrong order): its entries negated (domain/servicing/reversal.ts). */
  | 'payment_reversal'
  /** The loan written off: receivables netted by the contra account, unearned income reversed, the rest expensed. */
  | 'write_off'
  /** A written-off loan's receivables moved (collected, charged, reversed): the contra account follows them. */
  | 'write_off_adjustment'
  /** Money the provider paid a second time for a booked loan (decision 104): Dr overpayment, Cr cash. */
  | 'overpayment'
  /**
   * A hardship plan's new schedule (decision 128): the open installments' receivables moved onto the new
   * installments (nil per account), plus a restructure's extension interest (Dr receivable, Cr income).
   */
  | 'reschedule'
  /** The day's new income of a loan on non-accrual held in suspense instead of income (decision 135). */
  | 'suspension'
  /** Income held in suspense that is now collected (or waived), released from suspense (decision 135). */
  | 'suspense_release'
  /**
   * Income held in suspense at an event rather than by the day (decision 140): what a reversed payment had
   * released and the income booked while it stood, or contract income an event earned at once on non-accrual.
   */
  | 'event_suspension';

export type Line = { account: Account; installmentSeq: number | null; amountCents: Cents };

export type Entry = { kind: EntryKind; businessDate: string; lines: Line[]; memo?: string };

export const receivable = (b: Bucket): Account => `receivable:${b}`;

/** Throws unless the lines are whole centavos and sum to zero. */
export function assertBalanced(entry: Entry): void {
  let total = 0;
  for (const line of entry.lines) {
    assertCents(line.amountCents, `${entry.kind} line ${line.account}`, { nonNegative: false });
    total += line.amountCents;
  }
  if (total !== 0)
    throw new MoneyInvariantError(`${entry.kind} entry on ${entry.businessDate} does not balance: ${total}`);
}

/** Whether the loan has been written off (domain/books/write-off.ts, decision 078). */
export const isWrittenOff = (entries: readonly Entry[]): boolean => entries.some((e) => e.kind === 'write_off');

/**
 * The account a late charge (or its correction) is credited to. A written-off loan is on non-accrual (decision
 * 114): the charge still raises what the borrower owes, but against the contra account that carries the loan at
 * nil, so it is neither income nor loss until it is collected, when the write-off adjustment books it as a
 * recovery.
 */
export const lateChargeCredit = (entries: readonly Entry[], b: Bucket): Account =>
  isWrittenOff(entries) ? `written_off:${b}` : (`income:${b}` as Account);

/**
 * Late charges of a bucket held against the contra on a written-off loan (non-accrual, decision 114): charged
 * and corrected since the write-off, less what was waived of them. Never income or loss; collected, recovery.
 */
export function suspendedCharges(entries: readonly Entry[], b: Bucket): Cents {
  let total = 0;
  for (const e of entries) {
    const suspendedWaiver = e.kind === 'waiver' && !e.lines.some((l) => l.account === `rebate:${b}`);
    if (e.kind !== 'penalty' && e.kind !== 'overdue_interest' && e.kind !== 'charge_adjustment' && !suspendedWaiver)
      continue;
    for (const l of e.lines) if (l.account === `written_off:${b}`) total -= l.amountCents;
  }
  return total;
}

const INCOME_OVERLAY_KINDS: ReadonlySet<EntryKind> = new Set([
  'accrual',
  'recognition',
  'suspension',
  'suspense_release',
  'event_suspension',
]);

/**
 * Entries that only move income between overlay accounts: recognition (decisions 063 and 114) and suspense
 * (decisions 135 and 140). No money moves and nothing the borrower owes changes, so a later payment or reversal
 * need not follow them.
 */
export const isIncomeOverlayKind = (kind: EntryKind): boolean => INCOME_OVERLAY_KINDS.has(kind);

/** Builds an entry, dropping zero lines, and checks that it balances. */
export function entry(kind: EntryKind, businessDate: string, lines: Line[], memo?: string): Entry {
  const e: Entry = { kind, businessDate, lines: lines.filter((l) => l.amountCents !== 0), ...(memo ? { memo } : {}) };
  assertBalanced(e);
  return e;
}

export function balanceOf(entries: readonly Entry[], account: Account, installmentSeq?: number | null): Cents {
  let total = 0;
  for (const e of entries)
    for (const l of e.lines)
      if (l.account === account && (installmentSeq === undefined || l.installmentSeq === installmentSeq))
        total += l.amountCents;
  return total;
}

export type Outstanding = { bucket: Bucket; installmentSeq: number | null; cents: Cents };

/** What the borrower owes, by bucket and installment: the debit balance of each receivable. */
export function outstanding(entries: readonly Entry[]): Outstanding[] {
  const map = new Map<string, Outstanding>();
  for (const e of entries)
    for (const l of e.lines) {
      if (!l.account.startsWith('receivable:')) continue;
      const bucket = l.account.slice('receivable:'.length) as Bucket;
      const key = `${bucket}|${l.installmentSeq}`;
      const row = map.get(key) ?? { bucket, installmentSeq: l.installmentSeq, cents: 0 };
      row.cents += l.amountCents;
      map.set(key, row);
    }
  const rows = [...map.values()];
  for (const r of rows)
    if (r.cents < 0)
      throw new MoneyInvariantError(`receivable ${r.bucket}#${r.installmentSeq} went negative: ${r.cents}`);
  return rows.filter((r) => r.cents > 0);
}

export function outstandingByBucket(entries: readonly Entry[]): Record<Bucket, Cents> {
  const totals = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, Cents>;
  for (const r of outstanding(entries)) totals[r.bucket] += r.cents;
  return totals;
}

/** Entries that pay what the borrower owes: money received, or credit applied from another order. */
export const isPaymentKind = (kind: EntryKind): boolean => kind === 'repayment' || kind === 'credit_application';

/** Charged so far on the borrower, by bucket: every debit ever made to a receivable, less rebates. */
export function chargedByBucket(entries: readonly Entry[]): Record<Bucket, Cents> {
  const totals = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, Cents>;
  for (const e of entries) {
    if (isPaymentKind(e.kind)) continue;
    for (const l of e.lines)
      if (l.account.startsWith('receivable:')) totals[l.account.slice(11) as Bucket] += l.amountCents;
  }
  return totals;
}

/** Paid so far, by bucket: every repayment credit to a receivable. */
export function paidByBucket(entries: readonly Entry[]): Record<Bucket, Cents> {
  const totals = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, Cents>;
  for (const e of entries) {
    if (!isPaymentKind(e.kind)) continue;
    for (const l of e.lines)
      if (l.account.startsWith('receivable:')) totals[l.account.slice(11) as Bucket] -= l.amountCents;
  }
  return totals;
}
