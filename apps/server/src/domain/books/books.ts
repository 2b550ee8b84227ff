// The lender's books from the ledger (decisions 064 and 065): ledger accounts rolled up to
// general-ledger accounts, the day's journal as an import file, the trial balance, the sub-ledger tie
// and the rules of closing a month. Pure: the service reads the sums, these shape and check them.
import { formatBps } from '@lendwell/contracts/money-format';
import { csvLines } from '../csv.js';
import { BUCKETS } from '../loan/product.js';
import { ACCRUED_BUCKETS } from '../loan/accrual.js';
import { SUSPENDED_BUCKETS } from './non-accrual.js';
import { MoneyInvariantError, type Cents, type Bps } from '../money.js';
import { addDays } from '../calendar.js';
import {
  SETTLEMENT_PROVIDERS,
  SETTLEMENT_PROVIDER_NAMES,
  isSettlementProvider,
  type SettlementProvider,
} from './settlement.js';

/** Every account the ledger posts to; the chart maps each to one general-ledger account. */
export const LEDGER_ACCOUNTS: readonly string[] = [
  'cash',
  'borrower_credit',
  ...BUCKETS.map((b) => `receivable:${b}`),
  ...BUCKETS.filter((b) => b !== 'principal').flatMap((b) => [`income:${b}`, `rebate:${b}`]),
  ...ACCRUED_BUCKETS.flatMap((b) => [`unearned:${b}`, `income_deferred:${b}`, `income_earned:${b}`]),
  // Write-offs and recoveries (decision 078).
  ...BUCKETS.flatMap((b) => [`written_off:${b}`, `loss:${b}`, `recovery:${b}`]),
  // Non-accrual from days past due (decision 135): income held in suspense and its contra income.
  ...SUSPENDED_BUCKETS.flatMap((b) => [`suspense:${b}`, `income_suspended:${b}`]),
  // The company's own journal (decision 116): clearing per provider, fees, refunds and funding.
  ...SETTLEMENT_PROVIDERS.map((p) => `clearing:${p}`),
  'provider_fees',
  'provider_refunds',
  'funding:capital',
  'funding:credit_line',
];

// ─── The company's own journal (decision 116) ──────────────────────────────────────────────

/** What a collection waits in until its provider settles it: one ledger account per provider. */
export const clearingAccount = (provider: SettlementProvider) => `clearing:${provider}` as const;

export const FUNDING_SOURCES = ['capital', 'credit_line'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];
export const FUNDING_SOURCE_NAMES: Record<FundingSource, string> = {
  capital: 'Capital',
  credit_line: 'Credit line',
};

export type BooksPostingKind = 'collection' | 'uncollection' | 'settlement' | 'funding';

/** One debit and one credit of the same amount: a posting of the company's own journal balances by construction. */
export type BooksPosting = {
  kind: BooksPostingKind;
  debitAccount: string;
  creditAccount: string;
  amountCents: Cents;
  /** One posting per reference, ever: a retry posts nothing twice. */
  reference: string;
  memo: string;
};

/**
 * A provider collection: the loan's entry debits cash (the money side of every loan entry), and this moves it
 * to the provider's clearing account, since the provider holds the money until it settles (decision 116).
 */
export function collectionPosting(provider: SettlementProvider, paymentNo: string, amountCents: Cents): BooksPosting {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new MoneyInvariantError(`collection ${paymentNo}: amount ${amountCents} is not a positive centavo amount`);
  return {
    kind: 'collection',
    debitAccount: clearingAccount(provider),
    creditAccount: 'cash',
    amountCents,
    reference: `collection:${paymentNo}`,
    memo: `collection ${paymentNo} held by ${provider} until settled`,
  };
}

/**
 * A reversed provider collection: the loan's reversal credits cash, so the money comes back out of where the
 * collection stands now: the provider's refunds account when the provider refunded it on a settlement,
 * otherwise its clearing account (not yet settled).
 */
export function uncollectionPosting(
  provider: SettlementProvider,
  paymentNo: string,
  amountCents: Cents,
  refundedByProvider: boolean,
): BooksPosting {
  return {
    kind: 'uncollection',
    debitAccount: 'cash',
    creditAccount: refundedByProvider ? 'provider_refunds' : clearingAccount(provider),
    amountCents,
    reference: `uncollection:${paymentNo}`,
    memo: `collection ${paymentNo} reversed on the loan${refundedByProvider ? ' after the provider refunded it' : ''}`,
  };
}

export type SettlementTotals = {
  settledCents: Cents;
  refundedCents: Cents;
  /**
   * The part of the refunds whose payments were already taken back from their loans (a chargeback reversed
   * before the refund line arrived, decision 134): the reversal already took them out of clearing.
   */
  refundedTakenBackCents?: Cents;
  feeCents: Cents;
  netCents: Cents;
};

/**
 * A settlement report's postings: the provider no longer owes the settled collections (clearing is credited
 * with them), the bank received the net, the fees are an expense and the refunds go to their account.
 * Invariant: net + fees + refunds = settled. A negative net (refunds above collections) is the provider
 * taking money from the bank, so it credits cash. Legs of zero are left out.
 */
export function settlementPostings(
  importId: number,
  provider: SettlementProvider,
  fileName: string,
  settledOn: string,
  t: SettlementTotals,
): BooksPosting[] {
  if (t.netCents + t.feeCents + t.refundedCents !== t.settledCents || t.feeCents < 0 || t.refundedCents < 0)
    throw new MoneyInvariantError(
      `settlement ${importId}: net ${t.netCents} + fees ${t.feeCents} + refunds ${t.refundedCents} is not settled ${t.settledCents}`,
    );
  const takenBackCents = t.refundedTakenBackCents ?? 0;
  if (takenBackCents < 0 || takenBackCents > t.refundedCents)
    throw new MoneyInvariantError(
      `settlement ${importId}: refunds taken back ${takenBackCents} are not within refunds ${t.refundedCents}`,
    );
  const clearing = clearingAccount(provider);
  const memo = (what: string) => `settlement ${fileName} (${provider}) of ${settledOn}: ${what}`;
  const legs: BooksPosting[] = [];
  if (t.netCents > 0)
    legs.push({
      kind: 'settlement',
      debitAccount: 'cash',
      creditAccount: clearing,
      amountCents: t.netCents,
      reference: `settlement:${importId}:${settledOn}:net`,
      memo: memo('net paid to the bank'),
    });
  if (t.netCents < 0)
    legs.push({
      kind: 'settlement',
      debitAccount: clearing,
      creditAccount: 'cash',
      amountCents: -t.netCents,
      reference: `settlement:${importId}:${settledOn}:net`,
      memo: memo('net taken from the bank (refunds above collections)'),
    });
  if (t.feeCents > 0)
    legs.push({
      kind: 'settlement',
      debitAccount: 'provider_fees',
      creditAccount: clearing,
      amountCents: t.feeCents,
      reference: `settlement:${importId}:${settledOn}:fee`,
      memo: memo('provider fees'),
    });
  // A refund of a payment already taken back from its loan has left clearing with the reversal (decision 134):
  // its leg would be clearing against clearing, so only the other refunds go to their account.
  if (t.refundedCents - takenBackCents > 0)
    legs.push({
      kind: 'settlement',
      debitAccount: 'provider_refunds',
      creditAccount: clearing,
      amountCents: t.refundedCents - takenBackCents,
      reference: `settlement:${importId}:${settledOn}:refund`,
      memo: memo('refunds the provider paid to payers'),
    });
  return legs;
}

/** Money put into the disbursement account: the bank (cash) against capital or the credit line. */
export function fundingPosting(
  fundingId: number,
  source: FundingSource,
  amountCents: Cents,
  bankReference: string,
): BooksPosting {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new MoneyInvariantError(`funding ${fundingId}: amount ${amountCents} is not a positive centavo amount`);
  return {
    kind: 'funding',
    debitAccount: 'cash',
    creditAccount: `funding:${source}`,
    amountCents,
    reference: `funding:${fundingId}`,
    memo: `funding from ${FUNDING_SOURCE_NAMES[source].toLowerCase()}, bank reference ${bankReference}`,
  };
}

/** Why a funding cannot be booked, as the field and the screen's sentence, or null when it can. */
export function fundingProblem(
  f: { amountCents: number; bankReference: string; fundedOn: string },
  today: string,
): { field: string; message: string } | null {
  if (!Number.isSafeInteger(f.amountCents) || f.amountCents <= 0)
    return { field: 'amountCents', message: 'Enter an amount above ₱0.00.' };
  if (f.bankReference.trim().length < 3)
    return { field: 'bankReference', message: "Enter the bank's reference for the transfer (at least 3 characters)." };
  if (f.fundedOn > today)
    return { field: 'fundedOn', message: `The funding date cannot be after the business date (${today}).` };
  return null;
}

export type GlAccount = { code: string; name: string; kind: string; control: boolean };

/** A ledger account's balance (debit positive) from the database. */
export type LedgerSum = { account: string; cents: Cents };

export type GlRow = {
  code: string;
  name: string;
  kind: string;
  control: boolean;
  debitCents: Cents;
  creditCents: Cents;
  /** The ledger accounts behind the row. */
  ledgerAccounts: string[];
};

/** The suspense row an unmapped ledger account falls into, so the books still balance and show it. */
export const UNMAPPED = { code: '9999', name: 'Unmapped ledger accounts (suspense)', kind: 'suspense' } as const;

/**
 * Rolls ledger balances up to general-ledger rows (each row a debit or a credit balance). Invariant:
 * the ledger sums to zero, so debits equal credits; a difference throws, since it would mean a lost centavo.
 */
export function rollUp(
  sums: readonly LedgerSum[],
  mapping: ReadonlyMap<string, string>,
  chart: readonly GlAccount[],
  { netted = true }: { netted?: boolean } = {},
): { rows: GlRow[]; debitCents: Cents; creditCents: Cents } {
  const byCode = new Map<string, { net: Cents; debit: Cents; credit: Cents; ledger: Set<string> }>();
  for (const s of sums) {
    const code = mapping.get(s.account) ?? UNMAPPED.code;
    const row = byCode.get(code) ?? { net: 0, debit: 0, credit: 0, ledger: new Set<string>() };
    row.net += s.cents;
    if (s.cents > 0) row.debit += s.cents;
    else row.credit -= s.cents;
    row.ledger.add(s.account);
    byCode.set(code, row);
  }
  const rows: GlRow[] = [];
  for (const [code, r] of [...byCode.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (netted ? r.net === 0 : r.debit === 0 && r.credit === 0) continue;
    const gl = chart.find((c) => c.code === code) ?? { ...UNMAPPED, control: false };
    rows.push({
      code,
      name: gl.name,
      kind: gl.kind,
      control: gl.control,
      debitCents: netted ? Math.max(0, r.net) : r.debit,
      creditCents: netted ? Math.max(0, -r.net) : r.credit,
      ledgerAccounts: [...r.ledger].sort(),
    });
  }
  const debitCents = rows.reduce((n, r) => n + r.debitCents, 0);
  const creditCents = rows.reduce((n, r) => n + r.creditCents, 0);
  if (debitCents !== creditCents)
    throw new MoneyInvariantError(`the books do not balance: debits ${debitCents}, credits ${creditCents}`);
  return { rows, debitCents, creditCents };
}

/** Centavos as a plain decimal peso amount for an import file: 123456 → "1234.56" (no separators). */
export function pesos(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a kind of ledger entry is, in an accountant's words (the journal's descriptions, decision 115). */
export const ENTRY_WORDS: Readonly<Record<string, string>> = {
  disbursement: 'Loan disbursed',
  disbursement_reversal: 'Payout returned by the bank',
  repayment: 'Payment received',
  payment_reversal: 'Payment reversed',
  credit_application: 'Borrower credit applied to a loan',
  credit_refund: 'Borrower credit refunded',
  overpayment: 'Second payment by the provider, owed back',
  penalty: 'Default penalty charged',
  overdue_interest: 'Overdue interest charged',
  rollover_fee: 'Rollover fee charged',
  legal_charge: 'Legal charge',
  rebate: 'Rebate given',
  waiver: 'Charges waived',
  charge_adjustment: 'Late charges corrected after a back-dated payment',
  accrual: 'Contract income earned',
  write_off: 'Loan written off',
  write_off_adjustment: 'Written-off loan adjusted',
  suspension: 'Income held in suspense (non-accrual)',
  suspense_release: 'Income collected, released from suspense',
  event_suspension: 'Income held in suspense at a reversal or an event (non-accrual)',
  adjustment: 'Adjustment',
};

/**
 * Kinds the close of business posts for every loan each day: the journal sums them per account, date
 * and kind in one line naming how many loans, instead of a line per loan (decision 115).
 */
export const DAILY_RUN_KINDS: readonly string[] = ['accrual', 'overdue_interest', 'penalty', 'suspension'];

/**
 * One line of a day's journal before words: a general-ledger account's gross debit and credit from one
 * entry (or, for the daily run's kinds, from all the day's entries of a kind and value date).
 */
export type JournalSource = {
  code: string;
  name: string;
  kind: string;
  /** The loan's order number; null on a daily-run line. */
  orderNo: string | null;
  /** The posting's reference (pay:<payment_no>#0 and the like); null when it has none. */
  reference: string | null;
  /** The date the loan counts the entry from; before the journal's date when it was posted late. */
  valueDate: string;
  loans: number;
  debitCents: Cents;
  creditCents: Cents;
  /** A line of the company's own journal (decision 116): its reference and description in words. */
  company?: CompanyWords;
};

/** A company-journal line's Reference and Description columns. */
export type CompanyWords = { reference: string; description: string };

/** A posting of the company's journal as the daily journal reads it, with what its reference points to. */
export type CompanyPostingFacts = {
  kind: BooksPostingKind;
  /** The posting's reference: collection:<payment>, settlement:<import>:<date>:<leg>, funding:<id>. */
  reference: string;
  debitAccount: string;
  creditAccount: string;
  /** The date it counts from (before the journal's date when it was posted late). */
  valueDate: string;
  /** The funding's bank reference, for a funding. */
  bankReference: string | null;
  /** The settlement report's file name, for a settlement. */
  fileName: string | null;
};

const SETTLEMENT_LEG_WORDS: Readonly<Record<string, string>> = {
  net: 'net to bank',
  fee: 'provider fees',
  refund: 'refunds paid to payers',
};

/**
 * A company-journal posting in words with its business reference (decision 116), e.g. "Settlement
 * 2026-01-15, Dragonpay: net to bank" or "Funding, capital, ref BR-1"; a late one says the date it was for.
 */
export function companyWords(p: CompanyPostingFacts, postedOn: string): CompanyWords {
  const clearing = [p.debitAccount, p.creditAccount].find((a) => a.startsWith('clearing:'))?.slice('clearing:'.length);
  const provider = clearing && isSettlementProvider(clearing) ? SETTLEMENT_PROVIDER_NAMES[clearing] : clearing;
  const parts = p.reference.split(':');
  const subject = parts.slice(1).join(':');
  let words: CompanyWords;
  if (p.kind === 'collection')
    words = {
      reference: subject,
      description: `Collected through ${provider}, held until settled, payment ${subject}`,
    };
  else if (p.kind === 'uncollection')
    words = {
      reference: subject,
      description:
        p.creditAccount === 'provider_refunds'
          ? `Collection reversed after the provider refunded it, payment ${subject}`
          : `Collection reversed before ${provider} settled it, payment ${subject}`,
    };
  else if (p.kind === 'settlement') {
    // settlement:<import>:<settled on>:<leg>; the opening balances of migration 0051 carry no date.
    const leg = parts.at(-1) ?? '';
    const settledOn = parts.length >= 4 ? parts[2]! : p.valueDate;
    words = {
      reference: p.fileName ?? `settlement ${parts[1]}`,
      description: `Settlement ${settledOn}, ${provider}: ${SETTLEMENT_LEG_WORDS[leg] ?? leg}`,
    };
  } else {
    const source = p.creditAccount.startsWith('funding:') ? p.creditAccount.slice('funding:'.length) : '';
    const name = FUNDING_SOURCE_NAMES[source as FundingSource]?.toLowerCase() ?? source;
    const ref = p.bankReference ?? subject;
    words = { reference: ref, description: `Funding, ${name}, ref ${ref}` };
  }
  if (p.valueDate !== postedOn) words.description += `, correction of ${p.valueDate}`;
  return words;
}

/** A posting reference as a person reads it: "payment PN-123" for a provider payment, else "reference X". */
export function businessReference(reference: string): string {
  // pay:<n>#0 is the payment's first entry; pay:<n>#release the suspense it released (decision 140).
  const bare = reference.replace(/#(\d+|release)$/, '');
  return bare.startsWith('pay:') ? `payment ${bare.slice(4)}` : `reference ${bare}`;
}

/** A journal line's description: what happened, to which loan or payment, and the date it was for when late. */
export function journalDescription(s: JournalSource, postedOn: string): string {
  if (s.company) return s.company.description;
  const words = ENTRY_WORDS[s.kind] ?? s.kind.replaceAll('_', ' ');
  const parts = [words];
  if (s.orderNo !== null) parts.push(`order ${s.orderNo}`);
  else parts.push(`close of business ${s.valueDate} (${s.loans} ${s.loans === 1 ? 'loan' : 'loans'})`);
  if (s.reference !== null) parts.push(businessReference(s.reference));
  if (s.valueDate !== postedOn) parts.push(`correction of ${s.valueDate}`);
  return parts.join(', ');
}

/** The journal header, which the hledger rules file (docs/books/hledger.rules) names field by field. */
export const JOURNAL_HEADER = [
  'JournalNumber',
  'Date',
  'AccountCode',
  'AccountName',
  'Reference',
  'Description',
  'Debit',
  'Credit',
] as const;

/**
 * A day's journal in the general-journal import layout accounting packages take: one balanced
 * journal per business day (its number LW-<date>), dated the day it was posted, a line per account and
 * entry with a debit or a credit, amounts in pesos with a dot. Invariant: debits equal credits, and
 * the same sources always give the same bytes (a closed day's file is kept and never changes).
 */
export function journalCsv(postedOn: string, sources: readonly JournalSource[]): string {
  const number = `LW-${postedOn}`;
  const lines: string[][] = [[...JOURNAL_HEADER]];
  let debitCents = 0;
  let creditCents = 0;
  // An account with both debits and credits in one entry gets a debit line and a credit line: the
  // packages refuse a line with both, and the gross movements are what an auditor follows.
  for (const s of sources) {
    const reference = s.company?.reference ?? (s.orderNo === null ? `close of business ${s.valueDate}` : s.orderNo);
    const head = [number, postedOn, s.code, s.name, reference, journalDescription(s, postedOn)];
    if (s.debitCents > 0) lines.push([...head, pesos(s.debitCents), '']);
    if (s.creditCents > 0) lines.push([...head, '', pesos(s.creditCents)]);
    debitCents += s.debitCents;
    creditCents += s.creditCents;
  }
  if (debitCents !== creditCents)
    throw new MoneyInvariantError(`journal ${number} does not balance: debits ${debitCents}, credits ${creditCents}`);
  return csvLines(lines);
}

/** Any table as CSV (the reports' downloads), header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return csvLines([header, ...rows]);
}

/** The first and last day of a month given as YYYY-MM. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

export type CloseCheck = {
  month: string;
  /** The last month closed, if any (YYYY-MM). */
  lastClosed: string | null;
  /** The earliest business date with a posting (null: no postings yet). */
  firstPostingOn: string | null;
  today: string;
  /** The last date the close of business and the accrual step finished for every loan. */
  cobThrough: string | null;
  accrualsThrough: string | null;
};

/** Why a month cannot be closed yet, in the screen's words, or null when it can. */
export function closeRefusal(c: CloseCheck): string | null {
  const { first, last } = monthBounds(c.month);
  if (c.lastClosed !== null && c.month <= c.lastClosed) return `${c.month} is already closed.`;
  if (last >= c.today) return `${c.month} has not ended: the business date is ${c.today}.`;
  if (c.lastClosed !== null) {
    const next = monthBounds(c.lastClosed).last;
    if (addDays(next, 1) !== first) return `Close ${addDays(next, 1).slice(0, 7)} first: months close in order.`;
  } else if (c.firstPostingOn !== null && c.firstPostingOn < first) {
    return `Close ${c.firstPostingOn.slice(0, 7)} first: months close in order.`;
  }
  if (c.cobThrough !== null && c.cobThrough < last)
    return `The close of business has run only through ${c.cobThrough}; run it through ${last} first.`;
  if (c.firstPostingOn !== null && c.firstPostingOn <= last && (c.accrualsThrough === null || c.accrualsThrough < last))
    return `Income has been earned only through ${c.accrualsThrough ?? 'no date yet'}; run the close of business through ${last} first.`;
  return null;
}

// ─── Portfolio health (decision 078) ───────────────────────────────────────────────────

/** Days-past-due buckets of the ageing report; the loss rate on each is configured (books policy). */
export const AGEING_BUCKETS = [
  { key: 'current', label: 'Current', fromDpd: 0, toDpd: 0 },
  { key: '1-30', label: '1–30 days', fromDpd: 1, toDpd: 30 },
  { key: '31-60', label: '31–60 days', fromDpd: 31, toDpd: 60 },
  { key: '61-90', label: '61–90 days', fromDpd: 61, toDpd: 90 },
  { key: '91-180', label: '91–180 days', fromDpd: 91, toDpd: 180 },
  { key: '181+', label: 'Over 180 days', fromDpd: 181, toDpd: null },
] as const;

export type AgeingKey = (typeof AGEING_BUCKETS)[number]['key'];

/** Loss rate per ageing bucket, in basis points of principal. */
export type LossRates = Record<AgeingKey, number>;

/**
 * The books policy (decision 078): when a loan is written off and what is provisioned per bucket, and from how
 * many days past due its new income is held in suspense (decision 135; null or absent is off).
 * Versioned: every change is a new version, the newest in force, each audited.
 */
export type BooksPolicy = { writeOffDays: number; nonAccrualDays?: number | null; lossRates: LossRates };

/** Non-accrual days in words: "off" or "from 60 days past due". */
export const nonAccrualWords = (days: number | null | undefined): string =>
  days === null || days === undefined ? 'off' : `from ${days} days past due`;

/**
 * What a policy change does, before → after in words (a proposal's sentence, decision 113): only what changes,
 * loss rates as percent by bucket label; null when nothing changes.
 */
export function policyChangeSentence(before: BooksPolicy, after: BooksPolicy): string | null {
  const parts: string[] = [];
  if (before.writeOffDays !== after.writeOffDays)
    parts.push(`write off after ${before.writeOffDays} → ${after.writeOffDays} days past due`);
  if ((before.nonAccrualDays ?? null) !== (after.nonAccrualDays ?? null))
    parts.push(`non-accrual ${nonAccrualWords(before.nonAccrualDays)} → ${nonAccrualWords(after.nonAccrualDays)}`);
  for (const bucket of AGEING_BUCKETS) {
    const [from, to] = [before.lossRates[bucket.key], after.lossRates[bucket.key]];
    if (from !== to) parts.push(`loss rate ${bucket.label} ${formatBps(from)} → ${formatBps(to)}`);
  }
  if (parts.length === 0) return null;
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** Why a policy cannot be saved, as the field and the screen's sentence, or null when it can. */
export function policyProblem(p: BooksPolicy): { field: string; message: string } | null {
  if (!Number.isInteger(p.writeOffDays) || p.writeOffDays < 30 || p.writeOffDays > 1000)
    return { field: 'writeOffDays', message: 'Write off after between 30 and 1,000 days past due.' };
  const n = p.nonAccrualDays;
  if (n !== null && n !== undefined) {
    if (!Number.isInteger(n) || n < 1)
      return { field: 'nonAccrualDays', message: 'Start non-accrual at 1 day past due or more, or leave it off.' };
    // A loan reaches non-accrual before its write-off, which has its own (decision 114).
    if (n >= p.writeOffDays)
      return {
        field: 'nonAccrualDays',
        message: `Start non-accrual before the write-off: at fewer than ${p.writeOffDays} days past due.`,
      };
  }
  let previous = 0;
  for (const b of AGEING_BUCKETS) {
    const rate = p.lossRates[b.key];
    if (!Number.isInteger(rate) || rate < 0 || rate > 10_000)
      return { field: `lossRates.${b.key}`, message: `The loss rate for ${b.label} must be between 0% and 100%.` };
    // An older debt is never less likely to be lost: rates rise (or stay) with age.
    if (rate < previous)
      return {
        field: `lossRates.${b.key}`,
        message: `The loss rate for ${b.label} cannot be lower than the bucket before it.`,
      };
    previous = rate;
  }
  return null;
}

export type LoanAge = { daysPastDue: number; principalCents: Cents };

export type AgeingRow = {
  key: string;
  label: string;
  loans: number;
  principalCents: Cents;
  lossRateBps: Bps;
  provisionCents: Cents;
};

/** Ageing by days-past-due bucket with the provision on each (principal × configured loss rate, rounded half up). */
export function ageing(loans: readonly LoanAge[], lossRates: LossRates): AgeingRow[] {
  return AGEING_BUCKETS.map((b) => {
    const inBucket = loans.filter((l) => l.daysPastDue >= b.fromDpd && (b.toDpd === null || l.daysPastDue <= b.toDpd));
    const principalCents = inBucket.reduce((n, l) => n + l.principalCents, 0);
    const lossRateBps = lossRates[b.key];
    return {
      key: b.key,
      label: b.label,
      loans: inBucket.length,
      principalCents,
      lossRateBps,
      provisionCents: Number((BigInt(principalCents) * BigInt(lossRateBps) * 2n + 10_000n) / 20_000n),
    };
  });
}

/** Portfolio at risk: the share (bps) of outstanding principal on loans at least `days` past due. */
export function portfolioAtRisk(loans: readonly LoanAge[], days: number): number {
  const total = loans.reduce((n, l) => n + l.principalCents, 0);
  if (total === 0) return 0;
  const atRisk = loans.filter((l) => l.daysPastDue >= days).reduce((n, l) => n + l.principalCents, 0);
  return Number((BigInt(atRisk) * 20_000n + BigInt(total)) / (2n * BigInt(total)));
}

/** a ÷ b in basis points, rounded half up; 0 when b is 0. */
export function ratioBps(a: Cents, b: Cents): number {
  if (b <= 0) return 0;
  return Number((BigInt(a) * 20_000n + BigInt(b)) / (2n * BigInt(b)));
}

// ─── Vintage curves and collections efficiency (decision 078) ───────────────────────────

/** One loan for the vintage curves: when it was disbursed and when (if ever) it first reached 30 days past due. */
export type VintageLoan = { disbursedOn: string; principalCents: Cents; dpd30On: string | null };

export type VintageCurve = {
  /** Month of disbursement, YYYY-MM. */
  vintage: string;
  loans: number;
  disbursedCents: Cents;
  /** Cumulative share (bps) of the vintage's principal on loans that reached 30+ days past due by the
   * end of each month on book (index 0 = the disbursement month); months not yet ended are left off. */
  dpd30Bps: number[];
};

const monthIndex = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
const monthOf = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

/**
 * Vintage curves: per month of disbursement, the cumulative DPD30+ share of principal by months on
 * book, through the last month ended on `asOf` (the current month counts as far as it has gone).
 * Invariant: every curve is non-decreasing and within 0–100%.
 */
export function vintageCurves(loans: readonly VintageLoan[], asOf: string, maxMonths = 12): VintageCurve[] {
  const byVintage = new Map<string, VintageLoan[]>();
  for (const l of loans) {
    const v = l.disbursedOn.slice(0, 7);
    byVintage.set(v, [...(byVintage.get(v) ?? []), l]);
  }
  const now = monthIndex(asOf);
  return [...byVintage.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([vintage, list]) => {
      const disbursedCents = list.reduce((n, l) => n + l.principalCents, 0);
      const months = Math.min(maxMonths, now - monthIndex(`${vintage}-01`) + 1);
      const dpd30Bps: number[] = [];
      for (let k = 0; k < months; k++) {
        const end = monthBounds(monthOf(monthIndex(`${vintage}-01`) + k)).last;
        const through = end < asOf ? end : asOf;
        const bad = list
          .filter((l) => l.dpd30On !== null && l.dpd30On <= through)
          .reduce((n, l) => n + l.principalCents, 0);
        const share = ratioBps(bad, disbursedCents);
        if (share < (dpd30Bps.at(-1) ?? 0) || share > 10_000)
          throw new MoneyInvariantError(`vintage ${vintage} curve is not cumulative at month ${k}`);
        dpd30Bps.push(share);
      }
      return { vintage, loans: list.length, disbursedCents, dpd30Bps };
    });
}

/** Scheduled installments falling due in one month, and what was collected on them by the month's end. */
export type EfficiencyInput = { month: string; dueCents: Cents; collectedCents: Cents; collectedLateCents: Cents };

export type EfficiencyRow = EfficiencyInput & { efficiencyBps: number; efficiencyToDateBps: number };

/**
 * Collections efficiency per month: collected by the month's end ÷ due in the month, and the same
 * with what was collected on them later (to date). Invariant: collected never exceeds what fell due.
 */
export function collectionsEfficiency(rows: readonly EfficiencyInput[]): EfficiencyRow[] {
  return rows.map((r) => {
    if (r.collectedCents + r.collectedLateCents > r.dueCents)
      throw new MoneyInvariantError(`${r.month}: collected ${r.collectedCents} more than due ${r.dueCents}`);
    return {
      ...r,
      efficiencyBps: ratioBps(r.collectedCents, r.dueCents),
      efficiencyToDateBps: ratioBps(r.collectedCents + r.collectedLateCents, r.dueCents),
    };
  });
}
