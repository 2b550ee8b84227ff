// Settlement reconciliation (decision 070): the payment provider's settlement report
// read line by line and matched to our payments. Two layouts: Dragonpay's settlement CSV and the
// sandbox provider's own. Pure: the service reads the file and our payments, these parse and compare.
// A bad row is refused with its line number and the reason in words; it never stops the other rows.
import { csvLines } from '../csv.js';
import type { Cents } from '../money.js';
import type { SettlementTotals } from './books.js';

export type SettlementProvider = 'dragonpay' | 'sandbox';
export const SETTLEMENT_PROVIDERS: readonly SettlementProvider[] = ['dragonpay', 'sandbox'];
/** The providers' names as people read them (the daily journal's descriptions). */
export const SETTLEMENT_PROVIDER_NAMES: Record<SettlementProvider, string> = {
  dragonpay: 'Dragonpay',
  sandbox: 'Sandbox provider',
};
/** Whether money collected through this provider waits in a clearing account until it settles (decision 116). */
export const isSettlementProvider = (name: string): name is SettlementProvider =>
  (SETTLEMENT_PROVIDERS as readonly string[]).includes(name);

/**
 * Dragonpay's layout: "Reference No" is Dragonpay's refno (our payments.provider_ref), "Merchant Txn ID"
 * is the txnid we sent (our payment number); amounts in pesos with two places; the settlement date as
 * MM/DD/YYYY; status S (settled) or R (refunded to the payer).
 */
export const DRAGONPAY_HEADER = [
  'Reference No',
  'Merchant Txn ID',
  'Processor',
  'Amount',
  'Fee',
  'Settlement Date',
  'Status',
] as const;

/** The sandbox's own layout: dates ISO, amounts in pesos, status settled or refunded. */
export const SANDBOX_HEADER = ['payment_no', 'provider_ref', 'amount', 'fee', 'settled_on', 'status'] as const;

export type SettlementStatus = 'settled' | 'refunded';

export type SettlementLine = {
  /** The line in the file (the header is line 1). */
  lineNo: number;
  providerRef: string;
  paymentNo: string;
  amountCents: Cents;
  feeCents: Cents;
  settledOn: string;
  status: SettlementStatus;
};

export type LineRefusal = { lineNo: number; reason: string };

export type ParsedSettlement = {
  lines: SettlementLine[];
  refusals: LineRefusal[];
};

/** The whole file cannot be read (empty, wrong header): a sentence for the person who uploaded it. */
export class SettlementFileError extends Error {}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. Returns rows with their first line number. */
export function csvRows(text: string): { lineNo: number; fields: string[] }[] {
  const rows: { lineNo: number; fields: string[] }[] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  let started = false;
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]!.trim() === '')) rows.push({ lineNo: rowStart, fields });
    fields = [];
    field = '';
    started = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (!started) {
      rowStart = line;
      started = true;
    }
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRow();
      line++;
    } else field += c;
  }
  if (quoted) throw new SettlementFileError(`A quoted field starting on line ${rowStart} is never closed.`);
  if (started) endRow();
  return rows;
}

/** Pesos with up to two places ("1,234.50", "₱1234.5") → centavos; null when it is not an amount. */
export function pesosToCents(value: string): Cents | null {
  const text = value.replace(/[,₱\s]/g, '').replace(/^PHP/i, '');
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

function validIsoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function parseDate(provider: SettlementProvider, value: string): string | null {
  const text = value.trim();
  if (provider === 'dragonpay') {
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(text);
    return m ? validIsoDate(Number(m[3]), Number(m[1]), Number(m[2])) : null;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? validIsoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function parseStatus(provider: SettlementProvider, value: string): SettlementStatus | null {
  const text = value.trim().toLowerCase();
  if (provider === 'dragonpay') return text === 's' ? 'settled' : text === 'r' ? 'refunded' : null;
  return text === 'settled' || text === 'refunded' ? text : null;
}

const normalise = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Reads a settlement file of the provider's layout: good lines, and every bad line refused with the reason. */
export function parseSettlement(provider: SettlementProvider, text: string): ParsedSettlement {
  const rows = csvRows(text);
  if (rows.length === 0) throw new SettlementFileError('The file is empty.');
  const expected = provider === 'dragonpay' ? DRAGONPAY_HEADER : SANDBOX_HEADER;
  const header = rows[0]!.fields.map(normalise);
  const want = expected.map(normalise);
  if (header.length !== want.length || header.some((h, i) => h !== want[i])) {
    const name = provider === 'dragonpay' ? 'Dragonpay' : 'sandbox';
    throw new SettlementFileError(
      `This is not a ${name} settlement file: the first line must be the columns ${expected.join(', ')}.`,
    );
  }
  const lines: SettlementLine[] = [];
  const refusals: LineRefusal[] = [];
  const seen = new Map<string, number>();
  for (const { lineNo, fields } of rows.slice(1)) {
    if (fields.length !== expected.length) {
      refusals.push({ lineNo, reason: `has ${fields.length} columns; a settlement line has ${expected.length}.` });
      continue;
    }
    const f = fields.map((v) => v.trim());
    const [providerRef, paymentNo, amount, fee, date, status] =
      provider === 'dragonpay'
        ? [f[0]!, f[1]!, f[3]!, f[4]!, f[5]!, f[6]!]
        : [f[1]!, f[0]!, f[2]!, f[3]!, f[4]!, f[5]!];
    const problems: string[] = [];
    if (!paymentNo) problems.push('the payment number is missing');
    if (!providerRef) problems.push("the provider's reference is missing");
    const amountCents = pesosToCents(amount);
    if (amountCents === null || amountCents === 0) problems.push(`the amount "${amount}" is not a peso amount`);
    const feeCents = fee === '' ? 0 : pesosToCents(fee);
    if (feeCents === null) problems.push(`the fee "${fee}" is not a peso amount`);
    const settledOn = parseDate(provider, date);
    if (!settledOn) {
      const form = provider === 'dragonpay' ? 'MM/DD/YYYY' : 'YYYY-MM-DD';
      problems.push(`the settlement date "${date}" is not a date written ${form}`);
    }
    const st = parseStatus(provider, status);
    if (!st) problems.push(`the status "${status}" is neither settled nor refunded`);
    const earlier = paymentNo ? seen.get(paymentNo) : undefined;
    if (earlier !== undefined) problems.push(`payment ${paymentNo} already appears on line ${earlier}`);
    if (problems.length > 0) {
      refusals.push({ lineNo, reason: `${problems.join('; ')}.` });
      continue;
    }
    seen.set(paymentNo, lineNo);
    lines.push({
      lineNo,
      providerRef,
      paymentNo,
      amountCents: amountCents!,
      feeCents: feeCents!,
      settledOn: settledOn!,
      status: st!,
    });
  }
  return { lines, refusals };
}

/** One of our payments at this provider, as the books know it. */
export type OurPayment = {
  paymentNo: string;
  providerRef: string | null;
  amountCents: Cents;
  /** Posted to the ledger (completed). */
  posted: boolean;
  /** The value date the provider reported (payments.paid_on). */
  paidOn: string | null;
  /**
   * Already taken back from the loan (a chargeback reversed, decision 134): the provider's refund line of it is
   * the same money going back to the payer, so it matches instead of raising an exception.
   */
  takenBack?: boolean;
};

export type ExceptionKind = 'not_posted' | 'not_settled' | 'amount_differs' | 'refunded' | 'refund_unreceived';

export type SettlementException = {
  kind: ExceptionKind;
  paymentNo: string;
  providerRef: string | null;
  lineNo: number | null;
  ourAmountCents: Cents | null;
  theirAmountCents: Cents | null;
  /** The line's settlement date (null for a payment the report does not carry). */
  settledOn: string | null;
};

export type Reconciliation = {
  periodFrom: string;
  periodTo: string;
  matchedCount: number;
  settledCents: Cents;
  feeCents: Cents;
  refundedCents: Cents;
  /** What the provider pays out: settled less refunded, less fees. */
  netCents: Cents;
  exceptions: SettlementException[];
};

/** The report's date range: the earliest and latest settlement date on its lines. */
export function periodOf(lines: readonly SettlementLine[]): { from: string; to: string } | null {
  if (lines.length === 0) return null;
  const dates = lines.map((l) => l.settledOn).sort();
  return { from: dates[0]!, to: dates[dates.length - 1]! };
}

/**
 * Matches the report to our payments line by line (by our payment number): a settled line whose payment
 * we posted with the same amount is matched and its fee recorded; otherwise paid at the provider but not
 * posted, or amount differs. A refunded line is always an exception: of a payment still posted (`refunded`)
 * or of one we never received (`refund_unreceived`, decision 116: the provider gave back money we never
 * had). Our posted payments paid within the period that the report does not carry are posted but not
 * settled (the caller leaves out payments an earlier report already settled).
 */
export function reconcile(
  lines: readonly SettlementLine[],
  ours: readonly OurPayment[],
  period: { from: string; to: string },
): Reconciliation {
  const byNo = new Map(ours.map((p) => [p.paymentNo, p]));
  const exceptions: SettlementException[] = [];
  let matchedCount = 0;
  let settledCents = 0;
  let refundedCents = 0;
  let feeCents = 0;
  const onReport = new Set<string>();
  for (const line of lines) {
    onReport.add(line.paymentNo);
    feeCents += line.feeCents;
    const ourPayment = byNo.get(line.paymentNo);
    const base = {
      paymentNo: line.paymentNo,
      providerRef: line.providerRef,
      lineNo: line.lineNo,
      theirAmountCents: line.amountCents,
      settledOn: line.settledOn,
    };
    if (line.status === 'refunded') {
      refundedCents += line.amountCents;
      if (ourPayment?.takenBack && ourPayment.amountCents === line.amountCents) matchedCount++;
      else if (ourPayment?.posted)
        exceptions.push({ ...base, kind: 'refunded', ourAmountCents: ourPayment.amountCents });
      else
        exceptions.push({
          ...base,
          kind: 'refund_unreceived',
          ourAmountCents: ourPayment ? ourPayment.amountCents : null,
        });
      continue;
    }
    settledCents += line.amountCents;
    if (!ourPayment || !ourPayment.posted) {
      exceptions.push({ ...base, kind: 'not_posted', ourAmountCents: ourPayment ? ourPayment.amountCents : null });
    } else if (ourPayment.amountCents !== line.amountCents) {
      exceptions.push({ ...base, kind: 'amount_differs', ourAmountCents: ourPayment.amountCents });
    } else matchedCount++;
  }
  for (const p of ours) {
    if (!p.posted || onReport.has(p.paymentNo) || !p.paidOn) continue;
    if (p.paidOn < period.from || p.paidOn > period.to) continue;
    exceptions.push({
      kind: 'not_settled',
      paymentNo: p.paymentNo,
      providerRef: p.providerRef,
      lineNo: null,
      ourAmountCents: p.amountCents,
      theirAmountCents: null,
      settledOn: null,
    });
  }
  return {
    periodFrom: period.from,
    periodTo: period.to,
    matchedCount,
    settledCents,
    feeCents,
    refundedCents,
    netCents: settledCents - refundedCents - feeCents,
    exceptions,
  };
}

/**
 * A report's money per settlement date (decision 116): what it settled, refunded and charged, and the net the
 * bank receives that day. Invariant: net + fees + refunds = settled, per date.
 */
export function totalsByDate(
  lines: readonly SettlementLine[],
  /** Payments already taken back from their loans (decision 134): their refunds are counted apart. */
  takenBack: ReadonlySet<string> = new Set(),
): (SettlementTotals & { settledOn: string })[] {
  const byDate = new Map<
    string,
    { settledCents: Cents; refundedCents: Cents; refundedTakenBackCents: Cents; feeCents: Cents }
  >();
  for (const l of lines) {
    const t = byDate.get(l.settledOn) ?? { settledCents: 0, refundedCents: 0, refundedTakenBackCents: 0, feeCents: 0 };
    if (l.status === 'settled') t.settledCents += l.amountCents;
    else {
      t.refundedCents += l.amountCents;
      if (takenBack.has(l.paymentNo)) t.refundedTakenBackCents += l.amountCents;
    }
    t.feeCents += l.feeCents;
    byDate.set(l.settledOn, t);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([settledOn, t]) => ({ settledOn, ...t, netCents: t.settledCents - t.refundedCents - t.feeCents }));
}

const pesoText = (cents: number) => {
  const s = String(cents).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

/** A completed sandbox collection, as the sandbox provider's books hold it. */
export type SandboxSettled = { paymentNo: string; providerRef: string; amountCents: Cents; feeCents: Cents };

/** The sandbox provider's settlement file for one day, in its own layout. */
export function sandboxSettlementCsv(settledOn: string, rows: readonly SandboxSettled[]): string {
  const lines = [
    [...SANDBOX_HEADER],
    ...rows.map((r) => [
      r.paymentNo,
      r.providerRef,
      pesoText(r.amountCents),
      pesoText(r.feeCents),
      settledOn,
      'settled',
    ]),
  ];
  return csvLines(lines);
}

/** A sentence for the exceptions queue: what finance must look into. */
export function exceptionSentence(kind: ExceptionKind): string {
  switch (kind) {
    case 'not_posted':
      return 'Paid at the provider but not posted to the loan.';
    case 'not_settled':
      return 'Posted to the loan but not on the settlement report.';
    case 'amount_differs':
      return 'The provider settled a different amount from what we posted.';
    case 'refunded':
      return 'The provider refunded this payment, but it is still posted to the loan.';
    case 'refund_unreceived':
      return 'The provider refunded a payment we never received.';
  }
}
