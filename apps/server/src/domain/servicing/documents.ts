// What a receipt and a statement of account say, computed from ledger entries alone, so the
// documents always equal the books (decision 061). Pure: no framework, no database.
import { formatMoney } from '@lendwell/contracts/constants';
import type { Entry } from '../loan/ledger.js';
import { BUCKETS, type Bucket } from '../loan/product.js';
import type { Cents } from '../money.js';

/**
 * A receipt's lines: the ledger's buckets, with an extension's fee apart from the loan's service fee, though
 * both sit in the fee bucket, so the borrower reads what they paid for (decision 130).
 */
export type ReceiptLine = Bucket | 'extension_fee';

export type ReceiptFigures = {
  /** Money received: the cash debited by the payment's entries. */
  amountCents: Cents;
  /** What the money paid, by line (positive centavos); zero lines left out. */
  byBucket: Partial<Record<ReceiptLine, number>>;
  /** Money beyond the debt, held as the borrower's credit. */
  creditCents: Cents;
};

/** The figures of one payment from the entries its posting wrote; the parts always sum to the amount. */
export function receiptFigures(entries: readonly Pick<Entry, 'kind' | 'lines'>[]): ReceiptFigures {
  let amountCents = 0;
  let creditCents = 0;
  let extensionFeeCents = 0;
  const byBucket: Partial<Record<ReceiptLine, number>> = {};
  for (const e of entries) {
    if (e.kind === 'rollover_fee')
      for (const l of e.lines) if (l.account === 'receivable:fee') extensionFeeCents += l.amountCents;
    if (!e.lines.some((l) => l.account === 'cash' && l.amountCents > 0)) continue;
    for (const l of e.lines) {
      if (l.account === 'cash') amountCents += l.amountCents;
      else if (l.account === 'borrower_credit') creditCents -= l.amountCents;
      else if (l.account.startsWith('receivable:')) {
        const bucket = l.account.slice('receivable:'.length) as Bucket;
        byBucket[bucket] = (byBucket[bucket] ?? 0) - l.amountCents;
      }
    }
  }
  // The extension's payment clears its own fee first (the rollover takes every fee due), so the part of the
  // fee bucket up to the extension fee charged with it is that fee.
  const extension = Math.min(byBucket.fee ?? 0, extensionFeeCents);
  if (extension > 0) {
    byBucket.fee = byBucket.fee! - extension;
    byBucket.extension_fee = extension;
  }
  for (const b of BUCKETS) if (byBucket[b] === 0) delete byBucket[b];
  const parts = Object.values(byBucket).reduce((n, c) => n + c, 0) + creditCents;
  if (parts !== amountCents) throw new Error(`receipt parts ${parts} differ from the amount ${amountCents}`);
  return { amountCents, byBucket, creditCents };
}

export const BUCKET_LABEL: Record<ReceiptLine, string> = {
  principal: 'Principal',
  interest: 'Interest',
  fee: 'Service fee',
  extension_fee: 'Extension fee',
  penalty: 'Late payment penalty',
  overdue_interest: 'Overdue interest',
  legal: 'Legal charges',
  enforcement: 'Enforcement charges',
};

const KIND_LABEL: Record<string, string> = {
  disbursement: 'Loan released',
  penalty: 'Late payment penalty',
  overdue_interest: 'Overdue interest',
  repayment: 'Payment received',
  rollover_fee: 'Extension fee',
  rebate: 'Rebate of unearned interest',
  waiver: 'Waiver',
  legal_charge: 'Legal charges',
  charge_adjustment: 'Correction of late charges (payment dated earlier)',
  credit_refund: 'Credit refunded to you',
  credit_application: 'Credit applied from another loan',
  disbursement_reversal: 'Release returned by the bank',
  payment_reversal: 'Payment reversed',
};

export type StatementPosting = {
  entryId: number;
  kind: string;
  businessDate: string;
  account: string;
  amountCents: Cents;
  /** The entry's memo; a credit application names the other order in it. */
  memo?: string | null;
};
export type StatementLine = {
  date: string;
  description: string;
  /** Added to what the borrower owes (charges). */
  chargeCents: Cents;
  /** Taken off what the borrower owes (payments, waivers, rebates). */
  creditCents: Cents;
  balanceCents: Cents;
};

/** The other order a credit application's memo names ("credit applied to LW…" / "… from LW…"). */
const otherOrderOf = (memo: string | null | undefined) => /(?:to|from) (\S+)$/.exec(memo ?? '')?.[1] ?? 'another loan';

/**
 * The statement's lines: one per ledger entry that moved what the borrower owes, in posting order,
 * with the running balance (the sum of the receivable accounts). Close-of-business charges of
 * consecutive days are kept one per day, as booked. Credit applied between two of the borrower's loans
 * (decision 084) shows on both: as a payment on the loan it paid, and on the loan it came from as a line
 * that names the amount and leaves the balance owed unchanged (the credit was never part of it).
 */
export function statementLines(postings: readonly StatementPosting[]): StatementLine[] {
  type Moved = { kind: string; date: string; delta: number; memo?: string | null; creditOutCents: number };
  const byEntry = new Map<number, Moved>();
  for (const p of postings) {
    const applied = p.kind === 'credit_application' && p.account === 'borrower_credit' && p.amountCents > 0;
    if (!p.account.startsWith('receivable:') && !applied) continue;
    const e = byEntry.get(p.entryId) ?? {
      kind: p.kind,
      date: p.businessDate,
      delta: 0,
      memo: p.memo,
      creditOutCents: 0,
    };
    if (applied) e.creditOutCents += p.amountCents;
    else e.delta += p.amountCents;
    byEntry.set(p.entryId, e);
  }
  let balance = 0;
  const lines: StatementLine[] = [];
  for (const [, e] of [...byEntry.entries()].sort((a, b) => a[0] - b[0])) {
    if (e.creditOutCents > 0 && e.delta === 0) {
      lines.push({
        date: e.date,
        description: `${formatMoney(e.creditOutCents)} of your credit applied to loan ${otherOrderOf(e.memo)}`,
        chargeCents: 0,
        creditCents: 0,
        balanceCents: balance,
      });
      continue;
    }
    if (e.delta === 0) continue;
    balance += e.delta;
    lines.push({
      date: e.date,
      description:
        e.kind === 'credit_application'
          ? `Credit applied from loan ${otherOrderOf(e.memo)}`
          : (KIND_LABEL[e.kind] ?? e.kind),
      chargeCents: e.delta > 0 ? e.delta : 0,
      creditCents: e.delta < 0 ? -e.delta : 0,
      balanceCents: balance,
    });
  }
  return lines;
}
